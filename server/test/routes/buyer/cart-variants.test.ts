import { API_MESSAGES, type ProductInput, STOCK_TEXTS, VARIANT_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { cartVersion } from '../../../src/domain/cart/cart-version.js';
import { dbChecksum } from '../../db-checksum.js';
import { cartOf, checkout, createBuyer, createProduct, createVendor, productPayload, stockOf, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

// Cart, checkout, cancel and order history by size × colour (docs/architecture.md#sizes-and-colours).
const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Sizes & Co' });
});

type Variant = { variantId: number; size: string | null; colour: string | null; price: number; stockQuantity: number };

/** The product's live variants as its page shows them, keyed 'M · Navy', 'M', 'Navy' or ''. */
async function variantsOf(productId: number): Promise<Record<string, Variant>> {
  const detail = (await t.call('GET', `/api/buyer/product/${productId}`)).json();
  return Object.fromEntries((detail.variants as Variant[]).map((v) => [[v.size, v.colour].filter(Boolean).join(' · '), v]));
}

/** A shirt sold in the given sizes × colours; answers its id and variants. */
async function createShirt(variants: NonNullable<ProductInput['variants']>, overrides: Partial<ProductInput> = {}) {
  const p = await createProduct(t, vendor, {
    productName: 'Oxford Shirt',
    price: 30,
    categoryName: 'male',
    subCategoryName: 'clothes',
    imageUrl: '/images/catalog/shirt/blue.svg',
    variants,
    ...overrides,
  });
  return { productId: p.productId, v: await variantsOf(p.productId) };
}

const add = (buyer: TestUser, body: { productId: number; quantity?: number; variantId?: number }) =>
  t.call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { quantity: 1, ...body } });
const setQuantity = (buyer: TestUser, body: { productId: number; quantity: number; variantId?: number }) =>
  t.call('PUT', '/api/buyer/cart/quantity', { token: buyer.token, body });
const remove = (buyer: TestUser, body: { productId: number; variantId?: number }) =>
  t.call('DELETE', '/api/buyer/cart/delete', { token: buyer.token, body });
const variantStock = async (productId: number, label: string) => (await variantsOf(productId))[label]?.stockQuantity;

