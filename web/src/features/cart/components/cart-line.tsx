import { formatPrice } from '@seamline/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ClientCartItem } from '../lib/to-client-item';
import { Availability, PriceChangeNote } from './line-notices';

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
          className={cn('h-28 w-24 rounded-lg border border-zinc-200 sm:h-32 sm:w-28', item.stockQuantity === 0 && 'opacity-50')}
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
            <dd className="text-zinc-800">
              {/* Struck through for the eye; the note below says it in words. */}
              {item.previousPrice !== undefined && (
                <del className="mr-1.5 text-zinc-500" aria-hidden="true">
                  {formatPrice(item.previousPrice)}
                </del>
              )}
              {formatPrice(item.price)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Quantity:</dt>
            <dd className="text-zinc-800">{item.quantity}</dd>
          </div>
          {item.availabilityStatus && (
            <div className="pt-1.5">
              <dt className="sr-only">Availability</dt>
              <dd>
                <Availability item={item} />
              </dd>
            </div>
          )}
        </dl>
        {item.previousPrice !== undefined && (
          <div className="mt-2">
            <PriceChangeNote from={item.previousPrice} to={item.price} />
          </div>
        )}
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
