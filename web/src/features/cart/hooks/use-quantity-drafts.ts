import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientCartItem } from '../lib/to-client-item';

/** How long the stepper waits after the last click or keystroke before saving, so "1", "2" typed as 12 saves once. */
export const QUANTITY_SAVE_DELAY_MS = 400;

/**
 * Quantities chosen on the cart's steppers and not yet saved: each shows at once and is saved a
 * moment after the buyer stops changing it. `busy` is true while any is unsaved, so checkout waits.
 */
export function useQuantityDrafts(save: (productId: string, quantity: number) => Promise<boolean>) {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, number>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const forget = useCallback((productId: string) => {
    setDrafts((now) => {
      const next = new Map(now);
      next.delete(productId);
      return next;
    });
  }, []);

  const change = useCallback(
    (item: ClientCartItem, quantity: number) => {
      const { productId } = item;
      clearTimeout(timers.current.get(productId));
      setDrafts((now) => new Map(now).set(productId, quantity));
      timers.current.set(
        productId,
        setTimeout(() => {
          timers.current.delete(productId);
          // The saved quantity (or, on a refusal, the old one) comes back with the reloaded cart.
          void save(productId, quantity).finally(() => forget(productId));
        }, QUANTITY_SAVE_DELAY_MS),
      );
    },
    [save, forget],
  );

  const quantityOf = useCallback((item: ClientCartItem) => drafts.get(item.productId) ?? item.quantity, [drafts]);
  const has = useCallback((item: ClientCartItem) => drafts.has(item.productId), [drafts]);
  return { quantityOf, has, change, busy: drafts.size > 0 };
}
