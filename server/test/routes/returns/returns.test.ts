import { RETURN_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProductWithVariants, createVendor, type TestUser } from '../../factories.js';
import { payByCard, rows, scalar, usePaymentsApp } from '../../payments/pay.js';
import type { MailJob } from '../../../src/domain/queue-mails.js';
import { renderMail } from '../../../src/mail/messages.js';
import { appSandbox } from '../../sandbox-api.js';
import { returnShop } from './return-shop.js';

const t = usePaymentsApp();
let vendor: TestUser;
let buyer: TestUser;
let admin: TestUser;
let productId: number;
let otherProductId: number;
let sizes: Record<string, number>;

const shop = returnShop(t);
const { call, variantStock, mails } = shop;
/** A card order of `lines` (variant → quantity) of the shirt, shipped and delivered; answers its id. */
const deliveredOrder = (b: TestUser, lines: [number, number][]) => shop.deliveredOrder(vendor, b, productId, lines);
const orderRows = shop.orderRows;

beforeAll(async () => {
  ({ vendor, buyer, admin, productId, sizes } = await shop.setUp(
    [
      { size: 'S', stockQuantity: 5 },
      { size: 'M', stockQuantity: 5 },
      { size: 'L', stockQuantity: 5 },
      { size: 'XL', stockQuantity: 5, price: 60 },
    ],
    { price: 40, productName: 'Linen Shirt' },
  ));
  otherProductId =
    (await createProductWithVariants(t, vendor, [{ size: 'M', stockQuantity: 3 }], { price: 40 })).variants[0]?.variantId ?? 0;
});

