import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { hashPassword } from '../../src/auth/password.js';
import { type Database, type Db, openDatabase, PGLITE_OPTIONS, queryRows } from '../../src/db/client.js';
import * as schema from '../../src/db/schema.js';
import { pgliteStatements } from '../../src/db/statements.js';
import { TEST_CONFIG } from '../test-app.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';

/**
 * A shop upgrading to variants loses nothing. A database is built at migration 0006 (the
 * migrations folder cut after it), filled with users, products (one deleted), cart lines and orders,
 * then migrated to the end with the full folder; every product must then have one variant holding its stock, and every
 * cart line and order item point at it with its quantities and totals as they were.
 */
const LAST_BEFORE_VARIANTS = 6;
const migrations = path.resolve(import.meta.dirname, '../../drizzle');
const temp = mkdtempSync(path.join(os.tmpdir(), 'seamline-migrate-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The migrations folder as it was before variants. */
function foldersBeforeVariants(): string {
  const folder = path.join(temp, 'drizzle-0006');
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= LAST_BEFORE_VARIANTS);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

type Exec = (statement: string) => Promise<{ id: number }[]>;

const PASSWORD = 'correct horse battery';

/** The shop before the upgrade, written with 0006's columns. */
async function fillOldShop(exec: Exec) {
  const hash = await hashPassword(PASSWORD);
  const user = async (email: string, role: string, vendorName: string | null) =>
    (
      await exec(`insert into users (full_name, email, password_hash, role, preferences, vendor_name, address_line1, city, postal_code, country)
        values ('Old ${role}', '${email}', '${hash}', '${role}', ${role === 'buyer' ? `'female'` : 'null'}, ${vendorName ? `'${vendorName}'` : 'null'},
        '1 Old Road', 'Oldtown', '11111', 'USA') returning id`)
    )[0]?.id ?? 0;
  const vendor = await user('old-vendor@example.test', 'vendor', 'Old Store');
  const buyer = await user('old-buyer@example.test', 'buyer', null);
  const product = async (name: string, priceCents: number, stock: number, deleted: boolean) =>
    (
      await exec(`insert into products (vendor_id, name, description, category, subcategory, price_cents, stock, deleted_at)
        values (${vendor}, '${name}', 'Made before sizes.', 'female', 'clothes', ${priceCents}, ${stock}, ${deleted ? 'now()' : 'null'}) returning id`)
    )[0]?.id ?? 0;
  const scarf = await product('Old Scarf', 1250, 7, false);
  const coat = await product('Old Coat', 9999, 0, false);
  const gone = await product('Gone Gloves', 500, 3, true);
  await exec(
    `insert into cart_items (buyer_id, product_id, quantity, seen_price_cents) values (${buyer}, ${scarf}, 2, 1250), (${buyer}, ${gone}, 1, 500) returning id`,
  );
  const order =
    (
      await exec(`insert into orders (buyer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, ship_line1, ship_city, ship_postal_code, ship_country, expected_delivery)
    values (${buyer}, ${vendor}, 'pending', 12247, 980, 13227, '1 Old Road', 'Oldtown', '11111', 'USA', now() + interval '5 days') returning id`)
    )[0]?.id ?? 0;
  await exec(`insert into order_items (order_id, product_id, product_name, unit_price_cents, quantity)
    values (${order}, ${scarf}, 'Old Scarf', 1250, 1), (${order}, ${coat}, 'Old Coat', 9999, 1), (${order}, ${gone}, 'Gone Gloves', 499, 2) returning id`);
  return { vendor, buyer, scarf, coat, gone, order };
}

/** Builds the old shop on this suite's database kind and opens it as the server does (migrating to the end). */
async function upgradedShop(): Promise<{ database: Database; old: Awaited<ReturnType<typeof fillOldShop>>; drop: () => Promise<void> }> {
  const before = foldersBeforeVariants();
  if (onPostgres) {
    const { url, drop } = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = drizzlePg(client);
    await migratePg(db, { migrationsFolder: before });
    const old = await fillOldShop(async (s) => (await client.query(s)).rows);
    await client.end();
    return { database: await openDatabase({ databaseUrl: url }), old, drop };
  }
  const client = await PGlite.create('memory://', PGLITE_OPTIONS);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: before });
  const old = await fillOldShop(async (s) => (await client.query<{ id: number }>(s)).rows);
  await migratePglite(db, { migrationsFolder: migrations });
  const database: Database = { db: db as unknown as Db, statements: pgliteStatements(client), kind: 'pglite', close: () => client.close() };
  return { database, old, drop: async () => {} };
}

