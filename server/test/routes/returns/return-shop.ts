import type { ProductInput } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAdmin, createBuyer, createProductWithVariants, createVendor, type TestUser, type VariantPayload } from '../../factories.js';
import { payByCard, rows, scalar } from '../../payments/pay.js';
import { appSandbox } from '../../sandbox-api.js';
import type { TestApp } from '../../test-app.js';

/**
 * The returns tests' shop (docs/architecture.md#returns): calls as a user, card orders taken to delivery, returns
 * taken through approval, shipping and receipt, and what the database then holds.
 */
export function returnShop(t: TestApp) {
  /** A vendor, a buyer and an operator, and the vendor's product in `variants`, with its variant ids by size. */
  async function setUp(variants: VariantPayload[], product: Partial<ProductInput>) {
    const vendor = await createVendor(t);
    const buyer = await createBuyer(t);
    const admin = await createAdmin(t);
    const page = await createProductWithVariants(t, vendor, variants, product);
    const sizes: Record<string, number> = Object.fromEntries(page.variants.map((v) => [v.size ?? '', v.variantId]));
    return { vendor, buyer, admin, productId: page.productId, sizes };
  }

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, body?: unknown) =>
    t.call(method, url, { token: user.token, ...(body !== undefined ? { body } : {}) });

  /** The vendor ships and delivers an order (captured first when paid by card). */
  async function deliver(vendor: TestUser, orderId: number) {
    for (const status of ['processing', 'shipped', 'completed'])
      expect((await call('PUT', '/api/vendors/updateOrderStatus', vendor, { orderId, status })).statusCode).toBe(200);
  }

  /** A card order of `lines` (variant → quantity) of `productId`, shipped and delivered; answers its id. */
  async function deliveredOrder(vendor: TestUser, buyer: TestUser, productId: number, lines: [number, number][]) {
    for (const [variantId, quantity] of lines) {
      const res = await call('POST', '/api/buyer/cart/add', buyer, { productId, variantId, quantity });
      expect(res.statusCode).toBe(200);
    }
    const placed = await payByCard(t, buyer);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderIds[0] as number;
    await deliver(vendor, orderId);
    return orderId;
  }

  const orderRows = async (buyer: TestUser, orderId: number) =>
    ((await call('GET', '/api/buyer/orders', buyer)).json() as Record<string, unknown>[]).filter((r) => r.orderId === orderId);

  /** The buyer's order row of `variantId`'s size on the order. */
  async function rowOf(buyer: TestUser, orderId: number, size: string) {
    const row = (await orderRows(buyer, orderId)).find((r) => r.size === size);
    if (!row) throw new Error(`no ${size} on order ${orderId}`);
    return row as { orderItemId: number; returnableQuantity: number; unitPrice: number; returnUntil: string | null };
  }

  /** Asks for a return of `lines`, has the vendor approve it and the buyer send it back; answers its id and lines. */
  async function sentBack(vendor: TestUser, buyer: TestUser, orderId: number, lines: unknown[]) {
    const made = await call('POST', '/api/buyer/returns', buyer, { orderId, lines });
    expect(made.statusCode, made.body).toBe(201);
    const returnId = made.json().returnId as number;
    expect((await call('POST', `/api/vendors/returns/${returnId}/approve`, vendor)).statusCode).toBe(200);
    const shipped = await call('POST', `/api/buyer/returns/${returnId}/shipped`, buyer, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    return { returnId, lines: shipped.json().lines as { returnLineId: number; quantity: number }[] };
  }

  /** The vendor receives a sent-back return, every unit resellable; answers the return as the vendor sees it. */
  async function receivedWhole(vendor: TestUser, returnId: number, lines: { returnLineId: number; quantity: number }[]) {
    const res = await call('POST', `/api/vendors/returns/${returnId}/receive`, vendor, {
      lines: lines.map((l) => ({ returnLineId: l.returnLineId, resellable: l.quantity, damaged: 0 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const variantStock = (variantId: number) => scalar(t, sql`select stock as n from product_variants where id = ${variantId}`);
  /** Refunds the provider made under the return's key, and their sum in cents. */
  const providerRefunds = async (returnId: number) => {
    const refund = await appSandbox(t).operation(`refund:return:${returnId}`);
    return refund?.kind === 'refund' && refund.ok ? { count: 1, cents: refund.amountCents } : { count: 0, cents: 0 };
  };
  /** Refund journals of the ledger caused by the return, and the order they were posted on. */
  const ledgerRefunds = (returnId: number) =>
    rows<{ orderId: number; clearing: number }>(
      t,
      sql`select j.order_id as "orderId", (select e.amount_cents from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.journal_id = j.id and a.kind = 'clearing')::int as clearing
      from ledger_journals j where j.kind = 'refund' and j.return_id = ${returnId}`,
    );
  const mails = (kind: string, returnId: number) =>
    scalar(t, sql`select count(*) as n from outbox where kind = ${kind} and (payload->>'returnId')::int = ${returnId}`);

  return {
    setUp,
    call,
    deliver,
    deliveredOrder,
    orderRows,
    rowOf,
    sentBack,
    receivedWhole,
    variantStock,
    providerRefunds,
    ledgerRefunds,
    mails,
  };
}
