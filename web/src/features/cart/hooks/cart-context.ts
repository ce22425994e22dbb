import type { CartTotals } from '@seamline/contract';
import { createContext } from 'react';
import type { ClientCartItem } from '../lib/to-client-item';

export interface CartState {
  items: ClientCartItem[];
  /** Sum of quantities (spec §9). */
  itemCount: number;
  totals: CartTotals;
  isLoading: boolean;
  /** Server message or 'Failed to fetch cart'; null when fine. */
  error: string | null;
  /** Ids of products being added or removed right now. */
  pending: ReadonlySet<string>;
  addToCart: (productId: number | string, quantity?: number) => Promise<boolean>;
  removeFromCart: (productId: number | string) => Promise<boolean>;
  refreshCart: () => Promise<void>;
}

export const CartContext = createContext<CartState | null>(null);
