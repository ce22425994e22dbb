/**
 * The ledger at size (issue 30, item 8): 1,000,000 ledger entries in the database, then a
 * vendor's balance and first ledger page (GET /api/vendors/balance, /ledger) timed as the routes
 * run them (the domain functions over the pool), p99 of each. The busiest vendor is timed: it has
 * a fifth of all orders.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/ledger.ts --entries 1000000 --samples 2000
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { vendorBalance, vendorLedger } from '../server/src/domain/ledger/vendor-ledger.js';
import { closeDatabase, createBenchDatabase } from './bench-database.js';
import { percentile } from './load.js';

const { values } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' }, samples: { type: 'string', default: '2000' }, vendors: { type: 'string', default: '100' } },
});
const ENTRIES = Number(values.entries);
const SAMPLES = Number(values.samples);
const VENDORS = Number(values.vendors);
// Each card order captured posts 5 entries, and 2 more once released (7 orders in 8 are).
const ORDERS = Math.ceil(ENTRIES / 6.75);

const bench = await createBenchDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite', `ledger${ENTRIES}`);
const database = await bench.open();
const db = database.db;
try {
  const t0 = performance.now();
  await db.execute(sql`
    insert into users (full_name, email, password_hash, role, vendor_name, address_line1, city, postal_code, country)
    select 'Bench', 'ledger-' || g || '@bench.test', 'x', case when g = 0 then 'buyer' else 'vendor' end,
      case when g = 0 then null else 'Shop ' || g end, '1 Way', 'Town', '1', 'Land'
    from generate_series(0, ${VENDORS}) g`);
  // A fifth of the orders are the first vendor's; the rest spread over the others.
  await db.execute(sql`
    insert into orders (buyer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, commission_percent, ship_line1, ship_city,
      ship_postal_code, ship_country, created_at, expected_delivery, delivered_at, payment_method, payment_status, payment_id)
    select b.id, v.id, 'Delivered', s.sub, round(s.sub * 0.08), s.sub + round(s.sub * 0.08), 10, '1 Way', 'Town', '1', 'Land',
      now() - interval '90 days', now() - interval '85 days', now() - interval '80 days' + (g % 40) * interval '1 day', 'card', 'captured', 'bench'
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select 1000 + (g * 7919) % 90000 as sub) s
    join users b on b.email = 'ledger-0@bench.test'
    join users v on v.email = 'ledger-' || (case when g % 5 = 0 then 1 else 2 + g % ${VENDORS - 1} end) || '@bench.test'`);
  const { seedDemoMoneyFor } = await import('./ledger-postings.js');
  await seedDemoMoneyFor(db);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int8 as n from ledger_entries`);
  await db.execute(sql`analyze`);
  const generated = (performance.now() - t0) / 1000;
  const [busiest] = await queryRows<{ id: number; n: number }>(
    db,
    sql`select vendor_id as id, count(*)::int as n from ledger_entries where vendor_id is not null group by 1 order by 2 desc limit 1`,
  );
  const vendorId = busiest?.id ?? 1;
  const time = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await run();
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const s = performance.now();
      await run();
      ms.push(performance.now() - s);
    }
    return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
  };
  const balance = await time(() => vendorBalance(db, vendorId));
  const page = await time(() => vendorLedger(db, vendorId, { limit: 20, offset: 0 }));
  const f = (n: number) => n.toFixed(2);
  console.log(`ledger bench on ${database.kind}: ${Number(count?.n)} entries (generated in ${generated.toFixed(0)} s), vendor ${vendorId} with ${busiest?.n} entries, ${SAMPLES} samples each`);
  console.log('| read | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- |');
  console.log(`| balance | ${f(balance.p50)} | ${f(balance.p99)} | ${f(balance.max)} |`);
  console.log(`| first ledger page | ${f(page.p50)} | ${f(page.p99)} | ${f(page.max)} |`);
  const budget = 15;
  if (balance.p99 > budget || page.p99 > budget) process.exitCode = 1;
} finally {
  await closeDatabase(database);
  await bench.remove();
}
