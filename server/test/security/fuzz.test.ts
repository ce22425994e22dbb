import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum } from '../db-checksum.js';
import { addToCart, checkout, createAdmin, createBuyer, createProduct, createVendor, productPayload, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/**
 * Property-based bad input for every API route: malformed JSON, wrong types, missing and extra
 * fields, nasty strings and numbers, injections, oversized bodies, wrong content types and methods.
 * Every answer must be a 2xx or a 4xx with a `message` that leaks nothing; a refused write must
 * leave every table as it was.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
let cases = 0;

const t = useTestApp();
let buyer: TestUser;
let admin: TestUser;
let vendor: TestUser;
let productId: number;
let orderId: number;

beforeAll(async () => {
  buyer = await createBuyer(t);
  vendor = await createVendor(t);
  expect(vendor.id).toBe(2);
  admin = await createAdmin(t);
  productId = (await createProduct(t, vendor, { stockQuantity: 1000 })).productId;
  await addToCart(t, buyer, productId, 1);
  [orderId] = (await checkout(t, buyer)) as [number];
});
afterAll(async () => {
  console.log(`fuzz: ${cases} requests`);
});

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(1)',
  "\\' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u202e\u0085\u2028',
  'Ω≈ç√∫˜µ≤≥÷ 🧥👟 ﷽',
  '__proto__',
  'constructor',
];

const nastyString = fc.oneof(
  fc.constant(''),
  fc.constant(' '),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(...INJECTIONS),
  fc.nat({ max: 12_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 10 }).map((codes) => String.fromCharCode(...codes)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, 0.001, 1.005, -0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 99.999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

interface Target {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: () => string;
  /** A valid body to mutate; absent for routes without one. */
  body?: () => Record<string, unknown>;
  query?: Record<string, string>;
}

