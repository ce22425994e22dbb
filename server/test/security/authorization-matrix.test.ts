import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum } from '../db-checksum.js';
import { addToCart, checkout, createAdmin, createBuyer, createProduct, createVendor, productPayload, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/**
 * One row per route of the server × five callers. Each cell prepares fresh data owned by `buyer`
 * and `vendor`, sends the request as its caller and checks the status; for a refused write it also
 * checks that no row of any table changed.
 */
type Actor = 'anonymous' | 'buyer' | 'otherBuyer' | 'vendor' | 'otherVendor' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'buyer', 'otherBuyer', 'vendor', 'otherVendor', 'admin'];

interface Prepared {
  url?: string;
  body?: unknown;
  multipart?: boolean;
  /** A CSV file as the body (text/csv). */
  csv?: string;
  /** The caller's token for this cell only (a session the cell may end), instead of the shared one. */
  token?: string;
}
interface Row {
  write: boolean;
  prepare?: (actor: Actor) => Promise<Prepared>;
  expect: Record<Actor, number>;
}

// The production app also serves the built web app; a stand-in build makes its route exist here too.
const dist = mkdtempSync(path.join(os.tmpdir(), 'seamline-matrix-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');

const t = useTestApp({ webDist: dist });
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
let publicProduct: number;

beforeAll(async () => {
  users.buyer = await createBuyer(t);
  users.otherBuyer = await createBuyer(t);
  users.vendor = await createVendor(t);
  users.otherVendor = await createVendor(t);
  users.admin = await createAdmin(t);
  publicProduct = (await createProduct(t, users.vendor)).productId;
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
});

const all = (status: number): Record<Actor, number> => ({
  anonymous: status,
  buyer: status,
  otherBuyer: status,
  vendor: status,
  otherVendor: status,
  admin: status,
});
const buyerOnly = (own: number, other = own): Record<Actor, number> => ({
  anonymous: 401,
  buyer: own,
  otherBuyer: other,
  vendor: 403,
  otherVendor: 403,
  admin: 403,
});
const vendorOnly = (own: number, other = own): Record<Actor, number> => ({
  anonymous: 401,
  buyer: 403,
  otherBuyer: 403,
  vendor: own,
  otherVendor: other,
  admin: 403,
});
const adminOnly = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  buyer: 403,
  otherBuyer: 403,
  vendor: 403,
  otherVendor: 403,
  admin: status,
});

const freshProduct = async (stock = 10) => (await createProduct(t, users.vendor, { stockQuantity: stock })).productId;
/** A product's only variant, sold out: what 'Tell me when it's back' is asked of. */
const soldOutVariant = async (): Promise<number> =>
  (await t.call('GET', `/api/buyer/product/${await freshProduct(0)}`)).json().variants[0].variantId;
