import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productInput, SALE_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endDueSales } from '../../../src/domain/products/end-sales.js';
import { createProduct, updateProduct } from '../../../src/domain/products/save-product.js';
import { createVendor, productPayload, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

/**
 * Sale prices (docs/architecture.md#shipping-and-promotions): the 'was' price buyers see is never
 * above the lowest price of the 30 days before the sale began; the sale ends once at its time.
 * Prices are written through the domain with a clock of the test's own, read over HTTP.
 */
const t = useTestApp();
let vendor: TestUser;
const DAY = 86_400_000;
// Days from now: a sale end the test sets must be in the future by the wall clock the contract checks it against.
const T0 = Date.now();
const at = (days: number) => new Date(T0 + days * DAY);
const parse = (body: unknown) => productInput.parse(body);

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Sale Studio' });
});

/** A product added at day `day` at `price`, then re-priced at each later [day, fields]. */
async function priced(name: string, price: number, steps: [number, Record<string, unknown>][]): Promise<number> {
  const { productId } = await createProduct(t.db, vendor.id, parse(productPayload({ productName: name, price, stockQuantity: 5 })), at(0));
  for (const [day, fields] of steps) {
    await updateProduct(
      t.db,
      vendor.id,
      productId,
      parse(productPayload({ productName: name, price, stockQuantity: 5, ...fields })),
      at(day),
    );
  }
  await t.app.kept.forget(['catalogue']);
  return productId;
}

