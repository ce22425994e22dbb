import { BRACKET_TEXTS, type CartBracket, type CartItem, compareSizes, garmentNounOf } from '@seamline/contract';
import type { Statements } from '../../db/statements.js';
import { groupBy } from '../../lib/group-by.js';
import { AppError } from '../errors.js';
import type { BuyerEvidence } from './evidence.js';
import { adviseSize } from './advise-size.js';
import { readBuyerEvidence, readProductEvidence } from './read-evidence.js';

/** Lines of one product and colour holding two or more sizes: what the cart points out (docs/decisions/254). */
export function bracketedGroups(cart: readonly CartItem[]): CartItem[][] {
  const live = cart.filter((line) => line.available && line.size !== null);
  const groups = groupBy(live, (line) => `${line.productId}\u0000${line.colour ?? ''}`);
  return [...groups.values()].filter((lines) => new Set(lines.map((l) => l.size)).size >= 2);
}

/** One bracket's sizes, advice and sentence; undefined when the product left the shop meanwhile. */
async function bracketOf(statements: Statements, buyer: BuyerEvidence, lines: readonly CartItem[]): Promise<CartBracket | undefined> {
  const product = await readProductEvidence(statements, Number(lines[0]?.productId)).catch((err: unknown) => {
    if (err instanceof AppError && err.kind === 'not-found') return undefined;
    throw err;
  });
  if (!product) return undefined;
  const sizes = [...new Set(lines.map((l) => l.size as string))].sort(compareSizes(product.category, product.subcategory));
  const advisedSize = adviseSize({ product, buyer }).size;
  const noun = garmentNounOf(product.name, product.subcategory);
  return { sizes, advisedSize, message: advisedSize ? BRACKET_TEXTS.likely(sizes, noun, advisedSize) : BRACKET_TEXTS.unknown(sizes, noun) };
}

/**
 * The cart with each bracketed line saying so: its sizes, the advised size and the sentence
 * ('You have M and L of this shirt: your size here is likely L'). A cart without brackets is
 * answered as it is, without reading anything more.
 */
export async function withBrackets(statements: Statements, buyerId: number, cart: CartItem[], now: Date): Promise<CartItem[]> {
  const groups = bracketedGroups(cart);
  if (groups.length === 0) return cart;
  const buyer = await readBuyerEvidence(statements, buyerId, now);
  const brackets = new Map<string, CartBracket>();
  for (const lines of groups) {
    const bracket = await bracketOf(statements, buyer, lines);
    if (bracket) for (const line of lines) brackets.set(line.cartId, bracket);
  }
  return cart.map((line) => {
    const bracket = brackets.get(line.cartId);
    return bracket ? { ...line, bracket } : line;
  });
}
