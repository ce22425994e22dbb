import type { AddressInfo } from 'node:net';
import { BUYER_ORDER_STATUS } from '@seamline/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openSharedState, type SharedState } from '../../src/shared-state.js';
import { openDatabase } from '../../src/db/client.js';
import { http, makeUser } from '../processes/server-process.js';
import { TEST_CONFIG } from '../test-app.js';

/** One instance of the server on real HTTP, with the shared state its configuration gives (shared-state.ts). */
export interface Instance {
  url: string;
  app: FastifyInstance;
  shared: SharedState;
  close(): Promise<void>;
}

/** Starts an instance on `databaseUrl` (and Redis when `redisUrl`), keeping answers for `cacheSeconds`. */
export async function startInstance(opts: { databaseUrl: string; redisUrl?: string; cacheSeconds: number }): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, poolSize: 5 });
  const shared = await openSharedState({ databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl, redisKeyPrefix: 'fresh:' });
  const app = await buildApp(
    {
      ...TEST_CONFIG,
      cacheSeconds: opts.cacheSeconds,
      bus: shared.bus,
      keptStore: shared.keptStore,
      redis: shared.redis,
      redisKeyPrefix: 'fresh:',
    },
    database,
  );
  shared.useLog({ warn: () => {}, info: () => {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    app,
    shared,
    async close() {
      await app.close();
      await shared.close();
      await database.close();
    },
  };
}

/** The changes each round makes through one instance, each read back through the other. */
export const CHANGES = ['price', 'stock', 'name', 'review', 'order status'] as const;
export type Change = (typeof CHANGES)[number];

export interface RoundResult {
  change: Change;
  /** Reads of the other instance until it showed the change (1: at once). */
  polls: number;
  /** From the write's answer to the other instance showing it. */
  ms: number;
}

const POLL_MS = 5;
/** A filtered list the product is always in. */
const FILTERED = '/api/buyer/selected?category=male&sort=newest&minPrice=1&maxPrice=100';
const MAX_POLLS = 400;

/**
 * Writes through `writer` and polls `reader` (whose answers are kept, and were read just before
 * each write) until it shows each change. Throws when a change does not show within MAX_POLLS reads.
 */
export async function freshnessRounds(writer: string, reader: string, rounds: number): Promise<RoundResult[]> {
  const vendor = await makeUser(writer, 'vendor');
  const buyer = await makeUser(writer, 'buyer');
  const base = {
    description: 'Kept fresh.',
    categoryName: 'male',
    subCategoryName: 'clothes',
    imageUrl: '/images/catalog/sneakers/white.svg',
  };
  let product = { productName: `Fresh Coat ${Date.now()}`, price: 20, stockQuantity: 500 };
  const created = await must(http(writer, 'POST', '/api/vendors/addProduct', vendor.token, { ...base, ...product }), 201);
  const productId = created.productId as number;
  await must(http(writer, 'POST', '/api/buyer/addReview', buyer.token, { productId, rating: 4, comment: 'review 0' }), 201);

  const results: RoundResult[] = [];
  const update = (next: Partial<typeof product>) => {
    product = { ...product, ...next };
    return must(http(writer, 'PUT', '/api/vendors/updateProduct', vendor.token, { productId, ...base, ...product }), 200);
  };
  const productPage = () => read(reader, `/api/buyer/product/${productId}`);
  const inList = async (url: string) =>
    ((await read(reader, url)) as Array<{ productId: number; productName: string; price: number }>).find((p) => p.productId === productId);

  for (let round = 1; round <= rounds; round++) {
    const checks: Array<{ change: Change; warm: () => Promise<unknown>; write: () => Promise<unknown>; shows: () => Promise<boolean> }> = [
      {
        change: 'price',
        warm: () => Promise.all([productPage(), inList('/api/buyer/selected?category=male&sort=newest'), inList(FILTERED)]),
        write: () => update({ price: 20 + round / 100 }),
        // The filtered list answers from the filters index (docs/decisions/080), which must look again too.
        shows: async () =>
          (await productPage()).price === product.price &&
          (await inList('/api/buyer/selected?category=male&sort=newest'))?.price === product.price &&
          (await inList(FILTERED))?.price === product.price,
      },
      {
        change: 'stock',
        warm: productPage,
        write: () => update({ stockQuantity: 500 - round }),
        shows: async () => (await productPage()).stockQuantity === product.stockQuantity,
      },
      {
        change: 'name',
        warm: () => Promise.all([productPage(), read(reader, '/api/buyer/search?searchTerm=fresh%20coat')]),
        write: () => update({ productName: `${product.productName.replace(/ r\d+$/, '')} r${round}` }),
        shows: async () =>
          (await productPage()).productName === product.productName &&
          (await inList('/api/buyer/search?searchTerm=fresh%20coat'))?.productName === product.productName,
      },
      {
        change: 'review',
        warm: () => read(reader, `/api/buyer/getReviews/${productId}`),
        write: () =>
          must(http(writer, 'PUT', '/api/buyer/updateReview', buyer.token, { productId, rating: 4, comment: `review ${round}` }), 200),
        shows: async () =>
          ((await read(reader, `/api/buyer/getReviews/${productId}`)) as Array<{ comment: string }>).some(
            (r) => r.comment === `review ${round}`,
          ),
      },
    ];
    // An order placed through the writer, then moved on by its vendor: the buyer sees it through the reader.
    let orderId = 0;
    checks.push({
      change: 'order status',
      warm: async () => {
        await must(http(writer, 'POST', '/api/buyer/cart/add', buyer.token, { productId, quantity: 1 }), 200);
        orderId = (await must(http(writer, 'POST', '/api/buyer/cart/checkout', buyer.token), 201)).orderIds[0];
        await read(reader, '/api/vendors/analytics?days=7', vendor.token);
        product.stockQuantity -= 1;
      },
      write: () => must(http(writer, 'PUT', '/api/vendors/updateOrderStatus', vendor.token, { orderId, status: 'processing' }), 200),
      shows: async () => {
        const orders = (await read(reader, '/api/buyer/orders', buyer.token)) as Array<{ orderId: number; orderStatus: string }>;
        return orders.some((o) => o.orderId === orderId && o.orderStatus === BUYER_ORDER_STATUS.processing);
      },
    });

    for (const check of checks) {
      await check.warm();
      await check.write();
      const start = performance.now();
      let polls = 1;
      while (!(await check.shows())) {
        if (polls++ >= MAX_POLLS) throw new Error(`round ${round}: the ${check.change} change never showed on the other instance`);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      results.push({ change: check.change, polls, ms: performance.now() - start });
    }
  }
  return results;
}

async function read(base: string, url: string, token?: string) {
  return must(http(base, 'GET', url, token), 200);
}

async function must(pending: ReturnType<typeof http>, status: number) {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
