import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password.js';
import { type Db, queryRows, type Tx } from '../server/src/db/client.js';
import { vacuumWrittenTables } from './bench-database.js';
import * as words from './catalogue-words.js';
import { insertOrders } from './generate-orders.js';
import { BENCH_VENDOR_EMAIL, HOT_STOCK, type Hash, hashOf, lit, type Step, textArray } from './generate-sql.js';
import { checkVariants, insertCarts, insertVariants, productAggregates } from './generate-variants.js';

/**
 * Fills a fresh, migrated database with a catalogue of a chosen size using a handful of set-based
 * statements (INSERT … SELECT over generate_series), so 100,000 products take seconds, not hours.
 * Every figure is consistent: order totals are their items plus 8% tax, products' sold_count and
 * rating totals match the orders and reviews, each order's history is in order_events, and each
 * product's stock, price and colours are its variants' aggregates (checked before it returns).
 * Randomness comes from hashing row numbers with the seed, so one seed always gives one catalogue.
 */

export const BENCH_PASSWORD = 'bench password 123';
/** Product ids the detail and reviews scenarios rotate through. */
const SAMPLE_PRODUCTS = 800;
export { BENCH_VENDOR_EMAIL, BENCH_VENDOR_ORDERS, HOT_STOCK } from './generate-sql.js';

export interface HotVariant {
  productId: number;
  variantId: number;
  /** Its shop, for a checkout that names the shop's delivery. */
  vendorId: number;
}

/**
 * The platform's code the promoted checkout types (10 % off, any shop, no limit of uses); every shop
 * offers express beside its standard delivery (docs/architecture.md#shipping-and-promotions).
 */
export const BENCH_COUPON = 'BENCH10';

export interface GenerateOptions {
  products: number;
  seed?: number;
  /** At least this many buyers (one per load-test connection, so carts never collide). */
  minBuyers?: number;
  log?: (line: string) => void;
}

export interface Catalogue {
  products: number;
  vendors: number;
  buyers: number;
  reviews: number;
  orders: number;
  benchVendorOrders: number;
  buyerEmails: string[];
  vendorEmails: string[];
  benchVendorEmail: string;
  password: string;
  /** Live variants. */
  variants: number;
  /** Live variants with stock enough for any run (every size and colour of a few products), none of them the bench vendor's. */
  hotVariants: HotVariant[];
  /** A sample of live product ids for the detail and reviews scenarios. */
  sampleProductIds: number[];
  /** Every live product id, in id order (product-every). */
  liveProductIds: number[];
  /** Every shop's name, in id order (the vendor filter). */
  vendorNames: string[];
  /** Seconds per step and in total. */
  timings: Record<string, number>;
}

export async function generateCatalogue(db: Db, opts: GenerateOptions): Promise<Catalogue> {
  const seed = opts.seed ?? 1;
  const log = opts.log ?? (() => {});
  const P = Math.max(1, Math.floor(opts.products));
  const V = Math.max(6, Math.floor(P / 1000));
  const B = Math.max(20, Math.floor(P / 50), opts.minBuyers ?? 0);
  const generalOrders = Math.max(1, Math.round(P / 5));
  const hotCount = Math.min(200, Math.max(20, Math.floor(P / 10)));
  // The load's buyers (one per connection) start with empty carts: checkout buys the whole cart.
  const cartFreeBuyers = Math.max(20, opts.minBuyers ?? 0);
  const h = hashOf(seed);
  const timings: Record<string, number> = {};
  const started = performance.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    timings[name] = (performance.now() - t0) / 1000;
    log(`  ${name.padEnd(14)} ${timings[name].toFixed(1)} s`);
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // One transaction: one connection, so the setting holds. JIT would spend longer compiling these
  // one-off statements (their generate_series row estimates look huge) than running them.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await fill(tx, { P, V, B, generalOrders, hotCount, cartFreeBuyers, h, passwordHash }, step);
    await step('promotions', async () => {
      await tx.execute(sql`insert into shipping_profiles (vendor_id, processing_days, standard_first_cents, standard_additional_cents,
          standard_min_days, standard_max_days, express_first_cents, express_additional_cents, express_min_days, express_max_days, free_over_cents)
        select id, 2, 495, 100, 2, 5, 1495, 250, 1, 2, 7500 from users where role = 'vendor'
        on conflict (vendor_id) do nothing`);
      await tx.execute(sql`insert into coupons (code, vendor_id, kind, value, max_uses_per_buyer)
        values (${BENCH_COUPON}, null, 'percent', 10, 1000000) on conflict (code) do nothing`);
    });
  });
  // The totals above rewrote every product and order row; compact them as a live database would
  // be, then set the visibility map (index-only scans) and the planner's statistics.
  await step('vacuum', async () => {
    await db.execute(sql`vacuum (full) products, product_variants, orders`);
    await vacuumWrittenTables((text) => queryRows(db, sql.raw(text)));
  });
  timings.total = (performance.now() - started) / 1000;
  return describeCatalogue(db, timings);
}

