import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { TEST_CONFIG, useTestApp } from '../test-app.js';

const t = useTestApp();
let vendor: TestUser;
let productId: number;

beforeAll(async () => {
  vendor = await createVendor(t);
  productId = (await createProduct(t, vendor)).productId;
});

const secret = new TextEncoder().encode(TEST_CONFIG.jwtSecret);

describe('a token whose account is gone or changed', () => {
  it('answers 401, never 500, when the account goes while its session is remembered', async () => {
    const buyer = await createBuyer(t);
    expect((await t.call('GET', '/api/buyer/cart', { token: buyer.token })).statusCode).toBe(200);
    // Deleted behind the process's back: the session it remembers still names the account.
    await t.db.execute(sql`delete from users where id = ${buyer.id}`);
    for (const [method, url, body] of [
      ['POST', '/api/buyer/cart/add', { productId, quantity: 1 }],
      ['POST', '/api/buyer/addReview', { productId, rating: 5, comment: 'Lovely.' }],
      ['POST', '/api/buyer/cart/checkout', undefined],
    ] as const) {
      const res = await t.call(method, url, { token: buyer.token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
    }
  });

  it('answers 401, never 500, once its account is deleted', async () => {
    const buyer = await createBuyer(t);
    await t.db.execute(sql`delete from users where id = ${buyer.id}`);
    for (const [method, url, body] of [
      ['POST', '/api/buyer/cart/add', { productId, quantity: 1 }],
      ['POST', '/api/buyer/addReview', { productId, rating: 5, comment: 'Lovely.' }],
      ['GET', '/api/buyer/cart', undefined],
      ['POST', '/api/buyer/cart/checkout', undefined],
      ['GET', '/api/buyer/profile', undefined],
    ] as const) {
      const res = await t.call(method, url, { token: buyer.token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
      expect(res.json().message).toBe(API_MESSAGES.sessionInvalid);
    }
  });

  it('answers 401 once its account has another role than the token says', async () => {
    const buyer = await createBuyer(t);
    await t.db.execute(
      sql`update users set role = 'vendor', preferences = null, vendor_name = ${`Shop ${buyer.id}`} where id = ${buyer.id}`,
    );
    const res = await t.call('GET', '/api/buyer/cart', { token: buyer.token });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const buyer = await createBuyer(t);
    const forever = await new SignJWT({ role: 'buyer' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(buyer.id)).sign(secret);
    const res = await t.call('GET', '/api/buyer/cart', { token: forever });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(API_MESSAGES.sessionInvalid);
  });
});
