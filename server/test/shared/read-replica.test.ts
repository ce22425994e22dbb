import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Bus } from '../../src/bus/bus.js';
import { createPostgresBus } from '../../src/bus/postgres-bus.js';
import { type Database, openDatabase, queryRows } from '../../src/db/client.js';
import { openReadReplica, REPLICA_APPLICATION_NAME, type ReadReplica } from '../../src/db/read-replica.js';
import { startReplicaPair, type ReplicaPair } from '../pg-replica.js';
import { http, makeUser } from '../processes/server-process.js';
import { until } from '../redis-server.js';
import { TEST_CONFIG } from '../test-app.js';
import { onPostgres } from '../test-db.js';

// A real streaming replica needs the PostgreSQL server binaries, which a machine with DATABASE_URL has.
describe.skipIf(!onPostgres)('catalogue reads on a streaming replica (DATABASE_READ_URL)', () => {
  let pair: ReplicaPair;
  let replicaAdmin: pg.Client;
  const instances: Array<{ app: FastifyInstance; url: string; database: Database; replica: ReadReplica; bus: Bus }> = [];

  const start = async () => {
    const database = await openDatabase({ databaseUrl: pair.primaryUrl, poolSize: 5 });
    const bus = createPostgresBus(pair.primaryUrl);
    await bus.ready;
    const replica = openReadReplica(pair.replicaUrl, 5);
    const app = await buildApp({ ...TEST_CONFIG, cacheSeconds: 60, bus, readReplica: replica }, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const instance = { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database, replica, bus };
    instances.push(instance);
    return instance;
  };
  /** Whether this instance's next catalogue read goes to the replica. */
  const readsOnReplica = async (app: FastifyInstance) =>
    (await app.catalogueRead((db) => queryRows<{ r: boolean }>(db, sql`select pg_is_in_recovery() as r`)))[0]?.r === true;

  beforeAll(async () => {
    pair = await startReplicaPair();
    replicaAdmin = new pg.Client({ connectionString: pair.replicaUrl });
    await replicaAdmin.connect();
  }, 120_000);

  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.bus.close();
      await i.replica.close();
      await i.database.close();
    }
    await replicaAdmin?.end();
    await pair?.stop();
  });

  it('sends catalogue reads to the replica, and to the primary only until it has replayed a write', async () => {
    const a = await start();
    const b = await start();
    const vendor = await makeUser(a.url, 'vendor');
    await until(async () => (await readsOnReplica(a.app)) && (await readsOnReplica(b.app)), 'the replica caught up');
    // Hold the replica behind: what is written now is on the primary alone.
    await replicaAdmin.query('select pg_wal_replay_pause()');
    const added = await http(a.url, 'POST', '/api/vendors/addProduct', vendor.token, {
      productName: 'Replica Raincoat',
      description: 'Read from the replica.',
      price: 30,
      stockQuantity: 4,
      categoryName: 'female',
      subCategoryName: 'clothes',
    });
    expect(added.status).toBe(201);
    // The writer's instance reads from the primary at once, the other once it is told: both see the new product.
    expect(await readsOnReplica(a.app)).toBe(false);
    expect((await http(a.url, 'GET', `/api/buyer/product/${added.body.productId}`, vendor.token)).status).toBe(200);
    await until(async () => !(await readsOnReplica(b.app)), 'b told of the write');
    expect((await http(b.url, 'GET', `/api/buyer/product/${added.body.productId}`)).status).toBe(200);
    const { rows: behind } = await replicaAdmin.query('select 1 from products where id = $1', [added.body.productId]);
    expect(behind).toHaveLength(0);
    // Both go back to the replica once it has replayed the write.
    await replicaAdmin.query('select pg_wal_replay_resume()');
    await until(async () => (await readsOnReplica(a.app)) && (await readsOnReplica(b.app)), 'the replica caught up');
    const page = await http(b.url, 'GET', `/api/buyer/product/${added.body.productId}`);
    expect(page.body.productName).toBe('Replica Raincoat');
    const list = await http(b.url, 'GET', '/api/buyer/search?searchTerm=replica%20raincoat');
    expect(list.body).toHaveLength(1);
    // A search's matches and page come from the filters index (docs/decisions/080); a category's
    // page is still read from the replica, and is the last thing these connections asked.
    const category = await http(b.url, 'GET', '/api/buyer/selected?category=female');
    expect((category.body as { productName: string }[]).map((p) => p.productName)).toContain('Replica Raincoat');

    const { rows } = await replicaAdmin.query<{ query: string }>('select query from pg_stat_activity where application_name = $1', [
      REPLICA_APPLICATION_NAME,
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => /"products"|products/.test(r.query))).toBe(true);
  }, 60_000);

  it("shows a vendor's edit to that vendor at once and to everyone else within a second", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const vendor = await makeUser(a.url, 'vendor');
    const base = { description: 'Edited.', categoryName: 'male', subCategoryName: 'shoes', stockQuantity: 9 };
    const { productId } = (
      await http(a.url, 'POST', '/api/vendors/addProduct', vendor.token, { ...base, productName: 'Replica Boot', price: 50 })
    ).body;
    for (let round = 1; round <= 5; round++) {
      await until(
        async () => (await http(b.url, 'GET', `/api/buyer/product/${productId}`)).body.price === 50 + round - 1,
        'the last round shows on b',
      );
      const price = 50 + round;
      expect(
        (await http(a.url, 'PUT', '/api/vendors/updateProduct', vendor.token, { ...base, productId, productName: 'Replica Boot', price }))
          .status,
      ).toBe(200);
      // The vendor's very next read, with their token, on the instance they wrote through.
      expect((await http(a.url, 'GET', `/api/buyer/product/${productId}`, vendor.token)).body.price).toBe(price);
      await until(
        async () => (await http(b.url, 'GET', `/api/buyer/product/${productId}`)).body.price === price,
        'everyone sees it within a second',
        40,
      );
    }
  }, 60_000);

  it('writes nothing to the replica', async () => {
    const [a] = instances as [(typeof instances)[0]];
    const [{ recovering }] = (await replicaAdmin.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows as [
      { recovering: boolean },
    ];
    expect(recovering).toBe(true);
    const [row] = await queryRows<{ readOnly: string }>(a.replica.db, sql`select current_setting('transaction_read_only') as "readOnly"`);
    expect(row?.readOnly).toBe('on');
    // What the instances wrote is on the primary and streamed to the replica, never written there.
    const [counts] = await queryRows<{ n: number }>(
      a.database.db,
      sql`select count(*)::int as n from products where name like 'Replica %'`,
    );
    const replicaCount = (await replicaAdmin.query<{ n: number }>(`select count(*)::int as n from products where name like 'Replica %'`))
      .rows[0];
    expect(counts?.n).toBe(2);
    await until(
      async () =>
        (await replicaAdmin.query<{ n: number }>(`select count(*)::int as n from products where name like 'Replica %'`)).rows[0]?.n === 2,
      'streamed',
    );
    expect(replicaCount?.n).toBeLessThanOrEqual(2);
  });
});
