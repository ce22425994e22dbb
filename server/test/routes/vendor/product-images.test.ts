import { IMAGE_TEXTS, PRODUCT_IMAGES_MAX, type ProductDetail, type ProductSummary } from '@seamline/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../../src/db/schema.js';
import { summaryColumns } from '../../../src/domain/products/product-fields.js';
import { addToCart, checkout, createBuyer, createVendor, productPayload, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

// Several images per product and per colour, in the vendor's order (docs/architecture.md#everyday-shop).
const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Gallery Goods' });
});

const art = (colour: string, view = '') => `/images/catalog/dress/${colour}${view}.svg`;
const DRESS_VARIANTS = [
  { size: 'S', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 1 },
  { size: 'M', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 0 },
  { size: 'S', colour: 'Red', colourHex: '#c0392b', stockQuantity: 3 },
];
const DRESS_IMAGES = [
  { colour: 'Red', urls: [art('red'), art('red', '-detail')] },
  { colour: 'Navy', urls: [art('navy', '-close'), art('navy'), art('navy', '-detail')] },
  { colour: null, urls: [art('beige')] },
];
const dress = (overrides: Record<string, unknown> = {}) => ({
  ...productPayload({ productName: 'Wrap Dress', categoryName: 'female', subCategoryName: 'clothes', imageUrl: '' }),
  variants: DRESS_VARIANTS,
  images: DRESS_IMAGES,
  ...overrides,
});

const add = (body: unknown) => t.call('POST', '/api/vendors/addProduct', { token: vendor.token, body });
const update = (body: unknown) => t.call('PUT', '/api/vendors/updateProduct', { token: vendor.token, body });
const page = async (id: number) => (await t.call('GET', `/api/buyer/product/${id}`)).json() as ProductDetail;
const card = async (id: number, url = '/api/buyer/recommended?limit=100') => {
  const res = await t.call('GET', url);
  expect(res.statusCode).toBe(200);
  const list = res.json() as ProductSummary[];
  return list.find((p) => p.productId === id);
};
const urls = (n: number, colour: string) => Array.from({ length: n }, (_, i) => `https://photos.example.com/${colour}/${i}.jpg`);

