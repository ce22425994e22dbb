import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/domain/ledger/check-ledger.js';
import { createBuyer, createProductWithVariants, createVendor, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/**
 * The stock movement history (docs/architecture.md#returns) misses nothing: after any sequence of checkouts,
 * cancels, deliveries, vendor edits, returns (exchanges reserved, released, received with
 * resellable and damaged units; an exchange's replacement returned or exchanged in turn) and
 * timers, each variant's stock equals the sum of its movements, and no stock is ever below zero;
 * no sale is refunded more than was paid for it, whatever its exchanges, and the ledger balances.
 */
const t = useTestApp({ payments: { reconcile: false } });
let vendor: TestUser;
let buyer: TestUser;
let productId: number;
let variants: { variantId: number; size: string | null }[];

const op = fc.oneof(
  fc.record({ kind: fc.constant('checkout' as const), variant: fc.nat(), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('edit' as const), stocks: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('return' as const), pick: fc.nat(), exchange: fc.boolean(), to: fc.nat() }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    step: fc.constantFrom('approve', 'cancel', 'ship', 'receive', 'expire'),
    damaged: fc.nat(),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const at = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(1, list.length)];
const rows = <T>(query: ReturnType<typeof sql>) => t.database.statements.rows<T>(query);
const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.call(method, url, { token: user.token, ...(body !== undefined ? { body } : {}) });

async function run(o: Op): Promise<void> {
  switch (o.kind) {
    case 'checkout': {
      const v = at(variants, o.variant);
      if (!v) return;
      const added = await as(buyer, 'POST', '/api/buyer/cart/add', { productId, variantId: v.variantId, quantity: o.quantity });
      if (added.statusCode === 200) await as(buyer, 'POST', '/api/buyer/cart/checkout', { payment: { method: 'on_delivery' } });
      await t.database.statements.rows(sql`delete from cart_items where buyer_id = ${buyer.id}`);
      return;
    }
    case 'cancel':
    case 'deliver': {
      const open = await rows<{ id: number }>(sql`select id from orders where status = 'pending' and vendor_id = ${vendor.id} order by id`);
      const order = at(open, o.pick);
      if (!order) return;
      if (o.kind === 'cancel') await as(vendor, 'PUT', '/api/vendors/cancelOrder', { orderId: order.id });
      else await as(vendor, 'PUT', '/api/vendors/markOrderAsDelivered', { orderId: order.id });
      return;
    }
    case 'edit': {
      await as(vendor, 'PUT', '/api/vendors/updateProduct', {
        productId,
        productName: 'Stock Shirt',
        description: 'A shirt whose stock moves.',
        price: 25,
        categoryName: 'female',
        subCategoryName: 'clothes',
        imageUrl: '/images/catalog/sneakers/white.svg',
        variants: variants.map((v, i) => ({ variantId: v.variantId, size: v.size, stockQuantity: o.stocks[i] ?? 1 })),
      });
      return;
    }
    case 'return': {
      const items = await rows<{ orderId: number; orderItemId: number; variantId: number }>(
        sql`select o.id as "orderId", oi.id as "orderItemId", oi.variant_id as "variantId" from orders o join order_items oi on oi.order_id = o.id
        where o.status = 'Delivered' order by oi.id`,
      );
      const item = at(items, o.pick);
      if (!item) return;
      const to = at(
        variants.filter((v) => v.variantId !== item.variantId),
        o.to,
      );
      await as(buyer, 'POST', '/api/buyer/returns', {
        orderId: item.orderId,
        lines: [
          o.exchange && to
            ? { orderItemId: item.orderItemId, quantity: 1, reason: 'too_small', outcome: 'exchange', exchangeVariantId: to.variantId }
            : { orderItemId: item.orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' },
        ],
      });
      return;
    }
    case 'move': {
      const open = await rows<{ id: number }>(sql`select id from returns where status in ('requested', 'approved', 'shipped') order by id`);
      const r = at(open, o.pick);
      if (!r) return;
      if (o.step === 'approve') await as(vendor, 'POST', `/api/vendors/returns/${r.id}/approve`);
      if (o.step === 'cancel') await as(buyer, 'POST', `/api/buyer/returns/${r.id}/cancel`);
      if (o.step === 'ship') await as(buyer, 'POST', `/api/buyer/returns/${r.id}/shipped`, {});
      if (o.step === 'expire') {
        const far = new Date(Date.now() + 365 * 86_400_000);
        for (const timer of t.app.dueTimers.timers) if (/^(returns|exchanges):/.test(timer.name)) await timer.run(far);
      }
      if (o.step === 'receive') {
        const lines = await rows<{ id: number; quantity: number }>(sql`select id, quantity from return_lines where return_id = ${r.id}`);
        await as(vendor, 'POST', `/api/vendors/returns/${r.id}/receive`, {
          lines: lines.map((l) => {
            const damaged = o.damaged % (l.quantity + 1);
            return { returnLineId: l.id, resellable: l.quantity - damaged, damaged };
          }),
        });
      }
      return;
    }
  }
}

beforeAll(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  const page = await createProductWithVariants(
    t,
    vendor,
    [
      { size: 'S', stockQuantity: 4 },
      { size: 'M', stockQuantity: 4 },
      { size: 'L', stockQuantity: 4 },
    ],
    { price: 25, productName: 'Stock Shirt' },
  );
  productId = page.productId;
  variants = page.variants.map((v) => ({ variantId: v.variantId, size: v.size }));
});

describe('the stock movement history', () => {
  it("after random sequences each variant's stock equals its movements' sum, and none is negative", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        for (const o of ops) await run(o);
        const off = await rows<{ id: number; stock: number; sum: number }>(
          sql`select v.id, v.stock, coalesce(sum(m.delta), 0)::int as sum from product_variants v left join stock_movements m on m.variant_id = v.id
          group by v.id, v.stock having v.stock <> coalesce(sum(m.delta), 0) or v.stock < 0`,
        );
        expect(off).toEqual([]);
        // Refunds of a sale's returns and of its exchange orders' returns (decision 158) never pass what was paid.
        const overRefunded = await rows<{ id: number }>(
          sql`select o.id from orders o where o.kind = 'sale' and o.total_cents < (select coalesce(sum(r.refund_cents), 0) from returns r
            join orders ro on ro.id = r.order_id where coalesce(ro.exchange_for_order_id, ro.id) = o.id)`,
        );
        expect(overRefunded).toEqual([]);
        expect((await checkLedger(t.db)).balanced).toBe(true);
      }),
      { numRuns: 12 },
    );
    // The sequences did move stock every way the history knows.
    const causes = await rows<{ cause: string }>(sql`select distinct cause from stock_movements order by cause`);
    expect(causes.map((c) => c.cause)).toEqual(expect.arrayContaining(['checkout', 'vendor_edit']));
  });
});
