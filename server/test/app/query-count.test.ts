import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';
import { onPostgres } from '../test-db.js';
import { TOPICS } from '../../src/cache/kinds.js';

/**
 * No N+1: the number of SQL statements a request sends must not grow with the rows it answers.
 * Statements are counted at the database driver (PGlite's query/exec, or pg's Client#query), so
 * every statement counts, whichever way the server builds it.
 */

interface Counter {
  count: number;
  restore(): void;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** Wraps an object's async methods so every call bumps the counter. */
function tally(target: Record<string, unknown>, names: string[], counter: Counter): () => void {
  const originals = names.map((name) => [name, target[name] as Method] as const);
  for (const [name, original] of originals) {
    target[name] = (...args: unknown[]) => {
      counter.count += 1;
      return original.apply(target, args);
    };
  }
  return () => {
    for (const [name, original] of originals) target[name] = original;
  };
}

async function countStatements(db: Db, kind: 'pglite' | 'postgres'): Promise<Counter> {
  // The driver the database was opened with: a PGlite instance or a pg.Pool.
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const counter: Counter = { count: 0, restore: () => {} };
  if (kind === 'postgres') {
    // Pool#query and transactions both end in Client#query, once per statement.
    const pg = (await import('pg')).default;
    const proto = pg.Client.prototype as unknown as Record<string, unknown>;
    const original = proto.query as Method;
    proto.query = function (this: unknown, ...args: unknown[]) {
      counter.count += 1;
      return original.apply(this, args);
    };
    counter.restore = () => {
      proto.query = original;
    };
    return counter;
  }
  const restoreTop = tally(client, ['query', 'exec'], counter);
  const transaction = client.transaction as (fn: (tx: Record<string, unknown>) => Promise<unknown>) => Promise<unknown>;
  client.transaction = (fn: (tx: Record<string, unknown>) => Promise<unknown>) =>
    transaction.call(client, (tx) => {
      tally(tx, ['query', 'exec'], counter);
      return fn(tx);
    });
  counter.restore = () => {
    restoreTop();
    client.transaction = transaction;
  };
  return counter;
}

const t = useTestApp();
let counter: Counter;
let bigVendor: TestUser;
let smallVendor: TestUser;
let oneOrderBuyer: TestUser;
let tenOrderBuyer: TestUser;
let oneLineBuyer: TestUser;
let tenLineBuyer: TestUser;
const productIds: number[] = [];

beforeAll(async () => {
  bigVendor = await createVendor(t);
  smallVendor = await createVendor(t);
  [oneOrderBuyer, tenOrderBuyer, oneLineBuyer, tenLineBuyer] = await Promise.all([
    createBuyer(t),
    createBuyer(t),
    createBuyer(t),
    createBuyer(t),
  ]);
  for (let i = 0; i < 12; i++) {
    const p = await createProduct(t, bigVendor, { productName: `Canvas Sneakers ${i}`, stockQuantity: 50 });
    productIds.push(p.productId);
  }
  const small = await createProduct(t, smallVendor, { productName: 'Canvas Sneakers Solo', stockQuantity: 50 });

  await addToCart(t, oneOrderBuyer, small.productId);
  await checkout(t, oneOrderBuyer);
  for (const id of productIds.slice(0, 10)) {
    await addToCart(t, tenOrderBuyer, id);
    await checkout(t, tenOrderBuyer);
  }
  await addToCart(t, oneLineBuyer, productIds[0] as number);
  for (const id of productIds.slice(0, 10)) await addToCart(t, tenLineBuyer, id);

  counter = await countStatements(t.db, t.database.kind);
});
afterAll(async () => {
  counter?.restore();
});

/** Statements one request sends, and its answer (which must be a 2xx list or object). */
async function statements(url: string, token?: string): Promise<{ n: number; body: unknown }> {
  // Totals and answers are kept for seconds; start cold so both requests do the same work.
  await t.app.kept.forget(TOPICS);
  counter.count = 0;
  const res = await t.call('GET', url, { token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  // Zero would mean the counter missed the driver, and every comparison below would pass unseen.
  expect(counter.count).toBeGreaterThan(0);
  if (process.env.QUERY_COUNT_DEBUG) console.log(`${counter.count} statement(s): GET ${url}`);
  return { n: counter.count, body: res.json() };
}

const length = (body: unknown) => (Array.isArray(body) ? body.length : -1);

describe('statements per request do not grow with the rows answered', () => {
  it.each([
    ['recommended (visitor)', '/api/buyer/recommended', false],
    ['recommended (buyer)', '/api/buyer/recommended', true],
    ['selected', '/api/buyer/selected?category=female', false],
    ['search', '/api/buyer/search?searchTerm=sneakers', false],
  ])('%s: a page of 1 and a page of 12 send the same statements', async (_name, url, asBuyer) => {
    const token = asBuyer ? oneOrderBuyer.token : undefined;
    const sep = url.includes('?') ? '&' : '?';
    const one = await statements(`${url}${sep}limit=1`, token);
    const many = await statements(`${url}${sep}limit=12`, token);
    expect(length(one.body)).toBe(1);
    expect(length(many.body)).toBe(12);
    expect(many.n).toBe(one.n);
    // At most: the buyer's session check, preference, total, the preferred part's length, and the
    // two halves of a personalised list (cold: every kept answer was forgotten first).
    expect(one.n).toBeLessThanOrEqual(6);
  });

  it('product detail sends one statement', async () => {
    const { n } = await statements(`/api/buyer/product/${productIds[0]}`);
    expect(n).toBe(1);
  });

  it("a product's reviews, each with its verified purchase, send one statement", async () => {
    const { n } = await statements(`/api/buyer/getReviews/${productIds[0]}`);
    expect(n).toBe(1);
  });

  it('a cart of 10 lines sends as many statements as a cart of 1', async () => {
    const one = await statements('/api/buyer/cart', oneLineBuyer.token);
    const ten = await statements('/api/buyer/cart', tenLineBuyer.token);
    expect(length(one.body)).toBe(1);
    expect(length(ten.body)).toBe(10);
    expect(ten.n).toBe(one.n);
    expect(one.n).toBeLessThanOrEqual(2);
  });

  it("a buyer's 10 orders send as many statements as 1 order", async () => {
    const one = await statements('/api/buyer/orders', oneOrderBuyer.token);
    const ten = await statements('/api/buyer/orders', tenOrderBuyer.token);
    expect(length(one.body)).toBe(1);
    expect(length(ten.body)).toBe(10);
    expect(ten.n).toBe(one.n);
    // At most: the buyer's session check, preference, total, the preferred part's length, and the
    // two halves of a personalised list (cold: every kept answer was forgotten first).
    expect(one.n).toBeLessThanOrEqual(6);
  });

  it("a vendor's 12 products send as many statements as 1 product", async () => {
    const one = await statements('/api/vendors/products', smallVendor.token);
    const many = await statements('/api/vendors/products', bigVendor.token);
    expect(length(one.body)).toBe(1);
    expect(length(many.body)).toBe(12);
    expect(many.n).toBe(one.n);
    // At most: the buyer's session check, preference, total, the preferred part's length, and the
    // two halves of a personalised list (cold: every kept answer was forgotten first).
    expect(one.n).toBeLessThanOrEqual(6);
  });

  it("a vendor's 10 orders send as many statements as 1 order", async () => {
    const one = await statements('/api/vendors/pendingOrders', smallVendor.token);
    const ten = await statements('/api/vendors/pendingOrders', bigVendor.token);
    expect(length(one.body)).toBe(1);
    expect(length(ten.body)).toBe(10);
    expect(ten.n).toBe(one.n);
    // At most: the buyer's session check, preference, total, the preferred part's length, and the
    // two halves of a personalised list (cold: every kept answer was forgotten first).
    expect(one.n).toBeLessThanOrEqual(6);
  });
});

/** Statements one write request sends; it must answer `status`. */
async function writeStatements(method: 'POST' | 'DELETE', url: string, token: string, body: unknown, status: number): Promise<number> {
  // A signed-in buyer's session is already known (its account checked once per TTL): warm it first.
  await t.call('GET', '/api/buyer/profile', { token });
  counter.count = 0;
  const res = await t.call(method, url, { token, body });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  expect(counter.count).toBeGreaterThan(0);
  if (process.env.QUERY_COUNT_DEBUG) console.log(`${counter.count} statement(s): ${method} ${url}`);
  return counter.count;
}

describe('statements per cart write', () => {
  it('a successful cart add sends one statement, new line or not', async () => {
    const buyer = await createBuyer(t);
    const [first, second] = productIds.slice(10, 12) as [number, number];
    const add = (productId: number) => writeStatements('POST', '/api/buyer/cart/add', buyer.token, { productId, quantity: 2 }, 200);
    expect(await add(first)).toBe(1);
    expect(await add(first)).toBe(1);
    expect(await add(second)).toBe(1);
  });

  it('checkout sends the locking read, the shops’ delivery profiles and the write (with the pay-on-delivery limit’s sum), and on PostgreSQL BEGIN and COMMIT, however many lines and vendors', async () => {
    const small = await createProduct(t, smallVendor, { productName: 'Canvas Sneakers Duo', stockQuantity: 50 });
    const oneLine = await createBuyer(t);
    const manyLines = await createBuyer(t);
    await addToCart(t, oneLine, productIds[0] as number);
    for (const id of productIds.slice(0, 10)) await addToCart(t, manyLines, id);
    await addToCart(t, manyLines, small.productId);
    const one = await writeStatements('POST', '/api/buyer/cart/checkout', oneLine.token, undefined, 201);
    const many = await writeStatements('POST', '/api/buyer/cart/checkout', manyLines.token, undefined, 201);
    // The delivery profiles of every shop in the cart are one read, whatever the number of shops.
    expect(one).toBe(onPostgres ? 5 : 3);
    expect(many).toBe(one);
  });

  it('a code adds no statement to checkout, with a limit of uses or without: it is read beside the delivery profiles, its gate and use ride in the write', async () => {
    const plain = await createBuyer(t);
    await addToCart(t, plain, productIds[1] as number);
    const base = await writeStatements('POST', '/api/buyer/cart/checkout', plain.token, undefined, 201);
    for (const maxUses of [null, 1000]) {
      const code = `COUNT${maxUses ?? 'ALL'}`;
      await t.db.execute(sql`insert into coupons (code, kind, value, max_uses) values (${code}, 'percent', 10, ${maxUses})`);
      const buyer = await createBuyer(t);
      await addToCart(t, buyer, productIds[1] as number);
      expect(await writeStatements('POST', '/api/buyer/cart/checkout', buyer.token, { couponCode: code }, 201), code).toBe(base);
    }
    // A code limited to categories reads the cart's products' categories: one statement more.
    await t.db.execute(sql`insert into coupons (code, kind, value, categories)
      select 'COUNTCATEGORY', 'percent', 10, array[category] from products where id = ${productIds[1] as number}`);
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, productIds[1] as number);
    expect(await writeStatements('POST', '/api/buyer/cart/checkout', buyer.token, { couponCode: 'COUNTCATEGORY' }, 201)).toBe(base + 1);
  });
});
