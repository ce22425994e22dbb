// The catalogue: products, their size × colour variants and every change of their stock, Add Product's kept answers, size charts, reviews.
import { CATEGORIES, FITS, type SizeChartRow, STOCK_CAUSES, SUBCATEGORIES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, ts, oneOf } from './columns.js';
import { users } from './accounts.js';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    subcategory: text('subcategory', { enum: SUBCATEGORIES }).notNull(),
    /** The lowest price any live variant sells at: what lists show and sort by ("from $x", docs/architecture.md#sizes-and-colours). */
    priceCents: integer('price_cents').notNull(),
    /** The price the vendor set; a variant without a price of its own sells at it. */
    basePriceCents: integer('base_price_cents').notNull(),
    /** The sum of the live variants' stock, kept in the same transaction as every variant write. */
    stock: integer('stock').notNull(),
    /** The vendor's compare-at price: on sale when set; the base price returns to it at `saleEndsAt` (docs/decisions/268). */
    compareAtCents: integer('compare_at_cents'),
    saleEndsAt: ts('sale_ends_at'),
    /** When the product or one of its variants first got a compare-at price: the 30 days before it cap the 'was' price. */
    saleStartedAt: ts('sale_started_at'),
    /** The base price's honest 'was' (docs/decisions/269); null when no sale is shown. Kept with the prices. */
    wasCents: integer('was_cents'),
    /** The 'was' of the variant lists price the product at (`price_cents`'s): what cards strike through and 'On sale' asks. */
    cardWasCents: integer('card_was_cents'),
    /** The live variants' distinct colours in position order, kept with them, for swatches on cards. */
    colours: jsonb('colours').$type<{ name: string; hex: string | null }[]>().notNull().default([]),
    imageUrl: text('image_url').notNull().default(''),
    /** Units sold in non-cancelled orders: the popularity ranking, kept by checkout and cancel. */
    soldCount: integer('sold_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The rating above counts verified purchases only, because the product has one (security review
     * 2, F5). All three are kept by triggers (migration 0010) whenever a review or an order moves them.
     */
    ratingVerifiedOnly: boolean('rating_verified_only').notNull().default(false),
    /** Maintained by a trigger (see the search migration): name, description, category, subcategory, vendor. */
    searchDoc: tsvector('search_doc'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** The operator hid it (moderation, docs/architecture.md#money-and-operator). */
    hidden: boolean('hidden').notNull().default(false),
    /** Its shop is suspended: copied from users.shop_status by triggers (migration 0019). */
    shopSuspended: boolean('shop_suspended').notNull().default(false),
    /** On sale to buyers: not deleted, not hidden, its shop not suspended. Every buyer-facing read asks this. */
    listed: boolean('listed').generatedAlwaysAs(sql`deleted_at is null and not hidden and not shop_suspended`),
  },
  (t) => [
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.priceCents} > 0`),
    check('products_base_price_check', sql`${t.basePriceCents} > 0`),
    check('products_compare_at_check', sql`${t.compareAtCents} > ${t.basePriceCents} and ${t.compareAtCents} <= 10000000`),
    check('products_category_check', sql`${t.category} in ${oneOf(CATEGORIES)}`),
    check('products_subcategory_check', sql`${t.subcategory} in ${oneOf(SUBCATEGORIES)}`),
    index('products_popular_idx').on(t.soldCount.desc(), t.id.desc()).where(sql`${t.listed}`),
    index('products_category_popular_idx').on(t.category, t.soldCount.desc(), t.id.desc()).where(sql`${t.listed}`),
    index('products_category_price_idx').on(t.category, t.priceCents, t.id).where(sql`${t.listed}`),
    index('products_category_newest_idx').on(t.category, t.createdAt.desc(), t.id.desc()).where(sql`${t.listed}`),
    index('products_price_idx').on(t.priceCents, t.id).where(sql`${t.listed}`),
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.listed}`),
    index('products_vendor_idx').on(t.vendorId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('products_search_idx').using('gin', t.searchDoc).where(sql`${t.listed}`),
    index('products_sale_ends_idx').on(t.saleEndsAt).where(sql`${t.saleEndsAt} is not null`),
  ],
);

