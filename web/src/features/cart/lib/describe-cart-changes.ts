import { CART_TEXTS } from '@seamline/contract';
import { type ClientCartItem, lineKey } from './to-client-item';

/**
 * What another tab or device changed in the cart, in the buyer's words: lines removed, added,
 * whose quantity moved, or whose product is no longer sold. Lines are matched by product and variant.
 */
export function describeCartChanges(before: readonly ClientCartItem[], after: readonly ClientCartItem[]): string[] {
  const was = new Map(before.map((item) => [lineKey(item), item]));
  const now = new Map(after.map((item) => [lineKey(item), item]));
  const changes: string[] = [];
  for (const old of before) {
    if (!now.has(lineKey(old))) changes.push(CART_TEXTS.removedItem(named(old), old.quantity));
  }
  for (const item of after) {
    const old = was.get(lineKey(item));
    if (!old) {
      changes.push(CART_TEXTS.addedItem(named(item), item.quantity));
      continue;
    }
    if (old.available && !item.available) changes.push(CART_TEXTS.becameUnavailable(named(item)));
    if (old.quantity !== item.quantity) changes.push(CART_TEXTS.quantityChanged(named(item), old.quantity, item.quantity));
  }
  return changes;
}

/** 'Trail Runner (42 · Black)': which size of a product changed. */
const named = (item: ClientCartItem) => (item.variant ? `${item.name} (${item.variant})` : item.name);
