import { garmentGroupOf, LOW_STOCK_BELOW } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleRatings } from '../../test/ratings.js';
import { verifyPassword } from '../auth/password.js';
import { type Database, openDatabase, queryRows } from '../db/client.js';
import { checkLedger } from '../domain/ledger/check-ledger.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';
import { getFitProfile } from '../domain/fit/fit-profile.js';
import { sizeAdviceFor } from '../domain/fit/size-advice.js';

let database: Database;
let counts: Record<string, number>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const result = await seedDemo(database.db);
  expect(result.seeded).toBe(true);
  counts = result.counts;
});
afterAll(() => database.close());

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(database.db, q);

describe('demo catalogue', () => {
  it('has 6 vendors, 20 buyers and at least 150 products over every category and subcategory', async () => {
    expect(counts.vendors).toBe(6);
    expect(counts.buyers).toBe(20);
    expect(counts.products).toBeGreaterThanOrEqual(150);
    const pairs = await rows<{ category: string; subcategory: string; n: number }>(
      sql`select category, subcategory, count(*)::int as n from products group by 1, 2`,
    );
    expect(pairs).toHaveLength(6);
    for (const p of pairs) expect(p.n).toBeGreaterThan(5);
    const outOfStock = await rows<{ n: number }>(sql`select count(*)::int as n from products where stock = 0`);
    expect(outOfStock[0]?.n).toBeGreaterThan(0);
  });

  it('gives every product generated art of its own kind', async () => {
    const bad = await rows(sql`
      select id from products where image_url !~ '^/images/catalog/[a-z-]+/[a-z]+\\.svg$'
      union all select id from product_variants where image_url !~ '^/images/catalog/[a-z-]+/[a-z]+\\.svg$'`);
    expect(bad).toEqual([]);
    const distinct = await rows<{ n: number }>(sql`select count(distinct image_url)::int as n from products`);
    expect(distinct[0]?.n).toBeGreaterThan(60);
  });

  it('has orders in every status, and every vendor sold in the last 7 days and over 60 days ago', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['Delivered', 'cancelled', 'completed', 'pending', 'processing', 'shipped']);
    const perVendor = await rows<{ recent: number; old: number }>(sql`
      select count(*) filter (where created_at > now() - interval '7 days')::int as recent,
             count(*) filter (where created_at < now() - interval '60 days')::int as old
      from orders group by vendor_id`);
    expect(perVendor).toHaveLength(6);
    for (const v of perVendor) {
      expect(v.recent).toBeGreaterThan(0);
      expect(v.old).toBeGreaterThan(0);
    }
    const future = await rows(sql`select id from orders where created_at > now()`);
    expect(future).toEqual([]);
  });

  it('keeps counters, totals and ownership consistent', async () => {
    expect(
      await rows(
        sql`select p.id from products p where p.sold_count <> (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id where i.product_id = p.id and o.status <> 'cancelled' and o.kind = 'sale')`,
      ),
    ).toEqual([]);
    expect(await staleRatings(database.db)).toEqual([]);
    expect(
      await rows(
        // An exchange's replacement keeps the price paid on its sale, at a total of 0 (decision 158).
        sql`select o.id from orders o where (o.kind = 'sale' and o.subtotal_cents <> (select sum(i.unit_price_cents * i.quantity) from order_items i where i.order_id = o.id))
          or (o.kind = 'exchange' and o.total_cents <> 0) or o.total_cents <> o.subtotal_cents + o.tax_cents`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        sql`select i.id from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id where p.vendor_id <> o.vendor_id`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        sql`select o.id from orders o where not exists (select 1 from order_events e where e.order_id = o.id and e.to_status = o.status)`,
      ),
    ).toEqual([]);
    // An order last changed by its status, unless a return's refund changed its payment since.
    const refunded = sql`exists (select 1 from returns r where r.order_id = o.id and r.refund_status is not null)`;
    expect(
      await rows(
        sql`select o.id from orders o where o.updated_at <> (select max(e.at) from order_events e where e.order_id = o.id) and not ${refunded}`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        sql`select o.id from orders o where (o.status in ('Delivered', 'completed')) <> (o.delivered_at is not null) or (o.delivered_at <> o.updated_at and not ${refunded})`,
      ),
    ).toEqual([]);
  });

  it('fills the sales rollup in step with the orders', async () => {
    const off = await rows(sql`
      select coalesce(a.k, b.k) as k from
        (select o.vendor_id || ':' || p.category as k, sum(i.unit_price_cents::bigint * i.quantity) as s
           from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id
           where o.status <> 'cancelled' and o.kind = 'sale' group by 1) a
        full join (select vendor_id || ':' || category as k, sum(sales_cents) as s from sales_rollup where category <> '' group by 1) b using (k)
      where coalesce(a.s, 0) <> coalesce(b.s, 0)`);
    expect(off).toEqual([]);
  });

  it('keeps each product’s stock, price and colours the aggregates of its live variants (decision 048)', async () => {
    expect(counts.variants).toBeGreaterThan((counts.products ?? 0) * 3);
    const off = await rows(sql`
      select p.id from products p
      left join lateral (
        select coalesce(sum(v.stock), 0)::int stock, min(coalesce(v.price_cents, p.base_price_cents)) price,
               count(*)::int n,
               (select coalesce(jsonb_agg(jsonb_build_object('name', c.colour, 'hex', c.colour_hex) order by c.first), '[]'::jsonb)
                  from (select colour, colour_hex, min(position) first from product_variants
                        where product_id = p.id and deleted_at is null and colour is not null group by colour, colour_hex) c) colours
        from product_variants v where v.product_id = p.id and v.deleted_at is null) a on true
      where a.n = 0 or p.stock <> a.stock or p.price_cents <> a.price or p.colours <> a.colours`);
    expect(off).toEqual([]);
    expect(
      await rows(
        sql`select id from product_variants where stock < 0 or price_cents <= 0 or vendor_id <> (select vendor_id from products p where p.id = product_id)`,
      ),
    ).toEqual([]);
    const differ = await rows<{ n: number }>(sql`select count(*)::int n from products where price_cents < base_price_cents`);
    expect(differ[0]?.n).toBeGreaterThan(0);
  });

  it('records orders of variants: each line a variant of its product, with its size, colour and price', async () => {
    const wrong = await rows(sql`
      select i.id from order_items i join product_variants v on v.id = i.variant_id join products p on p.id = i.product_id
      where v.product_id <> i.product_id or i.size is distinct from v.size or i.colour is distinct from v.colour
         or i.unit_price_cents <> coalesce(v.price_cents, p.base_price_cents) or i.size is null or i.colour is null`);
    expect(wrong).toEqual([]);
    const twoSizes = await rows<{ n: number }>(sql`
      select count(*)::int n from (select order_id from order_items group by order_id, product_id having count(*) > 1) t`);
    expect(twoSizes[0]?.n).toBeGreaterThan(0);
  });

  it('has reviews that say how a product fits, many of them verified purchases', async () => {
    const fits = await rows<{ fit: string | null }>(sql`select distinct fit from reviews`);
    expect(fits.map((f) => f.fit ?? 'none').sort()).toEqual(['large', 'none', 'small', 'true']);
    // Products whose fit summary stands on at least 3 verified reviews that gave a fit.
    const summarised = await rows<{ n: number }>(sql`
      select count(*)::int n from (
        select r.product_id from reviews r
        where r.fit is not null and exists (
          select 1 from order_items i join orders o on o.id = i.order_id
          where i.product_id = r.product_id and o.buyer_id = r.buyer_id and o.status <> 'cancelled' and o.created_at < r.created_at)
        group by r.product_id having count(*) >= 3) t`);
    expect(summarised[0]?.n).toBeGreaterThan(10);
  });

  it('gives every shop variants for its low-stock card', async () => {
    const perVendor = await rows<{ n: number }>(sql`
      select count(*)::int n from users u left join product_variants v
        on v.vendor_id = u.id and v.deleted_at is null and v.stock < ${LOW_STOCK_BELOW}
      where u.role = 'vendor' group by u.id`);
    expect(perVendor).toHaveLength(6);
    for (const v of perVendor) expect(v.n).toBeGreaterThan(0);
  });

  it('has lower-case unique emails whose hash verifies with the demo password', async () => {
    const users = await rows<{ email: string; password_hash: string }>(sql`select email, password_hash from users order by id`);
    expect(users.every((u) => u.email === u.email.toLowerCase())).toBe(true);
    expect(users.map((u) => u.email)).toContain('vendor1@seamline.test');
    expect(users.map((u) => u.email)).toContain('buyer20@seamline.test');
    expect(await verifyPassword(users[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('tells one money story: card orders captured or voided as their statuses say, some released and paid out, a ledger that balances', async () => {
    const check = await checkLedger(database.db);
    expect(check).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedJournals: [] });
    expect(check.entries).toBeGreaterThan(100);
    const wrong = await rows<{ id: number }>(sql`
      select o.id from orders o where o.kind = 'sale' and (
        (o.payment_method = 'card' and o.status in ('shipped', 'completed', 'Delivered') and o.payment_status <> 'captured'
          and not (o.payment_status in ('partially_refunded', 'refunded') and exists (select 1 from returns r where r.order_id = o.id and r.refund_status = 'refunded')))
        or (o.payment_method = 'card' and o.status = 'cancelled' and o.payment_status <> 'voided')
        or (o.payment_method = 'card' and o.payment_status = 'captured' and not exists
              (select 1 from ledger_journals j where j.order_id = o.id and j.kind = 'capture'))
        or (o.payment_method = 'on_delivery' and o.status in ('completed', 'Delivered') and o.payment_status <> 'paid_on_delivery')
        or (o.released_at is not null and not exists (select 1 from ledger_journals j where j.order_id = o.id and j.kind = 'release')))`);
    expect(wrong).toEqual([]);
    const [story] = await rows<{ released: number; paid: number; due: number }>(sql`
      select (select count(*)::int from orders where released_at is not null) as released,
        (select count(*)::int from payouts where status = 'paid') as paid,
        (select count(*)::int from ledger_accounts where kind = 'available' and balance_cents > 0) as due`);
    expect(story?.released).toBeGreaterThan(0);
    expect(story?.paid).toBeGreaterThan(0);
    expect(story?.due).toBeGreaterThan(0);
  });

  it('has a few returns at the first shop, made as the shop makes them: one asked for, one refunded with a unit damaged, one exchange', async () => {
    expect(counts.returns).toBe(3);
    const made = await rows<{
      status: string;
      outcome: string;
      reason: string;
      refundStatus: string | null;
      refund: number | null;
      damaged: number | null;
      exchangeOrder: number | null;
      vendor: string;
      events: string;
    }>(sql`
      select r.status, rl.outcome, rl.reason, r.refund_status as "refundStatus", r.refund_cents::int as refund, rl.damaged,
        r.exchange_order_id as "exchangeOrder", u.email as vendor,
        (select string_agg(e.status, ' ' order by e.at, e.id) from return_events e where e.return_id = r.id) as events
      from returns r join return_lines rl on rl.return_id = r.id join users u on u.id = r.vendor_id
      -- The first shop's: the returns for size of the size passport are other shops' (the next test).
      where u.email = 'vendor1@seamline.test' order by r.id`);
    expect(made.map((r) => [r.status, r.outcome, r.reason, r.refundStatus, r.events])).toEqual([
      ['closed', 'exchange', 'too_small', null, 'requested approved shipped received closed'],
      ['closed', 'refund', 'quality', 'refunded', 'requested approved shipped received closed'],
      ['requested', 'refund', 'too_large', null, 'requested'],
    ]);
    expect(made[1]).toMatchObject({ damaged: 1 });
    expect(made[1]?.refund).toBeGreaterThan(0);
    // The exchange's replacement waits to ship, at a total of 0, carrying its sale.
    const [exchange] = await rows<{ kind: string; status: string; total: number; carries: boolean }>(sql`
      select o.kind, o.status, o.total_cents::int as total, o.exchange_for_order_id = r.order_id as carries
      from returns r join orders o on o.id = r.exchange_order_id where r.status = 'closed' and r.exchange_order_id is not null`);
    expect(exchange).toEqual({ kind: 'exchange', status: 'pending', total: 0, carries: true });
    // The refund is reversed in the ledger once, for its amount; the ledger still balances (the money story above).
    const reversals = await rows<{ cents: number }>(sql`
      select e.amount_cents::int as cents from ledger_journals j join ledger_entries e on e.journal_id = j.id
      join ledger_accounts a on a.id = e.account_id
      where j.kind = 'refund' and a.kind = 'clearing' and j.vendor_id = (select id from users where email = 'vendor1@seamline.test')`);
    expect(reversals).toEqual([{ cents: made[1]?.refund }]);
    // Every variant's stock is the sum of its movements, the exchange's reservation and restock among them.
    expect(
      await rows(
        sql`select v.id from product_variants v left join stock_movements m on m.variant_id = v.id group by v.id, v.stock having v.stock <> coalesce(sum(m.delta), 0)`,
      ),
    ).toEqual([]);
    const causes = await rows<{ cause: string }>(
      sql`select distinct cause from stock_movements where return_id is not null order by cause`,
    );
    expect(causes.map((c) => c.cause)).toEqual(['exchange_reserve', 'return_restock', 'write_off']);
    // Past moves mail no one today.
    expect(await rows(sql`select id from outbox`)).toEqual([]);
  });

  it('gives its shops charts that differ, and its buyers sizes that follow their bodies: kept, and sent back for size (decision 256)', async () => {
    const charts = await rows<{ vendor: string; chest: number }>(sql`
      select u.email as vendor, ((c.rows -> 3 -> 'measurements' -> 'chest' ->> 'min')::numeric)::float as chest
      from size_charts c join users u on u.id = c.vendor_id where c.category = 'female' and c.subcategory = 'clothes' order by u.id`);
    // Size M of Northwind (true to size), Lumière Femme (a size small), Urban Thread (a size large), Fjord (half a size large).
    expect(charts.map((c) => c.chest)).toEqual([86, 81, 91, 88.5]);
    expect(counts.sizeReturns).toBeGreaterThanOrEqual(5);
    const sized = await rows<{ reason: string; status: string; vendor: string }>(sql`
      select rl.reason, r.status, u.email as vendor from returns r join return_lines rl on rl.return_id = r.id join users u on u.id = r.vendor_id
      where u.email <> 'vendor1@seamline.test'`);
    expect(sized).toHaveLength(counts.sizeReturns as number);
    for (const r of sized) {
      expect(['too_small', 'too_large']).toContain(r.reason);
      expect(r.status).toBe('closed');
      expect(r.vendor).not.toBe('vendor1@seamline.test');
    }
    // Where a shop runs small, what came back came back too small.
    expect(sized.filter((r) => r.vendor === 'vendor2@seamline.test').every((r) => r.reason === 'too_small')).toBe(true);
  });

  it("advises buyer1 a size on every shop's tops, from a history of sizes kept and sent back", async () => {
    const [buyer1] = await rows<{ id: number }>(sql`select id from users where email = 'buyer1@seamline.test'`);
    const now = new Date();
    const { history } = await getFitProfile(database.statements, buyer1?.id as number, now);
    expect(history.filter((h) => h.outcome === 'kept').length).toBeGreaterThan(3);
    expect(history.some((h) => h.outcome === 'returned_small')).toBe(true);
    const tops = await rows<{ id: number; name: string; vendor: string }>(sql`
      select p.id, p.name, u.email as vendor from products p join users u on u.id = p.vendor_id where p.listed and p.subcategory = 'clothes'`);
    const shopTops = tops.filter((p) => garmentGroupOf(p.name, 'clothes') === 'tops');
    const advised = new Map<string, number>();
    for (const p of shopTops) {
      const advice = await sizeAdviceFor(database.statements, buyer1?.id as number, p.id, now);
      if (advice.size) advised.set(p.vendor, (advised.get(p.vendor) ?? 0) + 1);
      else throw new Error(`no advice on ${p.name} of ${p.vendor}`);
    }
    // Every shop that sells clothes: all but the shoe shop.
    expect([...advised.keys()].sort()).toEqual(['vendor1', 'vendor2', 'vendor4', 'vendor5', 'vendor6'].map((v) => `${v}@seamline.test`));
    // buyer1 wears M where the chart is true to size, L where it runs small, S where it runs large.
    const womensTop = async (vendor: string) => {
      const p = shopTops.find((t) => t.vendor === vendor && !/kids|junior|little/i.test(t.name));
      return (await sizeAdviceFor(database.statements, buyer1?.id as number, p?.id as number, now)).size;
    };
    expect([await womensTop('vendor2@seamline.test'), await womensTop('vendor5@seamline.test')]).toEqual(['L', 'S']);
  });

  it('seeds once, and rebuilds the same shop on reset', async () => {
    expect((await seedDemo(database.db)).seeded).toBe(false);
    const again = await seedDemo(database.db, { reset: true });
    expect(again.seeded).toBe(true);
    expect(again.counts).toEqual(counts);
    const ids = await rows<{ min: number }>(sql`select min(id)::int as min from users`);
    expect(ids[0]?.min).toBe(1);
  });
});

describe('demo coupons', () => {
  it('offers the platform’s WELCOME10 and FREESHIP and shops’ own codes from the first start', async () => {
    const found = await rows<{ code: string; vendorId: number | null; kind: string; value: number; min: string | null }>(
      sql`select code, vendor_id as "vendorId", kind, value, min_subtotal_cents::text as min from coupons where active order by code`,
    );
    expect(counts.coupons).toBe(found.length);
    expect(found.find((c) => c.code === 'WELCOME10')).toMatchObject({ vendorId: null, kind: 'percent', value: 10 });
    expect(found.find((c) => c.code === 'FREESHIP')).toMatchObject({ vendorId: null, kind: 'free_shipping', min: '5000' });
    expect(new Set(found.filter((c) => c.vendorId !== null).map((c) => c.vendorId)).size).toBeGreaterThanOrEqual(2);
  });
});
