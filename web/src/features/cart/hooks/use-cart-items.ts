import { useCallback, useEffect, useRef, useState } from 'react';
import { getCart } from '../api/get-cart';
import type { ClientCartItem } from '../lib/to-client-item';

interface Answer {
  buyerId: number;
  items?: ClientCartItem[];
  error?: unknown;
}

export interface CartItemsState {
  /** Undefined until the first answer for this buyer. */
  items: ClientCartItem[] | undefined;
  /** The last load's failure; null once a load succeeds. */
  error: unknown;
  isLoading: boolean;
  reload: () => Promise<void>;
}

/**
 * The server cart of the signed-in buyer (none for `undefined`). Plain state rather than TanStack
 * Query: the cart sits in the app shell on every page, and the shell loads without the query cache.
 */
export function useCartItems(buyerId: number | undefined): CartItemsState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    if (buyerId === undefined) return;
    const request = ++latest.current;
    let next: Answer;
    try {
      next = { buyerId, items: await getCart() };
    } catch (error) {
      next = { buyerId, error };
    }
    // Only the newest request counts; a failed reload keeps the items already shown.
    if (request !== latest.current) return;
    setAnswer((previous) => ('error' in next && previous?.buyerId === buyerId ? { ...next, items: previous.items } : next));
  }, [buyerId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const current = buyerId !== undefined && answer?.buyerId === buyerId ? answer : null;
  return {
    items: current?.items,
    error: current?.error ?? null,
    isLoading: buyerId !== undefined && current === null,
    reload,
  };
}
