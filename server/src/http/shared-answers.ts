import type { Category } from '@seamline/contract';
import type { FastifyReply } from 'fastify';
import { encode, type ZodType } from 'zod';
import { TtlCache } from '../lib/ttl-cache.js';

/** A 200 answer as sent: its JSON text and, for lists, its X-Total-Count. */
export interface Answer {
  json: string;
  total?: number;
}

/**
 * Answers that are the same for every caller who asks the same question, kept for a few seconds
 * per process (docs/decisions/002-server-rules.md, "Shared answers"). A burst of identical
 * requests costs one query; a write through this process forgets what it may have changed at once,
 * and other instances see it within the TTL.
 */
export interface SharedAnswers {
  /** Catalogue lists and searches (recommended per preferred category). */
  lists: TtlCache<Answer>;
  /** Product pages and their reviews, by product id. */
  products: TtlCache<Answer>;
  /** Vendor dashboards, by vendor and period. */
  dashboards: TtlCache<Answer>;
  /** A buyer's preferred category, which personalises recommended. */
  preferences: TtlCache<Category | null>;
  /** How many orders a vendor has (pendingOrders' X-Total-Count), by vendor id. */
  orderCounts: TtlCache<number>;
}

export function createSharedAnswers(ttlSeconds: number): SharedAnswers {
  const ttl = ttlSeconds * 1000;
  return {
    lists: new TtlCache(ttl, 2000),
    products: new TtlCache(ttl, 5000),
    dashboards: new TtlCache(ttl, 1000),
    preferences: new TtlCache(ttl, 10_000),
    orderCounts: new TtlCache(ttl, 1000),
  };
}

/**
 * What a successful write may change in the shared answers, declared per route in its
 * `config.changes` (a write that declares nothing is assumed to change anything):
 * - `nothing`: carts, logins, uploads;
 * - `stock`: checkout — stock on product pages, vendors' dashboards and order counts; list order
 *   by units sold may lag by the TTL;
 * - `anything`: products, reviews, profiles, order status.
 */
export type Changes = 'nothing' | 'stock' | 'anything';

export function forgetAfterWrite(shared: SharedAnswers, changes: Changes = 'anything'): void {
  if (changes === 'nothing') return;
  shared.products.clear();
  shared.dashboards.clear();
  shared.orderCounts.clear();
  if (changes === 'stock') return;
  shared.lists.clear();
  shared.preferences.clear();
}

/**
 * Sends the shared answer for `key`; only a miss computes it, encodes it with the route's
 * response `schema` (as the route's serializer would) and keeps the text.
 */
export async function sendShared(
  reply: FastifyReply,
  cache: TtlCache<Answer>,
  key: string,
  schema: ZodType,
  compute: () => Promise<{ value: unknown; total?: number }>,
): Promise<FastifyReply> {
  const answer = await cache.get(key, async () => {
    const { value, total } = await compute();
    return { json: JSON.stringify(encode(schema, value)), total };
  });
  if (answer.total !== undefined) reply.header('x-total-count', answer.total);
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