describe('migrating a shop to variants (0007)', () => {
  // Two migration runs and an app start: longer than a usual test on a busy machine.
  it('gives every product one variant holding its stock and carries carts and orders over unchanged', { timeout: 120_000 }, async () => {
    const { database, old, drop } = await upgradedShop();
    try {
      const variants = await queryRows<{
        productId: number;
        variants: number;
        stock: number;
        retired: boolean;
        size: string | null;
        colour: string | null;
      }>(
        database.db,
        sql`select p.id as "productId", count(v.id)::int as variants, sum(v.stock)::int as stock, bool_and(v.deleted_at is not null) as retired,
          max(v.size) as size, max(v.colour) as colour
          from products p join product_variants v on v.product_id = p.id group by p.id order by p.id`,
      );
      expect(variants).toEqual([
        { productId: old.scarf, variants: 1, stock: 7, retired: false, size: null, colour: null },
        { productId: old.coat, variants: 1, stock: 0, retired: false, size: null, colour: null },
        { productId: old.gone, variants: 1, stock: 3, retired: true, size: null, colour: null },
      ]);
      const products = await queryRows<{ id: number; price: number; base: number; stock: number }>(
        database.db,
        sql`select id, price_cents as price, base_price_cents as base, stock from products order by id`,
      );
      expect(products).toEqual([
        { id: old.scarf, price: 1250, base: 1250, stock: 7 },
        { id: old.coat, price: 9999, base: 9999, stock: 0 },
        { id: old.gone, price: 500, base: 500, stock: 3 },
      ]);
      const lines = await queryRows<{ productId: number; quantity: number; own: boolean }>(
        database.db,
        sql`select c.product_id as "productId", c.quantity, v.product_id = c.product_id as own
          from cart_items c join product_variants v on v.id = c.variant_id order by c.product_id`,
      );
      expect(lines).toEqual([
        { productId: old.scarf, quantity: 2, own: true },
        { productId: old.gone, quantity: 1, own: true },
      ]);
      const items = await queryRows<{ productId: number; quantity: number; unit: number; own: boolean }>(
        database.db,
        sql`select i.product_id as "productId", i.quantity, i.unit_price_cents as unit, v.product_id = i.product_id as own
          from order_items i join product_variants v on v.id = i.variant_id order by i.product_id`,
      );
      expect(items).toEqual([
        { productId: old.scarf, quantity: 1, unit: 1250, own: true },
        { productId: old.coat, quantity: 1, unit: 9999, own: true },
        { productId: old.gone, quantity: 2, unit: 499, own: true },
      ]);

      // The API answers the same cart and orders as before the upgrade.
      const app = await buildApp(TEST_CONFIG, database);
      await app.ready();
      try {
        const login = async (email: string) =>
          (await app.inject({ method: 'POST', url: '/api/registration/login', payload: { email, password: PASSWORD } })).json()
            .token as string;
        const buyer = { authorization: `Bearer ${await login('old-buyer@example.test')}` };
        const cart = (await app.inject({ method: 'GET', url: '/api/buyer/cart', headers: buyer })).json();
        expect(
          cart.map((l: { productId: string; quantity: number; unitPrice: number }) => [Number(l.productId), l.quantity, l.unitPrice]),
        ).toEqual(
          expect.arrayContaining([
            [old.scarf, 2, 12.5],
            [old.gone, 1, 5],
          ]),
        );
        expect(cart).toHaveLength(2);
        const rows = (await app.inject({ method: 'GET', url: '/api/buyer/orders', headers: buyer })).json();
        expect(
          rows.map((r: { productId: number; quantity: number; totalAmount: number }) => [r.productId, r.quantity, r.totalAmount]).sort(),
        ).toEqual(
          [
            [old.scarf, 1, 132.27],
            [old.coat, 1, 132.27],
            [old.gone, 2, 132.27],
          ].sort(),
        );
        const vendor = { authorization: `Bearer ${await login('old-vendor@example.test')}` };
        const orders = (await app.inject({ method: 'GET', url: '/api/vendors/pendingOrders', headers: vendor })).json();
        expect(orders).toHaveLength(1);
        expect(orders[0].total).toBe(122.47);
        expect(
          orders[0].items.map((i: { productId: number; quantity: number; price: number }) => [i.productId, i.quantity, i.price]).sort(),
        ).toEqual(
          [
            [old.scarf, 1, 12.5],
            [old.coat, 1, 99.99],
            [old.gone, 2, 4.99],
          ].sort(),
        );
        const page = (await app.inject({ method: 'GET', url: `/api/buyer/product/${old.scarf}` })).json();
        expect(page).toMatchObject({ stockQuantity: 7, price: 12.5, basePrice: 12.5, colours: [] });
        expect(page.variants).toHaveLength(1);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
