import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { payByCard, rows, usePaymentsApp } from '../payments/pay.js';

/**
 * Migration 0038 (decision 236): the stored words of an authorisation undone become `void`, and
 * "release" is left to the ledger. The database is put back as 0037 left it (old words, old
 * constraints, the old column name), then 0038 runs on it as an upgrade would.
 */
const t = usePaymentsApp();
const statementsOf = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../drizzle', file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const up = statementsOf('0038_void-and-release.sql');
/** 0039 then moves the sandbox's tables into their own schema, as an upgrade runs it next. */
const next = statementsOf('0039_sandbox-schema.sql');

/** The sandbox's tables, back in the shop's schema with their prefix, as they were before 0039. */
const PSP_TABLES = ['tokens', 'authorizations', 'operations', 'events', 'clock', 'transfers'];
const before0039 = [
  ...PSP_TABLES.flatMap((table) => [`ALTER TABLE psp.${table} RENAME TO psp_${table}`, `ALTER TABLE psp.psp_${table} SET SCHEMA public`]),
  'DROP SCHEMA psp',
];

/** 0037's constraints and index, and the sandbox's `released_cents`: first undone, then put back once the rows say the old words. */
const drop0038 = [
  ...before0039,
  'ALTER TABLE payments DROP CONSTRAINT payments_status_check',
  'ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check',
  'ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_cause_check',
  'DROP INDEX payments_open_idx',
  'ALTER TABLE psp_authorizations RENAME COLUMN voided_cents TO released_cents',
];
const as0037 = [
  "ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status in ('authorizing', 'requires_action', 'authorized', 'placed', 'failed', 'releasing', 'released', 'expired'))",
  "CREATE INDEX payments_open_idx ON payments (updated_at) WHERE status in ('authorizing', 'requires_action', 'authorized', 'releasing')",
  "ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status in ('authorized', 'captured', 'refunded', 'partially_refunded', 'released', 'failed', 'due_on_delivery', 'paid_on_delivery'))",
  "ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_cause_check CHECK (cause in ('opening', 'checkout', 'cancel', 'vendor_edit', 'return_restock', 'exchange_reserve', 'exchange_release', 'write_off'))",
];

let vendors: TestUser[];
let buyer: TestUser;
let paymentId: string;
let orderIds: number[];

beforeAll(async () => {
  vendors = [await createVendor(t), await createVendor(t)];
  buyer = await createBuyer(t);
  for (const [i, v] of vendors.entries()) {
    const { productId } = await createProduct(t, v, { productName: `Upgrade ${i}`, price: 20, stockQuantity: 5 });
    await addToCart(t, buyer, productId, 1);
  }
  const paid = await payByCard(t, buyer);
  expect(paid.statusCode).toBe(201);
  paymentId = paid.json().payment.paymentId;
  orderIds = paid.json().orderIds;
  // One share voided, as a cancel does: the sandbox keeps an operation and an event of it.
  const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: vendors[0]?.token, body: { orderId: orderIds[0] } });
  expect(cancelled.json()).toMatchObject({ paymentStatus: 'voided' });
});

describe('migration 0038: void and release', () => {
  it('renames every stored "release" of an authorisation to a void, keeps its amounts, and refuses the old words after', async () => {
    const exec = (q: string) => t.db.execute(sql.raw(q));
    for (const q of drop0038) await exec(q);
    // What a shop on 0037 stored: a payment voiding and one voided, a share voided, the sandbox's words.
    await exec(`UPDATE payments SET status = 'releasing' WHERE id = '${paymentId}'`);
    await exec(`INSERT INTO payments (id, buyer_id, idempotency_key, method, status, amount_cents, provider)
      VALUES ('pay_old', ${buyer.id}, 'old', 'card', 'released', 100, 'sandbox')`);
    await exec(`UPDATE orders SET payment_status = 'released' WHERE id = ${orderIds[0]}`);
    await exec("UPDATE psp_authorizations SET status = 'released'");
    await exec("UPDATE psp_operations SET kind = 'release' WHERE kind = 'void'");
    await exec("UPDATE psp_events SET type = 'release.succeeded' WHERE type = 'void.succeeded'");
    await exec("UPDATE stock_movements SET cause = 'exchange_release' WHERE id = (SELECT min(id) FROM stock_movements)");
    for (const q of as0037) await exec(q);
    const voided = (await rows<{ cents: number }>(t, sql`select released_cents::int as cents from psp_authorizations`))[0]?.cents;
    expect(voided).toBeGreaterThan(0);

    for (const q of up) await exec(q);

    expect(await rows(t, sql`select id, status from payments where id in (${paymentId}, 'pay_old') order by status`)).toEqual([
      { id: 'pay_old', status: 'voided' },
      { id: paymentId, status: 'voiding' },
    ]);
    expect(await rows(t, sql`select payment_status as s from orders where id = ${orderIds[0]}`)).toEqual([{ s: 'voided' }]);
    expect(await rows(t, sql`select status, voided_cents::int as cents from psp_authorizations`)).toEqual([
      { status: 'voided', cents: voided },
    ]);
    expect(await rows(t, sql`select kind from psp_operations where kind in ('void', 'release')`)).toEqual([{ kind: 'void' }]);
    expect(await rows(t, sql`select count(*)::int as n from psp_events where type like 'release.%'`)).toEqual([{ n: 0 }]);
    expect(await rows(t, sql`select count(*)::int as n from stock_movements where cause = 'exchange_unreserve'`)).toEqual([{ n: 1 }]);
    // The open payments' index takes the new word, and the old words are refused from now on.
    expect(await rows(t, sql`select indexdef like '%voiding%' as ok from pg_indexes where indexname = 'payments_open_idx'`)).toEqual([
      { ok: true },
    ]);
    await expect(exec(`UPDATE orders SET payment_status = 'released' WHERE id = ${orderIds[1]}`)).rejects.toThrow();
    await expect(exec("UPDATE payments SET status = 'releasing' WHERE id = 'pay_old'")).rejects.toThrow();
    // And 0039 runs after it on what 0038 left.
    for (const q of next) await exec(q);
    expect(await rows(t, sql`select status, voided_cents::int as cents from psp.authorizations`)).toEqual([
      { status: 'voided', cents: voided },
    ]);
  });
});