const TARGETS: Target[] = [
  {
    method: 'POST',
    url: '/api/registration/register',
    body: () => ({
      fullName: 'F',
      email: `f${cases}@x.test`,
      password: 'password1',
      role: 'buyer',
      preferences: 'male',
      addressLine1: 'a',
      city: 'b',
      postalCode: 'c',
      country: 'd',
    }),
  },
  { method: 'POST', url: '/api/registration/login', body: () => ({ email: buyer.email, password: 'wrong password' }) },
  { method: 'POST', url: '/api/registration/forgot-password', body: () => ({ email: 'nobody@x.test' }) },
  { method: 'POST', url: '/api/registration/reset-password', body: () => ({ token: 'not-a-token', password: 'password1' }) },
  { method: 'GET', url: '/api/buyer/recommended', query: { sort: 'popularity', limit: '5', offset: '0' } },
  { method: 'GET', url: '/api/buyer/selected', query: { category: 'male', sort: 'newest', limit: '5' } },
  { method: 'GET', url: '/api/buyer/search', query: { searchTerm: 'shoes', category: 'male', sort: 'price_asc', limit: '5' } },
  { method: 'GET', url: '/api/buyer/product/1' },
  { method: 'GET', url: '/api/buyer/getReviews/1' },
  {
    method: 'PUT',
    url: '/api/buyer/profile',
    token: () => buyer.token,
    body: () => ({ fullName: 'F', preferences: 'male', addressLine1: 'a', city: 'b', postalCode: 'c', country: 'd' }),
  },
  {
    method: 'POST',
    url: '/api/buyer/addReview',
    token: () => buyer.token,
    body: () => ({ productId, rating: 5, comment: 'ok', fit: 'small' }),
  },
  { method: 'POST', url: '/api/buyer/cart/add', token: () => buyer.token, body: () => ({ productId, quantity: 1 }) },
  { method: 'DELETE', url: '/api/buyer/cart/delete', token: () => buyer.token, body: () => ({ productId }) },
  { method: 'PUT', url: '/api/buyer/cart/quantity', token: () => buyer.token, body: () => ({ productId, quantity: 1 }) },
  { method: 'POST', url: '/api/buyer/cart/checkout', token: () => buyer.token, body: () => ({}) },
  {
    method: 'PUT',
    url: '/api/vendors/profile',
    token: () => vendor.token,
    body: () => ({ vendorName: 'V', fullName: 'F', addressLine1: 'a', city: 'b', postalCode: 'c', country: 'd' }),
  },
  { method: 'GET', url: '/api/vendors/products', token: () => vendor.token, query: { limit: '5', offset: '0' } },
  { method: 'POST', url: '/api/vendors/addProduct', token: () => vendor.token, body: () => ({ ...productPayload() }) },
  { method: 'PUT', url: '/api/vendors/updateProduct', token: () => vendor.token, body: () => ({ productId, ...productPayload() }) },
  { method: 'DELETE', url: '/api/vendors/deleteProduct', token: () => vendor.token, body: () => ({ productId: 999999 }) },
  { method: 'GET', url: '/api/vendors/pendingOrders', token: () => vendor.token, query: { limit: '5' } },
  { method: 'PUT', url: '/api/vendors/updateOrderStatus', token: () => vendor.token, body: () => ({ orderId, status: 'shipped' }) },
  { method: 'PUT', url: '/api/vendors/markOrderAsDelivered', token: () => vendor.token, body: () => ({ orderId: 999999 }) },
  { method: 'PUT', url: '/api/vendors/cancelOrder', token: () => vendor.token, body: () => ({ orderId: 999999 }) },
  { method: 'GET', url: '/api/vendors/analytics', token: () => vendor.token, query: { days: '30' } },
  {
    method: 'PUT',
    url: '/api/buyer/updateReview',
    token: () => buyer.token,
    body: () => ({ productId, rating: 4, comment: 'ok', fit: 'true' }),
  },
  { method: 'GET', url: '/api/vendors/sizeCharts', token: () => vendor.token },
  {
    method: 'PUT',
    url: '/api/vendors/sizeCharts',
    token: () => vendor.token,
    body: () => ({
      categoryName: 'male',
      subCategoryName: 'clothes',
      rows: [{ size: 'M', measurements: { chest: 100, waist: 84, hip: 100 } }],
    }),
  },
  { method: 'GET', url: '/api/admin/overview', token: () => admin.token, query: { period: '30d' } },
  { method: 'GET', url: '/api/admin/vendors', token: () => admin.token },
  // `vendor`, the second account of this file's fresh database (checked where it is made).
  { method: 'PUT', url: '/api/admin/vendors/2', token: () => admin.token, body: () => ({ commissionPercent: 12 }) },
  { method: 'GET', url: '/api/admin/audit', token: () => admin.token, query: { limit: '5', offset: '0' } },
  // Returns (docs/architecture.md#returns).
  {
    method: 'POST',
    url: '/api/buyer/returns',
    token: () => buyer.token,
    body: () => ({
      orderId,
      lines: [{ orderItemId: 1, quantity: 1, reason: 'too_small', outcome: 'exchange', exchangeVariantId: 1 }],
      note: 'x',
    }),
  },
  { method: 'POST', url: '/api/buyer/returns/1/dispute', token: () => buyer.token, body: () => ({ message: 'It was fine' }) },
  { method: 'POST', url: '/api/vendors/returns/1/reject', token: () => vendor.token, body: () => ({ reason: 'Worn' }) },
  {
    method: 'POST',
    url: '/api/vendors/returns/1/receive',
    token: () => vendor.token,
    body: () => ({ lines: [{ returnLineId: 1, resellable: 1, damaged: 0 }] }),
  },
  { method: 'GET', url: '/api/vendors/returns', token: () => vendor.token, query: { status: 'requested' } },
  { method: 'POST', url: '/api/admin/returns/1/resolve', token: () => admin.token, body: () => ({ outcome: 'refund', note: 'ok' }) },
];

