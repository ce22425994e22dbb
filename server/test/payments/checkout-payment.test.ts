import { API_MESSAGES, DECLINE_MESSAGES, PAYMENT_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartOf, createBuyer, createProduct, createVendor, stockOf, type TestUser } from '../factories.js';
import { appSandbox } from '../sandbox-api.js';
import { answerChallenge, CARDS, cardToken, payByCard, scalar, usePaymentsApp } from './pay.js';

const t = usePaymentsApp();
let vendor: TestUser;
let buyer: TestUser;
let productId: number;

beforeEach(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  productId = (await createProduct(t, vendor, { productName: 'Card Tee', price: 25, stockQuantity: 10 })).productId;
  await addToCart(t, buyer, productId, 2);
});

const ordersOf = (b: TestUser) => t.call('GET', '/api/buyer/orders', { token: b.token }).then((r) => r.json());
/** The payment's authorisation as the sandbox answers it: where it stands and how much of it was voided. */
const pspStatus = async (paymentId: string) => {
  const auth = await appSandbox(t).authorizationOf(paymentId);
  return auth ? [{ status: auth.status, voided: auth.voidedCents }] : [];
};

describe('checkout paying by card (docs/architecture.md#payments)', () => {
  it('authorises the total and places the orders, paid by card and authorised', async () => {
    const res = await payByCard(t, buyer);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: API_MESSAGES.orderPlaced, payment: { method: 'card', status: 'authorized', amount: 54 } });
    expect(body.orderIds).toHaveLength(1);
    const history = await ordersOf(buyer);
    expect(history[0]).toMatchObject({ orderId: body.orderIds[0], paymentMethod: 'card', paymentStatus: 'authorized' });
    const vendorOrders = (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json();
    expect(vendorOrders[0]).toMatchObject({ paymentMethod: 'card', paymentStatus: 'authorized' });
    expect(await pspStatus(body.payment.paymentId)).toEqual([{ status: 'authorized', voided: 0 }]);
    const got = (await t.call('GET', `/api/buyer/payments/${body.payment.paymentId}`, { token: buyer.token })).json();
    expect(got).toMatchObject({ status: 'placed', method: 'card', amount: 54, orderIds: body.orderIds, redirectUrl: null });
    expect(await cartOf(t, buyer)).toEqual([]);
  });

  it.each([
    [CARDS.declined, DECLINE_MESSAGES.declined],
    [CARDS.insufficient, DECLINE_MESSAGES.insufficientFunds],
    [CARDS.expired, DECLINE_MESSAGES.expired],
  ])('declines %s with the provider message; nothing placed, cart and stock as they were', async (card, message) => {
    const cartBefore = await cartOf(t, buyer);
    const res = await payByCard(t, buyer, card);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartOf(t, buyer)).toEqual(cartBefore);
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('refuses a bad card at the token endpoint, and a token used twice', async () => {
    const year = new Date().getUTCFullYear();
    const tokens = (body: object) => t.call('POST', '/psp/v1/tokens', { body });
    expect((await tokens({ number: '4242 4242 4242 4241', expMonth: 1, expYear: year + 1, cvc: '123' })).json().message).toBe(
      PAYMENT_TEXTS.cardNumberInvalid,
    );
    expect((await tokens({ number: CARDS.ok, expMonth: 1, expYear: year - 1, cvc: '123' })).json().message).toBe(PAYMENT_TEXTS.expiryPast);
    expect((await tokens({ number: CARDS.ok, expMonth: 1, expYear: year + 1, cvc: '12' })).statusCode).toBe(400);
    const token = await cardToken(t);
    const first = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { payment: { method: 'card', token } } });
    expect(first.statusCode).toBe(201);
    await addToCart(t, buyer, productId, 1);
    const again = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { payment: { method: 'card', token } } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PAYMENT_TEXTS.tokenInvalid);
  });

  it('3-D Secure: 202 with the challenge, nothing placed; Approve then confirm places the orders once', async () => {
    const res = await payByCard(t, buyer, CARDS.threeDs);
    expect(res.statusCode).toBe(202);
    const { paymentId, redirectUrl, status } = res.json().payment;
    expect(status).toBe('requires_action');
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartOf(t, buyer)).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Approve</button>');
    expect(page.body).toContain('>Fail</button>');
    expect(page.body).not.toContain('<script');
    const approved = await answerChallenge(t, redirectUrl, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/buyer/checkout/return?paymentId=${paymentId}`);
    const confirm = () => t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: buyer.token });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    const second = await confirm();
    expect(second.json().orderIds).toEqual(first.json().orderIds);
    expect(await scalar(t, sql`select count(*) as n from orders where payment_id = ${paymentId}`)).toBe(1);
    expect(await stockOf(t, productId)).toBe(8);
  });

  it('3-D Secure failed: confirm answers 402 with the message, nothing placed', async () => {
    const { paymentId, redirectUrl } = (await payByCard(t, buyer, CARDS.threeDs)).json().payment;
    await answerChallenge(t, redirectUrl, 'fail');
    const res = await t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: buyer.token });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(PAYMENT_TEXTS.challengeFailed);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('checks stock again after the challenge: a line sold out meanwhile answers 409 naming it and voids the authorisation', async () => {
    const { paymentId, redirectUrl } = (await payByCard(t, buyer, CARDS.threeDs)).json().payment;
    const other = await createBuyer(t);
    await addToCart(t, other, productId, 9);
    expect((await t.call('POST', '/api/buyer/cart/checkout', { token: other.token })).statusCode).toBe(201);
    await answerChallenge(t, redirectUrl, 'approve');
    const res = await t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: buyer.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Card Tee');
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await pspStatus(paymentId)).toEqual([{ status: 'voided', voided: 5400 }]);
    expect((await t.call('GET', `/api/buyer/payments/${paymentId}`, { token: buyer.token })).json().status).toBe('voided');
  });

  it("another buyer's payment is not found", async () => {
    const { paymentId } = (await payByCard(t, buyer, CARDS.threeDs)).json().payment;
    const other = await createBuyer(t);
    expect((await t.call('GET', `/api/buyer/payments/${paymentId}`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: other.token })).statusCode).toBe(404);
  });

  it('the same Idempotency-Key answers the same orders and places nothing twice', async () => {
    const headers = { 'idempotency-key': 'checkout-once-1' };
    const first = await payByCard(t, buyer, CARDS.ok, headers);
    await addToCart(t, buyer, productId, 1);
    const again = await payByCard(t, buyer, CARDS.ok, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().orderIds).toEqual(first.json().orderIds);
    expect(again.json().payment.paymentId).toBe(first.json().payment.paymentId);
    expect(await pspStatus(first.json().payment.paymentId)).toEqual([{ status: 'authorized', voided: 0 }]);
    expect(await scalar(t, sql`select count(*) as n from orders where buyer_id = ${buyer.id}`)).toBe(1);
    const onDelivery = { 'idempotency-key': 'checkout-once-2' };
    const a = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, headers: onDelivery });
    const b = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, headers: onDelivery });
    expect(a.statusCode).toBe(201);
    expect(b.json().orderIds).toEqual(a.json().orderIds);
    expect(await scalar(t, sql`select count(*) as n from orders where buyer_id = ${buyer.id}`)).toBe(2);
  });

  it("the spec's empty checkout pays on delivery; a shipping address given is this order's alone", async () => {
    const address = { addressLine1: '1 Other Street', city: 'Bath', postalCode: 'BA1 1AA', country: 'UK' };
    const res = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { shippingAddress: address } });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({ method: 'on_delivery', status: 'due_on_delivery', amount: 54 });
    const order = (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json()[0];
    expect(order).toMatchObject({ shippingAddress: address, paymentMethod: 'on_delivery', paymentStatus: 'due_on_delivery' });
    const profile = (await t.call('GET', '/api/buyer/profile', { token: buyer.token })).json();
    expect(profile.address).not.toContain('Other Street');
    // Paid when delivered.
    const delivered = await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: vendor.token, body: { orderId: order.id } });
    expect(delivered.json()).toMatchObject({ paymentStatus: 'paid_on_delivery' });
  });

  it('the payments config tells the checkout page what to offer', async () => {
    const config = (await t.call('GET', '/api/payments/config')).json();
    expect(config).toMatchObject({ provider: 'sandbox', sandbox: true, payOnDelivery: true, tokenUrl: '/psp/v1/tokens' });
    expect(config.testCards.map((c: { number: string }) => c.number)).toContain('4242424242424242');
  });
});

describe('checkout without pay on delivery', () => {
  const off = usePaymentsApp({ payOnDelivery: false });
  it("answers 400 'Please choose how to pay' to the empty call, and refuses on delivery", async () => {
    const v = await createVendor(off);
    const b = await createBuyer(off);
    const p = await createProduct(off, v, { stockQuantity: 3 });
    await addToCart(off, b, p.productId, 1);
    const empty = await off.call('POST', '/api/buyer/cart/checkout', { token: b.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PAYMENT_TEXTS.chooseHowToPay);
    const cod = await off.call('POST', '/api/buyer/cart/checkout', { token: b.token, body: { payment: { method: 'on_delivery' } } });
    expect(cod.statusCode).toBe(400);
    expect((await off.call('GET', '/api/payments/config')).json().payOnDelivery).toBe(false);
  });
});
