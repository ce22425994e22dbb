import type { CardTokenPool } from './card-tokens.js';
import { facetQuestions, filteredListQuestions } from './filter-questions.js';
import { BENCH_COUPON, type HotVariant } from './generate.js';
import type { Step } from './load.js';
import { searchQuestions } from './search-terms.js';

export interface ScenarioContext {
  /**
   * Buyers' tokens, BUYERS_PER_CONNECTION per connection: connection c takes buyer c + k·connections
   * in round k (mod BUYERS_PER_CONNECTION), so no two connections ever share a cart, and a buyer's
   * orders build up five times slower than with one buyer per connection.
   */
  buyerTokens: string[];
  /** The load's concurrent connections. */
  connections: number;
  /** The vendor with 20,000 orders. */
  vendorToken: string;
  /** Sizes × colours with stock for any run (cart and checkout). */
  hotVariants: HotVariant[];
  /** Live products for detail and reviews. */
  sampleProductIds: number[];
  /** Every live product, in id order. */
  liveProductIds: number[];
  /** The shops' names, for the vendor filter. */
  vendorNames: string[];
  /** The catalogue's seed; the rotating scenarios' questions follow from it. */
  seed: number;
  /** Card tokens made at the sandbox provider's own process, as browsers post cards to it; unset: the sandbox is inside the API server. */
  cardTokens?: CardTokenPool;
}

/**
 * `read`: the performance issue's catalogue budget (share of the bare route and p99);
 * `latency`: the filters issue's budgets, a p99 and no errors (docs/architecture.md#browse-filters).
 */
export type Budget =
  | { kind: 'read'; p99: number }
  | { kind: 'latency'; p99: number }
  | { kind: 'checkout' }
  /** Card checkout beside the on-delivery one of the same run (docs/architecture.md#payments): ≥ 250 orders/s and ≥ 70 % of it. */
  | { kind: 'checkout-card' }
  /** Checkout with a code and express delivery beside the plain one of the same run: ≥ 90 % of it. */
  | { kind: 'checkout-promo' }
  | { kind: 'analytics' }
  | { kind: 'none' };

export interface Scenario {
  name: string;
  label: string;
  /** The step whose responses are the scenario's throughput and latency. */
  measured: string;
  budget: Budget;
  steps: (ctx: ScenarioContext) => Step[];
  /** Runs before each measured slice (its warm-up included). */
  prepare?: (ctx: ScenarioContext) => Promise<void>;
  /** Seconds of warm-up at least; the run's `--warmup` when that is longer. */
  warmup?: number;
}

/**
 * The checkouts' warm-up. Their code runs in no scenario before them (the card's, and its
 * provider's process, least of all), and V8 takes longer than the default 3 s at these rates to
 * compile it: in three pairs of runs on 2026-11-27, a card order cost every process 6.1 ms of CPU
 * on average after 3 s of warm-up and 5.1 ms after 10 s, most of it in the API's and the
 * provider's (decision 199). A shop's server runs for days; both checkouts get the same warm-up,
 * so the card's share of on delivery compares the two as they run.
 */
export const CHECKOUT_WARMUP_SECONDS = 10;

const at = <T>(list: readonly T[], i: number): T => {
  const v = list[i % list.length];
  if (v === undefined) throw new Error('empty list');
  return v;
};

/** Connection c at round n uses the hot variant c + n·k, so concurrent connections rarely share one. */
const hotVariant = (ctx: ScenarioContext, conn: number, loop: number) => at(ctx.hotVariants, conn + loop * ctx.connections);

/** Buyers each connection takes in turn (bench/run.ts signs in connections × this many). */
export const BUYERS_PER_CONNECTION = 5;

/** The connection's buyer in this round: its own, never another connection's. */
const buyerToken = (ctx: ScenarioContext) => (conn: number, loop: number) =>
  at(ctx.buyerTokens, conn + ctx.connections * (loop % Math.max(1, Math.floor(ctx.buyerTokens.length / ctx.connections))));

/** One unit of a hot product in one size and colour, as a cart add sends it. */
const oneHotUnit = (ctx: ScenarioContext) => (conn: number, loop: number) => ({ ...hotLine(ctx)(conn, loop), quantity: 1 });
/** That size and colour's line, as a cart delete names it. */
const hotLine = (ctx: ScenarioContext) => (conn: number, loop: number) => {
  const { productId, variantId } = hotVariant(ctx, conn, loop);
  return { productId, variantId };
};