const LEAKS =
  /(\n\s+at |node_modules|select |insert |update .* set|syntax error|relation "|violates|duplicate key|ECONNREFUSED|TypeError|ReferenceError)/i;

/**
 * The database's fingerprint as the last refused write left it (checked equal to the one before
 * it), so the next case starts from it instead of taking it again; null once an answer may have
 * changed something.
 */
let unchanged: string | null = null;
const fingerprint = async () => (unchanged ??= await dbChecksum(t.db));

async function check(target: Target, res: LightMyRequestResponse, before: string | null) {
  cases++;
  const refused = res.statusCode >= 400 && before !== null;
  if (!refused) unchanged = null;
  expect(res.statusCode, `${target.method} ${target.url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(LEAKS);
  }
  if (refused) {
    const after = await dbChecksum(t.db);
    expect(after).toBe(before);
    unchanged = after;
  }
}

const isWrite = (t: Target) => t.method !== 'GET';
const headersFor = (target: Target, extra: Record<string, string> = {}) => ({
  ...(target.token ? { authorization: `Bearer ${target.token()}` } : {}),
  ...extra,
});

describe.each(TARGETS.map((x) => [`${x.method} ${x.url}`, x] as const))('%s', (_name, target) => {
  if (target.body) {
    it('survives a field set to a nasty value, removed, or added', async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), nastyValue, fc.constantFrom('set', 'delete', 'extra'), async (pick, value, op) => {
          const body = target.body?.() ?? {};
          const keys = Object.keys(body);
          const key = keys[pick % keys.length] as string;
          if (op === 'set') body[key] = value;
          else if (op === 'delete') delete body[key];
          else body[`extra_${pick % 7}`] = value;
          const before = isWrite(target) ? await fingerprint() : null;
          const res = await t.app.inject({ method: target.method, url: target.url, headers: headersFor(target), payload: body });
          await check(target, res, res.statusCode >= 400 ? before : null);
        }),
        { numRuns: RUNS },
      );
    });

    it('survives any JSON value as the body', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
          const before = await fingerprint();
          const res = await t.app.inject({
            method: target.method,
            url: target.url,
            headers: headersFor(target, { 'content-type': 'application/json' }),
            payload: JSON.stringify(value),
          });
          await check(target, res, res.statusCode >= 400 ? before : null);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });

    it('survives malformed JSON and wrong content types', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
            '',
          ),
          async (raw, type) => {
            const before = await fingerprint();
            const res = await t.app.inject({
              method: target.method,
              url: target.url,
              headers: headersFor(target, type ? { 'content-type': type } : {}),
              payload: `{${raw}`,
            });
            await check(target, res, res.statusCode >= 400 ? before : null);
          },
        ),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });
  }

  it('survives nasty query strings and path tails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(target.query ?? { searchTerm: '', category: '', limit: '' })),
        nastyString,
        fc.string({ maxLength: 30 }),
        async (key, value, tail) => {
          const query = new URLSearchParams({ ...(target.query ?? {}), [key]: value }).toString();
          const path = target.url.replace(/\/1$/, `/${encodeURIComponent(tail) || '0'}`);
          const res = await t.app.inject({
            method: target.method,
            url: `${path}?${query}`.slice(0, 8000),
            headers: headersFor(target),
            payload: target.body?.(),
          });
          await check(target, res, null);
        },
      ),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('answers a wrong method with a 4xx', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      if (method === target.method || t.app.routeList.includes(`${method} ${target.url}`)) continue;
      const res = await t.app.inject({ method, url: target.url, headers: headersFor(target) });
      await check(target, res, null);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('oversized bodies', () => {
  it('answers 413 to every JSON route', async () => {
    const huge = JSON.stringify({ comment: 'x'.repeat(1_200_000) });
    for (const target of TARGETS.filter((x) => x.body)) {
      const before = await fingerprint();
      const res = await t.app.inject({
        method: target.method,
        url: target.url,
        headers: headersFor(target, { 'content-type': 'application/json' }),
        payload: huge,
      });
      // Routes that need a session refuse before reading the body; the rest refuse its size.
      expect([401, 403, 413]).toContain(res.statusCode);
      await check(target, res, before);
    }
  });
});