describe('adding sizes and colours to the cart', () => {
  it('asks for a size when sizes differ, for a colour when only colours do, and adds nothing', async () => {
    const buyer = await createBuyer(t);
    const sized = await createShirt([
      { size: 'S', colour: 'Navy', stockQuantity: 2 },
      { size: 'M', colour: 'Navy', stockQuantity: 2 },
    ]);
    const coloured = await createShirt([
      { colour: 'Red', stockQuantity: 2 },
      { colour: 'Blue', stockQuantity: 2 },
    ]);
    const oneSizeTwoColours = await createShirt([
      { size: 'M', colour: 'Navy', stockQuantity: 2 },
      { size: 'M', colour: 'White', stockQuantity: 2 },
    ]);
    for (const [productId, message] of [
      [sized.productId, VARIANT_TEXTS.selectSize],
      [coloured.productId, VARIANT_TEXTS.selectColour],
      [oneSizeTwoColours.productId, VARIANT_TEXTS.selectColour],
    ] as const) {
      const res = await add(buyer, { productId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await cartOf(t, buyer)).toEqual([]);
  });

  it('answers 404 for a variant of another product or one that does not exist, and 400 for a malformed one', async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'S', stockQuantity: 2 },
      { size: 'M', stockQuantity: 2 },
    ]);
    const other = await createShirt([{ size: 'L', stockQuantity: 2 }]);
    for (const variantId of [other.v.L?.variantId, 99_999_999]) {
      const res = await add(buyer, { productId: shirt.productId, variantId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(VARIANT_TEXTS.variantNotFound);
    }
    const malformed = await t.call('POST', '/api/buyer/cart/add', {
      token: buyer.token,
      body: { productId: shirt.productId, quantity: 1, variantId: 'M' },
    });
    expect(malformed.statusCode).toBe(400);
    const gone = await add(buyer, { productId: 99_999_999, variantId: shirt.v.S?.variantId });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(API_MESSAGES.productNotFound);
    expect(await cartOf(t, buyer)).toEqual([]);
  });

  it('takes the only variant of a one-variant product without being told', async () => {
    const buyer = await createBuyer(t);
    const plain = await createProduct(t, vendor, { productName: 'Plain Tote', stockQuantity: 4, subCategoryName: 'clothes' });
    const onlyM = await createShirt([{ size: 'M', colour: 'Navy', stockQuantity: 3 }]);
    const a = await add(buyer, { productId: plain.productId, quantity: 2 });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ productName: 'Plain Tote', quantity: 2, size: null, colour: null, stockQuantity: 4 });
    expect(a.json().variantId).toBe(String((await variantsOf(plain.productId))['']?.variantId));
    const b = await add(buyer, { productId: onlyM.productId });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ size: 'M', colour: 'Navy', variantId: String(onlyM.v['M · Navy']?.variantId) });
  });

  it("keeps one line per size, adds to it, prices it at the size's own price and bounds it by the size's stock", async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'M', colour: 'Navy', stockQuantity: 3 },
      { size: 'L', colour: 'Navy', stockQuantity: 5, price: 34.5, imageUrl: '/images/catalog/shirt/navy-l.svg' },
    ]);
    const m = shirt.v['M · Navy'] as Variant;
    const l = shirt.v['L · Navy'] as Variant;
    expect((await add(buyer, { productId: shirt.productId, variantId: m.variantId, quantity: 2 })).statusCode).toBe(200);
    const lLine = await add(buyer, { productId: shirt.productId, variantId: l.variantId, quantity: 1 });
    expect(lLine.json()).toEqual({
      cartId: expect.stringMatching(/^\d+$/),
      buyerId: String(buyer.id),
      productId: String(shirt.productId),
      productName: 'Oxford Shirt',
      unitPrice: 34.5,
      quantity: 1,
      totalPrice: 34.5,
      imageUrl: '/images/catalog/shirt/navy-l.svg',
      availabilityStatus: STOCK_TEXTS.inStock,
      stockQuantity: 5,
      vendorId: String(vendor.id),
      vendorName: 'Sizes & Co',
      available: true,
      variantId: String(l.variantId),
      size: 'L',
      colour: 'Navy',
    });
    const again = await add(buyer, { productId: shirt.productId, variantId: m.variantId, quantity: 1 });
    expect(again.json()).toMatchObject({ quantity: 3, unitPrice: 30, totalPrice: 90, stockQuantity: 3, size: 'M' });

    const over = await add(buyer, { productId: shirt.productId, variantId: m.variantId, quantity: 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`${VARIANT_TEXTS.notEnoughOfVariant('Oxford Shirt', 'M · Navy', 3)}; you already have 3 in your cart`);

    const cart = await cartOf(t, buyer);
    expect(cart.map((c: { size: string; quantity: number; unitPrice: number }) => [c.size, c.quantity, c.unitPrice])).toEqual([
      ['M', 3, 30],
      ['L', 1, 34.5],
    ]);
  });

  it('refuses a sold-out size naming it, while another size of the product still adds', async () => {
    const buyer = await createBuyer(t);
    const shoe = await createProduct(t, vendor, {
      productName: 'Trail Runner',
      subCategoryName: 'shoes',
      variants: [
        { size: '42', stockQuantity: 0 },
        { size: '43', stockQuantity: 1 },
      ],
    });
    const v = await variantsOf(shoe.productId);
    const sold = await add(buyer, { productId: shoe.productId, variantId: v['42']?.variantId });
    expect(sold.statusCode).toBe(400);
    expect(sold.json().message).toBe(VARIANT_TEXTS.notEnoughOfVariant('Trail Runner', '42', 0));
    expect(sold.json().message).toBe('Trail Runner (42) is out of stock');
    expect((await add(buyer, { productId: shoe.productId, variantId: v['43']?.variantId })).statusCode).toBe(200);
  });
});

describe('changing and removing lines of one size', () => {
  it("sets one size's quantity, asks which size when the product has two lines, and needs no size for one", async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'S', stockQuantity: 4 },
      { size: 'M', stockQuantity: 2 },
    ]);
    const s = shirt.v.S as Variant;
    const m = shirt.v.M as Variant;
    await add(buyer, { productId: shirt.productId, variantId: s.variantId });
    const only = await setQuantity(buyer, { productId: shirt.productId, quantity: 3 });
    expect(only.statusCode).toBe(200);
    expect(only.json()).toMatchObject({ size: 'S', quantity: 3 });

    await add(buyer, { productId: shirt.productId, variantId: m.variantId });
    const which = await setQuantity(buyer, { productId: shirt.productId, quantity: 2 });
    expect(which.statusCode).toBe(400);
    expect(which.json().message).toBe(VARIANT_TEXTS.selectSize);

    const set = await setQuantity(buyer, { productId: shirt.productId, variantId: m.variantId, quantity: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ size: 'M', quantity: 2, stockQuantity: 2 });
    const tooMany = await setQuantity(buyer, { productId: shirt.productId, variantId: m.variantId, quantity: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(VARIANT_TEXTS.notEnoughOfVariant('Oxford Shirt', 'M', 2));
    const notInCart = await setQuantity(buyer, { productId: shirt.productId, variantId: 99_999_999, quantity: 1 });
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json().message).toBe(API_MESSAGES.cartItemNotFound);

    expect((await cartOf(t, buyer)).map((c: { size: string; quantity: number }) => [c.size, c.quantity])).toEqual([
      ['S', 3],
      ['M', 2],
    ]);
  });

  it("removes one size's line, or every line of the product without a size", async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'S', stockQuantity: 4 },
      { size: 'M', stockQuantity: 4 },
      { size: 'L', stockQuantity: 4 },
    ]);
    for (const size of ['S', 'M', 'L']) await add(buyer, { productId: shirt.productId, variantId: shirt.v[size]?.variantId });

    const one = await remove(buyer, { productId: shirt.productId, variantId: shirt.v.M?.variantId });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: API_MESSAGES.productRemoved });
    expect((await cartOf(t, buyer)).map((c: { size: string }) => c.size)).toEqual(['S', 'L']);
    const again = await remove(buyer, { productId: shirt.productId, variantId: shirt.v.M?.variantId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(API_MESSAGES.cartItemNotFound);

    expect((await remove(buyer, { productId: shirt.productId })).statusCode).toBe(200);
    expect(await cartOf(t, buyer)).toEqual([]);
  });

  it("gives the cart a new version when a line's size changes, even with the same quantity", async () => {
    const line = { cartId: 1, productId: 7, variantId: 70, quantity: 1, available: true };
    expect(cartVersion([line])).not.toBe(cartVersion([{ ...line, variantId: 71 }]));
    expect(cartVersion([line])).toBe(cartVersion([{ ...line }]));
  });
});

