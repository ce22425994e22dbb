import { VALIDATION } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVendor, productPayload, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

const t = useTestApp();
let vendor: TestUser;
beforeAll(async () => {
  vendor = await createVendor(t);
});

const add = (imageUrl: string) => t.call('POST', '/api/vendors/addProduct', { token: vendor.token, body: productPayload({ imageUrl }) });
const count = async () => (await t.call('GET', '/api/vendors/products', { token: vendor.token })).json().length as number;

describe('product image URLs', () => {
  const refused = [
    ['protocol-relative', '//evil.example/shoe.png'],
    ['plain http', 'http://example.com/shoe.png'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:image/png;base64,iVBORw0KGgo='],
    ['a way out of /images', '/images/../api/vendors/products'],
    ['an encoded way out', '/images/%2e%2e/api/vendors/products'],
    ['a dot segment', '/images/./uploads/a.png'],
    ['a path outside /images', '/api/buyer/orders'],
    ['a backslash', '/images\\..\\api'],
    ['credentials before the host', 'https://shop.example@evil.example/x.png'],
    ['a quote', 'https://cdn.example/x.png"onerror="alert(1)'],
  ];
  it.each(refused)('refuses %s (%s) with the contract message and stores nothing', async (_name, imageUrl) => {
    const before = await count();
    const res = await add(imageUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.imageUrlInvalid);
    expect(await count()).toBe(before);
  });

  const accepted = [
    '/images/catalog/sneakers/white.svg',
    '/images/uploads/0b7a9e3c-1f2d-4c5e-8a9b-0c1d2e3f4a5b.png',
    'https://cdn.example.com/shoes/trail-runner.jpg?w=800',
    'https://images.example:8443/a.webp',
    '',
  ];
  it.each(accepted)('accepts %j', async (imageUrl) => {
    const res = await add(imageUrl);
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toBe(imageUrl);
  });
});
