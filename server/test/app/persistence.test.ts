import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { buyerPayload, productPayload, vendorPayload } from '../factories.js';
import { TEST_CONFIG } from '../test-app.js';
import { migratedPgliteFolder } from '../test-db.js';

// Migrated beforehand: the test is about what a restart keeps, not about migrating.
let dir = '';
beforeAll(async () => {
  dir = await migratedPgliteFolder();
});
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

async function boot() {
  const database = await openDatabase({ dataDir: dir });
  // No JWT_SECRET: the generated one must survive the restart too.
  const app = await buildApp({ ...TEST_CONFIG, jwtSecret: undefined }, database);
  await app.ready();
  return {
    app,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('PGlite data directory', () => {
  it('keeps users, products, carts, orders and sessions across a restart', async () => {
    const first = await boot();
    const vendor = vendorPayload();
    const buyer = buyerPayload();
    await first.app.inject({ method: 'POST', url: '/api/registration/register', payload: vendor });
    await first.app.inject({ method: 'POST', url: '/api/registration/register', payload: buyer });
    const vToken = (
      await first.app.inject({
        method: 'POST',
        url: '/api/registration/login',
        payload: { email: vendor.email, password: vendor.password },
      })
    ).json().token;
    const bToken = (
      await first.app.inject({ method: 'POST', url: '/api/registration/login', payload: { email: buyer.email, password: buyer.password } })
    ).json().token;
    const product = (
      await first.app.inject({
        method: 'POST',
        url: '/api/vendors/addProduct',
        headers: { authorization: `Bearer ${vToken}` },
        payload: productPayload({ productName: 'Durable Denim', stockQuantity: 4 }),
      })
    ).json();
    const auth = { authorization: `Bearer ${bToken}` };
    await first.app.inject({
      method: 'POST',
      url: '/api/buyer/cart/add',
      headers: auth,
      payload: { productId: product.productId, quantity: 1 },
    });
    await first.app.inject({ method: 'POST', url: '/api/buyer/cart/checkout', headers: auth });
    await first.app.inject({
      method: 'POST',
      url: '/api/buyer/cart/add',
      headers: auth,
      payload: { productId: product.productId, quantity: 2 },
    });
    await first.stop();

    const second = await boot();
    try {
      const detail = (await second.app.inject({ method: 'GET', url: `/api/buyer/product/${product.productId}` })).json();
      expect(detail).toMatchObject({ productName: 'Durable Denim', stockQuantity: 3 });
      const cart = await second.app.inject({ method: 'GET', url: '/api/buyer/cart', headers: auth });
      expect(cart.statusCode).toBe(200);
      expect(cart.json().map((l: { quantity: number }) => l.quantity)).toEqual([2]);
      const orders = (await second.app.inject({ method: 'GET', url: '/api/buyer/orders', headers: auth })).json();
      expect(orders).toHaveLength(1);
      const login = await second.app.inject({
        method: 'POST',
        url: '/api/registration/login',
        payload: { email: buyer.email, password: buyer.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
