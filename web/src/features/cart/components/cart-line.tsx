import { CART_TEXTS, formatPrice, fromCents, LIMITS, SHOPPER_TEXTS, toCents, VARIANT_TEXTS } from '@seamline/contract';
import { Store, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/components/ui/detail-row';
import { ProductImage } from '@/components/ui/product-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { lineProblem } from '../lib/line-problem';
import type { ClientCartItem } from '../lib/to-client-item';
import { Availability, PriceChangeNote } from './line-notices';

export interface CartLineProps {
  item: ClientCartItem;
  /** The quantity shown on the stepper (it may not be saved yet). */
  quantity: number;
  /** A request for this line (remove, quantity) is running: its buttons wait for it. */
  busy: boolean;
  removing: boolean;
  onRemove: () => void;
  onQuantityChange: (quantity: number) => void;
  /** Under the line's details: two sizes of it in the cart, and which to keep. */
  bracketNote?: ReactNode;
}

export function CartLine({ item, quantity, busy, removing, onRemove, onQuantityChange, bracketNote }: CartLineProps) {
  const problem = lineProblem(item);
  const faded = problem === 'unavailable' || problem === 'out-of-stock';
  // A line above the stock can only go down to it; one no longer sold or sold out has no stepper.
  const max = Math.min(LIMITS.quantityMax, item.stockQuantity ?? LIMITS.quantityMax);
  const stepper = !faded && max >= LIMITS.quantityMin;
  // Two sizes of one product are two lines: each is named with its size and colour.
  const name = item.variant ? `${item.name}, ${item.variant}` : item.name;
  return (
    <li className="flex gap-4 py-5" aria-label={name}>
      <Link to={paths.buyer.product(item.productId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={item.imageUrl}
          alt=""
          width={96}
          height={120}
          className={cn('h-28 w-24 rounded-lg border border-zinc-200 sm:h-32 sm:w-28', faded && 'opacity-50 grayscale')}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className={cn('min-w-0 font-semibold', problem === 'unavailable' ? 'text-zinc-600' : 'text-zinc-900')}>
            <Link to={paths.buyer.product(item.productId)} className="hover:text-brand-700">
              {item.name}
            </Link>
          </h3>
          {faded ? (
            <p className="text-sm text-zinc-600">{SHOPPER_TEXTS.notInTotal}</p>
          ) : (
            <p className="font-semibold text-zinc-900">{formatPrice(fromCents(toCents(item.price) * quantity))}</p>
          )}
        </div>
        {item.variant && <p className="mt-0.5 text-sm font-medium text-zinc-800">{item.variant}</p>}
        {item.vendorName && (
          <p className="mt-0.5 flex items-center gap-1 text-sm text-zinc-600">
            <Store className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {CART_TEXTS.soldBy(item.vendorName)}
          </p>
        )}
        <dl className="mt-1 space-y-0.5 text-sm text-zinc-600">
          <DetailRow look="inline" label="Unit price:">
            {/* Struck through for the eye; the note below says it in words. */}
            {item.previousPrice !== undefined && (
              <del className="mr-1.5 text-zinc-500" aria-hidden="true">
                {formatPrice(item.previousPrice)}
              </del>
            )}
            {formatPrice(item.price)}
          </DetailRow>
          {!stepper && (
            <DetailRow look="inline" label="Quantity:">
              {item.quantity}
            </DetailRow>
          )}
          {item.availabilityStatus && (
            <div className="pt-1.5">
              <dt className="sr-only">Availability</dt>
              <dd>
                <Availability item={item} />
              </dd>
            </div>
          )}
        </dl>
        {item.previousPrice !== undefined && problem !== 'unavailable' && (
          <div className="mt-2">
            <PriceChangeNote from={item.previousPrice} to={item.price} />
          </div>
        )}
        {bracketNote}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          {stepper && (
            <QuantityStepper
              id={`quantity-${item.productId}${item.variantId ? `-${item.variantId}` : ''}`}
              label={`Quantity of ${name}`}
              value={quantity}
              onChange={onQuantityChange}
              min={LIMITS.quantityMin}
              max={max}
              limitNote={item.stockQuantity !== undefined && max === item.stockQuantity ? VARIANT_TEXTS.onlyLeft(max) : undefined}
              disabled={busy}
            />
          )}
          <Button
            variant="danger-ghost"
            size="sm"
            className={cn(!stepper && '-ml-3')}
            loading={removing}
            disabled={busy}
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            {!removing && <Trash2 className="h-4 w-4" aria-hidden="true" />}
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
