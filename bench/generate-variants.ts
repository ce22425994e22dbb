import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../server/src/db/client.js';
import * as words from './catalogue-words.js';
import { type Hash, HOT_STOCK, lit, type Step, textArray } from './generate-sql.js';

/**
 * Sizes and colours for the generated catalogue (docs/architecture.md#sizes-and-colours, decision 048): every product gets 3–5
 * neighbouring sizes of its size system in 1–2 colours (about 6 variants a product), each colour
 * with its own picture; some charge more for larger sizes or less for a second colour, some sizes
 * are sold out or nearly. The product then keeps the aggregates lists read.
 */

/** A jsonb array parameter (one parameter per list) as text[]. */
const listOf = (list: readonly string[]) => textArray(list);

export async function insertVariants(db: Tx, h: Hash, step: Step): Promise<void> {
  const S = words.SIZE_LISTS;
  await step('variants', () =>
    db.execute(sql`
      with w as (select ${listOf(words.COLOUR_ENTRIES.map((c) => c.name))} cname,
                        ${listOf(words.COLOUR_ENTRIES.map((c) => c.label))} clabel,
                        ${listOf(words.COLOUR_ENTRIES.map((c) => c.hex))} chex,
                        ${listOf(S.letter)} letter, ${listOf(S.age)} age, ${listOf(S.euFemale)} euf,
                        ${listOf(S.euMale)} eum, ${listOf(S.euChildren)} euk, ${listOf(words.LARGER_SIZES)} larger),
           p as (select pr.id, pr.vendor_id, pr.base_price_cents base, pr.created_at,
                        split_part(pr.image_url, '/', 4) kind,
                        array_position(w.cname, split_part(split_part(pr.image_url, '/', 5), '.', 1)) ci,
                        case when pr.subcategory = 'shoes' then
                               case pr.category when 'female' then w.euf when 'male' then w.eum else w.euk end
                             when pr.category = 'children' then w.age else w.letter end sizes,
                        3 + ${h(sql`pr.id`, 70)} % 3 nsizes,
                        1 + ${h(sql`pr.id`, 71)} % 2 ncolours,
                        ${h(sql`pr.id`, 19)} % 30 = 0 sold_out,
                        ${h(sql`pr.id`, 74)} % 4 = 0 larger_cost_more,
                        ${h(sql`pr.id`, 75)} % 8 = 0 and pr.base_price_cents > 1000 second_colour_cheaper
                 from products pr cross join w),
           s as (select p.*, ${h(sql`p.id`, 72)} % (cardinality(p.sizes) - p.nsizes + 1) first_size,
                        1 + ${h(sql`p.id`, 73)} % (cardinality(w.cname) - 1) colour_step
                 from p cross join w),
           v as (select s.*, c, si, s.sizes[s.first_size + si] size,
                        1 + (s.ci - 1 + (c - 1) * s.colour_step) % cardinality(w.cname) cc,
                        ${h(sql`s.id * 16 + (c - 1) * 8 + si`, 76)} % 60 roll
                 from s cross join w
                 cross join lateral generate_series(1, s.ncolours) c
                 cross join lateral generate_series(1, s.nsizes) si)
      insert into product_variants (product_id, vendor_id, size, colour, colour_hex, sku, price_cents, stock,
                                    image_url, position, created_at)
      select v.id, v.vendor_id, v.size, w.clabel[v.cc], w.chex[v.cc],
             'B' || v.vendor_id || '-' || v.id || '-' || v.size || '-' || upper(w.cname[v.cc]),
             case when v.second_colour_cheaper and v.c = 2 then v.base - 500
                  when v.larger_cost_more and v.size = any(w.larger) then v.base + 500 end,
             case when v.sold_out or v.roll < 5 then 0 when v.roll < 10 then 1 + v.roll % 2 else v.roll end,
             '/images/catalog/' || v.kind || '/' || w.cname[v.cc] || '.svg',
             (v.c - 1) * v.nsizes + v.si - 1, v.created_at
      from v cross join w
      order by v.id, v.c, v.si`),
  );
}

