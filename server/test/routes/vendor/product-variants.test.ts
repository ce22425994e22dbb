import {
  allowedSizesText,
  API_MESSAGES,
  LOW_STOCK_BELOW,
  SIZE_MESSAGES,
  VARIANT_TEXTS,
  VARIANTS_MAX,
  type ProductDetail,
} from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_MAX } from '../../../src/domain/variants/low-stock.js';
import {
  createBuyer,
  createProduct,
  createProductWithVariants,
  createVendor,
  productPayload,
  type TestUser,
  type VariantPayload,
} from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;
let rival: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Variant Works' });
  rival = await createVendor(t, { vendorName: 'Other Works' });
  buyer = await createBuyer(t);
});

const shirt = (overrides: Record<string, unknown> = {}) => ({
  ...productPayload({ productName: 'Oxford Shirt', categoryName: 'female', subCategoryName: 'clothes', price: 40 }),
  ...overrides,
});
const add = (body: unknown, token = vendor.token) => t.call('POST', '/api/vendors/addProduct', { token, body });
const update = (body: unknown, token = vendor.token) => t.call('PUT', '/api/vendors/updateProduct', { token, body });
const page = async (productId: number): Promise<ProductDetail> => (await t.call('GET', `/api/buyer/product/${productId}`)).json();
const sizesOf = (p: ProductDetail) => p.variants.map((v) => [v.size, v.colour, v.stockQuantity]);
/** The variants as the vendor sends them back: every field kept, with its id. */
const resend = (p: ProductDetail): VariantPayload[] =>
  p.variants.map((v) => ({
    variantId: v.variantId,
    size: v.size,
    colour: v.colour,
    colourHex: v.colourHex,
    sku: v.sku,
    price: v.ownPrice,
    stockQuantity: v.stockQuantity,
  }));

