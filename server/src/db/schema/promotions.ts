// Coupons and their uses (docs/architecture.md#shipping-and-promotions, drizzle/0042, drizzle/0045).
import { COUPON_KINDS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, ts } from './columns.js';
import { users } from './accounts.js';
import { payments } from './money.js';

/**
 * A shop's coupon (`vendorId`) or the platform's (null). The code is stored upper-case, so its unique
 * index holds it unique regardless of case. `value`: a percent, cents, or 0 for free delivery.
 * `uses`: placed checkouts holding a use, never above `maxUses` (the placement's conditional UPDATE); kept
 * only for a coupon with a limit, so a code without one is never a row its checkouts queue on.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    vendorId: integer('vendor_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull().default(0),
    minSubtotalCents: bigint('min_subtotal_cents', { mode: 'number' }),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerBuyer: integer('max_uses_per_buyer').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    productIds: integer('product_ids').array(),
    vendorIds: integer('vendor_ids').array(),
    categories: text('categories').array(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_vendor_idx').on(t.vendorId, t.id.desc()),
    check('coupons_kind_check', sql`${t.kind} in ${oneOf(COUPON_KINDS)}`),
    check('coupons_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** One row per placed checkout that used a code; `givenBackAt` once all its vendor orders were cancelled before shipping. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderIds: integer('order_ids').array().notNull().default(sql`'{}'`),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    platformFunded: boolean('platform_funded').notNull(),
    usedAt: ts('used_at').notNull().defaultNow(),
    givenBackAt: ts('given_back_at'),
  },
  (t) => [
    uniqueIndex('coupon_uses_payment_key').on(t.paymentId),
    index('coupon_uses_coupon_buyer_idx').on(t.couponId, t.buyerId).where(sql`${t.givenBackAt} is null`),
    index('coupon_uses_used_at_idx').on(t.usedAt).where(sql`${t.platformFunded}`),
  ],
);

/**
 * The uses of a coupon a buyer holds (placed checkouts not given back), never above its
 * `maxUsesPerBuyer`: raised by checkout's write, lowered by a give-back (domain/coupons/uses.ts).
 */
export const couponBuyerUses = pgTable(
  'coupon_buyer_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ name: 'coupon_buyer_uses_pkey', columns: [t.couponId, t.buyerId] }),
    check('coupon_buyer_uses_uses_check', sql`${t.uses} >= 0`),
  ],
);