/**
 * What products keep for lists (decision 048), per product: stock = the live variants' sum,
 * price = the lowest price a live variant sells at, colours = the distinct colours in position order;
 * one product in eight on sale, its card's 'was' a quarter above its price (decision 269 keeps it
 * from the price history in the shop; the bench's shop has none).
 */
const variantAggregates = sql`
  (select v.product_id, sum(v.stock)::int stock, min(coalesce(v.price_cents, pr.base_price_cents)) price,
          coalesce(jsonb_agg(jsonb_build_object('name', v.colour, 'hex', v.colour_hex) order by v.position)
                     filter (where v.colour is not null and v.first_of_colour), '[]'::jsonb) colours
   from (select *, row_number() over (partition by product_id, lower(colour) order by position) = 1 first_of_colour
         from product_variants where deleted_at is null) v
   join products pr on pr.id = v.product_id
   group by v.product_id)`;

export const productAggregates = sql`
  update products p set stock = a.stock, price_cents = a.price, colours = a.colours,
    card_was_cents = case when p.id % 8 = 0 then a.price + a.price / 4 end
  from ${variantAggregates} a where a.product_id = p.id`;

/**
 * Carts left waiting: about a quarter of the buyers hold 1–3 variants each. The load's own buyers
 * (the first `skipBuyers`) start empty, since checkout buys the whole cart.
 */
export async function insertCarts(db: Tx, o: { h: Hash; skipBuyers: number }, step: Step): Promise<void> {
  const { h } = o;
  await step('carts', () =>
    db.execute(sql`
      with b as (select id, (row_number() over (order by id))::int n from users where role = 'buyer'),
           live as materialized (select id, product_id, (row_number() over (order by id))::int n from product_variants
                                 where deleted_at is null and stock between 1 and ${lit(HOT_STOCK - 1)}),
           total as (select count(*)::int cnt from live),
           -- Which live variant (by number) each waiting line holds: worked out first, so the lines
           -- join the variants by equality (a hash join), not by scanning them per line.
           picks as materialized (
             select b.id buyer_id, k, 1 + ${h(sql`b.id * 4 + k`, 83)} % total.cnt n
             from b cross join total cross join lateral generate_series(0, ${h(sql`b.id`, 82)} % 3) k
             where b.n > ${lit(o.skipBuyers)} and ${h(sql`b.id`, 80)} % 4 = 0)
      insert into cart_items (buyer_id, product_id, variant_id, quantity, seen_price_cents)
      select distinct on (picks.buyer_id, live.id) picks.buyer_id, live.product_id, live.id,
             1 + ${h(sql`picks.buyer_id * 4 + picks.k`, 81)} % 2, null::int
      from picks join live on live.n = picks.n
      order by picks.buyer_id, live.id`),
  );
}

/**
 * Fails the generation when a figure the scenarios rely on does not hold: each live product's
 * stock, price and colours are its live variants' aggregates, and every order line and cart line
 * is a variant of its own product.
 */
export async function checkVariants(db: Tx, step: Step): Promise<void> {
  await step('check', async () => {
    const problems = await queryRows<{ problem: string; n: number }>(
      db,
      sql`
      select 'products whose stock, price or colours are not their variants’ aggregates' problem, count(*)::int n
      from products p join ${variantAggregates} a on a.product_id = p.id
      where p.deleted_at is null and (p.stock <> a.stock or p.price_cents <> a.price or p.colours <> a.colours)
      union all
      select 'live products without a live variant', count(*)::int from products p
      where p.deleted_at is null and not exists (select 1 from product_variants v where v.product_id = p.id and v.deleted_at is null)
      union all
      select 'order lines of another product’s variant', count(*)::int from order_items i
      join product_variants v on v.id = i.variant_id
      where v.product_id <> i.product_id or i.size is distinct from v.size or i.colour is distinct from v.colour
      union all
      select 'cart lines of a retired or another product’s variant', count(*)::int from cart_items c
      join product_variants v on v.id = c.variant_id where v.product_id <> c.product_id or v.deleted_at is not null`,
    );
    const wrong = problems.filter((p) => p.n > 0);
    if (wrong.length) throw new Error(`the generated catalogue is inconsistent: ${wrong.map((p) => `${p.n} ${p.problem}`).join('; ')}`);
  });
}
