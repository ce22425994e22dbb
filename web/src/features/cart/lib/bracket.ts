import type { ClientCartItem } from './to-client-item';

const groupOf = (item: Pick<ClientCartItem, 'productId' | 'colour'>) => `${item.productId}|${(item.colour ?? '').toLowerCase()}`;

/** Whether this line is the first of its product and colour's bracketed lines: the one that says so. */
export const isFirstOfBracket = (items: readonly ClientCartItem[], item: ClientCartItem): boolean =>
  item.bracket !== undefined && items.find((other) => other.bracket && groupOf(other) === groupOf(item)) === item;

/** The lines 'Keep L only' removes: the same product and colour in another size. */
export const otherSizesOf = (items: readonly ClientCartItem[], item: ClientCartItem, keep: string): ClientCartItem[] =>
  items.filter((other) => groupOf(other) === groupOf(item) && Boolean(other.size) && other.size !== keep);
