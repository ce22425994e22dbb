import { cartTotals, ERRORS, SUCCESS } from '@seamline/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { endedSession, errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { addToCart as postAdd } from '../api/add-to-cart';
import { removeFromCart as postRemove } from '../api/remove-from-cart';
import { CartContext, type CartState } from '../hooks/cart-context';
import { useCartItems } from '../hooks/use-cart-items';
import type { ClientCartItem } from '../lib/to-client-item';

const NO_ITEMS: ClientCartItem[] = [];

/** The buyer's cart (spec §4): loaded for buyers only, on start and when the session changes. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const isBuyer = isAuthenticated && user?.role === 'buyer';
  const cart = useCartItems(isBuyer ? user.id : undefined);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const loadError = cart.error;
  useEffect(() => {
    if (loadError && !endedSession(loadError)) {
      toast.error(ERRORS.cartLoad.toastTitle, { id: 'cart-load', description: ERRORS.cartLoad.toast });
    }
  }, [loadError]);

  const refreshCart = cart.reload;

  const track = useCallback(async (productId: string, work: () => Promise<unknown>, ok: string, fallback: string) => {
    setPending((p) => new Set(p).add(productId));
    try {
      await work();
      toast.success(ok);
      return true;
    } catch (error) {
      if (!endedSession(error)) toast.error(errorMessage(error, fallback));
      return false;
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(productId);
        return next;
      });
      await refreshCart();
    }
  }, [refreshCart]);

  const addToCart = useCallback<CartState['addToCart']>(
    (productId, quantity = 1) =>
      track(String(productId), () => postAdd({ productId, quantity }), SUCCESS.cartAdd, ERRORS.cartAdd),
    [track],
  );

  const removeFromCart = useCallback<CartState['removeFromCart']>(
    (productId) => track(String(productId), () => postRemove(productId), SUCCESS.cartRemove, ERRORS.cartRemove),
    [track],
  );

  const items = cart.items ?? NO_ITEMS;
  const value = useMemo<CartState>(() => {
    const totals = cartTotals(items);
    return {
      items,
      itemCount: totals.itemCount,
      totals,
      isLoading: cart.isLoading,
      error: loadError ? errorMessage(loadError, ERRORS.cartLoad.fallback) : null,
      pending,
      addToCart,
      removeFromCart,
      refreshCart,
    };
  }, [items, cart.isLoading, loadError, pending, addToCart, removeFromCart, refreshCart]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