interface ReadScenario {
  name: string;
  label: string;
  budget: Budget;
  /** A fixed path, or one that varies by connection and round. */
  path: string | ((ctx: ScenarioContext, conn: number, loop: number) => string);
  /** Who reads: a visitor (no token, the default), the connection's buyer, or the vendor. */
  as?: 'buyer' | 'vendor';
}

/** A scenario of one GET per round, measured as a read. */
const read = ({ name, label, budget, path, as }: ReadScenario): Scenario => ({
  name,
  label,
  measured: 'read',
  budget,
  steps: (ctx) => [
    {
      kind: 'read',
      method: 'GET',
      path: typeof path === 'string' ? () => path : (conn, loop) => path(ctx, conn, loop),
      token: as === 'buyer' ? buyerToken(ctx) : as === 'vendor' ? () => ctx.vendorToken : undefined,
    },
  ],
});

/**
 * Connection c of C starts its walk at question c·L/C and takes the next one each round, so
 * concurrent connections ask different questions and together cover the list.
 */
const walk = (list: readonly string[], ctx: ScenarioContext, conn: number, loop: number) =>
  at(list, Math.floor((conn * list.length) / ctx.connections) + loop);

/** A read scenario walking a list of questions built once from the catalogue. */
const rotating = ({
  questions,
  ...s
}: Omit<ReadScenario, 'path'> & { questions: (ctx: ScenarioContext) => readonly string[] }): Scenario => ({
  ...read({ ...s, path: '' }),
  steps: (ctx) => {
    const list = questions(ctx);
    if (!list.length) throw new Error(`${s.name}: no questions`);
    return read({ ...s, path: (_, conn, loop) => walk(list, ctx, conn, loop) }).steps(ctx);
  },
});

/**
 * Every id once, in steps of about 0.618·N (a stride sharing no factor with N), so a walk
 * jumps across the whole table rather than reading neighbouring rows.
 */
export function everyIdStrided(ids: readonly number[]): number[] {
  const n = ids.length;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.round(n * 0.618));
  while (n > 1 && gcd(stride, n) !== 1) stride += 1;
  return Array.from({ length: n }, (_, k) => ids[(k * stride) % n] as number);
}

const CATALOGUE: Budget = { kind: 'read', p99: 25 };
const SEARCH: Budget = { kind: 'read', p99: 40 };
const NO_BUDGET: Budget = { kind: 'none' };

