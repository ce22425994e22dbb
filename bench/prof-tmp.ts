import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { readBuyerEvidence, readProductEvidence } from '../server/src/domain/fit/read-evidence.js';
import { readDeliveredLines } from '../server/src/domain/fit/fit-history.js';
import { readGivenProfile } from '../server/src/domain/fit/fit-profile.js';
import { adviseSize } from '../server/src/domain/fit/advise-size.js';
import { closeDatabase, createBenchDatabase } from './bench-database.js';
import { generateCatalogue } from './generate.js';
import { insertPassport } from './passport.js';
const bench = await createBenchDatabase('postgres', 'fitprof');
const database = await bench.open();
const db = database.db;
try {
  const t0 = performance.now();
  await generateCatalogue(db, { products: Number(process.argv[2] ?? 2000), seed: 1 });
  const buyerId = await insertPassport(db, 200);
  await db.execute(sql`vacuum analyze`);
  console.log('generated', ((performance.now() - t0) / 1000).toFixed(0), 's');
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p where p.listed and exists (select 1 from product_variants v where v.product_id = p.id and v.size is not null) order by p.id`,
    )
  ).map((r) => r.id);
  const now = new Date();
  const time = async (name: string, run: (i: number) => Promise<unknown>, n = 100) => {
    for (let i = 0; i < 10; i++) await run(i);
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      await run(i);
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    console.log(name.padEnd(20), 'p50', ms[Math.floor(n / 2)]!.toFixed(2), 'p99', ms[Math.floor(n * 0.99)]!.toFixed(2));
  };
  await time('product', (i) => readProductEvidence(database.statements, ids[(i * 7919) % ids.length]!));
  await time('profile', () => readGivenProfile(database.statements, buyerId));
  await time('lines', () => readDeliveredLines(database.statements, buyerId));
  await time('buyer', () => readBuyerEvidence(database.statements, buyerId, now));
  const buyer = await readBuyerEvidence(database.statements, buyerId, now);
  const products = await Promise.all(ids.slice(0, 50).map((id) => readProductEvidence(database.statements, id)));
  await time('advise pure', async (i) => adviseSize({ product: products[i % 50]!, buyer }));
  const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain analyze select 1`);
  void plan;
} finally {
  await closeDatabase(database);
  await bench.remove();
}
