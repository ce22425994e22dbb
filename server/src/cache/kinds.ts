/**
 * Every kind of answer the server keeps, and what each reads. The one invalidation rule
 * (docs/decisions, "One cache"): a successful write declares the topics it changes, and every
 * kept answer of a kind that reads one of them is forgotten before the writer hears back.
 */
export const TOPICS = ['catalogue', 'stock', 'reviews', 'orders', 'accounts', 'sessions', 'sizeCharts'] as const;
/**
 * catalogue: products' own fields and which exist; accounts: names, store names, preferences;
 * orders: also whether a review is a verified purchase; sizeCharts: vendors' own size charts.
 */
export type Topic = (typeof TOPICS)[number];

export const KINDS = {
  /** Catalogue lists and searches (their order by units sold may lag a checkout by the TTL). */
  lists: { reads: ['catalogue', 'reviews', 'accounts'], max: 2000 },
  /** Product pages (their fit counts weigh verified purchases, which orders decide). */
  products: { reads: ['catalogue', 'stock', 'reviews', 'orders', 'accounts', 'sizeCharts'], max: 5000 },
  /** A product's reviews (each says whether its reviewer's order stands). */
  reviews: { reads: ['reviews', 'orders', 'accounts'], max: 5000 },
  /** Filtered lists and their facet counts (docs/architecture.md#browse-filters): they count stock, so a sale forgets them. */
  filtered: { reads: ['catalogue', 'stock', 'accounts'], max: 2000 },
  /** Vendors' dashboards. */
  dashboards: { reads: ['orders', 'catalogue'], max: 1000 },
  /** How many orders a vendor has. */
  orderCounts: { reads: ['orders'], max: 1000 },
  /** A buyer's preferred category, which personalises recommended. */
  preferences: { reads: ['accounts'], max: 10_000 },
  /** Whether a session is open for its account and role: a yes or no per session (tokens are verified on every request). */
  tokens: { reads: ['sessions', 'accounts'], max: 20_000 },
} as const satisfies Record<string, { reads: readonly Topic[]; max: number }>;

export type Kind = keyof typeof KINDS;

/** The kinds a write that changes `topics` makes stale. */
export function kindsReading(topics: readonly Topic[]): Kind[] {
  return (Object.keys(KINDS) as Kind[]).filter((kind) => KINDS[kind].reads.some((t) => (topics as readonly string[]).includes(t)));
}
