import { cartTotals, ERRORS, SUCCESS, VARIANT_TEXTS } from '@seamline/contract';
import { useMutationState } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { useAddToCart } from '../api/add-to-cart';
import { cartQueryKey, useCartItems } from '../api/get-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useSetCartQuantity } from '../api/set-quantity';
import { availableItems, countedItems } from '../lib/line-problem';
import { type ClientCartItem, lineKey } from '../lib/to-client-item';
import type { CartState } from './cart-context';

const NO_ITEMS: ClientCartItem[] = [];

/** The product comes in sizes or colours and none was chosen: its page is where to choose. */
const needsChoice = (error: unknown) =>
  error instanceof ApiError && (error.serverMessage === VARIANT_TEXTS.selectSize || error.serverMessage === VARIANT_TEXTS.selectColour);

/** A 401/403 has had its own toast already (lib/api-client.ts). */
const toastFailure = (fallback: string) => (error: Error) => {
  if (!endedSession(error)) toast.error(errorMessage(error, fallback), { group: TOAST_IDS.cart });
};

/** The buyer's cart as the screens use it (spec §4), read and written through the query cache. */
export function useBuyerCart(buyerId: number): CartState {
  const cart = useCartItems(buyerId);
  const add = useAddToCart({
    onSuccess: () => toast.success(SUCCESS.cartAdd, { group: TOAST_IDS.cart }),
    onError: toastFailure(ERRORS.cartAdd),
  });
  const remove = useRemoveFromCart({
    onSuccess: () => toast.success(SUCCESS.cartRemove, { group: TOAST_IDS.cart }),
    onError: toastFailure(ERRORS.cartRemove),
  });
  const quantity = useSetCartQuantity({ onError: toastFailure(ERRORS.cartQuantity) });
  // Every cart mutation takes { productId, variantId? }; a product, and its line, is pending while any runs for it.
  const pendingIds = useMutationState({
    filters: { mutationKey: cartQueryKey, status: 'pending' },
    select: (mutation) => {
      const line = mutation.state.variables as { productId: number | string; variantId?: string };
      return `${line.productId},${lineKey(line)}`;
    },
  });

  const loadError = cart.error;
  useEffect(() => {
    if (loadError && !endedSession(loadError)) {
      toast.error(ERRORS.cartLoad.toastTitle, { id: 'cart-load', description: ERRORS.cartLoad.toast });
    }
  }, [loadError]);

  const { mutateAsync: postAdd } = add;
  const { mutateAsync: postRemove } = remove;
  const { mutateAsync: putQuantity } = quantity;
  // A second click on Remove before the first has answered would only be told the line is gone.
  const removing = useRef(new Set<string>());
  const addToCart = useCallback<CartState['addToCart']>(
    (productId, quantity = 1, variantId) =>
      postAdd(variantId ? { productId, quantity, variantId } : { productId, quantity }).then(
        () => true,
        (error: unknown) => (needsChoice(error) ? 'choose' : false),
      ),
    [postAdd],
  );
  const removeFromCart = useCallback<CartState['removeFromCart']>(
    async (line) => {
      const id = lineKey(line);
      if (removing.current.has(id)) return false;
      removing.current.add(id);
      try {
        await postRemove(line.variantId ? { productId: line.productId, variantId: line.variantId } : { productId: line.productId });
        return true;
      } catch {
        return false;
      } finally {
        removing.current.delete(id);
      }
    },
    [postRemove],
  );
  const setQuantity = useCallback<CartState['setQuantity']>(
    ({ productId, variantId }, n) =>
      putQuantity({ productId: Number(productId), quantity: n, ...(variantId ? { variantId } : {}) }).then(
        () => true,
        () => false,
      ),
    [putQuantity],
  );

  const items = cart.items ?? NO_ITEMS;
  // A new set only when the ids change, so the cart's value stays the same between renders.
  const pendingKey = pendingIds.join(',');
  const pending = useMemo<ReadonlySet<string>>(() => new Set(pendingKey ? pendingKey.split(',') : []), [pendingKey]);
  const { isLoading, reload, version } = cart;
  return useMemo<CartState>(() => {
    const totals = cartTotals(countedItems(items));
    return {
      items,
      version,
      itemCount: cartTotals(availableItems(items)).itemCount,
      totals,
      isLoading,
      error: loadError ? errorMessage(loadError, ERRORS.cartLoad.fallback) : null,
      pending,
      addToCart,
      removeFromCart,
      setQuantity,
      refreshCart: reload,
    };
  }, [items, version, isLoading, loadError, pending, addToCart, removeFromCart, setQuantity, reload]);
}
