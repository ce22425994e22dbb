import { CLOTHING_SIZES, type ProductDetail } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { createBuyer, createVendor, productPayload, type TestUser, type VariantPayload } from '../factories.js';
import { useTestApp } from '../test-app.js';
import { onPostgres } from '../test-db.js';

/**
 * After any sequence of writes (products added and updated with random variants,
 * variants retired, products deleted, cart adds, checkouts, cancels; a few at a time, racing on
 * PostgreSQL) every live product's stock is the sum of its live variants' stock, its price the lowest
 * price one of them sells at, its colours theirs, and no stock is negative. No write answers 5xx.
 */
const t = useTestApp();
let vendor: TestUser;
const buyers: TestUser[] = [];

beforeAll(async () => {
  vendor = await createVendor(t);
  for (let i = 0; i < 2; i++) buyers.push(await createBuyer(t));
});

const COLOURS = ['Navy', 'White', 'Rust'];
const cell = fc.record({
  size: fc.constantFrom(...CLOTHING_SIZES.slice(1, 6)),
  colour: fc.constantFrom(...COLOURS),
  stockQuantity: fc.integer({ min: 0, max: 4 }),
  price: fc.option(
    fc.integer({ min: 500, max: 6000 }).map((c) => c / 100),
    { nil: null },
  ),
});
const grid = fc.uniqueArray(cell, { minLength: 1, maxLength: 5, selector: (c) => `${c.size}/${c.colour}` });

const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    variants: fc.option(grid, { nil: undefined }),
    price: fc.integer({ min: 500, max: 6000 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    keep: fc.array(fc.boolean(), { maxLength: 5 }),
    restock: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 5 }),
    fresh: grid,
    price: fc.integer({ min: 500, max: 6000 }),
    plain: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('cart' as const),
    pick: fc.nat(),
    variant: fc.nat(),
    buyer: fc.nat(),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('checkout' as const), buyer: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const live: number[] = [];
const at = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(1, list.length)];
const page = async (productId: number): Promise<ProductDetail | null> => {
  const res = await t.call('GET', `/api/buyer/product/${productId}`);
  return res.statusCode === 200 ? res.json() : null;
};
const shirt = (priceCents: number) =>
  productPayload({
    productName: 'Random Shirt',
    categoryName: 'female',
    subCategoryName: 'clothes',
    price: priceCents / 100,
    stockQuantity: 3,
  });

async function run(o: Op): Promise<LightMyRequestResponse | null> {
  const vendorCall = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) => t.call(method, url, { token: vendor.token, body });
  switch (o.kind) {
    case 'add': {
      const res = await vendorCall('POST', '/api/vendors/addProduct', {
        ...shirt(o.price),
        ...(o.variants ? { variants: o.variants } : {}),
      });
      if (res.statusCode === 201) live.push(res.json().productId);
      return res;
    }
    case 'update': {
      const id = at(live, o.pick);
      const p = id === undefined ? null : await page(id);
      if (!p || id === undefined) return null;
      if (o.plain) {
        // Without variants: a one-variant product takes the stock; one in several keeps its sum.
        const stock = p.variants.length === 1 ? (o.restock[0] ?? 2) : p.stockQuantity;
        return vendorCall('PUT', '/api/vendors/updateProduct', { ...shirt(o.price), stockQuantity: stock, productId: id });
      }
      const kept: VariantPayload[] = p.variants
        .filter((_, i) => o.keep[i] ?? true)
        .map((v, i) => ({
          variantId: v.variantId,
          size: v.size,
          colour: v.colour,
          price: v.ownPrice,
          stockQuantity: o.restock[i] ?? v.stockQuantity,
        }));
      const taken = new Set(kept.map((v) => `${v.size}/${v.colour}`));
      const fresh = o.fresh.filter((c) => !taken.has(`${c.size}/${c.colour}`) && kept.every((v) => v.size !== null && v.colour !== null));
      const variants = [...kept, ...fresh];
      return vendorCall('PUT', '/api/vendors/updateProduct', {
        ...shirt(o.price),
        productId: id,
        variants: variants.length > 0 ? variants : o.fresh,
      });
    }
    case 'delete': {
      const id = at(live, o.pick);
      if (id === undefined) return null;
      const res = await vendorCall('DELETE', '/api/vendors/deleteProduct', { productId: id });
      if (res.statusCode === 200) live.splice(live.indexOf(id), 1);
      return res;
    }
    case 'cart': {
      const id = at(live, o.pick);
      const p = id === undefined ? null : await page(id);
      const v = p ? at(p.variants, o.variant) : undefined;
      const buyer = at(buyers, o.buyer);
      if (!v || !buyer || id === undefined) return null;
      return t.call('POST', '/api/buyer/cart/add', {
        token: buyer.token,
        body: { productId: id, variantId: v.variantId, quantity: o.quantity },
      });
    }
    case 'checkout': {
      const buyer = at(buyers, o.buyer);
      return buyer ? t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token }) : null;
    }
    case 'cancel': {
      const orders = (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json() as {
        id: number;
        status: string;
      }[];
      const order = at(
        orders.filter((x) => x.status === 'pending'),
        o.pick,
      );
      return order ? vendorCall('PUT', '/api/vendors/cancelOrder', { orderId: order.id }) : null;
    }
  }
}

