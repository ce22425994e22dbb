import type { Step } from './load.js';

export interface ScenarioContext {
  /** One buyer token per connection, so carts and checkouts never collide. */
  buyerTokens: string[];
  /** The vendor with 20,000 orders. */
  vendorToken: string;
  /** Products with stock for any run (cart and checkout). */
  hotProductIds: number[];
  /** Live products for detail and reviews. */
  sampleProductIds: number[];
}

export type Budget =
  | { kind: 'read'; p99: number }
  | { kind: 'checkout' }
  | { kind: 'analytics' }
  | { kind: 'none' };

export interface Scenario {
  name: string;
  label: string;
  /** The step whose responses are the scenario's throughput and latency. */
  measured: string;
  budget: Budget;
  steps: (ctx: ScenarioContext) => Step[];
}

const at = <T>(list: readonly T[], i: number): T => {
  const v = list[i % list.length];
  if (v === undefined) throw new Error('empty list');
  return v;
};

/** A catalogue read, anonymous or as the connection's buyer. */
const read = (path: (conn: number, loop: number) => string, asBuyer = false) => (ctx: ScenarioContext): Step[] => [
  { kind: 'read', method: 'GET', path, token: asBuyer ? (conn) => at(ctx.buyerTokens, conn) : undefined },
];

const vendorRead = (path: string) => (ctx: ScenarioContext): Step[] => [
  { kind: 'read', method: 'GET', path: () => path, token: () => ctx.vendorToken },
];

/** Connection c at round n uses the hot product c + n·k, so concurrent connections rarely share one. */
const hotProduct = (ctx: ScenarioContext, conn: number, loop: number) =>
  at(ctx.hotProductIds, conn + loop * ctx.buyerTokens.length);

const CATALOGUE_P99 = 25;
const SEARCH_P99 = 40;

export const SCENARIOS: Scenario[] = [
  {
    name: 'recommended',
    label: 'recommended (buyer)',
    measured: 'read',
    budget: { kind: 'read', p99: CATALOGUE_P99 },
    steps: read(() => '/api/buyer/recommended', true),
  },
  {
    name: 'selected',
    label: 'selected?category=male',
    measured: 'read',
    budget: { kind: 'read', p99: CATALOGUE_P99 },
    steps: read(() => '/api/buyer/selected?category=male'),
  },
  {
    name: 'search-common',
    label: 'search "shirt"',
    measured: 'read',
    budget: { kind: 'read', p99: SEARCH_P99 },
    steps: read(() => '/api/buyer/search?searchTerm=shirt'),
  },
  {
    name: 'search-rare',
    label: 'search "zephyr"',
    measured: 'read',
    budget: { kind: 'read', p99: SEARCH_P99 },
    steps: read(() => '/api/buyer/search?searchTerm=zephyr'),
  },
  {
    name: 'search-typo',
    label: 'search "sneeker" (typo)',
    measured: 'read',
    budget: { kind: 'read', p99: SEARCH_P99 },
    steps: read(() => '/api/buyer/search?searchTerm=sneeker'),
  },
  {
    name: 'product',
    label: 'product detail',
    measured: 'read',
    budget: { kind: 'read', p99: CATALOGUE_P99 },
    steps: (ctx) => read((conn, loop) => `/api/buyer/product/${at(ctx.sampleProductIds, conn * 97 + loop)}`)(ctx),
  },
  {
    name: 'reviews',
    label: 'reviews',
    measured: 'read',
    budget: { kind: 'read', p99: CATALOGUE_P99 },
    steps: (ctx) => read((conn, loop) => `/api/buyer/getReviews/${at(ctx.sampleProductIds, conn * 89 + loop)}`)(ctx),
  },
  {
    name: 'cart',
    label: 'cart add + delete',
    measured: 'cart',
    budget: { kind: 'none' },
    steps: (ctx) => {
      const token = (conn: number) => at(ctx.buyerTokens, conn);
      const body = (conn: number, loop: number) => ({ productId: hotProduct(ctx, conn, loop), quantity: 1 });
      return [
        { kind: 'cart', method: 'POST', path: () => '/api/buyer/cart/add', body, token },
        { kind: 'cart', method: 'DELETE', path: () => '/api/buyer/cart/delete', body, token },
      ];
    },
  },
  {
    name: 'checkout',
    label: 'checkout (orders/s)',
    measured: 'checkout',
    budget: { kind: 'checkout' },
    steps: (ctx) => {
      const token = (conn: number) => at(ctx.buyerTokens, conn);
      return [
        {
          kind: 'add',
          method: 'POST',
          path: () => '/api/buyer/cart/add',
          body: (conn, loop) => ({ productId: hotProduct(ctx, conn, loop), quantity: 1 }),
          token,
        },
        { kind: 'checkout', method: 'POST', path: () => '/api/buyer/cart/checkout', token },
      ];
    },
  },
  {
    name: 'vendor-products',
    label: 'vendor products',
    measured: 'read',
    budget: { kind: 'none' },
    steps: vendorRead('/api/vendors/products'),
  },
  {
    name: 'vendor-orders',
    label: 'vendor orders (pendingOrders)',
    measured: 'read',
    budget: { kind: 'none' },
    steps: vendorRead('/api/vendors/pendingOrders'),
  },
  {
    name: 'analytics',
    label: 'analytics (20,000 orders)',
    measured: 'read',
    budget: { kind: 'analytics' },
    steps: vendorRead('/api/vendors/analytics'),
  },
];

export const BARE: Scenario = {
  name: 'bare',
  label: 'bare Fastify route (48 products)',
  measured: 'read',
  budget: { kind: 'none' },
  steps: read(() => '/products'),
};
