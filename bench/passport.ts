import { CATEGORIES, defaultSizeChart, type Measurement, type SizeChartRow, SUBCATEGORIES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../server/src/db/client.js';
import { fitProfiles, orderItems, orders, returnLines, returns, sizeCharts, users } from '../server/src/db/schema.js';
import { stepOf } from '../server/src/domain/fit/dimensions.js';

const DAY = 86_400_000;

/** A chart moved by `offset` sizes, as a shop that runs small (−1) or large (+1) would set it. */
const moved = (rows: readonly SizeChartRow[], offset: number): SizeChartRow[] =>
  rows.map((row) => ({
    size: row.size,
    measurements: Object.fromEntries(
      Object.entries(row.measurements).map(([m, r]) => {
        const by = offset * stepOf(rows, m as Measurement);
        return [m, { min: r.min + by, max: r.max + by }];
      }),
    ),
  }));

type Pick = { variantId: number; productId: number; size: string; colour: string | null; vendorId: number; price: number; name: string };

/**
 * The size passport at size, on a generated catalogue: every shop a chart of its own per pair (a
 * third running a size small, a third large), and one buyer with measurements and `count` delivered
 * orders from the last 400 days, their return windows closed, of 1–2 sized lines each, one line in
 * five sent back (most for size). Answers the buyer's id.
 */
export async function insertPassport(db: Db, count: number): Promise<number> {
  const vendors = await queryRows<{ id: number }>(db, sql`select id from users where role = 'vendor' order by id`);
  await db.insert(sizeCharts).values(
    vendors.flatMap((v, i) =>
      CATEGORIES.flatMap((category) =>
        SUBCATEGORIES.map((subcategory) => ({
          vendorId: v.id,
          category,
          subcategory,
          rows: moved(defaultSizeChart(category, subcategory).rows, (i % 3) - 1),
        })),
      ),
    ),
  );
  const [buyer] = await db
    .insert(users)
    .values({
      fullName: 'Passport Buyer',
      email: 'passport@bench.test',
      passwordHash: 'x',
      role: 'buyer',
      addressLine1: '1 Way',
      city: 'Town',
      postalCode: '1',
      country: 'Land',
    })
    .returning({ id: users.id });
  const buyerId = buyer?.id as number;
  await db.insert(fitProfiles).values({ buyerId, chestCm: 92, waistCm: 75, hipsCm: 99, footLengthCm: 24.8, usualTops: 'M' });
  const picks = await queryRows<Pick>(
    db,
    sql`select v.id as "variantId", v.product_id as "productId", v.size, v.colour, p.vendor_id as "vendorId",
      coalesce(v.price_cents, p.base_price_cents) as price, p.name
    from product_variants v join products p on p.id = v.product_id
    where v.size is not null and v.deleted_at is null and p.listed and v.id % 97 = 0 order by v.id limit ${count * 2}`,
  );
  for (let n = 0; n < count; n++) await insertOrder(db, buyerId, n, [picks[(2 * n) % picks.length], picks[(2 * n + 1) % picks.length]]);
  return buyerId;
}

/** One delivered order of the first pick's shop: its lines, and one line in five sent back. */
async function insertOrder(db: Db, buyerId: number, n: number, candidates: Array<Pick | undefined>): Promise<void> {
  const first = candidates[0] as Pick;
  const lines = candidates.filter((p): p is Pick => !!p && p.vendorId === first.vendorId).slice(0, n % 2 === 0 ? 2 : 1);
  const subtotal = lines.reduce((s, l) => s + l.price, 0);
  const tax = Math.round(subtotal * 0.08);
  const at = new Date(Date.now() - (40 + ((n * 37) % 360)) * DAY);
  const [order] = await db
    .insert(orders)
    .values({
      buyerId,
      vendorId: first.vendorId,
      status: 'Delivered',
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: subtotal + tax,
      shipLine1: '1 Way',
      shipCity: 'Town',
      shipPostalCode: '1',
      shipCountry: 'Land',
      createdAt: at,
      expectedDelivery: new Date(at.getTime() + 5 * DAY),
      deliveredAt: new Date(at.getTime() + 3 * DAY),
      updatedAt: at,
      paymentStatus: 'paid_on_delivery',
    })
    .returning({ id: orders.id });
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: order?.id as number,
        productId: l.productId,
        productName: l.name,
        variantId: l.variantId,
        size: l.size,
        colour: l.colour,
        unitPriceCents: l.price,
        quantity: 1,
      })),
    )
    .returning({ id: orderItems.id });
  if (n % 5 !== 0 || !items[0]) return;
  const returnAt = new Date(at.getTime() + 5 * DAY);
  const [made] = await db
    .insert(returns)
    .values({
      orderId: order?.id as number,
      buyerId,
      vendorId: first.vendorId,
      status: 'requested',
      createdAt: returnAt,
      updatedAt: returnAt,
    })
    .returning({ id: returns.id });
  const reason = (['too_small', 'too_large', 'too_small', 'quality'] as const)[(n / 5) % 4] ?? 'too_small';
  await db.insert(returnLines).values({ returnId: made?.id as number, orderItemId: items[0].id, quantity: 1, reason, outcome: 'refund' });
}