/**
 * What a buyer puts in the cart, what stock counts and what an order line records: one size × colour
 * of a product (docs/architecture.md#sizes-and-colours). Retired variants keep their row (deleted_at) so order history and
 * carts still name them.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's vendor, copied: SKUs are unique per vendor, and the 'Low stock' card reads by vendor. */
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    /** Canonical size of the subcategory's system (contract/sizes.ts); null = one size. */
    size: text('size'),
    /** null = one colour. */
    colour: text('colour'),
    colourHex: text('colour_hex'),
    sku: text('sku'),
    /** null = the product's base price. */
    priceCents: integer('price_cents'),
    /** Beside a price of its own only: the variant is on sale (docs/decisions/268). */
    compareAtCents: integer('compare_at_cents'),
    /** Its own price's honest 'was' (docs/decisions/269); null when no sale is shown. */
    wasCents: integer('was_cents'),
    stock: integer('stock').notNull(),
    /** null = the product's image. */
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.priceCents} > 0`),
    check('product_variants_compare_at_check', sql`${t.compareAtCents} > ${t.priceCents} and ${t.compareAtCents} <= 10000000`),
    uniqueIndex('product_variants_size_colour_key')
      .on(t.productId, sql`coalesce(${t.size}, '')`, sql`coalesce(lower(${t.colour}), '')`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('product_variants_vendor_sku_key')
      .on(t.vendorId, sql`lower(${t.sku})`)
      .where(sql`${t.deletedAt} is null and ${t.sku} is not null`),
    index('product_variants_product_idx').on(t.productId, t.position).where(sql`${t.deletedAt} is null`),
    index('product_variants_vendor_stock_idx').on(t.vendorId, t.stock).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Every price a product's base, and each variant, sold at (a variant's own price, else the base:
 * docs/decisions/278), from when: one row per change, written with the change by `recordPrices`
 * alone (docs/decisions/269).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** null: the product's base price. */
    variantId: integer('variant_id').references(() => productVariants.id),
    priceCents: integer('price_cents').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    check('price_history_price_check', sql`${t.priceCents} > 0`),
    index('price_history_product_idx').on(t.productId, t.variantId, t.at),
  ],
);

/**
 * Add Product requests already answered, by the Idempotency-Key the client sent
 * (docs/decisions/043): a repeat answers the product the first one made.
 */
export const productCreations = pgTable(
  'product_creations',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The request's fields, hashed: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    productId: integer('product_id').references(() => products.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.key] }), index('product_creations_created_idx').on(t.createdAt)],
);

/** A vendor's own size chart for one category × subcategory (docs/architecture.md#sizes-and-colours); without one the default applies. */
export const sizeCharts = pgTable(
  'size_charts',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    category: text('category', { enum: CATEGORIES }).notNull(),
    subcategory: text('subcategory', { enum: SUBCATEGORIES }).notNull(),
    rows: jsonb('rows').$type<SizeChartRow[]>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.category, t.subcategory] }),
    check('size_charts_category_check', sql`${t.category} in ${oneOf(CATEGORIES)}`),
    check('size_charts_subcategory_check', sql`${t.subcategory} in ${oneOf(SUBCATEGORIES)}`),
  ],
);

/** One row per change of a variant's stock, written by the product_variants trigger (drizzle/0020). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    cause: text('cause', { enum: STOCK_CAUSES }).notNull(),
    orderId: integer('order_id'),
    returnId: integer('return_id'),
    writtenOff: integer('written_off').notNull().default(0),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id.desc()),
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    check('stock_movements_cause_check', sql`${t.cause} in ${oneOf(STOCK_CAUSES)}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** How the product fits, when the reviewer said (docs/architecture.md#sizes-and-colours). */
    fit: text('fit', { enum: FITS }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The operator hid it: it leaves every list, count and average (migration 0019). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('reviews_product_buyer_key').on(t.productId, t.buyerId),
    index('reviews_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_check', sql`${t.fit} in ${oneOf(FITS)}`),
  ],
);