type Sizes = { P: number; V: number; B: number; generalOrders: number; hotCount: number; cartFreeBuyers: number };

async function fill(db: Tx, c: Sizes & { h: Hash; passwordHash: string }, step: Step): Promise<void> {
  const { V, B, h } = c;
  const exec = (query: SQL) => db.execute(query);
  await insertUsers(exec, c, step);
  await insertProducts(exec, c, step);
  await insertVariants(db, h, step);

  // The cart and checkout scenarios need stock that never runs out, on other vendors than the bench vendor.
  const firstVendor = sql`(select min(id) from users where role = 'vendor')`;
  await step('hot stock', () =>
    exec(sql`
      update product_variants set stock = ${lit(HOT_STOCK)}
      where product_id in (select id from products where vendor_id <> ${firstVendor} order by id limit ${lit(c.hotCount)})`),
  );
  await step('aggregates', () => exec(productAggregates));
  await insertReviews(exec, c, step);
  await insertOrders(db, { h, vendors: V, buyers: B, generalOrders: c.generalOrders }, step);
  await insertCarts(db, { h, skipBuyers: c.cartFreeBuyers }, step);
  await writeTotalsAndDeletes(exec, h, step);
  await checkVariants(db, step);
}

type Exec = (query: SQL) => Promise<unknown>;

/** V vendors (the first the bench vendor) then B buyers, with names, addresses and ages from the words. */
async function insertUsers(exec: Exec, { V, B, h, passwordHash }: { V: number; B: number; h: Hash; passwordHash: string }, step: Step) {
  await step('users', () =>
    exec(sql`
      with v as (select ${textArray(words.STORE_NAMES)} stores, ${textArray(words.FIRST_NAMES)} firsts,
                        ${textArray(words.LAST_NAMES)} lasts,
                        ${textArray(words.CITIES.map((c) => c[0]))} cities, ${textArray(words.CITIES.map((c) => c[1]))} countries)
      insert into users (full_name, email, password_hash, role, preferences, vendor_name,
                         address_line1, city, postal_code, country, created_at)
      select v.firsts[1 + ${h(sql`n`, 1)} % cardinality(v.firsts)] || ' ' || v.lasts[1 + ${h(sql`n`, 2)} % cardinality(v.lasts)],
             case when n = 1 then ${BENCH_VENDOR_EMAIL}
                  when n <= ${lit(V)} then 'vendor-' || n || '@seamline.test'
                  else 'buyer-' || (n - ${lit(V)}) || '@seamline.test' end,
             ${passwordHash},
             case when n <= ${lit(V)} then 'vendor' else 'buyer' end,
             case when n > ${lit(V)} then (array['female', 'male', 'children'])[1 + n % 3] end,
             case when n = 1 then 'Bench Outfitters'
                  when n <= ${lit(V)} then v.stores[1 + n % cardinality(v.stores)] || ' ' || n end,
             (1 + ${h(sql`n`, 3)} % 400) || ' Market Street',
             v.cities[1 + n % cardinality(v.cities)],
             lpad((${h(sql`n`, 4)} % 100000)::text, 5, '0'),
             v.countries[1 + n % cardinality(v.countries)],
             now() - make_interval(days => 100 + ${h(sql`n`, 5)} % 600)
      from generate_series(1, ${lit(V + B)}) n, v`),
  );
}

