import { type WishlistItem, WISHLIST_MAX } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createProductWithVariants, createVendor } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();

const list = async (token: string): Promise<WishlistItem[]> => {
  const res = await t.call('GET', '/api/buyer/wishlist', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the wishlist', () => {
  it('saves, lists with the price and stock as they are now, and removes; each twice is once', async () => {
    const vendor = await createVendor(t, { vendorName: 'Saved Goods' });
    const buyer = await createBuyer(t);
    const boots = await createProduct(t, vendor, { productName: 'Hiking Boots', price: 90, stockQuantity: 1 });
    const scarf = await createProduct(t, vendor, { productName: 'Wool Scarf', price: 20 });
    for (const id of [boots.productId, scarf.productId, boots.productId]) {
      expect((await t.call('PUT', `/api/buyer/wishlist/${id}`, { token: buyer.token })).statusCode).toBe(204);
    }
    const saved = await list(buyer.token);
    expect(saved.map((i) => [i.productName, i.price, i.inStock, i.available, i.vendorName, i.vendorSlug])).toEqual([
      ['Wool Scarf', 20, true, true, 'Saved Goods', 'saved-goods'],
      ['Hiking Boots', 90, true, true, 'Saved Goods', 'saved-goods'],
    ]);

    // The price and stock now, not when saved; a deleted product stays, marked no longer sold.
    await t.db.execute(sql`update products set price_cents = 7500, stock = 0 where id = ${boots.productId}`);
    const del = await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId: scarf.productId } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await list(buyer.token)).map((i) => [i.productName, i.price, i.inStock, i.available])).toEqual([
      ['Wool Scarf', 20, false, false],
      ['Hiking Boots', 75, false, true],
    ]);

    for (let i = 0; i < 2; i++) {
      expect((await t.call('DELETE', `/api/buyer/wishlist/${scarf.productId}`, { token: buyer.token })).statusCode).toBe(204);
    }
    expect((await list(buyer.token)).map((i) => i.productId)).toEqual([boots.productId]);
    // Another buyer's list is their own.
    expect(await list((await createBuyer(t)).token)).toEqual([]);
  });

  it("lists the buyer's 'Tell me when it's back' asks with the size and colour, newest first, until each is stopped", async () => {
    const vendor = await createVendor(t, { vendorName: 'Waiting Room' });
    const buyer = await createBuyer(t);
    const coat = await createProductWithVariants(
      t,
      vendor,
      [
        { size: 'S', colour: 'Burgundy', stockQuantity: 0 },
        { size: 'M', colour: 'Burgundy', stockQuantity: 0 },
        { size: 'L', colour: 'Burgundy', stockQuantity: 4 },
      ],
      { productName: 'Duffle Coat', price: 120 },
    );
    const idOf = (size: string) => coat.variants.find((v) => v.size === size)?.variantId as number;
    const alerts = async () => (await t.call('GET', '/api/buyer/stock-alerts', { token: buyer.token })).json();
    for (const size of ['S', 'M'])
      expect((await t.call('PUT', `/api/buyer/stock-alerts/${idOf(size)}`, { token: buyer.token })).statusCode).toBe(204);
    await t.db.execute(sql`update stock_alerts set created_at = created_at - interval '1 minute' where variant_id = ${idOf('S')}`);
    const asked = await alerts();
    expect(asked.variantIds).toEqual([idOf('S'), idOf('M')]);
    expect(
      asked.alerts.map((a: Record<string, unknown>) => [a.productName, a.size, a.colour, a.vendorName, a.available, a.productId]),
    ).toEqual([
      ['Duffle Coat', 'M', 'Burgundy', 'Waiting Room', true, coat.productId],
      ['Duffle Coat', 'S', 'Burgundy', 'Waiting Room', true, coat.productId],
    ]);
    // Stopping one leaves the other; another buyer has none.
    expect((await t.call('DELETE', `/api/buyer/stock-alerts/${idOf('M')}`, { token: buyer.token })).statusCode).toBe(204);
    expect((await alerts()).alerts.map((a: { size: string }) => a.size)).toEqual(['S']);
    expect((await t.call('GET', '/api/buyer/stock-alerts', { token: (await createBuyer(t)).token })).json()).toEqual({
      variantIds: [],
      alerts: [],
    });
  });

  it('refuses a product not in the shop, a full list, and anyone but a buyer', async () => {
    const vendor = await createVendor(t);
    const buyer = await createBuyer(t);
    const gone = await t.call('PUT', '/api/buyer/wishlist/999999', { token: buyer.token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This product is not in the shop');
    expect((await t.call('PUT', '/api/buyer/wishlist/abc', { token: buyer.token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/buyer/wishlist')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/buyer/wishlist', { token: vendor.token })).statusCode).toBe(403);

    const product = await createProduct(t, vendor);
    await t.db.execute(sql`insert into wishlist_items (buyer_id, product_id) values (${buyer.id}, ${product.productId})`);
    // The list filled to the limit with products written straight into the database.
    await t.db.execute(sql`
      insert into products (vendor_id, name, description, category, subcategory, price_cents, base_price_cents, stock)
      select ${vendor.id}, 'Filler ' || g, 'x', 'female', 'shoes', 100, 100, 1 from generate_series(2, ${WISHLIST_MAX}) g`);
    await t.db.execute(sql`
      insert into wishlist_items (buyer_id, product_id)
      select ${buyer.id}, id from products where name like 'Filler %'`);
    const another = await createProduct(t, vendor, { productName: 'One Too Many' });
    const full = await t.call('PUT', `/api/buyer/wishlist/${another.productId}`, { token: buyer.token });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`Your wishlist holds at most ${WISHLIST_MAX} products. Remove one to save another.`);
    // One already saved is saved still.
    expect((await t.call('PUT', `/api/buyer/wishlist/${product.productId}`, { token: buyer.token })).statusCode).toBe(204);
    expect(await list(buyer.token)).toHaveLength(WISHLIST_MAX);
  });
});
