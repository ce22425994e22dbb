import type { CartTotals } from '@seamline/contract';
import { createContext } from 'react';
import type { CartLineRef, ClientCartItem } from '../lib/to-client-item';

export interface CartState {
  items: ClientCartItem[];
  /** The version of the cart shown, sent back at checkout; null when unknown. */
  version: string | null;
  /** Sum of quantities (spec §9) of the lines still sold; totals leave out lines no longer sold. */
  itemCount: number;
  totals: CartTotals;
  isLoading: boolean;
  /** Server message or 'Failed to fetch cart'; null when fine. */
  error: string | null;
  /** Products (their ids) and lines (`lineKey`) being added, removed or given a new quantity right now. */
  pending: ReadonlySet<string>;
  /** True once added; 'choose' when the product needs a size or colour chosen first (on its page). */
  addToCart: (productId: number | string, quantity?: number, variantId?: string) => Promise<boolean | 'choose'>;
  removeFromCart: (line: CartLineRef) => Promise<boolean>;
  setQuantity: (line: CartLineRef, quantity: number) => Promise<boolean>;
  refreshCart: () => Promise<void>;
}

export const CartContext = createContext<CartState | null>(null);
