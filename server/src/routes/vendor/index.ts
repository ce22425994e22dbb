import {
  analyticsQuery,
  analyticsResponse,
  API_MESSAGES,
  errorResponse,
  listQuery,
  lowStockItem,
  messageResponse,
  orderIdBody,
  orderStatusInput,
  productIdBody,
  productInput,
  productUpdate,
  vendorOrder,
  vendorOrderCounts,
  vendorOrderCountsQuery,
  vendorOrderList,
  vendorOrderListQuery,
  type VendorOrder,
  vendorProduct,
  vendorProductRow,
  vendorProfile,
  vendorProfileInput,
  sizeChartInput,
  vendorSizeChart,
  vendorSizeChartList,
} from '@seamline/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorAnalytics } from '../../domain/analytics/vendor-analytics.js';
import { cancelOrder, markDelivered, updateOrderStatus } from '../../domain/orders/change-status.js';
import { settleCancelled } from '../../payments/shares/after-cancel.js';
import { captureBeforeShipping } from '../../payments/shares/capture.js';
import { getVendorOrder, listVendorOrders, vendorOrderCounts as countOrders } from '../../domain/orders/vendor-orders.js';
import { pageOf } from '../../domain/paging.js';
import { listVendorProducts } from '../../domain/products/vendor-products.js';
import { withVendorSizeFlags } from '../../domain/fit/vendor-size-flags.js';
import { listLowStock } from '../../domain/variants/low-stock.js';
import { createProduct, deleteProduct, updateProduct } from '../../domain/products/save-product.js';
import { createProductOnce } from '../../domain/products/create-product-once.js';
import { invalidInput } from '../../domain/errors.js';
import type { Clock } from '../../cache/memory-store.js';
import { getVendorProfile, updateVendorProfile } from '../../domain/users/profiles.js';
import { caller, requireRole } from '../../plugins/auth.js';
import { listVendorSizeCharts, setVendorSizeChart } from '../../domain/sizes/size-charts.js';
import { refuseSuspendedShop } from './suspended.js';
import { type UploadImageOptions, uploadImageRoute } from './upload-image.js';
import { catalogueCsvRoutes } from './catalogue-csv.js';
import { sizeChartCsvRoutes } from './size-chart-csv.js';
import { earningsRoutes } from './earnings.js';
import { couponRoutes } from '../coupons.js';
import { shippingRoutes } from './shipping.js';

const tags = ['vendor'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const vendorListQuery = listQuery.pick({ limit: true, offset: true });
const VENDOR_PAGE = 100;
/** An Idempotency-Key: 1–255 visible ASCII characters (a UUID from the web app). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The Add Product request's Idempotency-Key, if it sent one (decision 043). */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw invalidInput(API_MESSAGES.idempotencyKeyInvalid);
  return header;
}