describe('refusals and prices per size', () => {
  it('changes nothing when an add, quantity change or removal of a size is refused', async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'S', colour: 'Navy', stockQuantity: 1 },
      { size: 'M', colour: 'Navy', stockQuantity: 2 },
    ]);
    const other = await createShirt([{ size: 'L', stockQuantity: 2 }]);
    await add(buyer, { productId: shirt.productId, variantId: shirt.v['S · Navy']?.variantId });
    await add(buyer, { productId: shirt.productId, variantId: shirt.v['M · Navy']?.variantId });
    const before = await dbChecksum(t.db);
    const refused = [
      await add(buyer, { productId: shirt.productId }),
      await add(buyer, { productId: shirt.productId, variantId: other.v.L?.variantId }),
      await add(buyer, { productId: shirt.productId, variantId: shirt.v['S · Navy']?.variantId }),
      await setQuantity(buyer, { productId: shirt.productId, quantity: 1 }),
      await setQuantity(buyer, { productId: shirt.productId, variantId: shirt.v['M · Navy']?.variantId, quantity: 3 }),
      await remove(buyer, { productId: shirt.productId, variantId: other.v.L?.variantId }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, VARIANT_TEXTS.selectSize],
      [404, VARIANT_TEXTS.variantNotFound],
      [400, `${VARIANT_TEXTS.notEnoughOfVariant('Oxford Shirt', 'S · Navy', 1)}; you already have 1 in your cart`],
      [400, VARIANT_TEXTS.selectSize],
      [400, VARIANT_TEXTS.notEnoughOfVariant('Oxford Shirt', 'M · Navy', 2)],
      [404, API_MESSAGES.cartItemNotFound],
    ]);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('shows the price each size had when it was added once the vendor changes it', async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'S', stockQuantity: 5 },
      { size: 'M', stockQuantity: 5, price: 32 },
    ]);
    await add(buyer, { productId: shirt.productId, variantId: shirt.v.S?.variantId });
    await add(buyer, { productId: shirt.productId, variantId: shirt.v.M?.variantId });
    const updated = await t.call('PUT', '/api/vendors/updateProduct', {
      token: vendor.token,
      body: {
        ...productPayload({
          productName: 'Oxford Shirt',
          price: 30,
          categoryName: 'male',
          subCategoryName: 'clothes',
          imageUrl: '/images/catalog/shirt/blue.svg',
        }),
        productId: shirt.productId,
        variants: [
          { variantId: shirt.v.S?.variantId, size: 'S', stockQuantity: 5 },
          { variantId: shirt.v.M?.variantId, size: 'M', stockQuantity: 5, price: 28 },
        ],
      },
    });
    expect(updated.statusCode).toBe(200);
    const cart = await cartOf(t, buyer);
    expect(
      cart.map((c: { size: string; unitPrice: number; previousUnitPrice?: number }) => [c.size, c.unitPrice, c.previousUnitPrice]),
    ).toEqual([
      ['S', 30, undefined],
      ['M', 28, 32],
    ]);
  });
});

