import {
  API_MESSAGES,
  CATEGORIES,
  type CatalogueFilters,
  errorResponse,
  facets,
  facetsQuery,
  filteredListQuery,
  filteredSearchQuery,
  filteredSelectedQuery,
  filtersOf,
  hasFilters,
  idParams,
  productDetail,
  productIdParams,
  productList,
  reviewList,
  type Sort,
} from '@seamline/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findFacets } from '../../domain/catalogue/facets.js';
import { type FilteredQuery, findFilteredProducts } from '../../domain/catalogue/filtered-products.js';
import { IndexUnavailableError } from '../../domain/catalogue/filter-index/catalogue-index.js';
import { type CountLive, countLiveBySql, findProducts } from '../../domain/catalogue/find-products.js';
import { getProduct } from '../../domain/catalogue/get-product.js';
import { searchProducts } from '../../domain/catalogue/search-products.js';
import { rateLimited } from '../../domain/errors.js';
import { pageOf } from '../../domain/paging.js';
import { listReviews } from '../../domain/reviews/reviews.js';
import { preferenceOf } from '../../domain/users/profiles.js';
import { ownReviewRoutes } from './reviews.js';

const tags = ['catalogue'];

export interface CatalogueOptions {
  rateLimit: boolean;
  searchesPer10Seconds: number;
  deepPagesPerMinute: number;
  /** List pages (recommended, selected, facets) one client may have running at once. */
  listPagesInFlight: number;
  /** List pages one client may ask per minute that are not kept (each one a question to the database or the index). */
  listMissesPerMinute: number;
}

/** Pages from this offset on walk far into an index: a client may ask only so many a minute. */
const DEEP_OFFSET = 1000;
/** Searches one client may have running at once. */
const SEARCHES_IN_FLIGHT = 4;
const listResponse = { 200: productList, 400: errorResponse, 503: errorResponse };

/**
 * Runs a catalogue answer; when the filters' index cannot answer (its memory full, a fault inside
 * it), 503 with a message rather than 500 (security review F1). The feed reads the shop anew.
 */
async function unlessIndexFails(reply: FastifyReply, work: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof IndexUnavailableError)) throw err;
    reply.log.error({ err }, 'the filters index could not answer');
    return reply.code(503).send({ message: API_MESSAGES.catalogueUnavailable });
  }
}

/**
 * What the list routes share: each client's limits, the limit on questions that miss the kept
 * answers, and the two ways of answering (the filters' index, PostgreSQL's pages with its counts).
 */
function listKit(app: FastifyInstance, opts: CatalogueOptions) {
  // Per client, so one client's flood of expensive questions cannot starve everyone else's pages.
  const limited = (max: number, timeWindow: string, only?: (request: FastifyRequest) => boolean) =>
    opts.rateLimit ? { timeWindow, max, ...(only ? { allowList: (request: FastifyRequest) => !only(request) } : {}) } : false;
  const deepPage = (request: FastifyRequest) => Number((request.query as { offset?: unknown }).offset ?? 0) >= DEEP_OFFSET;
  const inFlightPerClient = opts.rateLimit ? opts.listPagesInFlight : undefined;
  const listConfig = { kept: 'lists', rateLimit: limited(opts.deepPagesPerMinute, '1 minute', deepPage), inFlightPerClient } as const;
  // Kept answers cost nothing; a client that varies its questions to miss them pays per miss (shared by every instance with Redis).
  const missLimit = opts.rateLimit
    ? app.createRateLimit({ max: opts.listMissesPerMinute, timeWindow: 60_000, keyGenerator: (request) => `list-misses|${request.ip}` })
    : null;
  const onMiss =
    <V>(request: FastifyRequest, compute: () => Promise<V>) =>
    async (): Promise<V> => {
      const limit = await missLimit?.(request);
      if (limit && !limit.isAllowed && limit.isExceeded) throw rateLimited(API_MESSAGES.tooManyRequests, limit.ttlInSeconds);
      return compute();
    };
  // Counts, searches and filtered questions come from the filters' index, fresh to every committed write (docs/architecture.md#browse-filters).
  const index = () => app.catalogueFeed.fresh();
  const filtered = (
    request: FastifyRequest,
    reply: FastifyReply,
    q: Omit<FilteredQuery, 'filters'>,
    filters: CatalogueFilters,
    vary = '',
  ) =>
    unlessIndexFails(reply, () =>
      reply.sendKept(
        onMiss(request, async () => findFilteredProducts(await index(), { ...q, filters })),
        vary,
        'filtered',
      ),
    );
  // Unfiltered lists are PostgreSQL's pages with the index's counts; without the index, PostgreSQL counts too.
  const liveCounts = async (): Promise<CountLive> => {
    try {
      const counts = await index();
      const byCategory = new Map(CATEGORIES.map((c) => [c, counts.count(c)]));
      const all = counts.count();
      return (c) => (c === undefined ? all : (byCategory.get(c) ?? 0));
    } catch (err) {
      if (!(err instanceof IndexUnavailableError)) throw err;
      app.log.error({ err }, 'the filters index could not count; PostgreSQL counts');
      return app.catalogueRead((db) => countLiveBySql(db));
    }
  };
  return { limited, inFlightPerClient, listConfig, onMiss, index, filtered, liveCounts };
}

