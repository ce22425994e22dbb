import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';

/** The built React app served beside the API: assets, SPA fallback, and 404s that stay 404s. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'seamline-dist-'));
let t: TestApp;

const INDEX = '<!doctype html><html><head><title>Seamline</title></head><body><div id="root"></div></body></html>';
// Like the web build (web/vite.config.ts): a brotli and a gzip copy beside each file. The copies
// are marked so a test can tell them from anything compressed on the fly.
const BUNDLE = `export const words = ${JSON.stringify('seamline '.repeat(400))};`;
const BUNDLE_BR = brotliCompressSync(`${BUNDLE}// from the .br file`);
const BUNDLE_GZ = gzipSync(`${BUNDLE}// from the .gz file`);
const INDEX_BR = brotliCompressSync(INDEX);

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'index.html.br'), INDEX_BR);
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'bundle-0f1e2d.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets', 'bundle-0f1e2d.js.br'), BUNDLE_BR);
  writeFileSync(path.join(dist, 'assets', 'bundle-0f1e2d.js.gz'), BUNDLE_GZ);
  writeFileSync(path.join(dist, 'assets', 'plain-9a8b7c.js'), BUNDLE);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  // As web/vite.config.ts writes it: the screen code of the pages visitors arrive on.
  const firstPages = { pages: [{ path: '/buyer/product/:id', modulepreload: ['/assets/product-1a2b3c.js', '/assets/query-4d5e6f.js'] }] };
  writeFileSync(path.join(dist, '.vite', 'first-pages.json'), JSON.stringify(firstPages));
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

  it("sends the build's brotli file to a browser that accepts brotli, cached for a year", async () => {
    const res = await t.call('GET', '/assets/bundle-0f1e2d.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(BUNDLE_BR.length);
    expect(res.rawPayload.equals(BUNDLE_BR)).toBe(true);
  });

  it('sends the gzip file to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gz = await t.call('GET', '/assets/bundle-0f1e2d.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(BUNDLE_GZ)).toBe(true);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await t.call('GET', '/assets/bundle-0f1e2d.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('still compresses an asset that has no compressed copy', async () => {
    const res = await t.call('GET', '/assets/plain-9a8b7c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BUNDLE);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed index.html on client routes, never cached', async () => {
    for (const url of ['/', '/index.html', '/buyer/dashboard', '/vendor/orders?x=1']) {
      const res = await t.call('GET', url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.rawPayload.equals(INDEX_BR), url).toBe(true);
    }
  });

  it("names a first page's screen code in index.html, so it downloads beside the entry", async () => {
    for (const url of ['/buyer/product/7', '/buyer/product/7/', '/buyer/product/42?tab=reviews']) {
      const res = await t.call('GET', url, { headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // Small enough here to go uncompressed; the real page (over 1 KB) is compressed.
      const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(html, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/product-1a2b3c.js"><link rel="modulepreload" crossorigin href="/assets/query-4d5e6f.js"></head>',
      );
      expect(html, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/buyer/product', '/buyer/product/7/reviews', '/buyer/dashboard']) {
      const res = await t.call('GET', url, { headers: { 'accept-encoding': 'identity' } });
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('follows a rebuild without a restart', async () => {
    const file = path.join(dist, '.vite', 'first-pages.json');
    const rebuilt = { pages: [{ path: '/buyer/product/:id', modulepreload: ['/assets/product-9z8y7x.js'] }] };
    writeFileSync(file, JSON.stringify(rebuilt));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const html = (await t.call('GET', '/buyer/product/7', { headers: { 'accept-encoding': 'identity' } })).body;
    expect(html).toContain('href="/assets/product-9z8y7x.js"');
    expect(html).not.toContain('product-1a2b3c.js');
  });

  it('compresses large answers', async () => {
    const res = await t.call('GET', '/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