describe('checking out sizes', () => {
  it('orders two sizes of one product as two items with their sizes, colours and prices, and takes both stocks down', async () => {
    const buyer = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'M', colour: 'Navy', stockQuantity: 5 },
      { size: 'XL', colour: 'Navy', stockQuantity: 4, price: 36 },
    ]);
    await add(buyer, { productId: shirt.productId, variantId: shirt.v['M · Navy']?.variantId, quantity: 2 });
    await add(buyer, { productId: shirt.productId, variantId: shirt.v['XL · Navy']?.variantId, quantity: 1 });
    const [orderId] = await checkout(t, buyer);

    const rows = (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json();
    expect(
      rows.map((r: { orderId: number; size: string; colour: string; unitPrice: number; quantity: number; itemTotal: number }) => [
        r.orderId,
        r.size,
        r.colour,
        r.unitPrice,
        r.quantity,
        r.itemTotal,
      ]),
    ).toEqual([
      [orderId, 'M', 'Navy', 30, 2, 60],
      [orderId, 'XL', 'Navy', 36, 1, 36],
    ]);
    const orders = (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json();
    const order = orders.find((o: { id: number }) => o.id === orderId);
    expect(
      order.items.map((i: { name: string; size: string; colour: string; price: number; quantity: number }) => [
        i.name,
        i.size,
        i.colour,
        i.price,
        i.quantity,
      ]),
    ).toEqual([
      ['Oxford Shirt', 'M', 'Navy', 30, 2],
      ['Oxford Shirt', 'XL', 'Navy', 36, 1],
    ]);
    expect(order.total).toBe(96);

    expect(await variantStock(shirt.productId, 'M · Navy')).toBe(3);
    expect(await variantStock(shirt.productId, 'XL · Navy')).toBe(3);
    expect(await stockOf(t, shirt.productId)).toBe(6);
    expect(await cartOf(t, buyer)).toEqual([]);
  });

  it('answers 409 naming the product and the size that is short, and orders nothing', async () => {
    const first = await createBuyer(t);
    const second = await createBuyer(t);
    const shirt = await createShirt([
      { size: 'S', colour: 'White', stockQuantity: 3 },
      { size: 'M', colour: 'White', stockQuantity: 3 },
    ]);
    const s = shirt.v['S · White'] as Variant;
    const m = shirt.v['M · White'] as Variant;
    await add(first, { productId: shirt.productId, variantId: s.variantId, quantity: 1 });
    await add(first, { productId: shirt.productId, variantId: m.variantId, quantity: 3 });
    await add(second, { productId: shirt.productId, variantId: m.variantId, quantity: 2 });
    await checkout(t, second);

    const short = await t.call('POST', '/api/buyer/cart/checkout', { token: first.token });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(VARIANT_TEXTS.notEnoughOfVariant('Oxford Shirt', 'M · White', 1));
    expect(short.json().message).toBe('Only 1 of Oxford Shirt (M · White) in stock');
    expect(await variantStock(shirt.productId, 'S · White')).toBe(3);
    expect(await variantStock(shirt.productId, 'M · White')).toBe(1);
    expect(await stockOf(t, shirt.productId)).toBe(4);
    expect((await t.call('GET', '/api/buyer/orders', { token: first.token })).json()).toEqual([]);
    expect((await cartOf(t, first)).map((c: { size: string; availabilityStatus: string }) => [c.size, c.availabilityStatus])).toEqual([
      ['S', STOCK_TEXTS.inStock],
      ['M', STOCK_TEXTS.onlyLeft(1)],
    ]);
  });

  it("puts a cancelled order's units back into the sizes they came from and into the product", async () => {
    const buyer = await createBuyer(t);
    const shoe = await createProduct(t, vendor, {
      productName: 'City Loafer',
      subCategoryName: 'shoes',
      variants: [
        { size: '41', stockQuantity: 2 },
        { size: '42', stockQuantity: 6 },
      ],
    });
    const v = await variantsOf(shoe.productId);
    await add(buyer, { productId: shoe.productId, variantId: v['42']?.variantId, quantity: 4 });
    const [orderId] = await checkout(t, buyer);
    expect(await variantStock(shoe.productId, '42')).toBe(2);
    expect(await stockOf(t, shoe.productId)).toBe(4);

    const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } });
    expect(cancelled.statusCode).toBe(200);
    expect(
      cancelled.json().items.map((i: { size: string; colour: string | null; quantity: number }) => [i.size, i.colour, i.quantity]),
    ).toEqual([['42', null, 4]]);
    expect(await variantStock(shoe.productId, '41')).toBe(2);
    expect(await variantStock(shoe.productId, '42')).toBe(6);
    expect(await stockOf(t, shoe.productId)).toBe(8);
    const [sums] = await queryRows<{ stock: number; total: number }>(
      t.db,
      sql`select p.stock, (select sum(v.stock)::int from product_variants v where v.product_id = p.id and v.deleted_at is null) as total
          from products p where p.id = ${shoe.productId}`,
    );
    expect(sums?.stock).toBe(sums?.total);
  });
});
