import { formatPrice } from '@seamline/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import type { ClientCartItem } from '../lib/to-client-item';

export interface CartLineProps {
  item: ClientCartItem;
  removing: boolean;
  onRemove: () => void;
}

export function CartLine({ item, removing, onRemove }: CartLineProps) {
  return (
    <li className="flex gap-4 py-5">
      <Link to={paths.buyer.product(item.productId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={item.imageUrl}
          alt=""
          width={96}
          height={120}
          className="h-28 w-24 rounded-lg border border-zinc-200 sm:h-32 sm:w-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="min-w-0 font-semibold text-zinc-900">
            <Link to={paths.buyer.product(item.productId)} className="hover:text-brand-700">
              {item.name}
            </Link>
          </h3>
          <p className="font-semibold text-zinc-900">{formatPrice(item.totalPrice)}</p>
        </div>
        <dl className="mt-1 space-y-0.5 text-sm text-zinc-600">
          <div className="flex gap-1">
            <dt>Unit price:</dt>
            <dd className="text-zinc-800">{formatPrice(item.price)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Quantity:</dt>
            <dd className="text-zinc-800">{item.quantity}</dd>
          </div>
          {item.availabilityStatus && (
            <div>
              <dt className="sr-only">Availability</dt>
              <dd className="text-xs text-zinc-500">{item.availabilityStatus}</dd>
            </div>
          )}
        </dl>
        <div className="mt-auto pt-2">
          <Button
            variant="danger-ghost"
            size="sm"
            className="-ml-3"
            loading={removing}
            onClick={onRemove}
            aria-label={`Remove ${item.name}`}
          >
            {!removing && <Trash2 className="h-4 w-4" aria-hidden="true" />}
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
