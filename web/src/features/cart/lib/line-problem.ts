import type { ClientCartItem } from './to-client-item';

/** Why checkout cannot take a line as it is; null when it can. */
export type LineProblem = 'unavailable' | 'out-of-stock' | 'above-stock' | null;

export function lineProblem(item: ClientCartItem): LineProblem {
  if (!item.available) return 'unavailable';
  if (item.stockQuantity === undefined) return null;
  if (item.stockQuantity === 0) return 'out-of-stock';
  if (item.quantity > item.stockQuantity) return 'above-stock';
  return null;
}

/** The lines checkout orders: those whose product is still sold. */
export const availableItems = (items: readonly ClientCartItem[]) => items.filter((item) => item.available);

/** The lines the total counts: still sold and not sold out; the others say they are left out. */
export const countedItems = (items: readonly ClientCartItem[]) => items.filter((item) => item.available && item.stockQuantity !== 0);

/** Lines the buyer must fix first: out of stock, or above the stock. A line no longer sold is simply left out. */
export const blocksCheckout = (item: ClientCartItem) => {
  const problem = lineProblem(item);
  return problem === 'out-of-stock' || problem === 'above-stock';
};

/** How many orders checkout makes: one per shop among the lines it orders. */
export const shopCount = (items: readonly ClientCartItem[]) => new Set(availableItems(items).map((item) => item.vendorId)).size;