/** A review of a fresh product by the buyer. */
async function freshReview(): Promise<number> {
  const productId = await freshProduct();
  const res = await t.call('POST', '/api/buyer/addReview', { token: users.buyer.token, body: { productId, rating: 4, comment: 'Fine' } });
  return res.json().reviewId;
}
let couponSeq = 1000;
/** A coupon of the vendor's own shop, made for one call. */
async function vendorCoupon(): Promise<string> {
  const res = await t.call('POST', '/api/vendors/coupons', {
    token: users.vendor.token,
    body: { code: `OWN-${couponSeq++}`, kind: 'percent', value: 5 },
  });
  return res.json().couponId;
}
/** A platform coupon, made for one call. */
async function platformCoupon(): Promise<string> {
  const res = await t.call('POST', '/api/admin/coupons', {
    token: users.admin.token,
    body: { code: `PLAT-${couponSeq++}`, kind: 'percent', value: 5 },
  });
  return res.json().couponId;
}
async function freshOrder(): Promise<number> {
  const productId = await freshProduct();
  await addToCart(t, users.buyer, productId, 1);
  const [id] = await checkout(t, users.buyer);
  return id as number;
}
/** A payment of the buyer's: a checkout paid on delivery (no provider call). */
async function freshPayment(): Promise<string> {
  const productId = await freshProduct();
  await addToCart(t, users.buyer, productId, 1);
  const res = await t.call('POST', '/api/buyer/cart/checkout', { token: users.buyer.token });
  return res.json().payment.paymentId;
}
let emailSeq = 0;
const registration = () => ({
  fullName: 'Matrix Person',
  email: `matrix-${Date.now()}-${emailSeq++}@example.test`,
  password: 'matrix password',
  role: 'buyer',
  preferences: 'male',
  addressLine1: '1 Grid Way',
  city: 'Cell',
  postalCode: '1',
  country: 'Table',
});
/** A session of its own for a cell that ends sessions, of an account of the actor's role, so the shared tokens live on. */
async function ownSession(actor: Actor): Promise<Prepared> {
  if (actor === 'anonymous') return {};
  const user =
    actor === 'admin' ? await createAdmin(t) : actor.toLowerCase().includes('vendor') ? await createVendor(t) : await createBuyer(t);
  return { token: user.token, body: { currentPassword: user.password, password: 'a new matrix password' } };
}
// Store names are unique, so each vendor that saves its profile gives its own.
/** A delivered order of the buyer's: its id and its line (docs/architecture.md#returns's returns start from one). */
async function deliveredOrder(): Promise<{ orderId: number; orderItemId: number }> {
  const orderId = await freshOrder();
  await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: users.vendor.token, body: { orderId } });
  const rows = (await t.call('GET', '/api/buyer/orders', { token: users.buyer.token })).json() as {
    orderId: number;
    orderItemId: number;
  }[];
  return { orderId, orderItemId: rows.find((r) => r.orderId === orderId)?.orderItemId ?? 0 };
}
/** A return of the buyer's to the vendor, moved on to `state`; answers its id and its line. */
async function freshReturn(state: 'requested' | 'approved' | 'shipped' | 'rejected' | 'disputed' | 'owed') {
  const { orderId, orderItemId } = await deliveredOrder();
  const as = (user: TestUser, url: string, body?: unknown) => t.call('POST', url, { token: user.token, ...(body ? { body } : {}) });
  const made = await as(users.buyer, '/api/buyer/returns', {
    orderId,
    lines: [{ orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' }],
  });
  const id = made.json().returnId as number;
  if (state === 'approved' || state === 'shipped') await as(users.vendor, `/api/vendors/returns/${id}/approve`);
  if (state === 'shipped') await as(users.buyer, `/api/buyer/returns/${id}/shipped`, {});
  if (state === 'rejected' || state === 'disputed' || state === 'owed')
    await as(users.vendor, `/api/vendors/returns/${id}/reject`, { reason: 'Worn' });
  if (state === 'disputed' || state === 'owed') await as(users.buyer, `/api/buyer/returns/${id}/dispute`, { message: 'Never worn' });
  // Paid on delivery and refunded by the operator without the goods: the refund is owed to the buyer.
  if (state === 'owed') await as(users.admin, `/api/admin/returns/${id}/resolve`, { outcome: 'refund_without_return', note: 'Faulty' });
  const lineId = (
    (await t.call('GET', '/api/buyer/returns', { token: users.buyer.token })).json() as {
      returnId: number;
      lines: { returnLineId: number }[];
    }[]
  ).find((r) => r.returnId === id)?.lines[0]?.returnLineId;
  return { id, lineId };
}
let renameSeq = 0;
// Each rate the operator sets differs from the last, so each is a change.
let rateSeq = 0;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const MATRIX: Record<string, Row> = {
  'GET /api/health': { write: false, expect: all(200) },
  'GET /api/docs': { write: false, expect: all(200) },
  'GET /api/docs/static/index.html': { write: false, expect: all(302) },
  'GET /api/docs/static/swagger-initializer.js': { write: false, expect: all(200) },
  'GET /api/docs/json': { write: false, expect: all(200) },
  'GET /api/docs/yaml': { write: false, expect: all(200) },
  'GET /api/docs/static/*': { write: false, prepare: async () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: all(200) },
  'POST /api/registration/register': { write: true, prepare: async () => ({ body: registration() }), expect: all(201) },
  'POST /api/registration/login': {
    write: false,
    prepare: async () => ({ body: { email: users.buyer.email, password: users.buyer.password } }),
    expect: all(200),
  },
  'POST /api/registration/forgot-password': {
    write: true,
    prepare: async () => ({ body: { email: users.buyer.email } }),
    expect: all(202),
  },
  'POST /api/registration/reset-password/check': {
    write: false,
    prepare: async () => ({ body: { token: 'not-a-reset-token' } }),
    expect: all(200),
  },
  'POST /api/registration/reset-password': {
    write: true,
    prepare: async () => ({ body: { token: 'not-a-reset-token', password: 'matrix password' } }),
    expect: all(400),
  },
  'POST /api/registration/verify-email': {
    write: true,
    prepare: async () => ({ body: { token: 'not-a-verification-token' } }),
    expect: all(400),
  },
  'POST /api/session/logout': { write: true, prepare: ownSession, expect: { ...all(200), anonymous: 401 } },
  'GET /api/session/email-verification': { write: false, expect: { ...all(200), anonymous: 401 } },
  'POST /api/session/email-verification': { write: true, prepare: ownSession, expect: { ...all(202), anonymous: 401 } },
  'POST /api/session/logout-everywhere': { write: true, prepare: ownSession, expect: { ...all(200), anonymous: 401 } },
  'PUT /api/session/password': { write: true, prepare: ownSession, expect: { ...all(200), anonymous: 401 } },
  'POST /api/events/ticket': { write: false, expect: { ...all(200), anonymous: 401 } },
  // The stream is opened by a ticket, whoever sends it; a caller's token opens nothing.
  'GET /api/events': { write: false, prepare: async () => ({ url: '/api/events?ticket=not-a-ticket' }), expect: all(401) },
  'GET /api/buyer/recommended': { write: false, expect: all(200) },
  'GET /api/buyer/selected': { write: false, prepare: async () => ({ url: '/api/buyer/selected?category=female' }), expect: all(200) },
  'GET /api/buyer/search': { write: false, prepare: async () => ({ url: '/api/buyer/search?searchTerm=sneakers' }), expect: all(200) },
  'GET /api/buyer/facets': { write: false, prepare: async () => ({ url: '/api/buyer/facets?category=female&size=M' }), expect: all(200) },
  'GET /api/buyer/product/:id': { write: false, prepare: async () => ({ url: `/api/buyer/product/${publicProduct}` }), expect: all(200) },
  'GET /api/buyer/getReviews/:productId': {
    write: false,
    prepare: async () => ({ url: `/api/buyer/getReviews/${publicProduct}` }),
    expect: all(200),
  },
  'GET /api/buyer/profile': { write: false, expect: buyerOnly(200) },
  'PUT /api/buyer/profile': {
    write: true,
    prepare: async () => ({
      body: { fullName: 'Changed', preferences: 'children', addressLine1: 'x', city: 'y', postalCode: 'z', country: 'w' },
    }),
    expect: buyerOnly(200),
  },
  'GET /api/buyer/orders': { write: false, expect: buyerOnly(200) },
  'POST /api/buyer/addReview': {
    write: true,
    prepare: async () => ({ body: { productId: await freshProduct(), rating: 4, comment: 'Matrix review' } }),
    expect: buyerOnly(201),
  },
  'GET /api/buyer/review/:productId': {
    write: false,
    prepare: async () => {
      const productId = await freshProduct();
      await t.call('POST', '/api/buyer/addReview', { token: users.buyer.token, body: { productId, rating: 3, comment: 'Mine' } });
      return { url: `/api/buyer/review/${productId}` };
    },
    // Another buyer has no review of it: it cannot read the buyer's.
    expect: buyerOnly(200, 404),
  },
  'GET /api/buyer/wishlist': { write: false, expect: buyerOnly(200) },
  'PUT /api/buyer/wishlist/:productId': {
    write: true,
    prepare: async () => ({ url: `/api/buyer/wishlist/${publicProduct}` }),
    expect: buyerOnly(204),
  },
  'DELETE /api/buyer/wishlist/:productId': {
    write: true,
    prepare: async () => {
      await t.call('PUT', `/api/buyer/wishlist/${publicProduct}`, { token: users.buyer.token });
      return { url: `/api/buyer/wishlist/${publicProduct}` };
    },
    expect: buyerOnly(204),
  },
  'GET /api/buyer/stock-alerts': { write: false, expect: buyerOnly(200) },
  'PUT /api/buyer/stock-alerts/:variantId': {
    write: true,
    prepare: async () => ({ url: `/api/buyer/stock-alerts/${await soldOutVariant()}` }),
    expect: buyerOnly(204),
  },
  'DELETE /api/buyer/stock-alerts/:variantId': {
    write: true,
    prepare: async () => {
      const variantId = await soldOutVariant();
      await t.call('PUT', `/api/buyer/stock-alerts/${variantId}`, { token: users.buyer.token });
      return { url: `/api/buyer/stock-alerts/${variantId}` };
    },
    expect: buyerOnly(204),
  },
  // The size passport: each buyer's own (docs/decisions/252, 253).
  'GET /api/buyer/fitProfile': { write: false, expect: buyerOnly(200) },
  'PUT /api/buyer/fitProfile': {
    write: true,
    prepare: async () => ({ body: { measurements: { chest: 92 }, usualSizes: { tops: 'M' } } }),
    expect: buyerOnly(200),
  },
  'DELETE /api/buyer/fitProfile': {
    write: true,
    prepare: async () => {
      await t.call('PUT', '/api/buyer/fitProfile', { token: users.buyer.token, body: { measurements: { chest: 92 } } });
      return {};
    },
    expect: buyerOnly(200),
  },
  'GET /api/buyer/product/:id/sizeAdvice': {
    write: false,
    prepare: async () => ({ url: `/api/buyer/product/${publicProduct}/sizeAdvice` }),
    expect: buyerOnly(200),
  },
  'GET /api/shops/:slug': {
    write: false,
    prepare: async () => ({ url: `/api/shops/${(await t.call('GET', `/api/buyer/product/${publicProduct}`)).json().vendorSlug}` }),
    expect: all(200),
  },
  'PUT /api/buyer/updateReview': {
    write: true,
    prepare: async () => {
      const productId = await freshProduct();
      await t.call('POST', '/api/buyer/addReview', { token: users.buyer.token, body: { productId, rating: 3, comment: 'Mine' } });
      return { body: { productId, rating: 1, comment: 'Changed' } };
    },
    expect: buyerOnly(200, 404),
  },
  'GET /api/buyer/cart': { write: false, expect: buyerOnly(200) },
  'POST /api/buyer/cart/add': {
    write: true,
    prepare: async () => ({ body: { productId: await freshProduct(), quantity: 1 } }),
    expect: buyerOnly(200),
  },
  'DELETE /api/buyer/cart/delete': {
    write: true,
    prepare: async () => {
      const productId = await freshProduct();
      await addToCart(t, users.buyer, productId, 1);
      return { body: { productId } };
    },
    expect: buyerOnly(200, 404),
  },
  'PUT /api/buyer/cart/quantity': {
    write: true,
    prepare: async () => {
      const productId = await freshProduct();
      await addToCart(t, users.buyer, productId, 1);
      return { body: { productId, quantity: 2 } };
    },
    // The other buyer has no such line: it cannot reach the buyer's cart.
    expect: buyerOnly(200, 404),
  },
  'POST /api/buyer/cart/checkout': {
    write: true,
    prepare: async () => {
      const productId = await freshProduct();
      await addToCart(t, users.buyer, productId, 1);
      const others = (await t.call('GET', '/api/buyer/cart', { token: users.otherBuyer.token })).json();
      for (const line of others) {
        await t.call('DELETE', '/api/buyer/cart/delete', { token: users.otherBuyer.token, body: { productId: line.productId } });
      }
      return {};
    },
    // The other buyer's own cart is empty: it cannot reach the buyer's cart.
    expect: buyerOnly(201, 400),
  },
  // Payments (docs/architecture.md#payments): the buyer's own payments; the provider's webhook answers a signature, not a caller.
  'GET /api/payments/config': { write: false, expect: all(200) },
  'POST /api/payments/webhooks/sandbox': {
    write: true,
    prepare: async () => ({ body: { id: 'evt_matrix', type: 'x', data: {} } }),
    expect: all(400),
  },
  'GET /api/buyer/payments/:paymentId': {
    write: false,
    prepare: async () => ({ url: `/api/buyer/payments/${await freshPayment()}` }),
    expect: buyerOnly(200, 404),
  },
  'POST /api/buyer/payments/:paymentId/confirm': {
    write: true,
    prepare: async () => ({ url: `/api/buyer/payments/${await freshPayment()}/confirm` }),
    expect: buyerOnly(200, 404),
  },
  // The sandbox provider's own API: cards from anyone, money moves only with its key, which no caller has.
  'POST /psp/v1/tokens': {
    write: true,
    prepare: async () => ({ body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' } }),
    expect: all(200),
  },
  'POST /psp/v1/authorizations': {
    write: true,
    prepare: async () => ({ body: { amountCents: 100, token: 'tok_x', paymentId: 'pay_x', returnUrl: '/' } }),
    expect: all(401),
  },
  'GET /psp/v1/authorizations': {
    write: false,
    prepare: async () => ({ url: '/psp/v1/authorizations?idempotencyKey=pay_x' }),
    expect: all(401),
  },
  'GET /psp/v1/authorizations/:id': { write: false, prepare: async () => ({ url: '/psp/v1/authorizations/auth_x' }), expect: all(401) },
  'POST /psp/v1/authorizations/:id/confirm': {
    write: true,
    prepare: async () => ({ url: '/psp/v1/authorizations/auth_x/confirm', body: {} }),
    expect: all(401),
  },
  'POST /psp/v1/authorizations/:id/captures': {
    write: true,
    prepare: async () => ({ url: '/psp/v1/authorizations/auth_x/captures', body: { amountCents: 1 } }),
    expect: all(401),
  },
  'POST /psp/v1/authorizations/:id/voids': {
    write: true,
    prepare: async () => ({ url: '/psp/v1/authorizations/auth_x/voids', body: { amountCents: 1 } }),
    expect: all(401),
  },
  'POST /psp/v1/authorizations/:id/refunds': {
    write: true,
    prepare: async () => ({ url: '/psp/v1/authorizations/auth_x/refunds', body: { amountCents: 1 } }),
    expect: all(401),
  },
  'POST /psp/v1/transfers': {
    write: true,
    prepare: async () => ({ body: { amountCents: 1, destination: 'vendor_1' } }),
    expect: all(401),
  },
  'GET /psp/challenge/:id': { write: false, prepare: async () => ({ url: '/psp/challenge/auth_unknown' }), expect: all(404) },
  'POST /psp/v1/challenges/:id': {
    write: true,
    prepare: async () => ({ url: '/psp/v1/challenges/auth_unknown', body: { outcome: 'approve' } }),
    expect: all(404),
  },
  'POST /psp/v1/clock': { write: true, prepare: async () => ({ body: { advanceSeconds: 0 } }), expect: all(401) },
  'DELETE /psp/v1/clock': { write: true, expect: all(401) },
  'GET /psp/v1/clock': { write: false, expect: all(401) },
  'GET /psp/v1/operations': {
    write: false,
    prepare: async () => ({ url: '/psp/v1/operations?idempotencyKey=capture:1' }),
    expect: all(401),
  },
  'GET /psp/v1/transfers': { write: false, prepare: async () => ({ url: '/psp/v1/transfers?destination=vendor_1' }), expect: all(401) },
  'GET /psp/v1/authorizations/:id/events': {
    write: false,
    prepare: async () => ({ url: '/psp/v1/authorizations/auth_x/events' }),
    expect: all(401),
  },
  'GET /api/vendors/profile': { write: false, expect: vendorOnly(200) },
  'PUT /api/vendors/profile': {
    write: true,
    prepare: async () => ({
      body: {
        vendorName: `Renamed Store ${renameSeq++}`,
        fullName: 'New Contact',
        addressLine1: 'a',
        city: 'b',
        postalCode: 'c',
        country: 'd',
      },
    }),
    expect: vendorOnly(200),
  },
  'GET /api/vendors/sizeCharts': { write: false, expect: vendorOnly(200) },
  'PUT /api/vendors/sizeCharts': {
    write: true,
    prepare: async () => ({
      body: { categoryName: 'children', subCategoryName: 'shoes', rows: [{ size: '30', measurements: { footLength: 19 } }] },
    }),
    expect: vendorOnly(200),
  },
  'GET /api/vendors/sizeCharts/export.csv': { write: false, expect: vendorOnly(200) },
  'POST /api/vendors/sizeCharts/import': {
    write: true,
    prepare: async () => ({ csv: 'category,subcategory,size,foot_length\nchildren,shoes,30,19\n' }),
    expect: vendorOnly(200),
  },
  'GET /api/vendors/products': { write: false, expect: vendorOnly(200) },
  'GET /api/vendors/lowStock': { write: false, expect: vendorOnly(200) },
  'POST /api/vendors/addProduct': { write: true, prepare: async () => ({ body: productPayload() }), expect: vendorOnly(201) },
  'PUT /api/vendors/updateProduct': {
    write: true,
    prepare: async () => ({ body: { productId: await freshProduct(), ...productPayload({ productName: 'Changed name' }) } }),
    expect: vendorOnly(200, 404),
  },
  'DELETE /api/vendors/deleteProduct': {
    write: true,
    prepare: async () => ({ body: { productId: await freshProduct() } }),
    expect: vendorOnly(200, 404),
  },
  'POST /api/vendors/uploadImage': { write: true, prepare: async () => ({ multipart: true }), expect: vendorOnly(201) },
  'GET /api/vendors/products/export.csv': { write: false, expect: vendorOnly(200) },
  // Rows name products by ID: the vendor's own import updates it; another vendor's is refused, changing nothing.
  'POST /api/vendors/products/import': {
    write: true,
    prepare: async () => {
      const productId = await freshProduct();
      const csv = `product_id,product_name,description,category,subcategory,product_price,stock\n${productId},Matrix,Imported,female,shoes,12,${3 + (rateSeq++ % 50)}\n`;
      return { csv };
    },
    expect: vendorOnly(200, 400),
  },
  'GET /api/vendors/pendingOrders': { write: false, expect: vendorOnly(200) },
  'GET /api/vendors/orderCounts': { write: false, expect: vendorOnly(200) },
  'PUT /api/vendors/updateOrderStatus': {
    write: true,
    prepare: async () => ({ body: { orderId: await freshOrder(), status: 'processing' } }),
    expect: vendorOnly(200, 404),
  },
  'PUT /api/vendors/markOrderAsDelivered': {
    write: true,
    prepare: async () => ({ body: { orderId: await freshOrder() } }),
    expect: vendorOnly(200, 404),
  },
  'PUT /api/vendors/cancelOrder': {
    write: true,
    prepare: async () => ({ body: { orderId: await freshOrder() } }),
    expect: vendorOnly(200, 404),
  },
  'GET /api/vendors/analytics': { write: false, expect: vendorOnly(200) },
  'GET /api/buyer/cart/quote': { write: false, expect: buyerOnly(200) },
  'GET /api/vendors/shipping': { write: false, expect: vendorOnly(200) },
  'PUT /api/vendors/shipping': {
    write: true,
    prepare: async () => ({
      body: { processingDays: 2, standard: { firstItem: 4.95, additionalItem: 1, transitDays: [2, 5] }, express: null, freeOver: 75 },
    }),
    expect: vendorOnly(200),
  },
  'GET /api/vendors/coupons': { write: false, expect: vendorOnly(200) },
  'POST /api/vendors/coupons': {
    write: true,
    prepare: async () => ({ body: { code: `SHOP-${couponSeq++}`, kind: 'percent', value: 10 } }),
    expect: vendorOnly(201),
  },
  'PUT /api/vendors/coupons/:id': {
    write: true,
    // The vendor's own coupon: another shop is told it does not exist.
    prepare: async () => ({ url: `/api/vendors/coupons/${await vendorCoupon()}`, body: { active: false } }),
    expect: vendorOnly(200, 404),
  },
  'GET /api/admin/coupons': { write: false, expect: adminOnly(200) },
  'POST /api/admin/coupons': {
    write: true,
    prepare: async () => ({ body: { code: `ALL-${couponSeq++}`, kind: 'amount', value: 5 } }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/coupons/:id': {
    write: true,
    prepare: async () => ({ url: `/api/admin/coupons/${await platformCoupon()}`, body: { active: false } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/overview': { write: false, prepare: async () => ({ url: '/api/admin/overview?period=30d' }), expect: adminOnly(200) },
  'GET /api/admin/vendors': { write: false, expect: adminOnly(200) },
  'PUT /api/admin/vendors/:id': {
    write: true,
    prepare: async () => ({ url: `/api/admin/vendors/${users.vendor.id}`, body: { commissionPercent: 5 + (rateSeq++ % 40) } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/audit': { write: false, expect: adminOnly(200) },
  'GET /api/vendors/balance': { write: false, expect: vendorOnly(200) },
  'GET /api/vendors/ledger': { write: false, expect: vendorOnly(200) },
  'GET /api/vendors/payouts': { write: false, expect: vendorOnly(200) },
  'POST /api/admin/payouts/run': { write: true, expect: adminOnly(200) },
  'GET /api/admin/payouts': { write: false, expect: adminOnly(200) },
  'PUT /api/admin/payouts/:id': {
    write: true,
    prepare: async () => ({ url: '/api/admin/payouts/999999', body: { status: 'paid' } }),
    expect: adminOnly(404),
  },
  'GET /api/admin/ledger/check': { write: false, expect: adminOnly(200) },
  'GET /api/buyer/returns': { write: false, expect: buyerOnly(200) },
  'POST /api/buyer/returns': {
    write: true,
    prepare: async () => {
      const { orderId, orderItemId } = await deliveredOrder();
      return { body: { orderId, lines: [{ orderItemId, quantity: 1, reason: 'too_small', outcome: 'refund' }] } };
    },
    expect: buyerOnly(201, 404),
  },
  'POST /api/buyer/returns/:id/shipped': {
    write: true,
    prepare: async () => ({ url: `/api/buyer/returns/${(await freshReturn('approved')).id}/shipped`, body: {} }),
    expect: buyerOnly(200, 404),
  },
  'POST /api/buyer/returns/:id/cancel': {
    write: true,
    prepare: async () => ({ url: `/api/buyer/returns/${(await freshReturn('requested')).id}/cancel` }),
    expect: buyerOnly(200, 404),
  },
  'POST /api/buyer/returns/:id/dispute': {
    write: true,
    prepare: async () => ({ url: `/api/buyer/returns/${(await freshReturn('rejected')).id}/dispute`, body: { message: 'Never worn' } }),
    expect: buyerOnly(200, 404),
  },
  'GET /api/vendors/returns': { write: false, expect: vendorOnly(200) },
  'POST /api/vendors/returns/:id/approve': {
    write: true,
    prepare: async () => ({ url: `/api/vendors/returns/${(await freshReturn('requested')).id}/approve` }),
    expect: vendorOnly(200, 404),
  },
  'POST /api/vendors/returns/:id/reject': {
    write: true,
    prepare: async () => ({ url: `/api/vendors/returns/${(await freshReturn('requested')).id}/reject`, body: { reason: 'Worn' } }),
    expect: vendorOnly(200, 404),
  },
  'POST /api/vendors/returns/:id/receive': {
    write: true,
    prepare: async () => {
      const { id, lineId } = await freshReturn('shipped');
      return { url: `/api/vendors/returns/${id}/receive`, body: { lines: [{ returnLineId: lineId, resellable: 1, damaged: 0 }] } };
    },
    expect: vendorOnly(200, 404),
  },
  'GET /api/vendors/products/:productId/stockHistory': {
    write: false,
    prepare: async () => ({ url: `/api/vendors/products/${publicProduct}/stockHistory` }),
    expect: vendorOnly(200, 404),
  },
  'GET /api/vendors/returnStats': { write: false, expect: vendorOnly(200) },
  'GET /api/admin/returns': { write: false, prepare: async () => ({ url: '/api/admin/returns?status=disputed' }), expect: adminOnly(200) },
  'POST /api/admin/returns/:id/resolve': {
    write: true,
    prepare: async () => ({
      url: `/api/admin/returns/${(await freshReturn('disputed')).id}/resolve`,
      body: { outcome: 'reject', note: 'Stands' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/returns/:id/refund-paid': {
    write: true,
    prepare: async () => ({
      url: `/api/admin/returns/${(await freshReturn('owed')).id}/refund-paid`,
      body: { reference: 'Bank transfer 123' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/products': { write: false, prepare: async () => ({ url: '/api/admin/products?search=Canvas' }), expect: adminOnly(200) },
  'PUT /api/admin/products/:id': {
    write: true,
    prepare: async () => ({ url: `/api/admin/products/${await freshProduct()}`, body: { hidden: true } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/reviews': { write: false, expect: adminOnly(200) },
  'PUT /api/admin/reviews/:id': {
    write: true,
    prepare: async () => ({ url: `/api/admin/reviews/${await freshReview()}`, body: { hidden: true } }),
    expect: adminOnly(200),
  },
  'GET /images/catalog/:kind/:file': {
    write: false,
    prepare: async () => ({ url: '/images/catalog/sneakers/white.svg' }),
    expect: all(200),
  },
  'GET /images/placeholder.svg': { write: false, expect: all(200) },
  // Client routes are public HTML; the guard that matters is on the API behind them.
  'GET /*': { write: false, prepare: async () => ({ url: '/vendor/orders' }), expect: all(200) },
  'GET /images/uploads/:id': {
    write: false,
    prepare: async () => {
      const boundary = 'matrix';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendors/uploadImage',
        headers: { authorization: `Bearer ${users.vendor.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return { url: res.json().imageUrl };
    },
    expect: all(200),
  },
};

async function send(route: string, actor: Actor, prepared: Prepared) {
  const [method, pattern] = route.split(' ') as [string, string];
  const headers: Record<string, string> = {};
  const token = prepared.token ?? (actor === 'anonymous' ? undefined : users[actor].token);
  if (token) headers.authorization = `Bearer ${token}`;
  if (prepared.multipart) {
    const boundary = 'matrixcell';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: method as 'POST', url: prepared.url ?? pattern, headers, payload });
  }
  if (prepared.csv !== undefined) {
    headers['content-type'] = 'text/csv';
    return t.app.inject({ method: method as 'POST', url: prepared.url ?? pattern, headers, payload: prepared.csv });
  }
  return t.app.inject({
    method: method as 'GET',
    url: prepared.url ?? pattern,
    headers,
    ...(prepared.body !== undefined ? { payload: prepared.body as object } : {}),
  });
}

describe('authorization matrix', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    expect([...t.app.routeList].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    for (const actor of ACTORS) {
      const expected = row.expect[actor];
      it(`${route} as ${actor} → ${expected}`, async () => {
        const prepared = row.prepare ? await row.prepare(actor) : {};
        const refused = row.write && expected >= 400;
        const before = refused ? await dbChecksum(t.db) : '';
        const res = await send(route, actor, prepared);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(expected);
        if (expected >= 400) expect(typeof res.json().message).toBe('string');
        if (refused) expect(await dbChecksum(t.db)).toBe(before);
      });
    }
  }
});