describe('adding a product with sizes and colours', () => {
  it('answers the sum as stock, the lowest price, the colours, and the variants in size order', async () => {
    const res = await add(
      shirt({
        stockQuantity: 999,
        variants: [
          { size: 'L', colour: 'Navy', colourHex: '#1F2A44', stockQuantity: 2 },
          { size: 'S', colour: 'Navy', colourHex: '#1f2a44', stockQuantity: 5, price: 35.5 },
          { size: 'M', colour: 'White', colourHex: '#ffffff', stockQuantity: 0, sku: 'OX-M-W' },
          { size: 'S', colour: 'White', colourHex: '#ffffff', stockQuantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ stockQuantity: 8, price: 35.5, basePrice: 40, inStock: true });
    expect(res.json().colours).toEqual([
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'White', hex: '#ffffff' },
    ]);
    const detail = await page(res.json().productId);
    expect(detail).toMatchObject({ stockQuantity: 8, price: 35.5, basePrice: 40 });
    expect(sizesOf(detail)).toEqual([
      ['S', 'Navy', 5],
      ['S', 'White', 1],
      ['M', 'White', 0],
      ['L', 'Navy', 2],
    ]);
    expect(detail.variants[0]).toMatchObject({ price: 35.5, ownPrice: 35.5, imageUrl: detail.imageUrl });
    expect(detail.variants[2]).toMatchObject({ sku: 'OX-M-W', price: 40, ownPrice: null });
    const listed = (await t.call('GET', '/api/buyer/selected?category=female&limit=100')).json();
    expect(listed.find((p: { productId: number }) => p.productId === detail.productId).colours).toEqual(detail.colours);
    const searched = (await t.call('GET', '/api/buyer/search?searchTerm=oxford')).json();
    expect(searched.find((p: { productId: number }) => p.productId === detail.productId)).toMatchObject({
      price: 35.5,
      colours: detail.colours,
    });
  });

  it('refuses a size outside the subcategory, naming the valid ones', async () => {
    const res = await add(shirt({ variants: [{ size: '42', stockQuantity: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIZE_MESSAGES.sizeInvalid(allowedSizesText('female', 'clothes')));
    const shoe = await add(shirt({ subCategoryName: 'shoes', variants: [{ size: 'M', stockQuantity: 1 }] }));
    expect(shoe.json().message).toBe(SIZE_MESSAGES.sizeInvalid(allowedSizesText('female', 'shoes')));
  });

  it('refuses the same size and colour twice, whatever the colour’s case', async () => {
    const res = await add(
      shirt({
        variants: [
          { size: 'M', colour: 'Navy', stockQuantity: 1 },
          { size: 'M', colour: 'navy', stockQuantity: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VARIANT_TEXTS.pairRepeated('Size M in navy'));
  });

  it('refuses a colour name with a comma: filters take colours comma-separated', async () => {
    const res = await add(shirt({ variants: [{ size: 'M', colour: 'Black, white stripe', stockQuantity: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VARIANT_TEXTS.colourComma);
  });

  it(`refuses more than ${VARIANTS_MAX} variants and none at all`, async () => {
    const many = Array.from({ length: VARIANTS_MAX + 1 }, (_, i) => ({ size: 'M', colour: `Colour ${i}`, stockQuantity: 1 }));
    const res = await add(shirt({ variants: many }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VARIANT_TEXTS.tooManyVariants(VARIANTS_MAX));
    const none = await add(shirt({ variants: [] }));
    expect(none.json().message).toBe(VARIANT_TEXTS.variantsRequired);
    const exactly = await add(shirt({ variants: many.slice(0, VARIANTS_MAX) }));
    expect(exactly.statusCode).toBe(201);
    expect(exactly.json().stockQuantity).toBe(VARIANTS_MAX);
  });

  it('refuses a SKU another of the vendor’s products uses, but not one of another vendor', async () => {
    await createProductWithVariants(t, vendor, [{ size: 'S', sku: 'TAKEN-1', stockQuantity: 1 }]);
    const res = await add(shirt({ variants: [{ size: 'M', sku: 'taken-1', stockQuantity: 1 }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(VARIANT_TEXTS.skuTaken('taken-1'));
    const elsewhere = await add(shirt({ variants: [{ size: 'M', sku: 'TAKEN-1', stockQuantity: 1 }] }), rival.token);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers one of two racing adds with the same SKU 409, never 5xx', async () => {
    const body = shirt({ productName: 'Race Shirt', variants: [{ size: 'M', sku: 'RACE-1', stockQuantity: 1 }] });
    const answers = await Promise.all([add(body), add(body), add(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toBe(VARIANT_TEXTS.skuTaken('RACE-1'));
  });
});

describe('updating a product with sizes and colours', () => {
  it('keeps listed ids, retires unlisted ones out of every cart, and adds new lines', async () => {
    const before = await createProductWithVariants(t, vendor, [
      { size: 'S', colour: 'Red', stockQuantity: 3 },
      { size: 'M', colour: 'Red', stockQuantity: 4 },
      { size: 'L', colour: 'Red', stockQuantity: 5 },
    ]);
    const [s, m, l] = before.variants as [
      ProductDetail['variants'][number],
      ProductDetail['variants'][number],
      ProductDetail['variants'][number],
    ];
    for (const [variant, quantity] of [
      [l, 1],
      [m, 2],
    ] as const) {
      const added = await t.call('POST', '/api/buyer/cart/add', {
        token: buyer.token,
        body: { productId: before.productId, variantId: variant.variantId, quantity },
      });
      expect(added.statusCode).toBe(200);
    }
    const res = await update(
      shirt({
        productId: before.productId,
        variants: [
          { variantId: m.variantId, size: 'M', colour: 'Red', stockQuantity: 9 },
          { variantId: s.variantId, size: 'S', colour: 'Red', stockQuantity: 3, price: 30 },
          { size: 'XL', colour: 'Red', stockQuantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockQuantity: 13, price: 30, basePrice: 40 });
    const after = await page(before.productId);
    expect(after.variants.map((v) => v.variantId).slice(0, 2)).toEqual([s.variantId, m.variantId]);
    expect(sizesOf(after)).toEqual([
      ['S', 'Red', 3],
      ['M', 'Red', 9],
      ['XL', 'Red', 1],
    ]);
    const cart = (await t.call('GET', '/api/buyer/cart', { token: buyer.token })).json();
    expect(cart.map((line: { variantId: string; size: string; quantity: number }) => [line.variantId, line.size, line.quantity])).toEqual([
      [String(m.variantId), 'M', 2],
    ]);
  });

  it('lets two variants swap sizes and SKUs in one update', async () => {
    const before = await createProductWithVariants(t, vendor, [
      { size: 'S', sku: 'SWAP-A', stockQuantity: 1 },
      { size: 'M', sku: 'SWAP-B', stockQuantity: 2 },
    ]);
    const [a, b] = resend(before) as [VariantPayload, VariantPayload];
    const res = await update(
      shirt({
        productId: before.productId,
        variants: [
          { ...a, size: 'M', sku: 'SWAP-B' },
          { ...b, size: 'S', sku: 'SWAP-A' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await page(before.productId)).variants.map((v) => [v.size, v.sku, v.stockQuantity])).toEqual([
      ['S', 'SWAP-A', 2],
      ['M', 'SWAP-B', 1],
    ]);
  });

  it('refuses a variant id of another product, and changes nothing', async () => {
    const mine = await createProductWithVariants(t, vendor, [{ size: 'S', stockQuantity: 1 }]);
    const other = await createProductWithVariants(t, vendor, [{ size: 'M', stockQuantity: 1 }]);
    const foreign = other.variants[0]?.variantId ?? 0;
    const res = await update(shirt({ productId: mine.productId, variants: [{ variantId: foreign, size: 'M', stockQuantity: 7 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VARIANT_TEXTS.variantIdUnknown(foreign));
    expect(await page(mine.productId)).toEqual(mine);
    expect(await page(other.productId)).toEqual(other);
  });

  it('refuses a SKU of another product on update, keeps its own', async () => {
    await createProductWithVariants(t, vendor, [{ size: 'S', sku: 'OWN-2', stockQuantity: 1 }]);
    const p = await createProductWithVariants(t, vendor, [{ size: 'S', sku: 'OWN-1', stockQuantity: 1 }]);
    const kept = await update(shirt({ productId: p.productId, variants: resend(p) }));
    expect(kept.statusCode).toBe(200);
    const res = await update(shirt({ productId: p.productId, variants: [{ ...resend(p)[0], sku: 'OWN-2' }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(VARIANT_TEXTS.skuTaken('OWN-2'));
  });

  it('without variants: a one-variant product takes the new stock; a product in several sizes keeps them', async () => {
    const single = await createProduct(t, vendor, { stockQuantity: 4 });
    const one = await update({ ...productPayload({ stockQuantity: 11 }), productId: single.productId });
    expect(one.json().stockQuantity).toBe(11);
    expect((await page(single.productId)).variants.map((v) => v.stockQuantity)).toEqual([11]);

    const several = await createProductWithVariants(t, vendor, [
      { size: 'S', stockQuantity: 2 },
      { size: 'M', stockQuantity: 3 },
    ]);
    const same = await update(shirt({ productId: several.productId, price: 45, stockQuantity: 5 }));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ stockQuantity: 5, price: 45, basePrice: 45 });
    expect(sizesOf(await page(several.productId))).toEqual(sizesOf(several));
    const other = await update(shirt({ productId: several.productId, stockQuantity: 9 }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(VARIANT_TEXTS.stockIsVariantSum(5));
  });

  it('refuses a new subcategory the sizes do not fit, naming its sizes', async () => {
    const p = await createProductWithVariants(t, vendor, [{ size: 'M', stockQuantity: 2 }]);
    const res = await update(shirt({ productId: p.productId, subCategoryName: 'shoes', stockQuantity: 2 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIZE_MESSAGES.sizeInvalid(allowedSizesText('female', 'shoes')));
    expect(await page(p.productId)).toEqual(p);
    const moved = await update(shirt({ productId: p.productId, subCategoryName: 'shoes', variants: [{ ...resend(p)[0], size: '38' }] }));
    expect(moved.statusCode).toBe(200);
    expect((await page(p.productId)).variants.map((v) => v.size)).toEqual(['38']);
  });

  it('moves the answered price with the base price for variants without their own', async () => {
    const p = await createProductWithVariants(
      t,
      vendor,
      [
        { size: 'S', stockQuantity: 1, price: 50 },
        { size: 'M', stockQuantity: 1 },
      ],
      { price: 40 },
    );
    expect(p).toMatchObject({ price: 40, basePrice: 40 });
    const res = await update(shirt({ productId: p.productId, price: 60, variants: resend(p) }));
    expect(res.json()).toMatchObject({ price: 50, basePrice: 60 });
    const detail = await page(p.productId);
    expect(detail.variants.map((v) => v.price)).toEqual([50, 60]);
  });
});

describe('what buyers see after a variant write', () => {
  it('forgets a kept product page and list when the variants change', async () => {
    const p = await createProductWithVariants(t, vendor, [{ size: 'S', colour: 'Teal', stockQuantity: 2 }], { productName: 'Kept Tee' });
    const search = async () =>
      (await t.call('GET', '/api/buyer/search?searchTerm=kept')).json().find((x: { productId: number }) => x.productId === p.productId);
    expect((await search()).colours).toEqual([{ name: 'Teal', hex: null }]);
    expect(await page(p.productId)).toEqual(p);
    const res = await update(
      shirt({
        productName: 'Kept Tee',
        productId: p.productId,
        variants: [{ size: 'M', colour: 'Plum', colourHex: '#663366', stockQuantity: 6 }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(sizesOf(await page(p.productId))).toEqual([['M', 'Plum', 6]]);
    expect((await search()).colours).toEqual([{ name: 'Plum', hex: '#663366' }]);
  });

  it('documents variants in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    const body = doc.paths['/api/vendors/addProduct'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties.variants.items.properties)).toEqual(
      expect.arrayContaining(['variantId', 'size', 'colour', 'colourHex', 'sku', 'price', 'stockQuantity', 'imageUrl']),
    );
    const detail = doc.paths['/api/buyer/product/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(detail.properties)).toEqual(expect.arrayContaining(['basePrice', 'variants', 'colours']));
    expect(Object.keys(doc.paths)).toContain('/api/vendors/lowStock');
  });
});

describe('the low-stock list', () => {
  it('lists the vendor’s live variants under the threshold, emptiest first, then by name', async () => {
    const fresh = await createVendor(t, { vendorName: 'Low Stock Co' });
    const a = await createProductWithVariants(
      t,
      fresh,
      [
        { size: 'S', stockQuantity: 2 },
        { size: 'M', stockQuantity: LOW_STOCK_BELOW },
        { size: 'L', stockQuantity: 0 },
      ],
      { productName: 'B Shirt' },
    );
    const b = await createProductWithVariants(t, fresh, [{ size: 'XS', colour: 'Navy', stockQuantity: 2 }], { productName: 'A Shirt' });
    await createProductWithVariants(t, rival, [{ size: 'S', stockQuantity: 0 }], { productName: 'Rival Shirt' });
    const res = await t.call('GET', '/api/vendors/lowStock', { token: fresh.token });
    expect(res.statusCode).toBe(200);
    const id = (p: ProductDetail, size: string) => p.variants.find((v) => v.size === size)?.variantId;
    expect(res.json()).toEqual([
      { productId: a.productId, productName: 'B Shirt', variantId: id(a, 'L'), size: 'L', colour: null, stockQuantity: 0 },
      { productId: b.productId, productName: 'A Shirt', variantId: id(b, 'XS'), size: 'XS', colour: 'Navy', stockQuantity: 2 },
      { productId: a.productId, productName: 'B Shirt', variantId: id(a, 'S'), size: 'S', colour: null, stockQuantity: 2 },
    ]);
    expect((await t.call('GET', '/api/vendors/lowStock', { token: buyer.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/vendors/lowStock')).statusCode).toBe(401);
  });

  it(`answers at most ${LOW_STOCK_MAX} variants`, async () => {
    const fresh = await createVendor(t, { vendorName: 'Many Low Co' });
    const many = Array.from({ length: LOW_STOCK_MAX + 5 }, (_, i) => ({ size: 'M', colour: `Shade ${i}`, stockQuantity: 1 }));
    await createProductWithVariants(t, fresh, many);
    expect((await t.call('GET', '/api/vendors/lowStock', { token: fresh.token })).json()).toHaveLength(LOW_STOCK_MAX);
  });
});

describe('deleting a product with variants', () => {
  it('retires its variants: the low-stock card and the page forget it', async () => {
    const p = await createProductWithVariants(t, vendor, [{ size: 'XS', stockQuantity: 0 }], { productName: 'Short-lived Vest' });
    const low = async () => (await t.call('GET', '/api/vendors/lowStock', { token: vendor.token })).json() as { variantId: number }[];
    expect((await low()).map((i) => i.variantId)).toContain(p.variants[0]?.variantId);
    const res = await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId: p.productId } });
    expect(res.statusCode).toBe(200);
    expect((await low()).map((i) => i.variantId)).not.toContain(p.variants[0]?.variantId);
    expect((await t.call('GET', `/api/buyer/product/${p.productId}`)).json().message).toBe(API_MESSAGES.productNotFound);
  });
});
