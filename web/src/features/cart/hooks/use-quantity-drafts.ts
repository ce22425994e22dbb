import { useCallback, useEffect, useRef, useState } from 'react';
import { type CartLineRef, type ClientCartItem, lineKey } from '../lib/to-client-item';

/** How long the stepper waits after the last click or keystroke before saving, so "1", "2" typed as 12 saves once. */
export const QUANTITY_SAVE_DELAY_MS = 400;

/**
 * Quantities chosen on the cart's steppers and not yet saved: each shows at once and is saved a
 * moment after the buyer stops changing it. `busy` is true while any is unsaved, so checkout waits.
 */
export function useQuantityDrafts(save: (line: CartLineRef, quantity: number) => Promise<boolean>) {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, number>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const forget = useCallback((key: string) => {
    setDrafts((now) => {
      const next = new Map(now);
      next.delete(key);
      return next;
    });
  }, []);

  const change = useCallback(
    (item: ClientCartItem, quantity: number) => {
      const key = lineKey(item);
      clearTimeout(timers.current.get(key));
      setDrafts((now) => new Map(now).set(key, quantity));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          // The saved quantity (or, on a refusal, the old one) comes back with the reloaded cart.
          void save({ productId: item.productId, variantId: item.variantId || undefined }, quantity).finally(() => forget(key));
        }, QUANTITY_SAVE_DELAY_MS),
      );
    },
    [save, forget],
  );

  const quantityOf = useCallback((item: ClientCartItem) => drafts.get(lineKey(item)) ?? item.quantity, [drafts]);
  const has = useCallback((item: ClientCartItem) => drafts.has(lineKey(item)), [drafts]);
  return { quantityOf, has, change, busy: drafts.size > 0 };
}
