/**
 * The cart's quote at size (docs/architecture.md#shipping-and-promotions): the bench catalogue
 * (100,000 products by default) in a fresh database, every shop with standard and express delivery,
 * and 200 buyers whose carts each hold one line from six different shops; then the quote timed as
 * GET /api/buyer/cart/quote runs it (the same domain function over the app's pool), p50/p99/max:
 *
 * - plain: standard delivery, no code;
 * - with the platform's code and express from every shop.
 *
 * Each sample is the next buyer's cart, so no one cart's rows stay in the caches. The figures are
 * the database's, the driver's and the pricing's own; the HTTP layer around them is measured by the
 * load bench. Exits 1 when a p99 is over the 20 ms budget.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run quote -w bench -- --products 100000
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { quoteCart } from '../server/src/domain/orders/quote-cart.js';
import { closeDatabase, createBenchDatabase } from './bench-database.js';
import { BENCH_COUPON, generateCatalogue } from './generate.js';
import { sampleLatency } from './sample-latency.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    carts: { type: 'string', default: '200' },
    samples: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
  },
});
const PRODUCTS = Number(values.products);
const CARTS = Number(values.carts);
const SAMPLES = Number(values.samples);
const SHOPS = 6;
const BUDGET_MS = 20;
if (!(PRODUCTS >= 1000 && CARTS >= 1 && SAMPLES >= 1)) throw new Error('--products ≥ 1000, --carts ≥ 1 and --samples ≥ 1, please');

const bench = await createBenchDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite', `quote${PRODUCTS}`);
const database = await bench.open();
const db = database.db;
try {
  const t0 = performance.now();
  await generateCatalogue(db, { products: PRODUCTS, seed: Number(values.seed), minBuyers: CARTS });
  // Buyer k's cart: a variant in stock from each of six shops, shops and products differing per buyer.
  await db.execute(sql`
    with buyers as (select id, row_number() over (order by id) - 1 as k from users where role = 'buyer' order by id limit ${CARTS}),
    shops as (select id, row_number() over (order by id) - 1 as s, count(*) over () as n from users where role = 'vendor'),
    picks as (
      select b.id as buyer_id, v.product_id, v.id as variant_id
      from buyers b cross join generate_series(0, ${SHOPS - 1}) g(i)
      join shops sh on sh.s = (b.k * ${SHOPS} + g.i) % sh.n
      cross join lateral (
        select v.product_id, v.id from product_variants v join products p on p.id = v.product_id
        where p.vendor_id = sh.id and p.listed and v.deleted_at is null and v.stock > 0
        order by p.id offset (b.k % 20) limit 1
      ) v
    )
    insert into cart_items (buyer_id, product_id, variant_id, quantity) select buyer_id, product_id, variant_id, 1 from picks
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);
  const generated = (performance.now() - t0) / 1000;
  const carts = await queryRows<{ id: number; shops: number }>(
    db,
    sql`select c.buyer_id as id, count(distinct p.vendor_id)::int as shops from cart_items c join products p on p.id = c.product_id
    group by c.buyer_id having count(distinct p.vendor_id) = ${SHOPS} order by c.buyer_id`,
  );
  if (carts.length === 0) throw new Error('no six-shop carts were made');
  const vendorsOf = new Map<number, number[]>();
  for (const row of await queryRows<{ buyer: number; vendor: number }>(
    db,
    sql`select distinct c.buyer_id as buyer, p.vendor_id as vendor from cart_items c join products p on p.id = c.product_id`,
  ))
    vendorsOf.set(row.buyer, [...(vendorsOf.get(row.buyer) ?? []), row.vendor]);

  const now = new Date();
  const buyerAt = (i: number) => (carts[i % carts.length] as { id: number }).id;
  const plain = (i: number) => quoteCart(database, buyerAt(i), {}, now);
  const promoted = (i: number) => {
    const buyer = buyerAt(i);
    const shipping = Object.fromEntries((vendorsOf.get(buyer) ?? []).map((v) => [String(v), 'express' as const]));
    return quoteCart(database, buyer, { couponCode: BENCH_COUPON, shipping }, now);
  };
  const first = await promoted(0);
  if (first.parcels.length !== SHOPS || !first.coupon || first.parcels.some((p) => p.shippingMethod !== 'express'))
    throw new Error(`the quote did not price six express parcels with the code: ${JSON.stringify(first).slice(0, 300)}`);

  const time = (run: (i: number) => Promise<unknown>) => sampleLatency(run, SAMPLES);
  const rows = [
    ['six shops, standard delivery, no code', await time(plain)],
    ['six shops, express from each, the platform’s code', await time(promoted)],
  ] as const;

  const f = (n: number) => n.toFixed(2);
  console.log(
    `cart quote bench on ${database.kind}: ${PRODUCTS.toLocaleString('en-US')} products (generated in ${generated.toFixed(0)} s); ` +
      `${carts.length} carts of one line from each of ${SHOPS} shops, a different cart each sample; ${SAMPLES} samples per row after 50 unmeasured`,
  );
  console.log('| quote of | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- |');
  for (const [name, r] of rows) console.log(`| ${name} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} |`);
  const over = rows.filter(([, r]) => r.p99 > BUDGET_MS).map(([name]) => name);
  console.log(over.length === 0 ? `every p99 within ${BUDGET_MS} ms` : `over the ${BUDGET_MS} ms budget at p99: ${over.join('; ')}`);
  if (over.length > 0) process.exitCode = 1;
} finally {
  await closeDatabase(database);
  await bench.remove();
}
