import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/** The built React app served beside the API: assets, SPA fallback, and 404s that stay 404s. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'seamline-dist-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Seamline</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html for every client route, never cached', async () => {
    for (const url of ['/', '/buyer/dashboard?category=male', '/vendor/orders', '/no/such/page']) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year of caching, and files added after start', async () => {
    const res = await t.call('GET', '/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await t.call('GET', '/assets/later-def456.js')).statusCode).toBe(200);
  });

  it('answers a missing asset, image or API path with 404, not the app', async () => {
    for (const url of ['/assets/gone-000.js', '/images/uploads/nope.png', '/api/nothing']) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('keeps the build manifest private', async () => {
    const res = await t.call('GET', '/.vite/manifest.json');
    expect(res.body).not.toBe('{}');
  });

  it('compresses large answers', async () => {
    const res = await t.call('GET', '/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
