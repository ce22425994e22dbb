import { LIMITS } from '@seamline/contract';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCart } from '../hooks/use-cart';

/** Quantity (1..stock, default 1) and Add to Cart on the product page; shown only when in stock. */
export function PurchasePanel({ productId, stock }: { productId: number; stock: number }) {
  const { addToCart, pending } = useCart();
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(stock, LIMITS.quantityMax);
  if (stock <= 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <p className="mb-1.5 text-sm font-medium text-zinc-800" aria-hidden="true">
          Quantity
        </p>
        <QuantityStepper value={quantity} onChange={setQuantity} min={LIMITS.quantityMin} max={max} />
      </div>
      <Button
        size="lg"
        className="min-w-48 flex-1 sm:flex-none"
        loading={pending.has(String(productId))}
        onClick={async () => {
          if (await addToCart(productId, quantity)) setQuantity(1);
        }}
      >
        {!pending.has(String(productId)) && <ShoppingBag className="h-5 w-5" aria-hidden="true" />}
        Add to Cart
      </Button>
    </div>
  );
}
