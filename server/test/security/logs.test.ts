import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/** What the server writes to its log when a statement fails unexpectedly. */
const lines: string[] = [];
const t = useTestApp({ logLevel: 'error', logStream: { write: (line) => void lines.push(line) } });
let buyer: TestUser;
let productId: number;

beforeAll(async () => {
  buyer = await createBuyer(t);
  productId = (await createProduct(t, await createVendor(t))).productId;
});

describe('error logs', () => {
  it("keep a failed statement's reason but never its values (a buyer's words, a password hash)", async () => {
    // A rule the database enforces and the API does not know of: the insert fails unexpectedly.
    await t.db.execute(sql`alter table reviews add constraint reviews_log_probe check (comment not like '%%secret%%')`);
    try {
      const res = await t.call('POST', '/api/buyer/addReview', {
        token: buyer.token,
        body: { productId, rating: 4, comment: 'my secret diary entry 7f3a' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain('7f3a');
    } finally {
      await t.db.execute(sql`alter table reviews drop constraint reviews_log_probe`);
    }
    const logged = lines.join('\n');
    expect(logged).toContain('unexpected error');
    expect(logged).toContain('reviews_log_probe');
    expect(logged).not.toContain('7f3a');
  });
});

describe('the login answer', () => {
  it('is never kept by a cache on the way', async () => {
    const res = await t.call('POST', '/api/registration/login', { body: { email: buyer.email, password: buyer.password } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
