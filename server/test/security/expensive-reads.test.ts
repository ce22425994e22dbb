import { API_MESSAGES } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.js';

/** One client's flood of expensive questions is cut short, so it cannot starve everyone else. */
const t = useTestApp({ rateLimit: true, searchesPer10Seconds: 5, deepPagesPerMinute: 3 });

const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

describe('per-client limits on expensive reads', () => {
  it('answers 429 with Retry-After once a client has searched its fill, and serves other clients', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await get(`/api/buyer/search?searchTerm=coat${i}`, '10.80.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const limited = await get('/api/buyer/search?searchTerm=scarf', '10.80.0.1');
    expect(limited.json().message).toBe(API_MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/buyer/search?searchTerm=scarf', '10.80.0.2')).statusCode).toBe(200);
  });

  it('limits deep pages of the lists but never the first thousand products', async () => {
    for (const list of ['/api/buyer/selected?category=male&', '/api/buyer/recommended?']) {
      const address = `10.81.0.${list.length}`;
      for (let i = 0; i < 10; i++) expect((await get(`${list}offset=${i * 48}`, address)).statusCode).toBe(200);
      const deep: number[] = [];
      for (let i = 0; i < 5; i++) deep.push((await get(`${list}offset=${2000 + i}`, address)).statusCode);
      expect(deep).toEqual([200, 200, 200, 429, 429]);
    }
  });

  it('refuses offsets past the cap on every list', async () => {
    for (const url of ['/api/buyer/recommended', '/api/buyer/selected?category=female', '/api/buyer/search?searchTerm=coat']) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await get(`${url}${sep}offset=10001`, '10.82.0.1');
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('searches one client has running at once', () => {
  const wide = useTestApp({ rateLimit: true, searchesPer10Seconds: 10_000 });

  it('answers all but a few of a burst at once with 429, and frees the places when they finish', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        wide.app.inject({ method: 'GET', url: `/api/buyer/search?searchTerm=boots${i}`, remoteAddress: '10.83.0.1' }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await wide.app.inject({ method: 'GET', url: `/api/buyer/search?searchTerm=coat${i}`, remoteAddress: '10.83.0.1' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('list pages one client asks (review 2, F14)', () => {
  const lists = useTestApp({ rateLimit: true, listMissesPerMinute: 5 });
  const burstApp = useTestApp({ rateLimit: true, listMissesPerMinute: 10_000 });
  const ask = (app: typeof lists, url: string, remoteAddress: string) => app.app.inject({ method: 'GET', url, remoteAddress });

  it('answers all but a few of a burst of list pages at once with 429, while another client is served', async () => {
    for (const list of ['/api/buyer/recommended?', '/api/buyer/selected?category=female&', '/api/buyer/facets?']) {
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          ask(burstApp, `${list}${list.includes('facets') ? `maxPrice=${100 + i}` : `offset=${i}&sort=price_asc`}`, '10.84.0.1'),
        ),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 429).length, list).toBeGreaterThanOrEqual(30);
      expect(
        codes.every((c) => c === 200 || c === 429),
        list,
      ).toBe(true);
      expect((await ask(burstApp, `${list}limit=7`, '10.84.0.2')).statusCode).toBe(200);
    }
  });

  it('limits the pages a client asks that are not kept, and never the kept ones', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await ask(lists, `/api/buyer/recommended?offset=${i}`, '10.85.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await ask(lists, '/api/buyer/selected?category=male&offset=3', '10.85.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(API_MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A page already kept costs nothing, and another client has its own allowance.
    expect((await ask(lists, '/api/buyer/recommended?offset=0', '10.85.0.1')).statusCode).toBe(200);
    expect((await ask(lists, '/api/buyer/recommended?offset=6', '10.85.0.2')).statusCode).toBe(200);
  });
});