/** P products over the vendors, named and described from the words, priced from their kind. */
async function insertProducts(exec: Exec, { P, V, h }: { P: number; V: number; h: Hash }, step: Step) {
  // Vendors in id order; product i belongs to vendor (i mod V), so the bench vendor (the first) has P/V of them.
  await step('products', () =>
    exec(sql`
      with v as (select array_agg(id order by id) ids from users where role = 'vendor'),
           w as (select ${textArray(words.ADJECTIVES)} adj, ${textArray(words.MATERIALS)} mat,
                        ${textArray(words.FEATURES)} feat, ${textArray(words.CARE)} care,
                        ${textArray(words.COLOUR_ENTRIES.map((c) => c.name))} colour,
                        ${textArray(words.COLOUR_ENTRIES.map((c) => c.label))} colour_label),
           k as (select (e->>'kind') kind, (e->>'noun') noun, (e->>'subcategory') subcategory,
                        (e->>'category') category, (e->>'basePrice')::int base_price, (n - 1)::int idx
                 from jsonb_array_elements(${JSON.stringify(words.KIND_ENTRIES)}::jsonb) with ordinality as t(e, n)),
           g as (select i, ${h(sql`i`, 10)} % ${lit(words.KIND_ENTRIES.length)} ki,
                        1 + ${h(sql`i`, 11)} % cardinality(w.colour) ci,
                        case when ${h(sql`i`, 12)} % ${lit(words.RARE_EVERY)} = 0 then ${words.RARE_WORD}
                             else w.adj[1 + ${h(sql`i`, 13)} % cardinality(w.adj)] end adjective,
                        w.mat[1 + ${h(sql`i`, 14)} % cardinality(w.mat)] material,
                        w.feat[1 + ${h(sql`i`, 15)} % cardinality(w.feat)] feature,
                        w.care[1 + ${h(sql`i`, 16)} % cardinality(w.care)] care,
                        now() - make_interval(secs => ${h(sql`i`, 17)} % (365 * 86400)) created
                 from generate_series(1, ${lit(P)}) i, w)
      insert into products (vendor_id, name, description, category, subcategory, price_cents, base_price_cents, stock,
                            image_url, created_at, updated_at)
      select v.ids[1 + g.i % ${lit(V)}],
             g.adjective || ' ' || w.colour_label[g.ci] || ' ' || k.noun,
             g.adjective || ' ' || lower(k.noun) || ' in ' || lower(w.colour_label[g.ci]) || ' ' || g.material || '. '
               || g.feature || '. ' || g.care || '.',
             k.category, k.subcategory,
             greatest(99, k.base_price * (60 + ${h(sql`g.i`, 18)} % 90) / 100 / 100 * 100 + 99),
             greatest(99, k.base_price * (60 + ${h(sql`g.i`, 18)} % 90) / 100 / 100 * 100 + 99),
             0,
             '/images/catalog/' || k.kind || '/' || w.colour[g.ci] || '.svg',
             g.created, g.created
      from g join k on k.idx = g.ki cross join v cross join w
      order by g.i`),
  );
}

/** Reviews: 0–4 per product (2 on average) by distinct buyers. */
async function insertReviews(exec: Exec, { B, h }: { B: number; h: Hash }, step: Step) {
  await step('reviews', () =>
    exec(sql`
      with b as (select array_agg(id order by id) ids from users where role = 'buyer'),
           c as (select ${textArray(words.REVIEW_COMMENTS)} comments,
                        array(select jsonb_array_elements_text(${JSON.stringify(words.RATINGS)}::jsonb)::int) ratings,
                        array(select e #>> '{}' from jsonb_array_elements(${JSON.stringify(words.REVIEW_FITS)}::jsonb) e) fits)
      insert into reviews (product_id, buyer_id, rating, comment, fit, created_at)
      select p.id, b.ids[1 + (${h(sql`p.id`, 30)} + r) % ${lit(B)}],
             c.ratings[1 + ${h(sql`p.id * 8 + r`, 31)} % cardinality(c.ratings)],
             c.comments[1 + ${h(sql`p.id * 8 + r`, 32)} % cardinality(c.comments)],
             c.fits[1 + ${h(sql`p.id * 8 + r`, 35)} % cardinality(c.fits)],
             greatest(p.created_at, now() - make_interval(secs => ${h(sql`p.id * 8 + r`, 33)} % (120 * 86400)))
      from products p cross join b cross join c
      cross join lateral generate_series(0, least(${lit(B - 1)}, ${h(sql`p.id`, 34)} % 5 - 1)) r`),
  );
}

