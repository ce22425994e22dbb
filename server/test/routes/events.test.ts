import { API_MESSAGES } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { TICKET_SECONDS } from '../../src/events/tickets.js';
import { openEventStream, ticketFor, useListening } from '../events.js';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { useTwoInstances } from '../instances.js';
import type { TestApp } from '../test-app.js';

const x = useTwoInstances();
const urlOf = useListening(x);
const streamOf = async (t: TestApp, user: TestUser) => openEventStream(urlOf(t), await ticketFor(t, user));

async function placeOrder(t: TestApp, buyer: TestUser, vendor: TestUser): Promise<number> {
  const product = await createProduct(t, vendor);
  await addToCart(t, buyer, product.productId);
  const [orderId] = await checkout(t, buyer);
  return orderId as number;
}

describe('live updates over server-sent events, across instances', () => {
  it('tells a vendor on one instance of an order placed on the other, and only that vendor', async () => {
    const [vendor, otherVendor, buyer] = [await createVendor(x.a), await createVendor(x.a), await createBuyer(x.a)];
    const stream = await streamOf(x.b, vendor);
    const otherStream = await streamOf(x.a, otherVendor);
    expect(stream.status).toBe(200);
    const orderId = await placeOrder(x.a, buyer, vendor);
    expect(await stream.next()).toEqual({ type: 'order-placed', orderId, paymentMethod: 'on_delivery' });
    // The other vendor's first event is its own order: it never heard of the first.
    const otherOrder = await placeOrder(x.b, buyer, otherVendor);
    expect(await otherStream.next()).toEqual({ type: 'order-placed', orderId: otherOrder, paymentMethod: 'on_delivery' });
    stream.close();
    otherStream.close();
  });

  it("tells a buyer of each status change of the buyer's order", async () => {
    const [vendor, buyer] = [await createVendor(x.a), await createBuyer(x.a)];
    const orderId = await placeOrder(x.a, buyer, vendor);
    const stream = await streamOf(x.a, buyer);
    await x.b.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status: 'processing' } });
    expect(await stream.next()).toEqual({ type: 'order-status', orderId, status: 'processing', paymentStatus: 'due_on_delivery' });
    await x.b.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } });
    expect(await stream.next()).toEqual({ type: 'order-status', orderId, status: 'cancelled', paymentStatus: 'voided' });
    stream.close();
  });

  it("tells a return's buyer and vendor of each of its moves, once, whichever instance moved it (docs/architecture.md#returns)", async () => {
    const [vendor, buyer] = [await createVendor(x.a), await createBuyer(x.a)];
    const orderId = await placeOrder(x.a, buyer, vendor);
    await x.a.call('PUT', '/api/vendors/markOrderAsDelivered', { token: vendor.token, body: { orderId } });
    const rows = (await x.a.call('GET', '/api/buyer/orders', { token: buyer.token })).json() as { orderId: number; orderItemId: number }[];
    const orderItemId = rows.find((r) => r.orderId === orderId)?.orderItemId;
    const [buyerStream, vendorStream] = [await streamOf(x.a, buyer), await streamOf(x.b, vendor)];
    const made = await x.a.call('POST', '/api/buyer/returns', {
      token: buyer.token,
      body: { orderId, lines: [{ orderItemId, quantity: 1, reason: 'too_small', outcome: 'refund' }] },
    });
    const returnId = made.json().returnId as number;
    const moved = (status: string) => ({ type: 'return', returnId, orderId, status });
    expect([await buyerStream.next(), await vendorStream.next()]).toEqual([moved('requested'), moved('requested')]);
    await x.b.call('POST', `/api/vendors/returns/${returnId}/approve`, { token: vendor.token });
    expect([await buyerStream.next(), await vendorStream.next()]).toEqual([moved('approved'), moved('approved')]);
    await x.a.call('POST', `/api/buyer/returns/${returnId}/shipped`, { token: buyer.token, body: {} });
    // The next event of each is the next move: none was told twice.
    expect([await buyerStream.next(), await vendorStream.next()]).toEqual([moved('shipped'), moved('shipped')]);
    buyerStream.close();
    vendorStream.close();
  });

  it('ends the streams of a session that logs out, on every instance', async () => {
    const buyer = await createBuyer(x.a);
    const stream = await streamOf(x.b, buyer);
    expect(stream.status).toBe(200);
    await x.a.call('POST', '/api/session/logout', { token: buyer.token });
    await stream.ended;
    expect(x.b.app.liveEvents.countFor(buyer.id)).toBe(0);
  });

  it('opens only with a fresh ticket of an open session; a ticket is no session token', async () => {
    const buyer = await createBuyer(x.a);
    const ticket = await ticketFor(x.a, buyer);
    const refused = async (t: string) => {
      const stream = await openEventStream(urlOf(x.a), t);
      expect(stream.status).toBe(401);
    };
    await refused('not-a-ticket');
    await refused(buyer.token);
    const asToken = await x.a.call('GET', '/api/buyer/profile', { token: ticket });
    expect(asToken.statusCode).toBe(401);
    expect(asToken.json().message).toBe(API_MESSAGES.sessionInvalid);
    x.clock.advance((TICKET_SECONDS + 1) * 1000);
    await refused(ticket);
    const revoked = await ticketFor(x.a, buyer);
    await x.a.call('POST', '/api/session/logout', { token: buyer.token });
    await refused(revoked);
    expect((await x.a.call('POST', '/api/events/ticket')).statusCode).toBe(401);
  });
});