export const SCENARIOS: Scenario[] = [
  read({ name: 'recommended', label: 'recommended (buyer)', budget: CATALOGUE, path: '/api/buyer/recommended', as: 'buyer' }),
  read({ name: 'selected', label: 'selected?category=male', budget: CATALOGUE, path: '/api/buyer/selected?category=male' }),
  read({ name: 'search-common', label: 'search "shirt"', budget: SEARCH, path: '/api/buyer/search?searchTerm=shirt' }),
  read({ name: 'search-rare', label: 'search "zephyr"', budget: SEARCH, path: '/api/buyer/search?searchTerm=zephyr' }),
  read({ name: 'search-typo', label: 'search "sneeker" (typo)', budget: SEARCH, path: '/api/buyer/search?searchTerm=sneeker' }),
  read({
    name: 'product',
    label: 'product detail',
    budget: CATALOGUE,
    path: (ctx, conn, loop) => `/api/buyer/product/${at(ctx.sampleProductIds, conn * 97 + loop)}`,
  }),
  rotating({
    name: 'search-rotating',
    label: 'search, rotating terms (half typos)',
    budget: { kind: 'latency', p99: 40 },
    questions: (ctx) => searchQuestions(ctx.seed),
  }),
  rotating({
    name: 'filtered-lists',
    label: 'filtered lists (buyer)',
    budget: { kind: 'latency', p99: 40 },
    questions: (ctx) => filteredListQuestions(ctx),
    as: 'buyer',
  }),
  rotating({
    name: 'facets',
    label: 'facets',
    budget: { kind: 'latency', p99: 60 },
    questions: (ctx) => facetQuestions(ctx),
  }),
  rotating({
    name: 'product-every',
    label: 'product detail, every id',
    budget: { kind: 'latency', p99: 25 },
    questions: (ctx) => everyIdStrided(ctx.liveProductIds).map((id) => `/api/buyer/product/${id}`),
  }),
  read({
    name: 'reviews',
    label: 'reviews',
    budget: CATALOGUE,
    path: (ctx, conn, loop) => `/api/buyer/getReviews/${at(ctx.sampleProductIds, conn * 89 + loop)}`,
  }),
  {
    name: 'cart',
    label: 'cart add + delete',
    measured: 'cart',
    budget: NO_BUDGET,
    steps: (ctx) => [
      { kind: 'cart', method: 'POST', path: () => '/api/buyer/cart/add', body: oneHotUnit(ctx), token: buyerToken(ctx) },
      { kind: 'cart', method: 'DELETE', path: () => '/api/buyer/cart/delete', body: hotLine(ctx), token: buyerToken(ctx) },
    ],
  },
  {
    name: 'checkout',
    label: 'checkout (orders/s)',
    measured: 'checkout',
    budget: { kind: 'checkout' },
    warmup: CHECKOUT_WARMUP_SECONDS,
    steps: (ctx) => [
      { kind: 'add', method: 'POST', path: () => '/api/buyer/cart/add', body: oneHotUnit(ctx), token: buyerToken(ctx) },
      { kind: 'checkout', method: 'POST', path: () => '/api/buyer/cart/checkout', token: buyerToken(ctx) },
    ],
  },
  {
    name: 'checkout-promo',
    label: 'checkout with a code and express delivery (orders/s)',
    measured: 'checkout',
    budget: { kind: 'checkout-promo' },
    warmup: CHECKOUT_WARMUP_SECONDS,
    steps: (ctx) => [
      { kind: 'add', method: 'POST', path: () => '/api/buyer/cart/add', body: oneHotUnit(ctx), token: buyerToken(ctx) },
      {
        kind: 'checkout',
        method: 'POST',
        path: () => '/api/buyer/cart/checkout',
        // The round's one line is the shop's parcel: its delivery is express, and the platform's code applies.
        body: (conn, loop) => ({ couponCode: BENCH_COUPON, shipping: { [String(hotVariant(ctx, conn, loop).vendorId)]: 'express' } }),
        token: buyerToken(ctx),
      },
    ],
  },
  {
    name: 'checkout-card',
    label: 'checkout paying by sandbox card (orders/s)',
    measured: 'checkout',
    budget: { kind: 'checkout-card' },
    warmup: CHECKOUT_WARMUP_SECONDS,
    prepare: async (ctx) => ctx.cardTokens?.fill(),
    steps: (ctx) => {
      const add: Step = { kind: 'add', method: 'POST', path: () => '/api/buyer/cart/add', body: oneHotUnit(ctx), token: buyerToken(ctx) };
      const checkout = (token: (conn: number) => string | undefined): Step => ({
        kind: 'checkout',
        method: 'POST',
        path: () => '/api/buyer/cart/checkout',
        body: (conn) => ({ payment: { method: 'card', token: token(conn) } }),
        token: buyerToken(ctx),
      });
      // The provider runs apart: browsers post their cards to it, not to the shop (cardTokens does, beside the load).
      const pool = ctx.cardTokens;
      if (pool) return [add, checkout(() => pool.take())];
      // The sandbox inside the API server: the card goes to its token endpoint first, as the browser sends it; each token pays once.
      const tokens: string[] = [];
      const year = new Date().getUTCFullYear() + 2;
      return [
        add,
        {
          kind: 'card-token',
          method: 'POST',
          path: () => '/psp/v1/tokens',
          body: () => ({ number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123' }),
          remember: (conn, body) => {
            tokens[conn] = (JSON.parse(body) as { token: string }).token;
          },
        },
        checkout((conn) => tokens[conn]),
      ];
    },
  },
  read({ name: 'vendor-products', label: 'vendor products', budget: NO_BUDGET, path: '/api/vendors/products', as: 'vendor' }),
  read({
    name: 'vendor-orders',
    label: 'vendor orders (pendingOrders)',
    budget: NO_BUDGET,
    path: '/api/vendors/pendingOrders',
    as: 'vendor',
  }),
  read({
    name: 'analytics',
    label: 'analytics (20,000 orders)',
    budget: { kind: 'analytics' },
    path: '/api/vendors/analytics',
    as: 'vendor',
  }),
];

export const BARE: Scenario = read({ name: 'bare', label: 'bare Fastify route (48 products)', budget: NO_BUDGET, path: '/products' });
