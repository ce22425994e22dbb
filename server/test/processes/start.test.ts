import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { http, startServerProcess } from './server-process.js';

/** What `npm start` does on a fresh machine: an empty PGlite directory becomes the demo shop. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('first start', () => {
  it('migrates, seeds the demo shop once, and keeps it across restarts', async () => {
    const env = { DATA_DIR: dir, DATABASE_URL: '', SEED: 'on', JWT_SECRET: '' };
    const first = await startServerProcess(env);
    const login = await http(first.url, 'POST', '/api/registration/login', undefined, { email: 'buyer1@seamline.test', password: 'password123' });
    expect(login.status).toBe(200);
    const list = await http(first.url, 'GET', '/api/buyer/recommended', login.body.token);
    expect(list.body).toHaveLength(48);
    const image = await fetch(`${first.url}${list.body[0].imageUrl}`);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toMatch(/^<svg/);
    const vendorLogin = await http(first.url, 'POST', '/api/registration/login', undefined, { email: 'vendor1@seamline.test', password: 'password123' });
    const analytics = await http(first.url, 'GET', '/api/vendors/analytics', vendorLogin.body.token);
    expect(JSON.parse(analytics.body[0].recentSales).length).toBeGreaterThan(30);
    await http(first.url, 'POST', '/api/buyer/cart/add', login.body.token, { productId: list.body[0].productId, quantity: 1 });
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
});
