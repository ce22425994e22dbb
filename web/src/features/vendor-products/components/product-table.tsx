import {
  type Category,
  CATEGORY_LABELS,
  formatPrice,
  PREVIEW_TEXTS,
  type Subcategory,
  SUBCATEGORY_LABELS,
  type VendorProduct,
  type VendorProductRow,
} from '@seamline/contract';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ProductImage } from '@/components/ui/product-image';
import { TableHead } from '@/components/ui/table-head';
import { SizeFlags } from './size-flags';

export interface ProductTableProps {
  /** Each with its sizes that come back too small or too large. */
  products: readonly VendorProductRow[];
  onEdit: (product: VendorProduct) => void;
  onDelete: (product: VendorProduct) => void;
  /** Under each product's name: how often it comes back and why (docs/architecture.md#returns), from the route. */
  returnNote?: (productId: number) => ReactNode;
  /** Edit and Delete are not offered (a suspended shop); the screen says why. */
  locked?: boolean;
}

const categoryLabel = (p: VendorProduct) => CATEGORY_LABELS[p.categoryName as Category] ?? p.categoryName;
const subcategoryLabel = (p: VendorProduct) => SUBCATEGORY_LABELS[p.subCategoryName as Subcategory] ?? p.subCategoryName;

function Stock({ count }: { count: number }) {
  if (count === 0)
    return (
      <Badge tone="red" className="whitespace-nowrap">
        Out of stock
      </Badge>
    );
  return <span className="tabular-nums text-zinc-900">{count.toLocaleString()}</span>;
}

type RowActionsProps = { product: VendorProduct; className?: string } & Pick<ProductTableProps, 'onEdit' | 'onDelete' | 'locked'>;

function RowActions({ product, onEdit, onDelete, locked, className = 'flex items-center justify-end gap-1' }: RowActionsProps) {
  return (
    <div className={className}>
      <Link
        to={paths.buyer.product(product.productId)}
        aria-label={PREVIEW_TEXTS.accessible(product.productName)}
        title={PREVIEW_TEXTS.label}
        className={buttonClasses('ghost', 'icon')}
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${product.productName}`}
        title="Edit"
        onClick={() => onEdit(product)}
        disabled={locked}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${product.productName}`}
        title="Delete"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => onDelete(product)}
        disabled={locked}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

const columns = [
  { label: 'Product' },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Stock', align: 'right' },
  { label: 'Actions', align: 'right' },
] as const;

/** Product, Category, Price, Stock, Actions (spec §2); a card list on narrow screens. */
export function ProductTable({ products, onEdit, onDelete, returnNote, locked }: ProductTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm">
      <table className="hidden w-full text-left text-sm md:table">
        <TableHead look="list" cells={columns} />
        <tbody className="divide-y divide-zinc-200">
          {products.map((p) => (
            <tr key={p.productId} className="hover:bg-zinc-50/60">
              <td className="px-4 py-3">
                <div className="flex items-center gap-4">
                  <ProductImage
                    src={p.imageUrl}
                    alt=""
                    width={48}
                    height={60}
                    className="h-15 w-12 shrink-0 rounded-md border border-zinc-200"
                  />
                  <div className="min-w-0 max-w-md">
                    <p className="truncate font-medium text-zinc-900">{p.productName}</p>
                    <p className="mt-0.5 line-clamp-1 text-zinc-600">{p.description}</p>
                    {returnNote?.(p.productId)}
                    <SizeFlags product={p} />
                  </div>
                </div>
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <span className="text-zinc-900">{categoryLabel(p)}</span>
                <span className="block text-xs text-zinc-500">{subcategoryLabel(p)}</span>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums text-zinc-900">{formatPrice(p.price)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <Stock count={p.stockQuantity} />
              </td>
              <td className="px-4 py-3">
                <RowActions product={p} onEdit={onEdit} onDelete={onDelete} locked={locked} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-zinc-200 md:hidden">
        {products.map((p) => (
          <li key={p.productId} className="flex gap-3 p-4">
            <ProductImage src={p.imageUrl} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-md border border-zinc-200" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-zinc-900">{p.productName}</p>
              <p className="text-xs text-zinc-500">
                {categoryLabel(p)} · {subcategoryLabel(p)}
              </p>
              <p className="mt-1 line-clamp-1 text-sm text-zinc-600">{p.description}</p>
              {returnNote?.(p.productId)}
              <SizeFlags product={p} />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold tabular-nums text-zinc-900">{formatPrice(p.price)}</span>
                {p.stockQuantity === 0 ? (
                  <Stock count={0} />
                ) : (
                  <span className="whitespace-nowrap text-zinc-600">
                    Stock: <Stock count={p.stockQuantity} />
                  </span>
                )}
              </div>
            </div>
            <RowActions product={p} onEdit={onEdit} onDelete={onDelete} locked={locked} className="-my-1 -mr-2 flex shrink-0 flex-col" />
          </li>
        ))}
      </ul>
    </div>
  );
}
