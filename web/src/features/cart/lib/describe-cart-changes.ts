import { CART_TEXTS } from '@seamline/contract';
import type { ClientCartItem } from './to-client-item';

/**
 * What another tab or device changed in the cart, in the buyer's words: lines removed, added,
 * whose quantity moved, or whose product is no longer sold. Lines are matched by product.
 */
export function describeCartChanges(before: readonly ClientCartItem[], after: readonly ClientCartItem[]): string[] {
  const was = new Map(before.map((item) => [item.productId, item]));
  const now = new Map(after.map((item) => [item.productId, item]));
  const changes: string[] = [];
  for (const old of before) {
    if (!now.has(old.productId)) changes.push(CART_TEXTS.removedItem(old.name, old.quantity));
  }
  for (const item of after) {
    const old = was.get(item.productId);
    if (!old) {
      changes.push(CART_TEXTS.addedItem(item.name, item.quantity));
      continue;
    }
    if (old.available && !item.available) changes.push(CART_TEXTS.becameUnavailable(item.name));
    if (old.quantity !== item.quantity) changes.push(CART_TEXTS.quantityChanged(item.name, old.quantity, item.quantity));
  }
  return changes;
}
