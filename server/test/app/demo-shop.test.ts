import {
  compareSizes,
  LOW_STOCK_BELOW,
  ONLY_LEFT_BELOW,
  type ProductDetail,
  type ProductSummary,
  type ProductVariant,
  VARIANT_TEXTS,
} from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/seed.js';
import { useTestApp } from '../test-app.js';

/**
 * The demo shop as a buyer and a vendor see it through the API (docs/architecture.md#sizes-and-colours): sizes and colours on
 * every product, struck and low sizes, "from" prices, fit summaries, the low-stock card, and a
 * checkout of two sizes of one product.
 */

const t = useTestApp();
const tokens: Record<string, string> = {};
let shop: ProductSummary[] = [];
let pages: ProductDetail[] = [];

const login = async (email: string) => {
  const res = await t.call('POST', '/api/registration/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const detail = async (id: number): Promise<ProductDetail> => {
  const res = await t.call('GET', `/api/buyer/product/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  expect((await seedDemo(t.db)).seeded).toBe(true);
  tokens.buyer = await login('buyer1@seamline.test');
  tokens.vendor = await login('vendor1@seamline.test');
  const lists = await Promise.all(
    ['female', 'male', 'children'].map(async (category) =>
      (await t.call('GET', `/api/buyer/selected?category=${category}&limit=100`)).json(),
    ),
  );
  shop = lists.flat();
  pages = [];
  for (const card of shop) pages.push(await detail(card.productId));
}, 300_000);

describe('the demo shop through the API', () => {
  it('shows swatches on every card and answers every product page with its sizes in order, one picture per colour', async () => {
    expect(shop.length).toBeGreaterThan(150);
    expect(shop.every((p) => p.colours.length >= 1 && p.colours.every((c) => /^#[0-9a-f]{6}$/.test(c.hex ?? '')))).toBe(true);
    expect(pages.map((p) => p.productId)).toEqual(shop.map((p) => p.productId));
    for (const p of pages) {
      expect(p.variants.length).toBeGreaterThanOrEqual(3);
      expect(p.stockQuantity).toBe(p.variants.reduce((s, v) => s + v.stockQuantity, 0));
      expect(p.price).toBe(Math.min(...p.variants.map((v) => v.price)));
      expect(p.colours.map((c) => c.name)).toEqual([...new Set(p.variants.map((v) => v.colour))]);
      const pictures = new Map(p.variants.map((v) => [v.colour, v.imageUrl]));
      expect(new Set(pictures.values()).size).toBe(pictures.size);
      for (const colour of p.colours) {
        const sizes = p.variants.filter((v) => v.colour === colour.name).map((v) => v.size as string);
        expect(sizes).toEqual([...sizes].sort(compareSizes(p.categoryName, p.subCategoryName)));
      }
    }
  });

  it('serves a picture of the garment in each colour a product is sold in', async () => {
    const pictures = new Map(
      pages.flatMap((p) => p.variants.map((v) => [v.imageUrl, { hex: v.colourHex, productImage: p.imageUrl }] as const)),
    );
    expect(pictures.size).toBeGreaterThan(150);
    for (const [url, { hex, productImage }] of pictures) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`fill="${hex}"`);
      // The same garment as the product's own picture.
      expect(url.split('/')[3]).toBe(productImage.split('/')[3]);
    }
  });

  it('has products with struck sizes, "Only n left" sizes and a "from" price below the base price', async () => {
    const variants = pages.filter((p) => p.stockQuantity > 0).flatMap((p) => p.variants);
    expect(variants.some((v) => v.stockQuantity === 0)).toBe(true);
    expect(variants.some((v) => v.stockQuantity > 0 && v.stockQuantity < ONLY_LEFT_BELOW)).toBe(true);
    expect(variants.some((v) => v.ownPrice !== null)).toBe(true);
    expect(pages.some((p) => p.price < p.basePrice)).toBe(true);
    expect(pages.some((p) => p.variants.every((v) => v.stockQuantity === 0) && !p.inStock)).toBe(true);
    // A fit summary shows on several products, and some run small or large.
    const summarised = pages.filter((p) => p.fit.small + p.fit.true + p.fit.large >= 3);
    expect(summarised.length).toBeGreaterThan(10);
    expect(summarised.some((p) => p.fit.small * 2 > p.fit.small + p.fit.true + p.fit.large)).toBe(true);
    expect(summarised.some((p) => p.fit.large * 2 > p.fit.small + p.fit.true + p.fit.large)).toBe(true);
    const reviews = (await t.call('GET', `/api/buyer/getReviews/${summarised[0]?.productId}`)).json();
    expect(reviews.some((r: { verifiedPurchase: boolean; fit: string | null }) => r.verifiedPurchase && r.fit !== null)).toBe(true);
  });

  it('lists the vendor’s low sizes on the low-stock card', async () => {
    const res = await t.call('GET', '/api/vendors/lowStock', { token: tokens.vendor });
    expect(res.statusCode).toBe(200);
    const low = res.json();
    expect(low.length).toBeGreaterThan(0);
    for (const item of low) {
      expect(item.stockQuantity).toBeLessThan(LOW_STOCK_BELOW);
      expect(item.size).not.toBeNull();
      expect(item.colour).not.toBeNull();
    }
  });

  it('shows size and colour on the buyer’s past orders', async () => {
    const res = await t.call('GET', '/api/buyer/orders', { token: tokens.buyer });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { size: string | null; colour: string | null }) => r.size !== null && r.colour !== null)).toBe(true);
  });

  it('asks for a size, then checks out two sizes of one product and takes them from its stock', async () => {
    const card = pages.find((p) => p.variants.filter((v) => v.stockQuantity > 0).length >= 2) as ProductDetail;
    const before = await detail(card.productId);
    const [first, second] = before.variants.filter((v) => v.stockQuantity > 0) as [ProductVariant, ProductVariant];
    const noSize = await t.call('POST', '/api/buyer/cart/add', { token: tokens.buyer, body: { productId: card.productId, quantity: 1 } });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().message).toBe(VARIANT_TEXTS.selectSize);
    for (const v of [first, second]) {
      const res = await t.call('POST', '/api/buyer/cart/add', {
        token: tokens.buyer,
        body: { productId: card.productId, variantId: v.variantId, quantity: 1 },
      });
      expect(res.statusCode).toBe(200);
    }
    const cart = (await t.call('GET', '/api/buyer/cart', { token: tokens.buyer })).json();
    expect(cart.map((l: { size: string; colour: string }) => `${l.size} ${l.colour}`).sort()).toEqual(
      [`${first.size} ${first.colour}`, `${second.size} ${second.colour}`].sort(),
    );
    const placed = await t.call('POST', '/api/buyer/cart/checkout', { token: tokens.buyer });
    expect(placed.statusCode).toBe(201);
    const after = await detail(card.productId);
    expect(after.stockQuantity).toBe(before.stockQuantity - 2);
    const stockOf = (p: ProductDetail, id: number) => p.variants.find((v) => v.variantId === id)?.stockQuantity;
    expect(stockOf(after, first.variantId)).toBe(first.stockQuantity - 1);
    expect(stockOf(after, second.variantId)).toBe(second.stockQuantity - 1);
  });
});

describe('the demo operator (docs/architecture.md#money-and-operator)', () => {
  it('signs in as admin@seamline.test and sees the demo shop in the overview', async () => {
    const res = await t.call('POST', '/api/registration/login', { body: { email: 'admin@seamline.test', password: DEMO_PASSWORD } });
    expect(res.json()).toMatchObject({ role: 'admin', fullName: 'Olivia Operator' });
    const overview = await t.call('GET', '/api/admin/overview?period=90d', { token: res.json().token });
    expect(overview.json()).toMatchObject({ buyers: 20, vendors: 6 });
    expect(overview.json().orders).toBeGreaterThan(0);
    // The demo's returns (an exchange, a refund, one asked for) leave a ledger that checks out.
    expect(overview.json().returnRate).toBeGreaterThan(0);
    const check = await t.call('GET', '/api/admin/ledger/check', { token: res.json().token });
    expect(check.json()).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedJournals: [] });
    // The first shop finds them on its Returns screen: one to answer, two closed.
    const vendor = await t.call('POST', '/api/registration/login', { body: { email: 'vendor1@seamline.test', password: DEMO_PASSWORD } });
    const returns = (await t.call('GET', '/api/vendors/returns', { token: vendor.json().token })).json() as { status: string }[];
    expect(returns.map((r) => r.status).sort()).toEqual(['closed', 'closed', 'requested']);
  });

  it("takes a return of every demo order the buyer's list offers 'Return or exchange' on (one meaning of delivered)", async () => {
    type Row = {
      orderId: number;
      orderItemId: number;
      returnableQuantity: number;
      returnUntil: string | null;
      openReturnId: number | null;
      orderStatus: string;
    };
    let offered = 0;
    for (let n = 1; n <= 20; n++) {
      const token = await login(`buyer${n}@seamline.test`);
      const rows = (await t.call('GET', '/api/buyer/orders', { token })).json() as Row[];
      // As the order list offers it: inside the window, no return under way, a unit left to return.
      const byOrder = new Map<number, Row[]>();
      for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
      for (const [orderId, items] of byOrder) {
        const first = items[0] as Row;
        const inWindow = first.returnUntil !== null && Date.parse(first.returnUntil) >= Date.now();
        const line = items.find((i) => i.returnableQuantity > 0);
        if (!inWindow || first.openReturnId !== null || !line) continue;
        offered++;
        const made = await t.call('POST', '/api/buyer/returns', {
          token,
          body: { orderId, lines: [{ orderItemId: line.orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' }] },
        });
        expect(made.statusCode, `buyer${n} order #${orderId} (${first.orderStatus}): ${made.body}`).toBe(201);
      }
    }
    // Completed orders are among them, not only Delivered ones.
    expect(offered).toBeGreaterThan(40);
  });

  it("finds the fresh demo's ledger balanced, and each demo shop's Earnings adding up to its entries", async () => {
    const admin = await login('admin@seamline.test');
    const check = await t.call('GET', '/api/admin/ledger/check', { token: admin });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    expect(check.json().entries).toBeGreaterThan(100);
    // vendor1's balance is what its ledger says: on hold and available are each its entries' sum.
    const balance = (await t.call('GET', '/api/vendors/balance', { token: tokens.vendor })).json();
    const page = await t.call('GET', '/api/vendors/ledger?limit=100', { token: tokens.vendor });
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(0);
    const entries: { account: string; amount: number }[] = [];
    for (let offset = 0; offset < total; offset += 100)
      entries.push(...(await t.call('GET', `/api/vendors/ledger?limit=100&offset=${offset}`, { token: tokens.vendor })).json());
    expect(entries).toHaveLength(total);
    const sum = (account: string) => Math.round(entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount * 100, 0));
    expect({ onHold: sum('on_hold'), available: sum('available') }).toEqual({
      onHold: Math.round(balance.onHold * 100),
      available: Math.round(balance.available * 100),
    });
  });
});
