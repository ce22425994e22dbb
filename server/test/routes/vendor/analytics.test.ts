import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp({ timeZone: 'UTC' });
let vendor: TestUser;
let buyer: TestUser;

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function orderAt(productId: number, quantity: number, daysAgo: number): Promise<number> {
  await addToCart(t, buyer, productId, quantity);
  const [id] = await checkout(t, buyer);
  await t.db.execute(sql`update orders set created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`);
  return id as number;
}

beforeAll(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  const dress = await createProduct(t, vendor, { productName: 'Dress', price: 50, categoryName: 'female', stockQuantity: 99 });
  const boot = await createProduct(t, vendor, { productName: 'Boot', price: 80.25, categoryName: 'male', stockQuantity: 99 });
  await createProduct(t, vendor, { productName: 'Unsold', price: 5 });
  await orderAt(dress.productId, 2, 0); // 100
  await orderAt(boot.productId, 1, 0); // 80.25
  await orderAt(dress.productId, 1, 3); // 50
  await orderAt(boot.productId, 2, 40); // 160.50
  await orderAt(dress.productId, 3, 100); // 150, outside 90 days
  const cancelled = await orderAt(dress.productId, 5, 1); // cancelled: never counted
  await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId: cancelled } });
});

async function summary(query = '', token = vendor.token) {
  const res = await t.call('GET', `/api/vendors/analytics${query}`, { token });
  expect(res.statusCode).toBe(200);
  const list = res.json();
  expect(list).toHaveLength(1);
  return list[0];
}

describe('vendor analytics', () => {
  it('answers the spec shape: totals, and JSON text series', async () => {
    const s = await summary();
    expect(Object.keys(s).sort()).toEqual(['recentSales', 'salesByCategory', 'totalOrders', 'totalProducts', 'totalSales']);
    expect(typeof s.salesByCategory).toBe('string');
    expect(typeof s.recentSales).toBe('string');
    expect(s.totalProducts).toBe(3);
  });

  it('buckets the last 90 days by day, leaving out cancelled and older orders', async () => {
    const series = JSON.parse((await summary()).recentSales);
    expect(series).toEqual([
      { date: day(40), amount: 160.5, orderCount: 1 },
      { date: day(3), amount: 50, orderCount: 1 },
      { date: day(0), amount: 180.25, orderCount: 2 },
    ]);
  });

  it.each([
    ['?days=7', 230.25, 3],
    ['?days=30', 230.25, 3],
    ['?days=90', 390.75, 4],
    ['', 390.75, 4],
  ])('totals the period %s', async (query, sales, orders) => {
    const s = await summary(query);
    expect(s.totalSales).toBe(sales);
    expect(s.totalOrders).toBe(orders);
  });

  it('splits sales by category for the period', async () => {
    const all = JSON.parse((await summary('?days=90')).salesByCategory);
    expect(all).toEqual([
      { category: 'male', sales: 240.75 },
      { category: 'female', sales: 150 },
    ]);
    const week = JSON.parse((await summary('?days=7')).salesByCategory);
    expect(week).toEqual([
      { category: 'female', sales: 150 },
      { category: 'male', sales: 80.25 },
    ]);
  });

  it("shows a new vendor zeros, never another vendor's sales", async () => {
    const other = await createVendor(t);
    const s = await summary('', other.token);
    expect(s).toEqual({ totalSales: 0, totalOrders: 0, totalProducts: 0, salesByCategory: '[]', recentSales: '[]' });
  });

  it('refuses an unknown period and non-vendors', async () => {
    const res = await t.call('GET', '/api/vendors/analytics?days=14', { token: vendor.token });
    expect(res.statusCode).toBe(400);
    expect((await t.call('GET', '/api/vendors/analytics', { token: buyer.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/vendors/analytics')).statusCode).toBe(401);
  });
});
