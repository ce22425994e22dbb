// Order Management's status filter, search and counts, and Mark as Shipped's carrier and tracking
// number, over real HTTP with a real SMTP server for the buyer's mails.
import { ORDER_TOOLS_TEXTS, TRACKING_MESSAGES } from '@seamline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { startSmtp, type TestSmtp } from '../../smtp.js';
import { startTestApp, type TestApp } from '../../test-app.js';

let smtp: TestSmtp;
let t: TestApp;
let vendor: TestUser;
let ada: TestUser;
let bob: TestUser;
/** The vendor's orders by what the tests made of them. */
const made: Record<'adaPending' | 'adaShipped' | 'bobProcessing' | 'bobCancelled' | 'otherVendors', number> = {
  adaPending: 0,
  adaShipped: 0,
  bobProcessing: 0,
  bobCancelled: 0,
  otherVendors: 0,
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.test' });
  vendor = await createVendor(t);
  const other = await createVendor(t);
  ada = await createBuyer(t, { fullName: 'Ada Lovelace', email: 'ada.l@example.test' });
  bob = await createBuyer(t, { fullName: 'Bob 100%_Real', email: 'bob@example.test' });
  const order = async (buyer: TestUser, seller = vendor) => {
    const p = await createProduct(t, seller, { price: 10, stockQuantity: 50 });
    await addToCart(t, buyer, p.productId, 1);
    const [id] = await checkout(t, buyer);
    return id as number;
  };
  made.adaPending = await order(ada);
  made.adaShipped = await order(ada);
  made.bobProcessing = await order(bob);
  made.bobCancelled = await order(bob);
  made.otherVendors = await order(ada, other);
  await setStatus(made.adaShipped, 'processing');
  await setStatus(made.adaShipped, 'shipped');
  await setStatus(made.bobProcessing, 'processing');
  expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId: made.bobCancelled } })).statusCode).toBe(
    200,
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

function setStatus(orderId: number, status: string, more: Record<string, unknown> = {}) {
  return t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status, ...more } });
}

async function list(query: string) {
  const res = await t.call('GET', `/api/vendors/pendingOrders${query}`, { token: vendor.token });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: (res.json() as { id: number }[]).map((o) => o.id), total: Number(res.headers['x-total-count']) };
}