type ListKit = ReturnType<typeof listKit>;

/**
 * The public catalogue (docs/architecture.md#server-rules): no token needed; a buyer's token personalises recommended.
 * Every answer here is the same for everyone asking the same question (recommended: the same
 * preferred category), so each is kept (cache/kinds.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, opts) => {
  const kit = listKit(app, opts);
  await listRoutes(app, kit);
  await searchRoutes(app, { ...opts, kit });
  await productRoutes(app, {});
  // Beside the public reviews, a buyer's own one (buyers only, in a scope of its own).
  await app.register(ownReviewRoutes);
};

/**
 * Whether the index answers a list: when it is filtered, or sorted on sale first, an order only the
 * index keeps (docs/decisions/270); other lists are PostgreSQL's pages.
 */
const fromIndex = (filters: CatalogueFilters, sort: Sort | undefined) => hasFilters(filters) || sort === 'sale';

/** The home page's recommended products and a category's selection, filtered by the index when filters are set. */
const listRoutes: FastifyPluginAsyncZod<ListKit> = async (app, { listConfig, filtered, onMiss, liveCounts }) => {
  app.get(
    '/recommended',
    { config: listConfig, schema: { tags, querystring: filteredListQuery, response: listResponse } },
    async (request, reply) => {
      const buyer = request.user?.role === 'buyer' ? request.user.userId : null;
      const preferCategory = buyer ? await preferenceOf(app.db, buyer, app.kept.remember('preferences')) : null;
      const { sort } = request.query;
      const filters = filtersOf(request.query);
      if (fromIndex(filters, sort))
        return filtered(request, reply, { ...pageOf(request.query), sort, preferCategory }, filters, preferCategory ?? '');
      return reply.sendKept(
        onMiss(request, async () => {
          const counts = await liveCounts();
          return app.catalogueRead((db) => findProducts(db, { ...pageOf(request.query), sort, preferCategory }, counts));
        }),
        preferCategory ?? '',
      );
    },
  );

  app.get(
    '/selected',
    { config: listConfig, schema: { tags, querystring: filteredSelectedQuery, response: listResponse } },
    async (request, reply) => {
      const { category, sort } = request.query;
      const filters = filtersOf(request.query);
      if (fromIndex(filters, sort)) return filtered(request, reply, { ...pageOf(request.query), sort, category }, filters);
      return reply.sendKept(
        onMiss(request, async () => {
          const counts = await liveCounts();
          return app.catalogueRead((db) => findProducts(db, { ...pageOf(request.query), sort, category }, counts));
        }),
      );
    },
  );
};

/** Searches and facet counts, both from the index, limited per client in flight and per 10 seconds. */
const searchRoutes: FastifyPluginAsyncZod<CatalogueOptions & { kit: ListKit }> = async (app, opts) => {
  const { limited, inFlightPerClient, onMiss, index } = opts.kit;
  app.get(
    '/search',
    {
      config: {
        kept: 'lists',
        rateLimit: limited(opts.searchesPer10Seconds, '10 seconds'),
        inFlightPerClient: opts.rateLimit ? SEARCHES_IN_FLIGHT : undefined,
      },
      schema: { tags, querystring: filteredSearchQuery, response: listResponse },
    },
    async (request, reply) => {
      const { category, sort, searchTerm } = request.query;
      const filters = filtersOf(request.query);
      const q = { ...pageOf(request.query), sort, category, searchTerm, filters: hasFilters(filters) ? filters : undefined };
      return unlessIndexFails(reply, () =>
        reply.sendKept(
          async () => {
            const counts = await index();
            return app.catalogueRead((db) => searchProducts(db, app.statements, counts, q));
          },
          '',
          q.filters ? 'filtered' : undefined,
        ),
      );
    },
  );

  app.get(
    '/facets',
    {
      config: {
        kept: 'filtered',
        rateLimit: limited(opts.searchesPer10Seconds, '10 seconds', (r) => (r.query as { searchTerm?: unknown }).searchTerm !== undefined),
        inFlightPerClient,
      },
      schema: { tags, querystring: facetsQuery, response: { 200: facets, 400: errorResponse, 503: errorResponse } },
    },
    async (request, reply) => {
      const { category, searchTerm } = request.query;
      return unlessIndexFails(reply, () =>
        reply.sendKept(
          onMiss(request, async () => {
            const counts = await index();
            return app.catalogueRead((db) =>
              findFacets(db, app.statements, counts, { category, searchTerm, filters: filtersOf(request.query) }),
            );
          }),
        ),
      );
    },
  );
};

/** A product's page and its reviews. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id',
    {
      config: { kept: 'products' },
      schema: { tags, params: idParams, response: { 200: productDetail, 400: errorResponse, 404: errorResponse } },
    },
    async (request, reply) => reply.sendKept(() => app.catalogueRead((db) => getProduct(db, request.params.id))),
  );

  app.get(
    '/getReviews/:productId',
    { config: { kept: 'reviews' }, schema: { tags, params: productIdParams, response: { 200: reviewList, 400: errorResponse } } },
    async (request, reply) => reply.sendKept(() => app.catalogueRead((db) => listReviews(db, request.params.productId))),
  );
};