/** The vendor's own catalogue, orders, analytics and profile; every route needs a vendor's token. */
export const vendorRoutes: FastifyPluginAsyncZod<{ timeZone: string; uploads: UploadImageOptions; now?: Clock }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('vendor'));
  app.addHook('onRequest', refuseSuspendedShop(app.db));
  const me = (request: Parameters<typeof caller>[0]) => caller(request).userId;
  const now = opts.now ?? Date.now;
  // Status changes stamp their times (delivered_at above all) by the money clock the return window
  // and the ledger's release read (app.dueTimers: the sandbox's test clock when it is the provider).
  const changing = { db: app.db, statements: app.statements, now: () => app.dueTimers.now().getTime() };
  await app.register(earningsRoutes);
  await app.register(couponRoutes, { tags, ownerOf: (request) => ({ vendorId: me(request) }) });
  await app.register(shippingRoutes, { now });

  app.get('/profile', { schema: { tags, response: { 200: vendorProfile, ...errors } } }, async (request) =>
    getVendorProfile(app.db, me(request)),
  );
  app.put(
    '/profile',
    { config: { changes: ['accounts'] }, schema: { tags, body: vendorProfileInput, response: { 200: vendorProfile, ...errors } } },
    async (request) => updateVendorProfile(app.db, me(request), request.body),
  );

  // The vendor's size charts per category × subcategory (docs/architecture.md#sizes-and-colours); product pages show them.
  app.get('/sizeCharts', { schema: { tags, response: { 200: vendorSizeChartList, ...errors } } }, async (request) =>
    listVendorSizeCharts(app.db, me(request)),
  );
  app.put(
    '/sizeCharts',
    { config: { changes: ['sizeCharts'] }, schema: { tags, body: sizeChartInput, response: { 200: vendorSizeChart, ...errors } } },
    async (request) => setVendorSizeChart(app.db, me(request), request.body, new Date(now())),
  );

  app.get(
    '/products',
    { schema: { tags, querystring: vendorListQuery, response: { 200: z.array(vendorProductRow), ...errors } } },
    async (request, reply) => {
      const page = await listVendorProducts(app.db, me(request), pageOf(request.query, VENDOR_PAGE));
      return reply.sendPage(await withVendorSizeFlags(app.db, me(request), page));
    },
  );
  // The variants running low, for the dashboard's 'Low stock' card (docs/architecture.md#sizes-and-colours).
  app.get('/lowStock', { schema: { tags, response: { 200: z.array(lowStockItem), ...errors } } }, async (request) =>
    listLowStock(app.db, me(request)),
  );
  const catalogue = { changes: ['catalogue', 'stock'] } as const;
  app.post(
    '/addProduct',
    { config: catalogue, schema: { tags, body: productInput, response: { 201: vendorProduct, ...errors } } },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const created = key
        ? await createProductOnce(app.db, me(request), request.body, key, new Date(now()))
        : await createProduct(app.db, me(request), request.body);
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/updateProduct',
    { config: catalogue, schema: { tags, body: productUpdate, response: { 200: vendorProduct, ...errors } } },
    async (request) => {
      const { productId, ...input } = request.body;
      return updateProduct(app.db, me(request), productId, input);
    },
  );
  app.delete(
    '/deleteProduct',
    { config: catalogue, schema: { tags, body: productIdBody, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await deleteProduct(app.db, me(request), request.body.productId);
      return { message: API_MESSAGES.productDeleted };
    },
  );
  await app.register(uploadImageRoute, opts.uploads);
  await app.register(catalogueCsvRoutes, { now });
  await app.register(sizeChartCsvRoutes, { now });

  app.get(
    '/pendingOrders',
    { schema: { tags, querystring: vendorOrderListQuery, response: { 200: vendorOrderList, ...errors } } },
    async (request, reply) => {
      const { status, search } = request.query;
      const page = pageOf(request.query, VENDOR_PAGE);
      return reply.sendPage(await listVendorOrders(app, me(request), page, { status, search }, app.kept.remember('orderCounts')));
    },
  );
  // Order Management's status tabs: how many orders (matching the search) each status has.
  app.get(
    '/orderCounts',
    { schema: { tags, querystring: vendorOrderCountsQuery, response: { 200: vendorOrderCounts, ...errors } } },
    async (request) => countOrders(app.statements, me(request), request.query.search, app.kept.remember('orderCounts')),
  );
  const orderMove = { changes: ['orders'], goesOnWhileSuspended: true } as const;
  // The buyer's Order History and the vendor's other screens hear of the change as it happens.
  const announced = async (changed: Promise<VendorOrder>) => {
    const order = await changed;
    await app.announce({ statusOf: order.id });
    return order;
  };
  // Money follows the goods (docs/architecture.md#payments): a card order's share is captured before it ships or is
  // delivered, voided or refunded once it is cancelled.
  app.put(
    '/updateOrderStatus',
    { config: orderMove, schema: { tags, body: orderStatusInput, response: { 200: vendorOrder, ...errors } } },
    async (request) => {
      await captureBeforeShipping(app.money, me(request), request.body.orderId, request.body.status);
      return announced(updateOrderStatus(changing, me(request), request.body.orderId, request.body.status, request.body));
    },
  );
  app.put(
    '/markOrderAsDelivered',
    { config: orderMove, schema: { tags, body: orderIdBody, response: { 200: vendorOrder, ...errors } } },
    async (request) => {
      await captureBeforeShipping(app.money, me(request), request.body.orderId, 'Delivered');
      return announced(markDelivered(changing, me(request), request.body.orderId));
    },
  );
  app.put(
    '/cancelOrder',
    {
      config: { changes: ['orders', 'stock'], goesOnWhileSuspended: true },
      schema: { tags, body: orderIdBody, response: { 200: vendorOrder, ...errors } },
    },
    async (request) => {
      const cancelled = await cancelOrder(changing, me(request), request.body.orderId);
      await settleCancelled(app.money, cancelled.id);
      // An exchange order's replacement refunded instead (decision 201): its card refund goes now.
      await app.returnMoney.afterExchangeCancelled(cancelled.id, app.dueTimers.now());
      return announced(getVendorOrder(app.statements, me(request), cancelled.id));
    },
  );

  app.get(
    '/analytics',
    { config: { kept: 'dashboards' }, schema: { tags, querystring: analyticsQuery, response: { 200: analyticsResponse, ...errors } } },
    async (request, reply) => {
      const vendorId = me(request);
      const { days } = request.query;
      return reply.sendKept(async () => [await vendorAnalytics(app.db, vendorId, { timeZone: opts.timeZone, days })], String(vendorId));
    },
  );
};
