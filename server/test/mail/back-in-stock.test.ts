import type { ProductDetail } from '@seamline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, createProductWithVariants, createVendor, type TestUser } from '../factories.js';
import { useTwoInstances } from '../instances.js';
import { startSmtp, subjectsTo, type TestSmtp } from '../smtp.js';
import type { TestApp } from '../test-app.js';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const PUBLIC_URL = 'https://shop.example.test';
const x = useTwoInstances(() => ({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }));
const BACK = 'Rain Jacket (M · Navy) is back in stock';

let vendor: TestUser;
let buyer: TestUser;
let jacket: ProductDetail;

/** Both instances' mail workers look at the outbox at once, as two machines polling would. */
const sendAll = async () => {
  x.clock.advance(60_000);
  await Promise.all([x.a.app.mail.runOnce(), x.b.app.mail.runOnce()]);
};
const backMails = () => subjectsTo(smtp, buyer.email).filter((s) => s === BACK);

const variantOf = (size: string) => jacket.variants.find((v) => v.size === size)?.variantId as number;

/** The vendor's edit setting each size's stock, through instance `on`. */
async function setStock(on: TestApp, stock: { M: number; L: number }) {
  const res = await on.call('PUT', '/api/vendors/updateProduct', {
    token: vendor.token,
    body: {
      productId: jacket.productId,
      productName: 'Rain Jacket',
      description: 'A light rain jacket.',
      price: 80,
      categoryName: 'female',
      subCategoryName: 'clothes',
      variants: jacket.variants.map((v) => ({
        variantId: v.variantId,
        size: v.size,
        colour: v.colour,
        stockQuantity: stock[v.size as 'M' | 'L'],
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const ask = (on: TestApp, variantId: number, who = buyer) => on.call('PUT', `/api/buyer/stock-alerts/${variantId}`, { token: who.token });

beforeAll(async () => {
  vendor = await createVendor(x.a);
  buyer = await createBuyer(x.a);
  jacket = await createProductWithVariants(
    x.a,
    vendor,
    [
      { size: 'M', colour: 'Navy', stockQuantity: 0 },
      { size: 'L', colour: 'Navy', stockQuantity: 3 },
    ],
    { productName: 'Rain Jacket', description: 'A light rain jacket.', price: 80 },
  );
});

beforeEach(async () => {
  await sendAll();
  smtp.received.length = 0;
});

describe("'Tell me when it's back'", () => {
  it('mails once across two instances when the size comes back, and not again until asked again', async () => {
    expect((await ask(x.a, variantOf('M'))).statusCode).toBe(204);
    expect((await ask(x.b, variantOf('M'))).statusCode).toBe(204); // asking twice is asking once
    expect((await x.a.call('GET', '/api/buyer/stock-alerts', { token: buyer.token })).json().variantIds).toEqual([variantOf('M')]);

    await setStock(x.b, { M: 2, L: 3 });
    await sendAll();
    await sendAll();
    expect(backMails()).toEqual([BACK]);
    const mail = smtp.received.find((m) => m.subject === BACK);
    expect(mail?.text).toContain(`${PUBLIC_URL}/buyer/product/${jacket.productId}`);
    expect((await x.b.call('GET', '/api/buyer/stock-alerts', { token: buyer.token })).json()).toEqual({ variantIds: [], alerts: [] });

    // 2 → 0 → 3 without a new ask: no second mail.
    await setStock(x.a, { M: 0, L: 3 });
    await setStock(x.b, { M: 3, L: 3 });
    await sendAll();
    expect(backMails()).toEqual([BACK]);

    // Asked again while sold out: mailed again, once, when an order's cancellation puts units back.
    const other = await createBuyer(x.a);
    await sendAll();
    const added = await x.a.call('POST', '/api/buyer/cart/add', {
      token: other.token,
      body: { productId: jacket.productId, variantId: variantOf('M'), quantity: 3 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await x.a.call('POST', '/api/buyer/cart/checkout', { token: other.token });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await ask(x.a, variantOf('M'))).statusCode).toBe(204);
    const orderId = placed.json().orderIds[0];
    const cancelled = await x.b.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sendAll();
    await sendAll();
    expect(backMails()).toEqual([BACK, BACK]);
  });

  it('is refused for a size in stock, a size not sold, and anyone but a buyer', async () => {
    const inStock = await ask(x.a, variantOf('L'));
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe('This size is in stock now');
    expect((await ask(x.a, 999_999)).statusCode).toBe(404);
    expect((await x.a.call('PUT', `/api/buyer/stock-alerts/${variantOf('M')}`)).statusCode).toBe(401);
    expect((await ask(x.a, variantOf('M'), vendor)).statusCode).toBe(403);
    expect((await x.a.call('DELETE', `/api/buyer/stock-alerts/${variantOf('L')}`, { token: buyer.token })).statusCode).toBe(204);
  });

  it('taken back, it mails nobody', async () => {
    await setStock(x.a, { M: 0, L: 3 });
    expect((await ask(x.a, variantOf('M'))).statusCode).toBe(204);
    expect((await x.b.call('DELETE', `/api/buyer/stock-alerts/${variantOf('M')}`, { token: buyer.token })).statusCode).toBe(204);
    await setStock(x.b, { M: 1, L: 3 });
    await sendAll();
    expect(backMails()).toEqual([]);
  });

  it("of a suspended shop's size waits while it is suspended, goes once when it is reactivated in stock, never twice", async () => {
    const admin = await createAdmin(x.a);
    const setStatus = async (on: TestApp, status: 'active' | 'suspended') =>
      expect((await on.call('PUT', `/api/admin/vendors/${vendor.id}`, { token: admin.token, body: { status } })).statusCode).toBe(200);
    // The last M is sold, the buyer asks, and the operator suspends the shop.
    await setStock(x.a, { M: 1, L: 3 });
    const other = await createBuyer(x.a);
    await x.a.call('POST', '/api/buyer/cart/add', {
      token: other.token,
      body: { productId: jacket.productId, variantId: variantOf('M'), quantity: 1 },
    });
    const placed = await x.a.call('POST', '/api/buyer/cart/checkout', { token: other.token });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await ask(x.a, variantOf('M'))).statusCode).toBe(204);
    await setStatus(x.a, 'suspended');

    // Its order work goes on: the cancellation puts the M back, and nobody is mailed.
    const cancelled = await x.b.call('PUT', '/api/vendors/cancelOrder', {
      token: vendor.token,
      body: { orderId: placed.json().orderIds[0] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sendAll();
    await sendAll();
    expect(backMails()).toEqual([]);
    expect((await x.a.call('GET', '/api/buyer/stock-alerts', { token: buyer.token })).json()).toMatchObject({
      variantIds: [variantOf('M')],
    });

    // Reactivated with the M in stock: mailed once, across both instances' workers.
    await setStatus(x.b, 'active');
    await sendAll();
    await sendAll();
    expect(backMails()).toEqual([BACK]);
    expect((await x.a.call('GET', '/api/buyer/stock-alerts', { token: buyer.token })).json()).toEqual({ variantIds: [], alerts: [] });
    // Suspended and reactivated again: nothing more.
    await setStatus(x.a, 'suspended');
    await setStatus(x.a, 'active');
    await sendAll();
    expect(backMails()).toEqual([BACK]);

    // Asked while sold out, reactivated still sold out: the ask waits for the size to come back.
    await setStock(x.a, { M: 0, L: 3 });
    expect((await ask(x.a, variantOf('M'))).statusCode).toBe(204);
    await setStatus(x.a, 'suspended');
    await setStatus(x.b, 'active');
    await sendAll();
    expect(backMails()).toEqual([BACK]);
    await setStock(x.b, { M: 2, L: 3 });
    await sendAll();
    await sendAll();
    expect(backMails()).toEqual([BACK, BACK]);
  });
});
