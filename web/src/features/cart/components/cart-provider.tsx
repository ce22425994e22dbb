import { cartTotals, ERRORS } from '@seamline/contract';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { CartContext, type CartState } from '../hooks/cart-context';
import type { BuyerCartProps } from './buyer-cart';

// The cart reads and writes through TanStack Query, which the app shell and the home page load
// without: that part (buyer-cart.tsx) loads for buyers only, and hands the cart up here.
const loadBuyerCart = (): ComponentType<BuyerCartProps> => lazy(() => import('./buyer-cart'));

const EMPTY = { items: [], version: null, itemCount: 0, totals: cartTotals([]), isLoading: false, error: null, pending: new Set<string>() };

/** Visitors and vendors have no cart (spec §6); nothing offers them its actions. */
const NO_CART: CartState = {
  ...EMPTY,
  addToCart: async () => false,
  removeFromCart: async () => false,
  setQuantity: async () => false,
  refreshCart: async () => {},
};

type Reported = { buyerId: number; cart: CartState };

/** Reports the cart as failed when its code cannot load; 'Try again' loads it anew. */
function CartCodeFailed({ buyerId, onChange, retry }: BuyerCartProps & { retry: () => void }) {
  useEffect(() => {
    // Offline, the cart screen says so instead of a toast, and the code loads once the connection is back.
    if (navigator.onLine) toast.error(ERRORS.cartLoad.toastTitle, { id: 'cart-load', description: ERRORS.cartLoad.toast });
    const refreshCart = async () => retry();
    onChange(buyerId, { ...NO_CART, error: ERRORS.cartLoad.fallback, refreshCart });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [buyerId, onChange, retry]);
  return null;
}

/** The buyer's cart (spec §4): loaded for buyers only, on start and when the session changes. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const buyerId = isAuthenticated && user?.role === 'buyer' ? user.id : undefined;
  const [BuyerCart, setBuyerCart] = useState(loadBuyerCart);
  const [reported, setReported] = useState<Reported | null>(null);
  const waiting = useRef<((reported: Reported) => void)[]>([]);

  const report = useCallback((id: number, cart: CartState) => {
    const next = { buyerId: id, cart };
    setReported(next);
    for (const resolve of waiting.current.splice(0)) resolve(next);
  }, []);
  const retry = useCallback(() => setBuyerCart(loadBuyerCart), []);

  // Until the cart is in, it is loading; an add or remove asked for meanwhile waits for it.
  const loading = useMemo<CartState>(() => {
    const whenIn = () => new Promise<Reported>((resolve) => waiting.current.push(resolve));
    const mine = (r: Reported) => r.buyerId === buyerId;
    return {
      ...EMPTY,
      isLoading: true,
      addToCart: async (productId, quantity, variantId) =>
        whenIn().then((r) => mine(r) && r.cart.addToCart(productId, quantity, variantId)),
      removeFromCart: async (line) => whenIn().then((r) => mine(r) && r.cart.removeFromCart(line)),
      setQuantity: async (line, quantity) => whenIn().then((r) => mine(r) && r.cart.setQuantity(line, quantity)),
      refreshCart: async () => {
        await whenIn();
      },
    };
  }, [buyerId]);

  let value = NO_CART;
  if (buyerId !== undefined) value = reported?.buyerId === buyerId ? reported.cart : loading;
  return (
    <CartContext.Provider value={value}>
      {buyerId !== undefined && (
        <ErrorBoundary resetKey={BuyerCart} fallback={<CartCodeFailed buyerId={buyerId} onChange={report} retry={retry} />}>
          <Suspense fallback={null}>
            <BuyerCart buyerId={buyerId} onChange={report} />
          </Suspense>
        </ErrorBoundary>
      )}
      {children}
    </CartContext.Provider>
  );
}
