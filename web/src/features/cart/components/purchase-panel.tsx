import { LIMITS, VARIANT_TEXTS } from '@seamline/contract';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCart } from '../hooks/use-cart';

export interface PurchasePanelProps {
  productId: number;
  /** The size × colour chosen; absent while one is still to choose. */
  variantId?: string;
  /** What is left of the chosen variant (of the product before a choice). */
  stock: number;
  /** Asked before adding: true while a size or colour is still to choose (the page then says which). */
  askForChoice?: () => boolean;
}

/** Quantity (1..stock, default 1) and Add to Cart on the product page; shown only when in stock. */
export function PurchasePanel({ productId, variantId, stock, askForChoice }: PurchasePanelProps) {
  const { addToCart, pending } = useCart();
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(stock, LIMITS.quantityMax);
  if (stock <= 0) return null;
  const busy = pending.has(String(productId));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <p className="mb-1.5 text-sm font-medium text-zinc-800" aria-hidden="true">
          Quantity
        </p>
        <QuantityStepper
          value={Math.min(quantity, max)}
          onChange={setQuantity}
          min={LIMITS.quantityMin}
          max={max}
          limitNote={max === stock ? VARIANT_TEXTS.onlyLeft(stock) : undefined}
        />
      </div>
      <Button
        size="lg"
        className="min-w-48 flex-1 sm:flex-none"
        loading={busy}
        onClick={async () => {
          if (askForChoice?.()) return;
          if ((await addToCart(productId, Math.min(quantity, max), variantId)) === true) setQuantity(1);
        }}
      >
        {!busy && <ShoppingBag className="h-5 w-5" aria-hidden="true" />}
        Add to Cart
      </Button>
    </div>
  );
}
