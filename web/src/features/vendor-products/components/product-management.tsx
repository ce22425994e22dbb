import { EMPTY_TEXTS, ERRORS, type ProductDetail, type VendorProduct } from '@seamline/contract';
import { Lock, PackagePlus, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { useProductVariants } from '../api/get-product-variants';
import { useVendorProducts } from '../api/get-vendor-products';
import { CatalogueCsvActions } from './catalogue-csv-actions';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductDialog } from './product-dialog';
import { ProductTable } from './product-table';

type Editing = { product: VendorProduct | null } | null;

/**
 * A product not on the loaded page, as buyers see it: its compare-at price is the one shown (never
 * above what the vendor set), so an edit keeps a sale honest.
 */
const linkedOwn = (product: ProductDetail | undefined): VendorProduct | undefined =>
  product && { ...product, ownCompareAtPrice: product.compareAtPrice, saleEndsAt: product.saleEndsAt };

const LOCKED_ID = 'catalogue-locked';

export interface ProductManagementProps {
  returnNote?: (productId: number) => ReactNode;
  /**
   * Why the catalogue cannot be changed now (a suspended shop, from the route): adding, importing,
   * editing and deleting are not offered, and this says why.
   */
  lockedReason?: string;
}

/** 'Product Management' (spec §2): the vendor's products, add/edit dialog and delete. */
export function ProductManagement({ returnNote, lockedReason }: ProductManagementProps = {}) {
  const locked = lockedReason !== undefined;
  const query = useVendorProducts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VendorProduct | null>(null);
  const { items: products, total } = loadedItems(query.data);
  // `?edit=<id>` (the dashboard's 'Low stock' links) opens that product's edit dialog.
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit')) || undefined;
  const linked = useProductVariants(editId, editing === null);
  const linkedProduct =
    editing === null && editId !== undefined
      ? (products.find((p) => p.productId === editId) ?? linkedOwn(linked.data?.product))
      : undefined;
  const shown: Editing = locked ? null : (editing ?? (linkedProduct ? { product: linkedProduct } : null));
  const close = () => {
    setEditing(null);
    if (editId !== undefined) setParams({}, { replace: true });
  };

  const addButton = (size: 'md' | 'lg') => (
    <Button size={size} onClick={() => setEditing({ product: null })} disabled={locked} aria-describedby={locked ? LOCKED_ID : undefined}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add Product
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <PageSpinner label="Loading products" />;
  } else if (query.isError && products.length === 0) {
    body = <ErrorBox message={errorMessage(query.error, ERRORS.vendorProducts)} onRetry={() => query.refetch()} />;
  } else if (products.length === 0) {
    body = (
      <EmptyState
        icon={PackagePlus}
        title={EMPTY_TEXTS.vendorProducts.title}
        hint={EMPTY_TEXTS.vendorProducts.hint}
        action={addButton('lg')}
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        {query.isError && <ErrorBox message={errorMessage(query.error, ERRORS.vendorProducts)} />}
        <ProductTable
          products={products}
          onEdit={(product) => setEditing({ product })}
          onDelete={setDeleting}
          returnNote={returnNote}
          locked={locked}
        />
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => query.fetchNextPage()} />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Product Management"
        description={
          query.isSuccess && products.length > 0
            ? `${total.toLocaleString()} ${total === 1 ? 'product' : 'products'} in your store`
            : 'Add, edit and remove the products in your store.'
        }
        actions={
          <>
            <CatalogueCsvActions importLocked={locked} />
            {addButton('md')}
          </>
        }
      />
      {locked && (
        <p id={LOCKED_ID} className="-mt-2 mb-4 flex items-center gap-2 text-sm text-zinc-700">
          <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {lockedReason}
        </p>
      )}
      {body}
      <ProductDialog open={shown !== null} onOpenChange={(open) => !open && close()} product={shown?.product ?? null} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
