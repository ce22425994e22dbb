import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;
let otherVendor: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Order Outfitters' });
  otherVendor = await createVendor(t);
  buyer = await createBuyer(t, { fullName: 'Olga Orders' });
});

async function placeOrder(quantity = 2, stock = 10) {
  const p = await createProduct(t, vendor, { productName: 'Status Shirt', price: 20, stockQuantity: stock });
  await addToCart(t, buyer, p.productId, quantity);
  const [orderId] = await checkout(t, buyer);
  return { orderId: orderId as number, productId: p.productId };
}

const setStatus = (orderId: number, status: string, token = vendor.token) =>
  t.call('PUT', '/api/vendors/updateOrderStatus', { token, body: { orderId, status } });
const deliver = (orderId: number, token = vendor.token) => t.call('PUT', '/api/vendors/markOrderAsDelivered', { token, body: { orderId } });
const cancel = (orderId: number, token = vendor.token) => t.call('PUT', '/api/vendors/cancelOrder', { token, body: { orderId } });
const buyerRow = async (orderId: number) =>
  (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json().find((r: { orderId: number }) => r.orderId === orderId);
const stockOf = async (id: number) => (await t.call('GET', `/api/buyer/product/${id}`)).json().stockQuantity;

describe('vendor orders', () => {
  it('lists the vendor orders with buyer, items and address, newest first', async () => {
    const first = await placeOrder();
    const second = await placeOrder(1);
    const res = await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0].id).toBe(second.orderId);
    expect(list[1].id).toBe(first.orderId);
    expect(list[1]).toEqual({
      id: first.orderId,
      orderDate: expect.stringMatching(/^\d{4}-/),
      buyerName: 'Olga Orders',
      buyerEmail: buyer.email,
      status: 'pending',
      total: 40,
      items: [
        {
          id: expect.any(Number),
          productId: first.productId,
          name: 'Status Shirt',
          quantity: 2,
          price: 20,
          imageUrl: '/images/catalog/sneakers/white.svg',
          productAvailable: true,
          size: null,
          colour: null,
        },
      ],
      shippingAddress: { addressLine1: '12 Market Street', city: 'Springfield', postalCode: '12345', country: 'USA' },
      vendorId: vendor.id,
      vendorName: 'Order Outfitters',
      expectedDeliveryDate: expect.stringMatching(/^\d{4}-/),
      deliveredAt: null,
      cancelledAt: null,
      subtotal: 40,
      tax: 3.2,
      totalPaid: 43.2,
      carrier: null,
      trackingNumber: null,
      paymentMethod: 'on_delivery',
      paymentStatus: 'due_on_delivery',
      kind: 'sale',
      exchangeForReturnId: null,
      // Delivery (docs/architecture.md#shipping-and-promotions): this test's shops deliver for nothing.
      shippingMethod: 'standard',
      shippingFee: 0,
      discount: 0,
      deliveryFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deliveryTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(res.headers['x-total-count']).toBe(String(list.length));
  });

  it('pages through the orders without gaps or repeats, items in order, times as ISO text', async () => {
    const a = await createProduct(t, vendor, { productName: 'Page Tee', price: 12.5, stockQuantity: 20 });
    const b = await createProduct(t, vendor, { productName: 'Page Cap', price: 7.25, stockQuantity: 20 });
    await addToCart(t, buyer, a.productId, 1);
    await addToCart(t, buyer, b.productId, 3);
    const [twoLines] = await checkout(t, buyer);
    const { orderId: delivered } = await placeOrder(1);
    expect((await deliver(delivered)).statusCode).toBe(200);

    const all = (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json() as {
      id: number;
      orderDate: string;
      expectedDeliveryDate: string;
      deliveredAt: string | null;
      items: { productId: number; quantity: number; price: number }[];
      total: number;
    }[];
    const pages: number[] = [];
    for (let offset = 0; offset < all.length + 2; offset += 2) {
      const res = await t.call('GET', `/api/vendors/pendingOrders?limit=2&offset=${offset}`, { token: vendor.token });
      expect(res.headers['x-total-count']).toBe(String(all.length));
      pages.push(...res.json().map((o: { id: number }) => o.id));
    }
    expect(pages).toEqual(all.map((o) => o.id));

    const two = all.find((o) => o.id === twoLines);
    expect(two?.items.map((i) => [i.productId, i.quantity, i.price])).toEqual([
      [a.productId, 1, 12.5],
      [b.productId, 3, 7.25],
    ]);
    expect(two?.total).toBe(34.25);
    const done = all.find((o) => o.id === delivered);
    for (const time of [done?.orderDate, done?.expectedDeliveryDate, done?.deliveredAt]) {
      expect(time && new Date(time).toISOString()).toBe(time);
    }
    // The buyer's history and the vendor's list give an order the same instant.
    expect(done?.orderDate).toBe((await buyerRow(delivered)).orderDate);
  });

  it('shows another vendor none of them and lets it change none', async () => {
    const { orderId } = await placeOrder();
    expect((await t.call('GET', '/api/vendors/pendingOrders', { token: otherVendor.token })).json()).toEqual([]);
    for (const res of [
      await setStatus(orderId, 'processing', otherVendor.token),
      await deliver(orderId, otherVendor.token),
      await cancel(orderId, otherVendor.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(API_MESSAGES.orderNotFound);
    }
    expect((await buyerRow(orderId)).orderStatus).toBe('pending');
  });
});

describe('status machine', () => {
  it('walks pending → processing → shipped → completed, with the buyer words at each step', async () => {
    const { orderId } = await placeOrder();
    const steps: Array<[string, string, string]> = [
      ['processing', 'in progress', 'In Progress'],
      ['shipped', 'shipped', 'In Progress'],
      ['completed', 'completed', 'Order Completed'],
    ];
    for (const [status, orderStatus, deliveryStatus] of steps) {
      const res = await setStatus(orderId, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
      const row = await buyerRow(orderId);
      expect([row.orderStatus, row.deliveryStatus]).toEqual([orderStatus, deliveryStatus]);
    }
  });

  it.each([
    ['pending', 'shipped'],
    ['pending', 'completed'],
  ])('refuses %s → %s with 409', async (_from, to) => {
    const { orderId } = await placeOrder();
    const res = await setStatus(orderId, to);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.statusMove('pending', to));
  });

  it('refuses going back and unknown statuses', async () => {
    const { orderId } = await placeOrder();
    await setStatus(orderId, 'processing');
    expect((await setStatus(orderId, 'processing')).statusCode).toBe(409);
    for (const status of ['pending', 'Delivered', 'cancelled', 'lost']) {
      const res = await setStatus(orderId, status);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VALIDATION.statusInvalid);
    }
    const missing = await t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { status: 'processing' } });
    expect(missing.json().message).toBe(VALIDATION.orderIdRequired);
  });

  it('auto-delivers from any status but cancelled, and again is harmless', async () => {
    for (const before of [[], ['processing'], ['processing', 'shipped'], ['processing', 'shipped', 'completed']]) {
      const { orderId } = await placeOrder(1);
      for (const s of before) await setStatus(orderId, s);
      const res = await deliver(orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('Delivered');
      expect(res.json().deliveredAt).toMatch(/^\d{4}-/);
      expect((await buyerRow(orderId)).deliveryStatus).toBe('Order Completed');
      expect((await deliver(orderId)).statusCode).toBe(200);
    }
  });

  it('cancels pending and processing orders and returns the stock', async () => {
    for (const before of [[], ['processing']]) {
      const { orderId, productId } = await placeOrder(3, 10);
      expect(await stockOf(productId)).toBe(7);
      for (const s of before) await setStatus(orderId, s);
      const res = await cancel(orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('cancelled');
      expect(await stockOf(productId)).toBe(10);
      const row = await buyerRow(orderId);
      expect([row.orderStatus, row.deliveryStatus]).toEqual(['cancelled', 'Cancelled']);
      expect((await cancel(orderId)).statusCode).toBe(409);
      expect(await stockOf(productId)).toBe(10);
      const d = await deliver(orderId);
      expect(d.statusCode).toBe(409);
      expect(d.json().message).toBe(API_MESSAGES.cannotDeliver);
    }
  });

  it('refuses to cancel shipped or delivered orders', async () => {
    const { orderId } = await placeOrder();
    await setStatus(orderId, 'processing');
    await setStatus(orderId, 'shipped');
    const res = await cancel(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.cannotCancel('shipped'));
  });

  it('lets exactly one of a racing cancel and deliver win', async () => {
    for (let i = 0; i < 5; i++) {
      const { orderId, productId } = await placeOrder(2, 5);
      const [c, d] = await Promise.all([cancel(orderId), deliver(orderId)]);
      const codes = [c.statusCode, d.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const status = (await buyerRow(orderId)).orderStatus;
      expect(await stockOf(productId)).toBe(status === 'cancelled' ? 5 : 3);
    }
  });
});

describe('buyer orders', () => {
  it('shows a buyer only their own orders, and not to vendors or visitors', async () => {
    const stranger = await createBuyer(t);
    await placeOrder();
    expect((await t.call('GET', '/api/buyer/orders', { token: stranger.token })).json()).toEqual([]);
    expect((await t.call('GET', '/api/buyer/orders')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/buyer/orders', { token: vendor.token })).statusCode).toBe(403);
  });
});