interface Totals {
  id: number;
  stock: number;
  price: number;
  colours: { name: string; hex: string | null }[];
  sum: number;
  lowest: number | null;
  liveVariants: number;
  variantColours: string[] | null;
}

async function checkTotals(): Promise<void> {
  const rows = await queryRows<Totals>(
    t.db,
    sql`select p.id, p.stock, p.price_cents as price, p.colours,
      coalesce(sum(v.stock), 0)::int as sum, min(coalesce(v.price_cents, p.base_price_cents))::int as lowest,
      count(v.id)::int as "liveVariants",
      array_agg(v.colour order by v.position, v.id) filter (where v.colour is not null) as "variantColours"
      from products p left join product_variants v on v.product_id = p.id and v.deleted_at is null
      where p.deleted_at is null group by p.id`,
  );
  for (const r of rows) {
    expect(r.liveVariants, `product ${r.id} has a live variant`).toBeGreaterThan(0);
    expect(r.stock, `product ${r.id} stock`).toBe(r.sum);
    expect(r.price, `product ${r.id} price`).toBe(r.lowest);
    const distinct = [...new Map((r.variantColours ?? []).map((c) => [c.toLowerCase(), c])).values()];
    expect(r.colours.map((c) => c.name)).toEqual(distinct);
  }
  const [negative] = await queryRows<{ n: number }>(
    t.db,
    sql`select ((select count(*) from product_variants where stock < 0) + (select count(*) from products where stock < 0))::int as n`,
  );
  expect(negative?.n).toBe(0);
}

/** One sequence with every kind of write, run before the random ones, so each kind is always reached. */
const everyKind: Op[][] = [
  [
    {
      kind: 'add',
      variants: [
        { size: 'S', colour: 'Navy', stockQuantity: 4, price: null },
        { size: 'M', colour: 'White', stockQuantity: 2, price: 12.5 },
      ],
      price: 2000,
    },
  ],
  [
    {
      kind: 'update',
      pick: 0,
      keep: [true, false],
      restock: [3],
      fresh: [{ size: 'L', colour: 'Rust', stockQuantity: 1, price: null }],
      price: 2500,
      plain: false,
    },
  ],
  [{ kind: 'cart', pick: 0, variant: 0, buyer: 0, quantity: 1 }],
  [{ kind: 'checkout', buyer: 0 }],
  [{ kind: 'cancel', pick: 0 }],
  [{ kind: 'delete', pick: 0 }],
];

describe('product totals under random writes', () => {
  it('keep stock, lowest price and colours equal to the live variants', { timeout: 300_000 }, async () => {
    // A few writes at once: racing on PostgreSQL, one after another on PGlite.
    const seen = new Map<string, number>();
    const batch = fc.array(op, { minLength: 1, maxLength: onPostgres ? 3 : 1 });
    await fc.assert(
      fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 12 }), async (batches) => {
        for (const ops of batches) {
          const answers = await Promise.all(ops.map(run));
          for (const [i, res] of answers.entries()) {
            if (!res) continue;
            expect(res.statusCode, `${ops[i]?.kind}: ${res.body}`).toBeLessThan(500);
            const key = `${ops[i]?.kind} ${res.statusCode}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
          }
          await checkTotals();
        }
      }),
      { numRuns: 20, examples: [[everyKind]] },
    );
    // The sequences did reach every kind of write, checkouts and cancels included.
    for (const done of ['add 201', 'update 200', 'delete 200', 'cart 200', 'checkout 201', 'cancel 200'])
      expect(seen.get(done), done).toBeGreaterThan(0);
  });
});