/** Products' sold and rating totals from the orders and reviews, then a few products deleted. */
async function writeTotalsAndDeletes(exec: Exec, h: Hash, step: Step) {
  await step('product totals', () =>
    exec(sql`
      update products p set sold_count = s.sold
      from (select oi.product_id, sum(oi.quantity)::int sold
            from order_items oi join orders o on o.id = oi.order_id
            where o.status <> 'cancelled' group by oi.product_id) s
      where s.product_id = p.id`),
  );
  await step('rating totals', () =>
    exec(sql`
      update products p set rating_sum = r.total, rating_count = r.n
      from (select product_id, sum(rating)::int total, count(*)::int n from reviews group by product_id) r
      where r.product_id = p.id`),
  );
  // A few deleted products, so every list really filters them out (orders and reviews keep them);
  // their variants are retired with them and leave every cart, as a product delete does.
  await step('soft deletes', async () => {
    await exec(sql`
      update products set deleted_at = updated_at + interval '1 day'
      where stock < ${lit(HOT_STOCK)} and ${h(sql`id`, 40)} % 200 = 0`);
    await exec(sql`
      update product_variants v set deleted_at = p.deleted_at from products p
      where p.id = v.product_id and p.deleted_at is not null and v.deleted_at is null`);
    await exec(sql`delete from cart_items c using products p where p.id = c.product_id and p.deleted_at is not null`);
  });
}

/** What the scenarios need from a generated catalogue: counts, logins, hot variants, sample ids. */
export async function describeCatalogue(db: Db, timings: Record<string, number> = {}): Promise<Catalogue> {
  const [counts] = await queryRows<{
    products: number;
    vendors: number;
    buyers: number;
    reviews: number;
    orders: number;
    bench_orders: number;
  }>(
    db,
    sql`select (select count(*)::int from products) products,
               (select count(*)::int from users where role = 'vendor') vendors, (select count(*)::int from users where role = 'buyer') buyers,
               (select count(*)::int from reviews) reviews, (select count(*)::int from orders) orders,
               (select count(*)::int from orders o join users u on u.id = o.vendor_id where u.email = ${BENCH_VENDOR_EMAIL}) bench_orders`,
  );
  const users = await queryRows<{ email: string; role: string; vendor_name: string | null }>(
    db,
    sql`select email, role, vendor_name from users order by id`,
  );
  // More than half their stock left: a kept database has had checkouts. Each product's first size,
  // then each one's second…: consecutive entries, which concurrent connections take, are different
  // products, since checkout locks and writes the product as well as the size (a product's sizes
  // in a row had six connections at a time queue on one product's row).
  const hot = await queryRows<{ product_id: number; id: number; vendor_id: number }>(
    db,
    sql`select v.product_id, v.id, p.vendor_id from product_variants v join products p on p.id = v.product_id
        where v.stock > ${lit(HOT_STOCK / 2)} and v.deleted_at is null and p.deleted_at is null
        order by row_number() over (partition by v.product_id order by v.position, v.id), v.product_id`,
  );
  const [variantCount] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from product_variants where deleted_at is null`);
  // The same number of ids at every size (the smallest catalogue has 1,000 products, a few of them
  // deleted): product pages and reviews are shared answers, so a larger sample would mean more
  // misses and the growth from 1,000 to 100,000 products would measure the hit rate, not the work.
  const sample = await queryRows<{ id: number }>(
    db,
    sql`select id from products where deleted_at is null order by hashint4(id) limit ${lit(SAMPLE_PRODUCTS)}`,
  );
  const live = await queryRows<{ id: number }>(db, sql`select id from products where deleted_at is null order by id`);
  return {
    products: counts?.products ?? 0,
    vendors: counts?.vendors ?? 0,
    buyers: counts?.buyers ?? 0,
    reviews: counts?.reviews ?? 0,
    orders: counts?.orders ?? 0,
    benchVendorOrders: counts?.bench_orders ?? 0,
    buyerEmails: users.filter((e) => e.role === 'buyer').map((e) => e.email),
    vendorEmails: users.filter((e) => e.role === 'vendor').map((e) => e.email),
    vendorNames: users.flatMap((u) => (u.role === 'vendor' && u.vendor_name ? [u.vendor_name] : [])),
    benchVendorEmail: BENCH_VENDOR_EMAIL,
    password: BENCH_PASSWORD,
    variants: variantCount?.n ?? 0,
    hotVariants: hot.map((r) => ({ productId: r.product_id, variantId: r.id, vendorId: r.vendor_id })),
    sampleProductIds: sample.map((r) => r.id),
    liveProductIds: live.map((r) => r.id),
    timings,
  };
}