const counts = async (query = '') => {
  const res = await t.call('GET', `/api/vendors/orderCounts${query}`, { token: vendor.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('Order Management filters', () => {
  it('lists every order without filters, as spec §7 has it', async () => {
    const all = await list('');
    expect(all.ids).toEqual([made.bobCancelled, made.bobProcessing, made.adaShipped, made.adaPending]);
    expect(all.total).toBe(4);
  });

  it('lists one status, with its count in X-Total-Count, paged', async () => {
    expect(await list('?status=shipped')).toEqual({ ids: [made.adaShipped], total: 1 });
    expect(await list('?status=cancelled')).toEqual({ ids: [made.bobCancelled], total: 1 });
    expect(await list('?status=completed')).toEqual({ ids: [], total: 0 });
    expect(await list('?status=pending&limit=1&offset=0')).toEqual({ ids: [made.adaPending], total: 1 });
  });

  it('searches by order number (with or without #) and by part of the buyer name or e-mail, case-insensitively', async () => {
    expect((await list(`?search=${made.adaShipped}`)).ids).toEqual([made.adaShipped]);
    expect((await list(`?search=${encodeURIComponent(`#${made.adaPending}`)}`)).ids).toEqual([made.adaPending]);
    expect((await list('?search=LOVELACE')).ids).toEqual([made.adaShipped, made.adaPending]);
    expect((await list('?search=bob%40example')).ids).toEqual([made.bobCancelled, made.bobProcessing]);
    // % and _ are letters in a search, not wildcards.
    expect((await list('?search=100%25_')).ids).toEqual([made.bobCancelled, made.bobProcessing]);
    expect((await list('?search=%25')).ids).toEqual([made.bobCancelled, made.bobProcessing]);
    expect((await list('?search=a_a')).ids).toEqual([]);
    // Another vendor's order is not found by its number.
    expect(await list(`?search=${made.otherVendors}`)).toEqual({ ids: [], total: 0 });
    expect(await list('?search=ada&status=pending')).toEqual({ ids: [made.adaPending], total: 1 });
  });

  it('counts the orders of each status, for a search too', async () => {
    expect(await counts()).toEqual({
      all: 4,
      byStatus: { pending: 1, processing: 1, shipped: 1, completed: 0, Delivered: 0, cancelled: 1 },
    });
    expect(await counts('?search=ada')).toEqual({
      all: 2,
      byStatus: { pending: 1, processing: 0, shipped: 1, completed: 0, Delivered: 0, cancelled: 0 },
    });
  });

  it('counts afresh after an order moves', async () => {
    const before = await counts();
    expect((await setStatus(made.adaPending, 'processing')).statusCode).toBe(200);
    const after = await counts();
    expect(after.byStatus.pending).toBe(before.byStatus.pending - 1);
    expect(after.byStatus.processing).toBe(before.byStatus.processing + 1);
    expect((await list('?status=processing')).total).toBe(2);
  });

  it('refuses an unknown status or an overlong search with a message', async () => {
    const bad = await t.call('GET', '/api/vendors/pendingOrders?status=lost', { token: vendor.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(TRACKING_MESSAGES.statusFilterInvalid);
    const long = await t.call('GET', `/api/vendors/orderCounts?search=${'x'.repeat(101)}`, { token: vendor.token });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(TRACKING_MESSAGES.searchLong);
    expect((await t.call('GET', '/api/vendors/orderCounts', { token: ada.token })).statusCode).toBe(403);
  });
});

describe('Mark as Shipped with a carrier and tracking number', () => {
  const ship = async (carrier?: string, trackingNumber?: string) => {
    const p = await createProduct(t, vendor, { price: 20, stockQuantity: 5 });
    await addToCart(t, ada, p.productId, 1);
    const [orderId] = (await checkout(t, ada)) as [number];
    expect((await setStatus(orderId, 'processing')).statusCode).toBe(200);
    const res = await setStatus(orderId, 'shipped', { carrier, trackingNumber });
    return { orderId, res };
  };
  const buyerRow = async (orderId: number) =>
    (await t.call('GET', '/api/buyer/orders', { token: ada.token })).json().find((r: { orderId: number }) => r.orderId === orderId);
  const shippedMail = async (orderId: number) => {
    await t.app.mail.runOnce();
    const mail = smtp.received.find((m) => m.subject === `Order #${orderId} has shipped`);
    if (!mail) throw new Error(`no shipped mail for #${orderId}`);
    return mail;
  };

  it('stores them, shows them to vendor and buyer, and mails the buyer a tracking link', async () => {
    const { orderId, res } = await ship('  UPS ', ' 1Z999AA10123456784 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(await buyerRow(orderId)).toMatchObject({ orderStatus: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const mail = await shippedMail(orderId);
    expect(mail.text).toContain(`${ORDER_TOOLS_TEXTS.tracking}: UPS 1Z999AA10123456784`);
    expect(mail.text).toContain(`${ORDER_TOOLS_TEXTS.trackParcel}: https://www.ups.com/track?tracknum=1Z999AA10123456784`);
    expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
  });

  it('gives an unknown carrier’s number without a link, and nothing when none was given', async () => {
    const local = await ship('Speedy Local', 'SL-42');
    expect(local.res.json()).toMatchObject({ carrier: 'Speedy Local', trackingNumber: 'SL-42' });
    const localMail = await shippedMail(local.orderId);
    expect(localMail.text).toContain(`${ORDER_TOOLS_TEXTS.tracking}: Speedy Local SL-42`);
    expect(localMail.text).not.toContain(ORDER_TOOLS_TEXTS.trackParcel);

    const bare = await ship();
    expect(bare.res.json()).toMatchObject({ carrier: null, trackingNumber: null });
    expect(await buyerRow(bare.orderId)).toMatchObject({ carrier: null, trackingNumber: null });
    expect((await shippedMail(bare.orderId)).text).not.toContain(`${ORDER_TOOLS_TEXTS.tracking}:`);
  });

  it('refuses bad tracking input with a message and changes nothing', async () => {
    const long = await ship('UPS', 'X'.repeat(41));
    expect(long.res.statusCode).toBe(400);
    expect(long.res.json().message).toContain(TRACKING_MESSAGES.trackingNumberLong);
    const odd = await ship('UPS', '<script>');
    expect(odd.res.statusCode).toBe(400);
    expect(odd.res.json().message).toContain(TRACKING_MESSAGES.trackingNumberInvalid);
    expect(await buyerRow(odd.orderId)).toMatchObject({ orderStatus: 'in progress', carrier: null, trackingNumber: null });

    const p = await createProduct(t, vendor, { price: 20, stockQuantity: 5 });
    await addToCart(t, ada, p.productId, 1);
    const [orderId] = (await checkout(t, ada)) as [number];
    const early = await setStatus(orderId, 'processing', { trackingNumber: 'ABC' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain(TRACKING_MESSAGES.trackingOnlyWhenShipping);
    expect((await buyerRow(orderId)).orderStatus).toBe('pending');
  });
});

describe('a cancelled order says nothing of payment (F26)', () => {
  it('mails the cancellation with the order total, not a paid total', async () => {
    await t.app.mail.runOnce();
    const mail = smtp.received.find((m) => m.subject === `Order #${made.bobCancelled} has been cancelled`);
    expect(mail?.text).toContain('Order total (tax included)');
    expect(mail?.text).not.toMatch(/paid|charged/i);
  });
});
