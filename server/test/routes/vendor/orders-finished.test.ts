import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../fake-clock.js';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const HOUR = 3_600_000;
const clock = fakeClock();
const t = useTestApp({ now: clock.now });
let vendor: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
});

async function placeOrder(price = 20, quantity = 1) {
  const p = await createProduct(t, vendor, { productName: 'Finished Tee', price, stockQuantity: 10 });
  await addToCart(t, buyer, p.productId, quantity);
  const [orderId] = await checkout(t, buyer);
  return { orderId: orderId as number, productId: p.productId };
}

const put = (path: string, body: object) => t.call('PUT', `/api/vendors/${path}`, { token: vendor.token, body });
const walk = async (orderId: number, statuses: string[]) => {
  for (const status of statuses) expect((await put('updateOrderStatus', { orderId, status })).statusCode).toBe(200);
};
const vendorOrder = async (orderId: number) =>
  (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json().find((o: { id: number }) => o.id === orderId);
const buyerRows = async (orderId: number) =>
  (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json().filter((r: { orderId: number }) => r.orderId === orderId);

describe('when a finished order ended', () => {
  it('answers no end time while an order is open', async () => {
    const { orderId } = await placeOrder();
    await walk(orderId, ['processing', 'shipped']);
    expect(await vendorOrder(orderId)).toMatchObject({ deliveredAt: null, cancelledAt: null });
    expect(await buyerRows(orderId)).toEqual([expect.objectContaining({ deliveredAt: null, cancelledAt: null })]);
  });

  it('records when an order was completed, by the app clock, on both sides', async () => {
    const { orderId } = await placeOrder();
    await walk(orderId, ['processing', 'shipped']);
    clock.advance(2 * HOUR);
    const completedAt = new Date(clock.now()).toISOString();
    const res = await put('updateOrderStatus', { orderId, status: 'completed' });
    expect(res.json()).toMatchObject({ status: 'completed', deliveredAt: completedAt, cancelledAt: null });
    const [row] = await buyerRows(orderId);
    expect(row).toMatchObject({ orderStatus: 'completed', deliveredAt: completedAt, cancelledAt: null });
    // The expected date stays what it was; the screen shows the delivery instead.
    expect(row.expectedDeliveryDate).toBe((await vendorOrder(orderId)).expectedDeliveryDate);
  });

  it('keeps the first delivery time when a completed order is then auto-delivered', async () => {
    const { orderId } = await placeOrder();
    await walk(orderId, ['processing', 'shipped']);
    const completedAt = new Date(clock.now()).toISOString();
    await walk(orderId, ['completed']);
    clock.advance(HOUR);
    const res = await put('markOrderAsDelivered', { orderId });
    expect(res.json()).toMatchObject({ status: 'Delivered', deliveredAt: completedAt });
  });

  it('records when Auto Deliver delivered an order', async () => {
    const { orderId } = await placeOrder();
    clock.advance(HOUR);
    const at = new Date(clock.now()).toISOString();
    expect((await put('markOrderAsDelivered', { orderId })).json().deliveredAt).toBe(at);
    expect((await buyerRows(orderId))[0]).toMatchObject({ orderStatus: 'completed', deliveredAt: at, cancelledAt: null });
  });

  it('answers when an order was cancelled, from its status history', async () => {
    const { orderId } = await placeOrder();
    clock.advance(3 * HOUR);
    const at = new Date(clock.now()).toISOString();
    const res = await put('cancelOrder', { orderId });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelledAt: at, deliveredAt: null });
    expect((await buyerRows(orderId))[0]).toMatchObject({ orderStatus: 'cancelled', cancelledAt: at, deliveredAt: null });
    // A refused second cancel changes no time.
    clock.advance(HOUR);
    expect((await put('cancelOrder', { orderId })).statusCode).toBe(409);
    expect((await vendorOrder(orderId)).cancelledAt).toBe(at);
  });

  it('reads the completion from the status history for orders completed without a delivery time', async () => {
    const { orderId } = await placeOrder();
    await walk(orderId, ['processing', 'shipped']);
    clock.advance(HOUR);
    const at = new Date(clock.now()).toISOString();
    await walk(orderId, ['completed']);
    await t.db.execute(sql`update orders set delivered_at = null where id = ${orderId}`);
    expect((await vendorOrder(orderId)).deliveredAt).toBe(at);
    expect((await buyerRows(orderId))[0].deliveredAt).toBe(at);
  });
});

describe('what the buyer paid, beside the vendor sales', () => {
  it("answers the order's subtotal, its tax and what the buyer paid; total stays the sales", async () => {
    const { orderId } = await placeOrder(14.95, 2);
    const order = await vendorOrder(orderId);
    expect(order).toMatchObject({ total: 29.9, subtotal: 29.9, tax: 2.39, totalPaid: 32.29 });
    expect((await buyerRows(orderId))[0].totalAmount).toBe(32.29);
  });
});

describe('order lines and their product', () => {
  it("carry the product's image, and keep name and image once the product is deleted", async () => {
    const { orderId, productId } = await placeOrder();
    const image = '/images/catalog/sneakers/white.svg';
    expect((await buyerRows(orderId))[0]).toMatchObject({
      productId,
      productName: 'Finished Tee',
      imageUrl: image,
      productAvailable: true,
    });
    expect((await vendorOrder(orderId)).items[0]).toMatchObject({ productId, imageUrl: image, productAvailable: true });

    const del = await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId } });
    expect(del.json().message).toBe(API_MESSAGES.productDeleted);
    expect((await buyerRows(orderId))[0]).toMatchObject({ productName: 'Finished Tee', imageUrl: image, productAvailable: false });
    expect((await vendorOrder(orderId)).items[0]).toMatchObject({ name: 'Finished Tee', imageUrl: image, productAvailable: false });
  });
});
