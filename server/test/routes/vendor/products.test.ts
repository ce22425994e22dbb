import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createVendor, productPayload, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';
import { uploadImage } from '../../uploads.js';

const t = useTestApp();
let vendor: TestUser;
let rival: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Catalogue Co' });
  rival = await createVendor(t, { vendorName: 'Rival Rags' });
});

const add = (body: unknown, token = vendor.token) => t.call('POST', '/api/vendors/addProduct', { token, body });
const update = (body: unknown, token = vendor.token) => t.call('PUT', '/api/vendors/updateProduct', { token, body });
const remove = (productId: unknown, token = vendor.token) => t.call('DELETE', '/api/vendors/deleteProduct', { token, body: { productId } });
const list = async (token = vendor.token) => (await t.call('GET', '/api/vendors/products', { token })).json();

describe('vendor products', () => {
  it('adds a product and answers it with its id', async () => {
    const res = await add(productPayload({ productName: ' Trail Runner ', price: 119.9, stockQuantity: 7, categoryName: 'male' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      productId: expect.any(Number),
      productName: 'Trail Runner',
      price: 119.9,
      imageUrl: '/images/catalog/sneakers/white.svg',
      categoryName: 'male',
      subCategoryName: 'shoes',
      description: 'Low-top canvas sneakers with a rubber sole.',
      vendorName: 'Catalogue Co',
      vendorSlug: 'catalogue-co',
      stockQuantity: 7,
      inStock: true,
      colours: [],
      basePrice: 119.9,
      compareAtPrice: null,
      salePercent: null,
      ownCompareAtPrice: null,
      saleEndsAt: null,
    });
    const mine = await list();
    expect(mine.map((p: { productId: number }) => p.productId)).toContain(res.json().productId);
  });

  it('keeps money exact', async () => {
    const res = await add(productPayload({ price: 0.29 }));
    expect(res.json().price).toBe(0.29);
    const big = await add(productPayload({ price: 100000 }));
    expect(big.json().price).toBe(100000);
  });

  it('updates a product in place', async () => {
    const p = await createProduct(t, vendor);
    const res = await update({
      productId: p.productId,
      ...productPayload({ productName: 'Renamed', price: 12.5, stockQuantity: 0, imageUrl: '' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productId: p.productId, productName: 'Renamed', price: 12.5, stockQuantity: 0, imageUrl: '' });
    expect((await t.call('GET', `/api/buyer/product/${p.productId}`)).json().productName).toBe('Renamed');
  });

  it('soft-deletes: gone from lists and detail, still in past orders', async () => {
    const p = await createProduct(t, vendor, { productName: 'Short-lived Hat' });
    const buyer = await createBuyer(t);
    await t.call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { productId: p.productId, quantity: 1 } });
    await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    const res = await remove(p.productId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MESSAGES.productDeleted });
    expect((await list()).map((x: { productId: number }) => x.productId)).not.toContain(p.productId);
    expect((await t.call('GET', `/api/buyer/product/${p.productId}`)).statusCode).toBe(404);
    const rows = (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json();
    expect(rows[0].productName).toBe('Short-lived Hat');
    expect((await remove(p.productId)).statusCode).toBe(404);
  });

  it("never shows or changes another vendor's products", async () => {
    const p = await createProduct(t, vendor, { productName: 'Mine Only' });
    expect((await list(rival.token)).map((x: { productName: string }) => x.productName)).not.toContain('Mine Only');
    const u = await update({ productId: p.productId, ...productPayload({ productName: 'Hijacked' }) }, rival.token);
    expect(u.statusCode).toBe(404);
    expect(u.json().message).toBe(API_MESSAGES.productNotFound);
    expect((await remove(p.productId, rival.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/buyer/product/${p.productId}`)).json().productName).toBe('Mine Only');
  });

  it('is for vendors only', async () => {
    const buyer = await createBuyer(t);
    expect((await t.call('GET', '/api/vendors/products')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/vendors/products', { token: buyer.token })).statusCode).toBe(403);
    const res = await add(productPayload(), buyer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_MESSAGES.forbidden);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { productName: '' }, VALIDATION.productNameRequired],
    ['no description', { description: undefined }, VALIDATION.descriptionRequired],
    ['no price', { price: undefined }, VALIDATION.priceRequired],
    ['price as text', { price: '12' }, VALIDATION.priceRequired],
    ['zero price', { price: 0 }, VALIDATION.pricePositive],
    ['negative price', { price: -5 }, VALIDATION.pricePositive],
    ['sub-cent price', { price: 1.234 }, VALIDATION.priceCents],
    ['huge price', { price: 100000.01 }, VALIDATION.priceMax],
    ['no stock', { stockQuantity: undefined }, VALIDATION.stockRequired],
    ['negative stock', { stockQuantity: -1 }, VALIDATION.stockNegative],
    ['fractional stock', { stockQuantity: 1.5 }, VALIDATION.stockWhole],
    ['no category', { categoryName: undefined }, VALIDATION.categoryRequired],
    ['bad category', { categoryName: 'pets' }, VALIDATION.categoryRequired],
    ['no subcategory', { subCategoryName: '' }, VALIDATION.subcategoryRequired],
    ['script image URL', { imageUrl: 'javascript:alert(1)' }, VALIDATION.imageUrlInvalid],
    ['protocol-relative image URL', { imageUrl: '//evil.example/x.png' }, VALIDATION.imageUrlInvalid],
    ['plain http image URL', { imageUrl: 'http://example.com/x.png' }, VALIDATION.imageUrlInvalid],
    ['image URL leaving /images', { imageUrl: '/images/../api/x' }, VALIDATION.imageUrlInvalid],
    ['long description', { description: 'x'.repeat(5001) }, VALIDATION.tooLong('Description', 5000)],
  ];
  it.each(invalid)('refuses %s and stores nothing', async (_name, patch, message) => {
    const before = (await list()).length;
    const res = await add({ ...productPayload(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await list()).length).toBe(before);
  });

  it('validates updates the same way and needs the product id', async () => {
    const p = await createProduct(t, vendor);
    const bad = await update({ productId: p.productId, ...productPayload({ price: 0 }) });
    expect(bad.json().message).toBe(VALIDATION.pricePositive);
    const noId = await update(productPayload());
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe(VALIDATION.productIdRequired);
  });

  it('accepts an empty or missing image URL', async () => {
    expect((await add({ ...productPayload(), imageUrl: '' })).json().imageUrl).toBe('');
    expect((await add({ ...productPayload(), imageUrl: undefined })).json().imageUrl).toBe('');
  });
});

describe('image upload', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const upload = (filename: string, type: string, data: Buffer, token = vendor.token) => uploadImage(t, token, data, filename, type);

  it('stores a PNG and serves it back, re-encoded, with its real type and the same pixels', async () => {
    const res = await upload('shoe.png', 'image/png', PNG);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}\.png$/);
    const img = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(img.rawPayload)).equals(await pixels(PNG))).toBe(true);
  });

  it('judges by content, not by name or claimed type', async () => {
    const res = await upload('evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.imageInvalid);
    const renamed = await upload('photo.txt', 'text/plain', PNG);
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().imageUrl).toMatch(/\.png$/);
  });

  it('refuses files over 2 MB and requests without a file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(API_MESSAGES.imageTooLarge);
    const none = await t.call('POST', '/api/vendors/uploadImage', { token: vendor.token, body: {} });
    expect(none.statusCode).toBe(400);
  });

  it('is for vendors only', async () => {
    const buyer = await createBuyer(t);
    expect((await upload('a.png', 'image/png', PNG, buyer.token)).statusCode).toBe(403);
  });
});