describe('policy and eligibility (docs/architecture.md#returns)', () => {
  it('the vendor sets its return window with messages; the product page and the order show it', async () => {
    expect((await call('GET', '/api/vendors/profile', vendor)).json().returnDays).toBe(30);
    const profile = (await call('GET', '/api/vendors/profile', vendor)).json();
    const base = {
      vendorName: profile.vendorName,
      fullName: profile.fullName,
      addressLine1: '1 Main St',
      city: 'Town',
      postalCode: '12345',
      country: 'US',
    };
    for (const bad of [13, 101, 20.5, '30']) {
      const res = await call('PUT', '/api/vendors/profile', vendor, { ...base, returnDays: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Return window must be a whole number of days from 14 to 100');
    }
    expect((await call('GET', '/api/vendors/profile', vendor)).json().returnDays).toBe(30);
    expect((await call('PUT', '/api/vendors/profile', vendor, { ...base, returnDays: 45 })).json().returnDays).toBe(45);
    expect((await t.call('GET', `/api/buyer/product/${productId}`)).json().returnDays).toBe(45);
  });

  it('order rows carry orderItemId and returnableQuantity; each refusal is a 4xx with a message, changing nothing', async () => {
    const orderId = await deliveredOrder(buyer, [[sizes.M as number, 2]]);
    const [row] = await orderRows(buyer, orderId);
    expect(row).toMatchObject({ returnableQuantity: 2, returnDays: 45, openReturnId: null, orderKind: 'sale' });
    const orderItemId = row?.orderItemId as number;
    const line = { orderItemId, quantity: 1, reason: 'too_small', outcome: 'refund' };
    const refused = async (body: unknown, status: number, message: string | RegExp) => {
      const res = await call('POST', '/api/buyer/returns', buyer, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused({ orderId, lines: [{ ...line, quantity: 3 }] }, 400, 'Only 2 of Linen Shirt can still be returned');
    await refused({ orderId, lines: [{ ...line, reason: 'too_ugly' }] }, 400, /^Reason must be one of/);
    await refused(
      { orderId, lines: [{ ...line, outcome: 'exchange', exchangeVariantId: otherProductId }] },
      400,
      'An exchange must be for another size or colour of the same product',
    );
    await refused(
      { orderId, lines: [{ ...line, outcome: 'exchange', exchangeVariantId: sizes.XL }] },
      400,
      'An exchange must be for a size or colour at the same price',
    );
    await refused(
      { orderId, lines: [{ ...line, outcome: 'exchange', exchangeVariantId: sizes.M }] },
      400,
      'Please choose a different size or colour to exchange for',
    );
    await refused({ orderId, lines: [{ ...line, outcome: 'exchange' }] }, 400, 'Please choose the size to exchange for');
    // One item on several lines is taken while they add up to what is returnable, not past it.
    await refused({ orderId, lines: [line, { ...line, quantity: 2 }] }, 400, 'Only 2 of Linen Shirt can still be returned');
    // Not delivered: a pending order.
    await call('POST', '/api/buyer/cart/add', buyer, { productId, variantId: sizes.S, quantity: 1 });
    const pending = await payByCard(t, buyer);
    const pendingId = pending.json().orderIds[0] as number;
    const [pendingRow] = await orderRows(buyer, pendingId);
    expect(pendingRow?.returnableQuantity).toBe(0);
    await refused(
      { orderId: pendingId, lines: [{ ...line, orderItemId: pendingRow?.orderItemId }] },
      400,
      'This order has not been delivered yet, so it cannot be returned.',
    );
    await refused({ orderId: 999_999, lines: [line] }, 404, 'Order not found');
    // Ids beyond PostgreSQL's integer (found by the fuzz test) are refused, not a 500.
    await refused({ orderId: Number.MAX_SAFE_INTEGER, lines: [line] }, 400, 'orderId is not a known id');
    expect(await scalar(t, sql`select count(*) as n from returns where order_id = ${orderId}`)).toBe(0);
  });
});

describe('an exchange M → L and a refund with one item damaged, stock and money exactly once', () => {
  it('runs end to end', async () => {
    const orderId = await deliveredOrder(buyer, [[sizes.M as number, 2]]);
    const [row] = await orderRows(buyer, orderId);
    const orderItemId = row?.orderItemId as number;
    const [before] = await rows<{ totalCents: string; taxCents: string }>(
      t,
      sql`select total_cents::text as "totalCents", tax_cents::text as "taxCents" from orders where id = ${orderId}`,
    );
    // An exchange line and a refund line can't name the same order line twice: one line of 2 units
    // is split by asking for the exchange of 1, then (after closing) the refund of the other.
    const made = await call('POST', '/api/buyer/returns', buyer, {
      orderId,
      lines: [{ orderItemId, quantity: 1, reason: 'too_small', outcome: 'exchange', exchangeVariantId: sizes.L }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const returnId = made.json().returnId as number;
    expect(made.json()).toEqual({ returnId, status: 'requested' });
    // One open return per order.
    const again = await call('POST', '/api/buyer/returns', buyer, {
      orderId,
      lines: [{ orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order already has an open return');
    expect((await orderRows(buyer, orderId))[0]).toMatchObject({ returnableQuantity: 1, openReturnId: returnId });

    // Receiving before shipping is not a move the return allows.
    const early = await call('POST', `/api/vendors/returns/${returnId}/receive`, vendor, {
      lines: [{ returnLineId: 1, resellable: 1, damaged: 0 }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A return that is requested cannot be received');

    const lStock = await variantStock(sizes.L as number);
    const [a, b] = await Promise.all([
      call('POST', `/api/vendors/returns/${returnId}/approve`, vendor),
      call('POST', `/api/vendors/returns/${returnId}/approve`, vendor),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await variantStock(sizes.L as number)).toBe(lStock - 1);

    const shipped = await call('POST', `/api/buyer/returns/${returnId}/shipped`, buyer, { trackingNumber: '1Z999' });
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumber: '1Z999' });
    const returnLineId = shipped.json().lines[0].returnLineId as number;
    const mStock = await variantStock(sizes.M as number);
    const received = await call('POST', `/api/vendors/returns/${returnId}/receive`, vendor, {
      lines: [{ returnLineId, resellable: 1, damaged: 0 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const closed = received.json();
    expect(closed).toMatchObject({ status: 'closed', refundAmount: 0, refundStatus: null });
    expect(closed.events.map((e: { status: string; by: string }) => `${e.status}:${e.by}`)).toEqual([
      'requested:buyer',
      'approved:vendor',
      'shipped:buyer',
      'received:vendor',
      'closed:system',
    ]);
    expect(await variantStock(sizes.M as number)).toBe(mStock + 1);
    expect(await variantStock(sizes.L as number)).toBe(lStock - 1);
    // The replacement ships as a zero-total exchange order of the same vendor, pending.
    const [exchange] = await rows<{ kind: string; status: string; total: string; vendorId: number; variantId: number }>(
      t,
      sql`select o.kind, o.status, o.total_cents::text as total, o.vendor_id as "vendorId", oi.variant_id as "variantId"
      from orders o join order_items oi on oi.order_id = o.id where o.id = ${closed.exchangeOrderId}`,
    );
    expect(exchange).toEqual({ kind: 'exchange', status: 'pending', total: '0', vendorId: vendor.id, variantId: sizes.L });
    const [order] = await rows<{ paymentStatus: string }>(
      t,
      sql`select payment_status as "paymentStatus" from orders where id = ${orderId}`,
    );
    expect(order?.paymentStatus).toBe('captured');

    // Then the other unit back for a refund, arriving damaged: refunded with its tax share, not restocked.
    const refund = await call('POST', '/api/buyer/returns', buyer, {
      orderId,
      lines: [{ orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' }],
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refundId = refund.json().returnId as number;
    await call('POST', `/api/vendors/returns/${refundId}/approve`, vendor);
    const sent = await call('POST', `/api/buyer/returns/${refundId}/shipped`, buyer, {});
    const lineId = sent.json().lines[0].returnLineId as number;
    const mBefore = await variantStock(sizes.M as number);
    // Resellable and damaged must add up.
    const wrong = await call('POST', `/api/vendors/returns/${refundId}/receive`, vendor, {
      lines: [{ returnLineId: lineId, resellable: 1, damaged: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
    const [r1, r2] = await Promise.all([
      call('POST', `/api/vendors/returns/${refundId}/receive`, vendor, { lines: [{ returnLineId: lineId, resellable: 0, damaged: 1 }] }),
      call('POST', `/api/vendors/returns/${refundId}/receive`, vendor, { lines: [{ returnLineId: lineId, resellable: 0, damaged: 1 }] }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const done = (await call('GET', '/api/buyer/returns', buyer)).json().find((r: { returnId: number }) => r.returnId === refundId);
    // $40.00 plus half of the order's tax (8% of $80.00 = $6.40): $43.20.
    expect(Number(before?.taxCents)).toBe(640);
    expect(done).toMatchObject({ status: 'closed', refundAmount: 43.2, refundStatus: 'refunded' });
    expect(await variantStock(sizes.M as number)).toBe(mBefore);
    // One refund at the provider, keyed by the return, of $43.20; the exchange asked for none.
    expect(await appSandbox(t).operation(`refund:return:${refundId}`)).toMatchObject({ kind: 'refund', amountCents: 4320, ok: true });
    expect(await appSandbox(t).operation(`refund:return:${returnId}`)).toBeNull();
    // One reversal in the ledger, on the order, for the amount refunded; the exchange posted none.
    expect(await shop.ledgerRefunds(refundId)).toEqual([{ orderId, clearing: 4320 }]);
    expect(await shop.ledgerRefunds(returnId)).toEqual([]);
    expect((await call('GET', '/api/admin/ledger/check', admin)).json().balanced).toBe(true);
    const [paid] = await rows<{ paymentStatus: string }>(
      t,
      sql`select payment_status as "paymentStatus" from orders where id = ${orderId}`,
    );
    expect(paid?.paymentStatus).toBe('partially_refunded');
    // Mails, each once.
    expect(await mails('return-new', returnId)).toBe(1);
    expect(await mails('return-approved', returnId)).toBe(1);
    // The exchange is told as its replacement ships (exchange-orders.test.ts), not as the return arrives.
    expect(await mails('return-exchange', returnId)).toBe(0);
    expect(await mails('return-refunded', refundId)).toBe(1);
    expect(await mails('return-new', refundId)).toBe(1);
    expect(await mails('return-approved', refundId)).toBe(1);
    // A refund ships nothing, an exchange refunds nothing.
    expect(await mails('return-exchange', refundId)).toBe(0);
    expect(await mails('return-refunded', returnId)).toBe(0);
    // The history names every change, and each variant's movements add up to its stock.
    const history = (await call('GET', `/api/vendors/products/${productId}/stockHistory`, vendor)).json() as {
      cause: string;
      returnId: number | null;
      writtenOff: number;
    }[];
    expect(
      history
        .filter((m) => m.returnId === returnId)
        .map((m) => m.cause)
        .sort(),
    ).toEqual(['exchange_reserve', 'return_restock']);
    expect(history.find((m) => m.returnId === refundId)).toMatchObject({ cause: 'write_off', writtenOff: 1 });
    expect(history.some((m) => m.cause === 'checkout')).toBe(true);
    const mismatched = await rows(
      t,
      sql`select v.id from product_variants v left join stock_movements m on m.variant_id = v.id group by v.id, v.stock having v.stock <> coalesce(sum(m.delta), 0)`,
    );
    expect(mismatched).toEqual([]);
    // The loop closed: the return for size counts in the product page's fit, and the vendor sees the rate and top reason.
    expect((await t.call('GET', `/api/buyer/product/${productId}`)).json().fit).toEqual({ small: 1, true: 0, large: 0 });
    const stats = (await call('GET', '/api/vendors/returnStats', vendor))
      .json()
      .find((s: { productId: number }) => s.productId === productId);
    expect(stats).toMatchObject({ returnedUnits: 2, topReasonPercent: 50 });
    // Another vendor cannot read it.
    const stranger = await createVendor(t);
    expect((await call('GET', `/api/vendors/products/${productId}/stockHistory`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/vendors/returns/${refundId}/approve`, stranger)).statusCode).toBe(404);
  });
});

describe('disputes (docs/architecture.md#returns)', () => {
  it('reject → dispute → the operator refunds, audited; an owed refund on delivery is shown to the operator', async () => {
    const b = await createBuyer(t);
    const orderId = await deliveredOrder(b, [[sizes.S as number, 1]]);
    const [row] = await orderRows(b, orderId);
    const made = await call('POST', '/api/buyer/returns', b, {
      orderId,
      lines: [{ orderItemId: row?.orderItemId, quantity: 1, reason: 'not_as_pictured', outcome: 'refund' }],
    });
    const returnId = made.json().returnId as number;
    expect((await call('POST', `/api/vendors/returns/${returnId}/reject`, vendor, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await call('POST', `/api/vendors/returns/${returnId}/reject`, vendor, { reason: 'Worn and washed' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Worn and washed' });
    expect((await call('POST', `/api/buyer/returns/${returnId}/cancel`, b)).statusCode).toBe(409);
    const disputed = await call('POST', `/api/buyer/returns/${returnId}/dispute`, b, { message: 'It was never worn' });
    expect(disputed.json()).toMatchObject({ status: 'disputed', disputeMessage: 'It was never worn' });
    expect((await call('GET', '/api/admin/returns?status=disputed', vendor)).statusCode).toBe(403);
    const list = (await call('GET', '/api/admin/returns?status=disputed', admin)).json() as { returnId: number }[];
    expect(list.map((r) => r.returnId)).toContain(returnId);
    expect((await call('POST', `/api/admin/returns/${returnId}/resolve`, admin, { outcome: 'keep', note: 'x' })).statusCode).toBe(400);
    // The explicit choice: refunded at once, the goods staying with the buyer (decision 205).
    const resolved = await call('POST', `/api/admin/returns/${returnId}/resolve`, admin, {
      outcome: 'refund_without_return',
      note: 'Photos show it unworn',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    // $40.00 and its 8% tax.
    expect(resolved.json()).toMatchObject({ status: 'closed', refundAmount: 43.2, refundStatus: 'refunded' });
    expect((await call('POST', `/api/admin/returns/${returnId}/resolve`, admin, { outcome: 'refund', note: 'again' })).statusCode).toBe(
      409,
    );
    expect(await mails('return-decided', returnId)).toBe(1);
    // The vendor heard of the return with its lines, of the dispute, and of the decision.
    const ctx = { db: t.db, statements: t.database.statements, publicUrl: 'https://shop.example.test' };
    const rendered = async (kind: MailJob['kind']) => {
      const mail = await renderMail(ctx, { kind, returnId } as MailJob);
      return mail?.text ?? '';
    };
    expect(await rendered('return-new')).toMatch(/Linen Shirt \(S\).*1.*Not as pictured.*Refund/s);
    expect(await mails('return-disputed', returnId)).toBe(1);
    expect(await rendered('return-disputed')).toContain(`The buyer disputed your rejection of return #${returnId}`);
    expect(await rendered('return-decided')).toContain('Seamline decided for the buyer and refunded $43.20 without the items coming back.');
    const audit = await rows<{ action: string; targetId: number }>(
      t,
      sql`select action, target_id as "targetId" from operator_audit where target_type = 'return'`,
    );
    expect(audit).toEqual([{ action: 'return.resolved', targetId: returnId }]);
    expect(await mails('return-rejected', returnId)).toBe(1);
    expect(await mails('return-refunded', returnId)).toBe(1);
  });

  it('a pay-on-delivery refund is owed to the buyer, and the operator sees it', async () => {
    const b = await createBuyer(t);
    await call('POST', '/api/buyer/cart/add', b, { productId, variantId: sizes.S, quantity: 1 });
    const placed = await call('POST', '/api/buyer/cart/checkout', b, { payment: { method: 'on_delivery' } });
    const orderId = placed.json().orderIds[0] as number;
    expect((await call('PUT', '/api/vendors/markOrderAsDelivered', vendor, { orderId })).statusCode).toBe(200);
    const [row] = await orderRows(b, orderId);
    const returnId = (
      await call('POST', '/api/buyer/returns', b, {
        orderId,
        lines: [{ orderItemId: row?.orderItemId, quantity: 1, reason: 'changed_mind', outcome: 'refund' }],
      })
    ).json().returnId as number;
    await call('POST', `/api/vendors/returns/${returnId}/approve`, vendor);
    const lineId = (await call('POST', `/api/buyer/returns/${returnId}/shipped`, b, {})).json().lines[0].returnLineId;
    const done = await call('POST', `/api/vendors/returns/${returnId}/receive`, vendor, {
      lines: [{ returnLineId: lineId, resellable: 1, damaged: 0 }],
    });
    expect(done.json()).toMatchObject({ status: 'closed', refundAmount: 43.2, refundStatus: 'owed', paymentMethod: 'on_delivery' });
    const seen = (await call('GET', '/api/admin/returns', admin)).json().find((r: { returnId: number }) => r.returnId === returnId);
    expect(seen).toMatchObject({ refundStatus: 'owed', refundAmount: 43.2 });
    expect(await appSandbox(t).operation(`refund:return:${returnId}`)).toBeNull();
    // Owed, it is still reversed in the ledger once (the vendor collected the money at the door), and the buyer told once.
    expect(await shop.ledgerRefunds(returnId)).toEqual([{ orderId, clearing: 4320 }]);
    expect(await mails('return-refunded', returnId)).toBe(1);
    // The operator records the money sent, with its reference, once; the buyer is told; the audit keeps it (decision 205).
    const paid = (reference: unknown, who = admin) => call('POST', `/api/admin/returns/${returnId}/refund-paid`, who, { reference });
    expect((await paid(' ')).statusCode).toBe(400);
    expect((await paid('Bank 42', vendor)).statusCode).toBe(403);
    const sent = await paid('Bank 42');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ refundStatus: 'refunded', refundReference: 'Bank 42', refundAmount: 43.2 });
    const again = await paid('Bank 43');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This return has no refund owed to its buyer');
    expect(
      (await call('GET', '/api/admin/returns', admin)).json().filter((r: { refundStatus: string }) => r.refundStatus === 'owed'),
    ).not.toContainEqual(expect.objectContaining({ returnId }));
    expect(await mails('return-refund-paid', returnId)).toBe(1);
    const audit = await rows<{ after: { reference: string } }>(
      t,
      sql`select after from operator_audit where action = 'return.refund_paid' and target_id = ${returnId}`,
    );
    expect(audit.map((a) => a.after.reference)).toEqual(['Bank 42']);
    // The ledger moved when the refund became owed, and not again.
    expect(await shop.ledgerRefunds(returnId)).toEqual([{ orderId, clearing: 4320 }]);
  });

  it("the operator's refund waits for the goods by default: the return is approved, the buyer sends it, the vendor's receipt refunds it", async () => {
    const b = await createBuyer(t);
    const orderId = await deliveredOrder(b, [[sizes.L as number, 1]]);
    const [row] = await orderRows(b, orderId);
    const returnId = (
      await call('POST', '/api/buyer/returns', b, {
        orderId,
        lines: [{ orderItemId: row?.orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' }],
      })
    ).json().returnId as number;
    await call('POST', `/api/vendors/returns/${returnId}/reject`, vendor, { reason: 'Looks fine' });
    await call('POST', `/api/buyer/returns/${returnId}/dispute`, b, { message: 'The seam is open' });
    const decided = await call('POST', `/api/admin/returns/${returnId}/resolve`, admin, {
      outcome: 'refund',
      note: 'Seam open in the photo',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'approved', refundAmount: null, refundStatus: null });
    expect(decided.json().dueAt).not.toBeNull();
    expect(await mails('return-decided', returnId)).toBe(1);
    expect(await mails('return-disputed', returnId)).toBe(1);
    expect(await mails('return-approved', returnId)).toBe(1);
    const lineId = (await call('POST', `/api/buyer/returns/${returnId}/shipped`, b, {})).json().lines[0].returnLineId;
    const done = await call('POST', `/api/vendors/returns/${returnId}/receive`, vendor, {
      lines: [{ returnLineId: lineId, resellable: 1, damaged: 0 }],
    });
    expect(done.json()).toMatchObject({ status: 'closed', refundAmount: 43.2, refundStatus: 'refunded' });
    expect(await shop.providerRefunds(returnId)).toEqual({ count: 1, cents: 4320 });
  });
});

describe('the loop closed (docs/architecture.md#returns, decision 162)', () => {
  it("counts returns for size in the product page's fit beside reviews, and tells the vendor '38 % of returns: too small'", async () => {
    const b = await createBuyer(t);
    const page = await createProductWithVariants(
      t,
      vendor,
      ['S', 'M', 'L', 'XL'].map((size) => ({ size, stockQuantity: 20 })),
      { price: 30, productName: 'Fit Loop Tee' },
    );
    const v = Object.fromEntries(page.variants.map((x) => [x.size ?? '', x.variantId]));
    const first = await shop.deliveredOrder(vendor, b, page.productId, [
      [v.S as number, 3],
      [v.M as number, 2],
      [v.L as number, 2],
      [v.XL as number, 1],
    ]);
    await shop.deliveredOrder(vendor, b, page.productId, [[v.M as number, 8]]);
    const line = async (size: string, quantity: number, reason: string) => ({
      orderItemId: (await shop.rowOf(b, first, size)).orderItemId,
      quantity,
      reason,
      outcome: 'refund',
    });
    const made = await call('POST', '/api/buyer/returns', b, {
      orderId: first,
      lines: [
        await line('S', 3, 'too_small'),
        await line('M', 2, 'too_large'),
        await line('L', 2, 'quality'),
        await line('XL', 1, 'changed_mind'),
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    // 8 of 16 delivered units came back; 3 of the 8 as too small.
    const stats = (await call('GET', '/api/vendors/returnStats', vendor))
      .json()
      .find((s: { productId: number }) => s.productId === page.productId);
    expect(stats).toEqual({
      productId: page.productId,
      deliveredUnits: 16,
      returnedUnits: 8,
      returnRate: 50,
      topReason: 'too_small',
      topReasonPercent: 38,
    });
    expect(RETURN_TEXTS.topReason(stats.topReasonPercent, stats.topReason)).toBe('38 % of returns: too small');
    // A buyer's review that it runs small, and the returns for size: small 2, large 1, the rest said nothing of the fit.
    expect(
      (
        await call('POST', '/api/buyer/addReview', b, {
          productId: page.productId,
          rating: 3,
          comment: 'Tight across the chest',
          fit: 'small',
        })
      ).statusCode,
    ).toBe(201);
    expect((await t.call('GET', `/api/buyer/product/${page.productId}`)).json().fit).toEqual({ small: 2, true: 0, large: 1 });
    // Cancelled, the return takes back its votes and its units.
    expect((await call('POST', `/api/buyer/returns/${made.json().returnId}/cancel`, b)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/buyer/product/${page.productId}`)).json().fit).toEqual({ small: 1, true: 0, large: 0 });
    const after = (await call('GET', '/api/vendors/returnStats', vendor))
      .json()
      .find((s: { productId: number }) => s.productId === page.productId);
    expect(after).toMatchObject({ returnedUnits: 0, returnRate: 0, topReason: null });
  });
});

describe('the OpenAPI document', () => {
  it('shows every returns call with its schemas', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/buyer/returns'].post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['orderId', 'lines', 'note']),
    );
    for (const path of ['/api/buyer/returns/{id}/shipped', '/api/buyer/returns/{id}/cancel', '/api/buyer/returns/{id}/dispute'])
      expect(doc.paths[path].post.tags).toEqual(['buyer']);
    for (const path of ['/api/vendors/returns/{id}/approve', '/api/vendors/returns/{id}/reject', '/api/vendors/returns/{id}/receive'])
      expect(doc.paths[path].post.tags).toEqual(['vendor']);
    expect(doc.paths['/api/vendors/returns'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['status', 'code']);
    expect(doc.paths['/api/vendors/products/{productId}/stockHistory'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/admin/returns'].get.tags).toEqual(['admin']);
    expect(doc.paths['/api/admin/returns/{id}/resolve'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'outcome',
    );
  });
});
