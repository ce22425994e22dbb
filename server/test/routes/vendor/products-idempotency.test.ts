import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../../../src/domain/products/create-product-once.js';
import { fakeClock } from '../../fake-clock.js';
import { createVendor, productPayload, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const clock = fakeClock();
const t = useTestApp({ now: clock.now });
let vendor: TestUser;
let rival: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Once Only' });
  rival = await createVendor(t, { vendorName: 'Other Once' });
});

const add = (body: unknown, key?: string, who = vendor) =>
  t.call('POST', '/api/vendors/addProduct', {
    token: who.token,
    body,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
const countNamed = async (name: string) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from products where name = ${name}`))[0]?.n;

describe('POST /api/vendors/addProduct with an Idempotency-Key', () => {
  it('answers a repeat with the product the first request made, creating one', async () => {
    const body = productPayload({ productName: 'Retried Parka' });
    const first = await add(body, 'key-repeat');
    const second = await add(body, 'key-repeat');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countNamed('Retried Parka')).toBe(1);
  });

  it('keeps working with sizes and colours: one product, its variants once, and another grid refused', async () => {
    const variants = [
      { size: 'S', colour: 'Sand', sku: 'PARKA-S', stockQuantity: 2 },
      { size: 'M', colour: 'Sand', sku: 'PARKA-M', stockQuantity: 3 },
    ];
    const body = { ...productPayload({ productName: 'Sized Parka', categoryName: 'female', subCategoryName: 'clothes' }), variants };
    const answers = await Promise.all([add(body, 'key-sized'), add(body, 'key-sized')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(answers[0]?.json()).toMatchObject({ stockQuantity: 5, colours: [{ name: 'Sand', hex: null }] });
    expect(await countNamed('Sized Parka')).toBe(1);
    const page = (await t.call('GET', `/api/buyer/product/${answers[0]?.json().productId}`)).json();
    expect(page.variants.map((v: { sku: string }) => v.sku)).toEqual(['PARKA-S', 'PARKA-M']);
    const other = await add({ ...body, variants: [{ ...variants[0], stockQuantity: 9 }] }, 'key-sized');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(API_MESSAGES.idempotencyKeyReused);
  });

  it('creates exactly one product when the repeats race', async () => {
    const body = productPayload({ productName: 'Raced Parka' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(body, 'key-race')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().productId)).size).toBe(1);
    expect(await countNamed('Raced Parka')).toBe(1);
  });

  it('refuses the key with another body, and creates nothing', async () => {
    expect((await add(productPayload({ productName: 'Keyed Scarf' }), 'key-reused')).statusCode).toBe(201);
    const other = await add(productPayload({ productName: 'Keyed Scarf', price: 12 }), 'key-reused');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(API_MESSAGES.idempotencyKeyReused);
    expect(await countNamed('Keyed Scarf')).toBe(1);
  });

  it('keeps keys per vendor', async () => {
    const body = productPayload({ productName: 'Shared Key Tee' });
    const mine = await add(body, 'key-shared');
    const theirs = await add(body, 'key-shared', rival);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().productId).not.toBe(mine.json().productId);
    expect(theirs.json().vendorName).toBe('Other Once');
  });

  it('refuses a malformed key and creates nothing', async () => {
    for (const key of ['', 'has space', 'x'.repeat(256)]) {
      const res = await add(productPayload({ productName: 'Badly Keyed' }), key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(API_MESSAGES.idempotencyKeyInvalid);
    }
    expect(await countNamed('Badly Keyed')).toBe(0);
  });

  it('validates the body first, and stores nothing for a refused one', async () => {
    const bad = await add(productPayload({ productName: '' }), 'key-after-bad');
    expect(bad.statusCode).toBe(400);
    const good = await add(productPayload({ productName: 'Fixed Name' }), 'key-after-bad');
    expect(good.statusCode).toBe(201);
  });

  it('without the header behaves as before: every request creates a product', async () => {
    const body = productPayload({ productName: 'Unkeyed Sock' });
    await add(body);
    await add(body);
    expect(await countNamed('Unkeyed Sock')).toBe(2);
  });
  it('forgets a key after its lifetime', async () => {
    const body = productPayload({ productName: 'Yearly Coat' });
    const first = await add(body, 'key-expiring');
    clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1000);
    expect((await add(body, 'key-expiring')).json().productId).toBe(first.json().productId);
    clock.advance(2000);
    // A day on, the vendor's session has ended too: it logs in again.
    const login = await t.call('POST', '/api/registration/login', { body: { email: vendor.email, password: vendor.password } });
    const later = await add(body, 'key-expiring', { ...vendor, token: login.json().token });
    expect(later.statusCode).toBe(201);
    expect(later.json().productId).not.toBe(first.json().productId);
    expect(await countNamed('Yearly Coat')).toBe(2);
  });
});
