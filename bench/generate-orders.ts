import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../server/src/db/client.js';
import { BENCH_VENDOR_ORDERS, type Hash, lit, type Step } from './generate-sql.js';

/**
 * Orders ≈ products/5 over the other vendors, plus exactly BENCH_VENDOR_ORDERS for the bench
 * vendor, all within the last 90 days. The status follows the order's age; events replay it.
 */
export async function insertOrders(
  db: Tx,
  o: { h: Hash; vendors: number; buyers: number; generalOrders: number },
  step: Step,
): Promise<void> {
  const { h } = o;
  const exec = (query: SQL) => db.execute(query);
  const total = o.generalOrders + BENCH_VENDOR_ORDERS;
  const age = sql`(${h(sql`n`, 50)} % (89 * 86400))`; // seconds, inside the 90-day window
  await step('orders', () =>
    exec(sql`
      with v as (select array_agg(id order by id) ids from users where role = 'vendor'),
           b as (select array_agg(id order by id) ids from users where role = 'buyer'),
           g as (select n, ${age} age,
                        case when n <= ${lit(BENCH_VENDOR_ORDERS)} then 1
                             else 2 + ${h(sql`n`, 51)} % ${lit(o.vendors - 1)} end vendor_idx,
                        1 + ${h(sql`n`, 52)} % ${lit(o.buyers)} buyer_idx,
                        ${h(sql`n`, 53)} % 100 roll
                 from generate_series(1, ${lit(total)}) n),
           s as (select g.*, case
                   when roll < 4 and age >= 6 * 3600 then 'cancelled'
                   when age < 20 * 3600 then 'pending'
                   when age < 44 * 3600 then 'processing'
                   when age < 90 * 3600 then 'shipped'
                   when roll < 55 then 'completed' else 'Delivered' end status
                 from g)
      insert into orders (buyer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents,
                          ship_line1, ship_city, ship_postal_code, ship_country, created_at,
                          expected_delivery, delivered_at, updated_at)
      select u.id, v.ids[s.vendor_idx], s.status, 0, 0, 0,
             u.address_line1, u.city, u.postal_code, u.country,
             now() - make_interval(secs => s.age), now() - make_interval(secs => s.age) + interval '5 days',
             case when s.status = 'Delivered' then now() - make_interval(secs => s.age) + interval '70 hours' end,
             now() - make_interval(secs => s.age)
      from s cross join v cross join b join users u on u.id = b.ids[s.buyer_idx]
      order by s.age desc`),
  );
  await insertOrderItems(exec, h, step);
  await insertOrderEvents(exec, step);
}

type Exec = (query: SQL) => Promise<unknown>;

/** 1–3 distinct products of the order's vendor, each in one of its sizes and colours; prices as they are now. Then the orders' totals. */
async function insertOrderItems(exec: Exec, h: Hash, step: Step): Promise<void> {
  await step('order items', () =>
    exec(sql`
      with vp as (select id, vendor_id, name, base_price_cents,
                         (row_number() over (partition by vendor_id order by id) - 1)::int n
                  from products),
           vc as (select vendor_id, count(*)::int cnt from products group by vendor_id),
           vv as (select product_id, array_agg(id order by position) ids from product_variants group by product_id)
      insert into order_items (order_id, product_id, product_name, variant_id, size, colour, unit_price_cents, quantity)
      select o.id, vp.id, vp.name, pv.id, pv.size, pv.colour, coalesce(pv.price_cents, vp.base_price_cents),
             1 + (${h(sql`o.id * 4 + k`, 61)} % 10) / 8
      from orders o
      join vc on vc.vendor_id = o.vendor_id
      cross join lateral generate_series(0, least(vc.cnt, 1 + ${h(sql`o.id`, 62)} % 3) - 1) k
      join vp on vp.vendor_id = o.vendor_id and vp.n = (${h(sql`o.id`, 63)} + k) % vc.cnt
      join vv on vv.product_id = vp.id
      join product_variants pv on pv.id = vv.ids[1 + ${h(sql`o.id * 4 + k`, 64)} % cardinality(vv.ids)]
      order by o.id, k`),
  );

  await step('order totals', () =>
    exec(sql`
      update orders o set subtotal_cents = t.sub, tax_cents = round(t.sub * 0.08)::bigint,
                          total_cents = t.sub + round(t.sub * 0.08)::bigint
      from (select order_id, sum(unit_price_cents::bigint * quantity) sub from order_items group by order_id) t
      where t.order_id = o.id`),
  );
}

/** Each order's history replayed: its status's path from pending, at the hours after creation each step happened. */
async function insertOrderEvents(exec: Exec, step: Step): Promise<void> {
  await step('order events', () =>
    exec(sql`
      with path(status, steps, hours) as (values
        ('pending', array['pending'], array[0]),
        ('processing', array['pending', 'processing'], array[0, 20]),
        ('shipped', array['pending', 'processing', 'shipped'], array[0, 20, 44]),
        ('completed', array['pending', 'processing', 'shipped', 'completed'], array[0, 20, 44, 90]),
        ('Delivered', array['pending', 'processing', 'Delivered'], array[0, 20, 70]),
        ('cancelled', array['pending', 'cancelled'], array[0, 6]))
      insert into order_events (order_id, from_status, to_status, at)
      select o.id, p.steps[e.i - 1], p.steps[e.i], o.created_at + make_interval(hours => p.hours[e.i])
      from orders o join path p on p.status = o.status
      cross join lateral generate_series(1, cardinality(p.steps)) e(i)
      order by o.id, e.i`),
  );
  await step('order updated', () =>
    exec(sql`
      update orders o set updated_at = e.last
      from (select order_id, max(at) last from order_events group by order_id) e
      where e.order_id = o.id`),
  );
}
