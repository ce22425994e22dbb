import { ShoppingBag } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

/** Cart icon; the count badge shows only above 0 (spec §9). */
export function CartLink({ count }: { count: number }) {
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link
      to={paths.buyer.cart}
      aria-label={label}
      className="relative flex h-10 w-10 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
    >
      <ShoppingBag className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
