// Shop pages and what buyers keep of them: shop addresses and their renames, delivery profiles, wishlists, back-in-stock alerts.
import { bigint, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './accounts.js';
import { products, productVariants } from './catalogue.js';

/**
 * A shop's current slug (also `users.shop_slug`) and the 3 latest it gave up, each redirecting to the
 * current one for 30 days after `releasedAt`, until another shop's name takes it (decision 208).
 * Written only by the users trigger of migrations 0022 and 0034, whose foreign key is checked at commit.
 */
export const shopSlugs = pgTable(
  'shop_slugs',
  {
    slug: text('slug').primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the shop gave it up for another; null: its current slug. */
    releasedAt: ts('released_at'),
  },
  (t) => [index('shop_slugs_vendor_idx').on(t.vendorId)],
);

/** Every change of a shop's address, for the limit on renames (migration 0034, decision 208). */
export const shopRenames = pgTable(
  'shop_renames',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromSlug: text('from_slug').notNull(),
    toSlug: text('to_slug').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('shop_renames_vendor_at_idx').on(t.vendorId, t.at)],
);

/** What a buyer saved for later. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.productId] })],
);

/**
 * 'Tell me when it's back' on a sold-out variant. The trigger of migration 0022 deletes the row and
 * queues the mail in the transaction that brings the variant's stock above 0.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.buyerId] }), index('stock_alerts_buyer_idx').on(t.buyerId)],
);

/**
 * A shop's delivery profile in cents (drizzle/0041, docs/architecture.md#shipping-and-promotions): a shop
 * without a row delivers on DEFAULT_SHIPPING_PROFILE; express is offered when its four columns are set.
 */
export const shippingProfiles = pgTable('shipping_profiles', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  processingDays: smallint('processing_days').notNull(),
  standardFirstCents: integer('standard_first_cents').notNull(),
  standardAdditionalCents: integer('standard_additional_cents').notNull(),
  standardMinDays: smallint('standard_min_days').notNull(),
  standardMaxDays: smallint('standard_max_days').notNull(),
  expressFirstCents: integer('express_first_cents'),
  expressAdditionalCents: integer('express_additional_cents'),
  expressMinDays: smallint('express_min_days'),
  expressMaxDays: smallint('express_max_days'),
  freeOverCents: bigint('free_over_cents', { mode: 'number' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