describe('a product with images per colour', () => {
  it("answers its own images first, then each colour's in the variants' order, each list as the vendor ordered it", async () => {
    const res = await add(dress());
    expect(res.statusCode).toBe(201);
    const product = await page(res.json().productId);
    expect(product.images).toEqual([
      { colour: null, urls: [art('beige')] },
      { colour: 'Navy', urls: [art('navy', '-close'), art('navy'), art('navy', '-detail')] },
      { colour: 'Red', urls: [art('red'), art('red', '-detail')] },
    ]);
    // The single image columns follow the sets: the product's own first image, each colour's first.
    expect(product.variants.map((v) => [v.colour, v.imageUrl])).toEqual([
      ['Navy', art('navy', '-close')],
      ['Red', art('red')],
      ['Navy', art('navy', '-close')],
    ]);
  });

  it('keeps a new order when the vendor reorders, and keeps the images when an update does not send them', async () => {
    const { productId } = (await add(dress())).json();
    const variants = (await page(productId)).variants.map((v) => ({ ...v, price: null }));
    const reordered = [{ colour: 'Navy', urls: [art('navy', '-detail'), art('navy', '-close')] }];
    expect((await update({ ...dress({ images: reordered, variants }), productId })).statusCode).toBe(200);
    expect((await page(productId)).images).toEqual([{ colour: 'Navy', urls: [art('navy', '-detail'), art('navy', '-close')] }]);

    expect((await update({ ...dress({ images: undefined, variants }), productId, price: 60 })).statusCode).toBe(200);
    const after = await page(productId);
    expect(after.basePrice).toBe(60);
    expect(after.images).toEqual([{ colour: 'Navy', urls: [art('navy', '-detail'), art('navy', '-close')] }]);
  });

  it(`takes ${PRODUCT_IMAGES_MAX} images for the product and for each colour, and refuses a ninth naming where, changing nothing`, async () => {
    const eight = [
      { colour: null, urls: urls(PRODUCT_IMAGES_MAX, 'beige') },
      { colour: 'Navy', urls: urls(PRODUCT_IMAGES_MAX, 'navy') },
      { colour: 'Red', urls: urls(PRODUCT_IMAGES_MAX, 'red') },
    ];
    const ok = await add(dress({ images: eight }));
    expect(ok.statusCode).toBe(201);
    const { productId } = ok.json();
    expect((await page(productId)).images.map((s) => s.urls.length)).toEqual([8, 8, 8]);

    const variants = (await page(productId)).variants.map((v) => ({ ...v, price: null }));
    const nineRed = [{ colour: 'Red', urls: urls(PRODUCT_IMAGES_MAX + 1, 'red') }];
    const refused = await update({ ...dress({ images: nineRed, variants }), productId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(IMAGE_TEXTS.tooManyOfColour('Red', PRODUCT_IMAGES_MAX));
    expect(refused.json().fieldErrors).toEqual({ 'images.0.urls': IMAGE_TEXTS.tooManyOfColour('Red', PRODUCT_IMAGES_MAX) });

    const nineOwn = await add(dress({ images: [{ colour: null, urls: urls(9, 'beige') }] }));
    expect(nineOwn.statusCode).toBe(400);
    expect(nineOwn.json().message).toBe(IMAGE_TEXTS.tooManyOwn(PRODUCT_IMAGES_MAX));
    expect((await page(productId)).images.map((s) => s.urls.length)).toEqual([8, 8, 8]);
  });

  it('refuses a colour the product is not sold in, a colour listed twice and an image listed twice', async () => {
    const green = await add(dress({ images: [{ colour: 'Green', urls: [art('green')] }] }));
    expect(green.statusCode).toBe(400);
    expect(green.json().message).toBe(IMAGE_TEXTS.colourUnknown('Green'));
    const twice = await add(
      dress({
        images: [
          { colour: 'Navy', urls: [art('navy')] },
          { colour: 'navy', urls: [art('navy', '-close')] },
        ],
      }),
    );
    expect(twice.json().message).toBe(IMAGE_TEXTS.colourRepeated('navy'));
    const same = await add(dress({ images: [{ colour: 'Navy', urls: [art('navy'), art('navy')] }] }));
    expect(same.json().message).toBe(IMAGE_TEXTS.imageRepeated);
    const bad = await add(dress({ images: [{ colour: 'Navy', urls: ['javascript:alert(1)'] }] }));
    expect(bad.statusCode).toBe(400);

    // Sent without variants, the colours are those the product is sold in now.
    const { productId } = (await add(dress())).json();
    const { variants: _variants, ...noVariants } = dress({ images: [{ colour: 'Green', urls: [art('green')] }] });
    const unknown = await update({ ...noVariants, stockQuantity: 4, productId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(IMAGE_TEXTS.colourUnknown('Green'));
    const known = await update({ ...noVariants, stockQuantity: 4, images: [{ colour: 'red', urls: [art('red', '-close')] }], productId });
    expect(known.statusCode).toBe(200);
    expect((await page(productId)).images).toEqual([{ colour: 'red', urls: [art('red', '-close')] }]);
  });

  it("answers a product saved with one image as its own image and each colour's, with no rows of its own", async () => {
    const res = await add({
      ...dress({ images: undefined, imageUrl: art('beige') }),
      variants: DRESS_VARIANTS.map((v) => ({ ...v, imageUrl: art(v.colour.toLowerCase()) })),
    });
    const { productId } = res.json();
    expect(await t.db.select().from(productImages).where(eq(productImages.productId, productId))).toEqual([]);
    expect((await page(productId)).images).toEqual([
      { colour: null, urls: [art('beige')] },
      { colour: 'Navy', urls: [art('navy')] },
      { colour: 'Red', urls: [art('red')] },
    ]);
  });

  it("moves the first image of a spec client's imageUrl into the product's own list", async () => {
    const { productId } = (await add(dress())).json();
    const { variants: _v, images: _i, ...plain } = dress();
    expect((await update({ ...plain, stockQuantity: 4, imageUrl: art('white'), productId })).statusCode).toBe(200);
    expect((await page(productId)).images[0]).toEqual({ colour: null, urls: [art('white')] });
  });
});

describe('cards', () => {
  it('show the first image of the first colour in stock, in every list, and the next colour once it sells out', async () => {
    const { productId } = (await add(dress({ productName: 'Card Choice Dress' }))).json();
    expect((await card(productId))?.imageUrl).toBe(art('navy', '-close'));
    expect((await card(productId, '/api/buyer/recommended?limit=100&inStock=true'))?.imageUrl).toBe(art('navy', '-close'));
    expect((await card(productId, '/api/buyer/search?searchTerm=Card%20Choice'))?.imageUrl).toBe(art('navy', '-close'));

    const buyer = await createBuyer(t);
    const navy = (await page(productId)).variants.find((v) => v.colour === 'Navy' && v.stockQuantity > 0);
    const res = await t.call('POST', '/api/buyer/cart/add', {
      token: buyer.token,
      body: { productId, variantId: navy?.variantId, quantity: 1 },
    });
    expect(res.statusCode).toBe(200);
    await checkout(t, buyer);

    // Filtered lists read stock, so a sale forgets them; plain lists and searches are kept a few
    // seconds like their 'Out of Stock' mark, so their statement's answer is asked for directly.
    expect((await card(productId, '/api/buyer/recommended?limit=100&inStock=true'))?.imageUrl).toBe(art('red'));
    const [row] = await t.db.select({ imageUrl: summaryColumns.imageUrl }).from(products).where(eq(products.id, productId));
    expect(row?.imageUrl).toBe(art('red'));
  });

  it("show the first colour's image when none is in stock, and a one-colour product's own image", async () => {
    const soldOut = DRESS_VARIANTS.map((v) => ({ ...v, stockQuantity: 0 }));
    const { productId: gone } = (await add(dress({ productName: 'Sold Out Dress', variants: soldOut }))).json();
    expect((await card(gone))?.imageUrl).toBe(art('navy', '-close'));

    const buyer = await createBuyer(t);
    const res = await add(productPayload({ productName: 'Plain Tote', imageUrl: art('black'), stockQuantity: 1 }));
    const { productId } = res.json();
    expect((await card(productId))?.imageUrl).toBe(art('black'));
    await addToCart(t, buyer, productId);
    await checkout(t, buyer);
    expect((await card(productId))?.imageUrl).toBe(art('black'));
  });
});

describe('the OpenAPI document', () => {
  it('documents images on add/update product and on the product page', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    for (const [path, method] of [
      ['/api/vendors/addProduct', 'post'],
      ['/api/vendors/updateProduct', 'put'],
    ] as const) {
      const body = doc.paths[path][method].requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties.images.items.properties)).toEqual(['colour', 'urls']);
    }
    const detail = doc.paths['/api/buyer/product/{id}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.images.items.properties.urls.type).toBe('array');
  });
});