const page = async (id: number) => (await t.call('GET', `/api/buyer/product/${id}`)).json();
const listed = async (query: string) => {
  const res = await t.call('GET', `/api/buyer/recommended?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { productId: number; compareAtPrice: number | null; salePercent: number | null }[];
};

describe('sale prices', () => {
  it('show the compare-at price capped at the lowest price of the 30 days before the sale began', async () => {
    // $50 for 40 days, $40 for 17, then on sale at $30 'compared at' $50: the honest 'was' is $40.
    const id = await priced('Capped Coat', 50, [
      [40, { price: 40 }],
      [57, { price: 30, compareAtPrice: 50 }],
    ]);
    expect(await page(id)).toMatchObject({ price: 30, compareAtPrice: 40, salePercent: 25 });
    const card = (await listed('onSale=true')).find((p) => p.productId === id);
    expect(card).toMatchObject({ compareAtPrice: 40, salePercent: 25 });
    const mine = (await t.call('GET', '/api/vendors/products', { token: vendor.token })).json();
    expect(mine.find((p: { productId: number }) => p.productId === id)).toMatchObject({ ownCompareAtPrice: 50, compareAtPrice: 40 });
  });

  it('show the compare-at price itself when it is below the 30-day low', async () => {
    const id = await priced('Honest Hat', 50, [[60, { price: 30, compareAtPrice: 45 }]]);
    expect(await page(id)).toMatchObject({ price: 30, compareAtPrice: 45, salePercent: 33 });
  });

  it('show no sale for a product that had no lower-than-was price before the sale, or was cheaper', async () => {
    // Put on sale the day it was added: no price before the sale, so nothing honest to strike through.
    const fresh = await priced('Fresh Tee', 20, [[0, { price: 20, compareAtPrice: 30 }]]);
    expect(await page(fresh)).toMatchObject({ price: 20, compareAtPrice: null, salePercent: null });
    // $25 for 40 days, then 'on sale' at $25 compared at $35: the low is not above the price.
    const raised = await priced('Same Scarf', 25, [[40, { price: 25, compareAtPrice: 35 }]]);
    expect(await page(raised)).toMatchObject({ compareAtPrice: null, salePercent: null });
    const onSale = (await listed('onSale=true')).map((p) => p.productId);
    expect(onSale).not.toContain(fresh);
    expect(onSale).not.toContain(raised);
  });

  it('keep the sale while the vendor edits it, and record every price change once', async () => {
    const id = await priced('Edited Boot', 80, [
      [50, { price: 60, compareAtPrice: 80 }],
      [52, { price: 55, compareAtPrice: 80 }],
      [53, { price: 55, compareAtPrice: 80, productName: 'Edited Boot' }],
    ]);
    expect(await page(id)).toMatchObject({ price: 55, compareAtPrice: 80, salePercent: 31 });
    const rows = await t.database.statements.rows<{ price_cents: number }>(
      sql`select price_cents from price_history where product_id = ${id} and variant_id is null order by at, id`,
    );
    expect(rows.map((r) => r.price_cents)).toEqual([8000, 6000, 5500]);
  });

  it("end at saleEndsAt once, the price back to compare-at, however many instances' timers run", async () => {
    const id = await priced('Timed Tote', 40, [[40, { price: 30, compareAtPrice: 40, saleEndsAt: at(45).toISOString() }]]);
    expect(await page(id)).toMatchObject({ price: 30, compareAtPrice: 40, saleEndsAt: at(45).toISOString() });
    expect(await endDueSales(t.db, at(44))).toBe(0);
    const ended = await Promise.all([endDueSales(t.db, at(45)), endDueSales(t.db, at(45)), endDueSales(t.db, at(46))]);
    expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
    await t.app.kept.forget(['catalogue']);
    expect(await page(id)).toMatchObject({ price: 40, compareAtPrice: null, salePercent: null, saleEndsAt: null });
    const rows = await t.database.statements.rows<{ price_cents: number }>(
      sql`select price_cents from price_history where product_id = ${id} and variant_id is null order by at, id`,
    );
    expect(rows.map((r) => r.price_cents)).toEqual([4000, 3000, 4000]);
    expect(await endDueSales(t.db, at(50))).toBe(0);
  });

  it('put a variant with its own price on sale on its own', async () => {
    const input = (price: number | null, compareAtPrice: number | null) =>
      parse(
        productPayload({
          productName: 'Variant Sale Dress',
          price: 60,
          subCategoryName: 'clothes',
          variants: [
            { size: 'S', stockQuantity: 2 },
            { size: 'M', stockQuantity: 2, price, compareAtPrice },
          ],
        }),
      );
    const { productId } = await createProduct(t.db, vendor.id, input(50, null), at(0));
    const ids = (await page(productId)).variants.map((v: { variantId: number }) => v.variantId);
    const withIds = (price: number, compareAtPrice: number) => {
      const parsed = input(price, compareAtPrice);
      parsed.variants = parsed.variants?.map((v, i) => ({ ...v, variantId: ids[i] }));
      return parsed;
    };
    await updateProduct(t.db, vendor.id, productId, withIds(40, 50), at(40));
    await t.app.kept.forget(['catalogue']);
    const detail = await page(productId);
    expect(detail).toMatchObject({ price: 40, compareAtPrice: 50, salePercent: 20 });
    expect(detail.variants.map((v: { size: string; compareAtPrice: number | null }) => [v.size, v.compareAtPrice])).toEqual([
      ['S', null],
      ['M', 50],
    ]);
  });

  /** A dress at $60 in S and M, neither with a price of its own, added at day 0; the ids of its variants. */
  async function followingDress(name: string): Promise<{ productId: number; variantIds: number[] }> {
    const { productId } = await createProduct(
      t.db,
      vendor.id,
      parse(
        productPayload({
          productName: name,
          price: 60,
          subCategoryName: 'clothes',
          variants: [
            { size: 'S', stockQuantity: 2 },
            { size: 'M', stockQuantity: 2 },
          ],
        }),
      ),
      at(0),
    );
    return { productId, variantIds: (await page(productId)).variants.map((v: { variantId: number }) => v.variantId) };
  }
  /** M gets a price of its own, $45, 'compared at' $60, on day `day`. */
  const mOnSale = (productId: number, name: string, variantIds: number[], day: number) =>
    updateProduct(
      t.db,
      vendor.id,
      productId,
      parse(
        productPayload({
          productName: name,
          price: 60,
          subCategoryName: 'clothes',
          variants: [
            { variantId: variantIds[0], size: 'S', stockQuantity: 2 },
            { variantId: variantIds[1], size: 'M', stockQuantity: 2, price: 45, compareAtPrice: 60 },
          ],
        }),
      ),
      at(day),
    );
  const sizesOnSale = async (productId: number) =>
    (await page(productId)).variants.map((v: { size: string; price: number; compareAtPrice: number | null }) => [
      v.size,
      v.price,
      v.compareAtPrice,
    ]);

  it("put one size on sale below the product's price it sold at, with that price as its 'was'", async () => {
    const { productId, variantIds } = await followingDress('Following Dress');
    await mOnSale(productId, 'Following Dress', variantIds, 40);
    await t.app.kept.forget(['catalogue']);
    expect(await sizesOnSale(productId)).toEqual([
      ['S', 60, null],
      ['M', 45, 60],
    ]);
    // M's history is the price it sold at: the product's $60 from its creation, then its own $45.
    const rows = await t.database.statements.rows<{ price_cents: number }>(
      sql`select price_cents from price_history where variant_id = ${variantIds[1] ?? 0} order by at, id`,
    );
    expect(rows.map((r) => r.price_cents)).toEqual([6000, 4500]);
  });

  it('migration 0044 gives a variant without a price of its own the history of the price it followed', async () => {
    const { productId, variantIds } = await followingDress('Upgraded Dress');
    await updateProduct(
      t.db,
      vendor.id,
      productId,
      parse(
        productPayload({
          productName: 'Upgraded Dress',
          price: 55,
          subCategoryName: 'clothes',
          variants: [
            { variantId: variantIds[0], size: 'S', stockQuantity: 2 },
            { variantId: variantIds[1], size: 'M', stockQuantity: 2 },
          ],
        }),
      ),
      at(10),
    );
    // As 0043 left a shop: no rows for variants without a price of their own.
    await t.db.execute(sql`delete from price_history where product_id = ${productId} and variant_id is not null`);
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../../drizzle/0044_variant-price-history.sql'), 'utf8');
    await t.db.execute(sql.raw(migration));
    const history = async () =>
      (
        await t.database.statements.rows<{ variant_id: number; price_cents: number }>(
          sql`select variant_id, price_cents from price_history where product_id = ${productId} and variant_id is not null order by variant_id, at, id`,
        )
      ).map((r) => [r.variant_id, r.price_cents]);
    const [s, m] = variantIds;
    expect(await history()).toEqual([
      [s, 6000],
      [s, 5500],
      [m, 6000],
      [m, 5500],
    ]);
    // Run again, it adds nothing.
    await t.db.execute(sql.raw(migration));
    expect(await history()).toHaveLength(4);
    // M on sale at day 40 'compared at' $60: its 'was' is the $55 it sold at for the 30 days before.
    await mOnSale(productId, 'Upgraded Dress', variantIds, 40);
    await t.app.kept.forget(['catalogue']);
    expect(await sizesOnSale(productId)).toEqual([
      ['S', 60, null],
      ['M', 45, 55],
    ]);
  });

  it('refuse bad sale fields with 400 and change nothing', async () => {
    const add = (body: unknown) => t.call('POST', '/api/vendors/addProduct', { token: vendor.token, body });
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 30, compareAtPrice: 30 }, SALE_TEXTS.compareAtAbovePrice],
      [{ price: 30, compareAtPrice: 100000.01 }, SALE_TEXTS.compareAtMax],
      [{ price: 30, compareAtPrice: 40.001 }, SALE_TEXTS.compareAtCents],
      [{ price: 30, compareAtPrice: '40' }, SALE_TEXTS.compareAtInvalid],
      [{ price: 30, compareAtPrice: 40, saleEndsAt: '2020-01-01T00:00:00Z' }, SALE_TEXTS.saleEndsPast],
      [{ price: 30, compareAtPrice: 40, saleEndsAt: 'tomorrow' }, SALE_TEXTS.saleEndsInvalid],
      [{ price: 30, saleEndsAt: '2099-01-01T00:00:00Z' }, SALE_TEXTS.saleEndsWithoutCompareAt],
      [
        { price: 30, subCategoryName: 'clothes', variants: [{ size: 'S', stockQuantity: 1, compareAtPrice: 40 }] },
        SALE_TEXTS.variantCompareAtNeedsPrice,
      ],
    ];
    const before = (await t.call('GET', '/api/vendors/products', { token: vendor.token })).headers['x-total-count'];
    for (const [fields, message] of cases) {
      const res = await add(productPayload({ productName: 'Refused', ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await t.call('GET', '/api/vendors/products', { token: vendor.token })).headers['x-total-count']).toBe(before);
  });

  it("sort products on sale first, and count 'On sale' in facets", async () => {
    const facets = (await t.call('GET', '/api/buyer/facets')).json();
    const onSale = await listed('onSale=true');
    expect(facets.onSale).toBe(onSale.length);
    expect(onSale.every((p) => p.compareAtPrice !== null)).toBe(true);
    const sorted = await listed('sort=sale');
    expect(sorted.slice(0, onSale.length).every((p) => p.salePercent !== null)).toBe(true);
    expect(sorted.slice(onSale.length).every((p) => p.salePercent === null)).toBe(true);
    expect((await t.call('GET', '/api/buyer/recommended?onSale=maybe')).statusCode).toBe(400);
  });
});
