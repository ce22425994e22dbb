import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, onPostgres } from '../test-db.js';
import { http, startServerProcess } from './server-process.js';

/** What `npm start` does on a fresh machine: an empty PGlite directory becomes the demo shop. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('first start', () => {
  it('migrates, seeds the demo shop once, and keeps it across restarts', async () => {
    // SEED and JWT_SECRET unset, as after `npm ci && npm start`.
    const env = { DATA_DIR: dir, DATABASE_URL: '', SEED: '', JWT_SECRET: '' };
    const first = await startServerProcess(env);
    const login = await http(first.url, 'POST', '/api/registration/login', undefined, {
      email: 'buyer1@seamline.test',
      password: 'password123',
    });
    expect(login.status).toBe(200);
    const list = await http(first.url, 'GET', '/api/buyer/recommended', login.body.token);
    expect(list.body).toHaveLength(48);
    const image = await fetch(`${first.url}${list.body[0].imageUrl}`);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toMatch(/^<svg/);
    const vendorLogin = await http(first.url, 'POST', '/api/registration/login', undefined, {
      email: 'vendor1@seamline.test',
      password: 'password123',
    });
    const analytics = await http(first.url, 'GET', '/api/vendors/analytics', vendorLogin.body.token);
    expect(JSON.parse(analytics.body[0].recentSales).length).toBeGreaterThan(30);
    // Demo products come in sizes and colours: the buyer picks one that is in stock.
    const product = await http(first.url, 'GET', `/api/buyer/product/${list.body[0].productId}`);
    const variant = product.body.variants.find((v: { stockQuantity: number }) => v.stockQuantity > 0);
    const added = await http(first.url, 'POST', '/api/buyer/cart/add', login.body.token, {
      productId: list.body[0].productId,
      variantId: variant.variantId,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    await first.stop();

    const second = await startServerProcess(env);
    // The token signed before the restart still works: the generated secret was kept.
    const cart = await http(second.url, 'GET', '/api/buyer/cart', login.body.token);
    expect(cart.status).toBe(200);
    expect(cart.body).toHaveLength(1);
    const vendors = await http(second.url, 'GET', '/api/buyer/search?searchTerm=northwind&limit=100');
    expect(vendors.body.length).toBeGreaterThan(10);
    await second.stop();
  }, 300_000);

  it('keeps the embedded database private to its owner: folder 0700, files 0600', () => {
    const modes: string[] = [];
    const walk = (p: string) => {
      const stat = lstatSync(p);
      const want = stat.isDirectory() ? 0o700 : 0o600;
      if ((stat.mode & 0o777) !== want) modes.push(`${path.relative(dir, p) || '.'}: ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
    };
    walk(dir);
    expect(readdirSync(dir).length).toBeGreaterThan(5);
    expect(modes).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('first start on PostgreSQL', () => {
  it('starts empty, without demo accounts, and says how to seed', async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const server = await startServerProcess({ DATABASE_URL: url, SEED: '', LOG_LEVEL: 'info' });
      const login = await http(server.url, 'POST', '/api/registration/login', undefined, {
        email: 'buyer1@seamline.test',
        password: 'password123',
      });
      expect(login.status).toBe(401);
      expect((await http(server.url, 'GET', '/api/buyer/recommended')).body).toEqual([]);
      expect(server.output()).toContain('SEED=demo');
      await server.stop();
    } finally {
      await drop();
    }
  }, 300_000);
});
