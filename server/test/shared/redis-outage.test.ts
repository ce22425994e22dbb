import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, makeUser, type ServerProcess, startServerProcess } from '../processes/server-process.js';
import { startRedis, type TestRedis, until } from '../redis-server.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';

// The real server (src/main.ts) with REDIS_URL, on PostgreSQL, while its Redis dies and comes back.
describe.skipIf(!onPostgres)('the server when its Redis goes away mid-flight', () => {
  let drop: () => Promise<void>;
  let redis: TestRedis;
  let server: ServerProcess;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    redis = await startRedis();
    server = await startServerProcess({ DATABASE_URL: created.url, REDIS_URL: redis.url, LOG_LEVEL: 'info', CACHE_SECONDS: '60' });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    await drop?.();
  });

  const outages = (what: string) =>
    server
      .output()
      .split('\n')
      .filter((l) => l.includes(`${what} is unreachable`)).length;

  it('answers from PostgreSQL without a 5xx, says so once, and shares again when Redis is back', async () => {
    const vendor = await makeUser(server.url, 'vendor');
    const body = {
      productName: 'Outage Overcoat',
      description: 'Still sold.',
      price: 40,
      stockQuantity: 8,
      categoryName: 'male',
      subCategoryName: 'clothes',
    };
    const { productId } = (await http(server.url, 'POST', '/api/vendors/addProduct', vendor.token, body)).body;
    expect((await http(server.url, 'GET', `/api/buyer/product/${productId}`)).body.price).toBe(40);

    await redis.kill();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await http(server.url, 'GET', `/api/buyer/product/${productId}`)).status);
      statuses.push((await http(server.url, 'GET', '/api/buyer/selected?category=male')).status);
    }
    const edit = await http(server.url, 'PUT', '/api/vendors/updateProduct', vendor.token, { ...body, productId, price: 41 });
    statuses.push(edit.status);
    // Registration and login still work: makeUser throws otherwise.
    await makeUser(server.url, 'buyer');
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(edit.status).toBe(200);
    expect((await http(server.url, 'GET', `/api/buyer/product/${productId}`)).body.price).toBe(41);
    await until(
      () => outages('Redis (kept answers, rate limits)') === 1 && outages('Redis (the bus between instances)') === 1,
      'the outage logged',
    );

    await redis.restart();
    await until(() => (server.output().match(/Redis \([^)]*\) is back/g) ?? []).length === 2, 'the return logged');
    const after = await http(server.url, 'GET', `/api/buyer/product/${productId}`);
    expect(after).toMatchObject({ status: 200, body: { price: 41 } });
    // One line each for going away and coming back, however many requests fell in between.
    expect(outages('Redis (kept answers, rate limits)')).toBe(1);
    expect(outages('Redis (the bus between instances)')).toBe(1);
  }, 120_000);
});
