import {
  AUDIT_ACTIONS,
  CATEGORIES,
  FITS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  RETURN_ACTORS,
  RETURN_INSTRUCTIONS_MAX,
  RETURN_OUTCOMES,
  RETURN_LINE_REASONS,
  RETURN_STATUSES,
  RETURN_UNIT_STATES,
  ROLES,
  SHOP_STATUSES,
  type SizeChartRow,
  STOCK_CAUSES,
  SUBCATEGORIES,
} from '@seamline/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `('a', 'b')` for a CHECK constraint, from the contract's list (the same text drizzle-kit wrote). */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    preferences: text('preferences', { enum: CATEGORIES }),
    vendorName: text('vendor_name'),
    /** A vendor's own commission rate (DESIGN §13); null pays COMMISSION_PERCENT. */
    commissionPercent: smallint('commission_percent'),
    shopStatus: text('shop_status', { enum: SHOP_STATUSES }).notNull().default('active'),
    /** How many days after delivery a vendor's orders may be returned (DESIGN §14: 14–100). */
    returnDays: smallint('return_days').notNull().default(30),
    /** The shop page's address, `/shop/{slug}`: claimed from the store name by a trigger (migration 0022). */
    shopSlug: text('shop_slug'),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the owner opened the link of the verification mail; null until then (security review 2, F11). */
    emailVerifiedAt: ts('email_verified_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_shop_slug_key').on(t.shopSlug),
    // Store names are one per shop whatever their case or Unicode form ("Ｓｅａ" is "sea").
    uniqueIndex('users_vendor_name_key').on(sql`lower(normalize(${t.vendorName}, NFKC))`).where(sql`${t.role} = 'vendor'`),
    check('users_role_check', sql`${t.role} in ${oneOf(ROLES)}`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_commission_percent_check', sql`${t.commissionPercent} between 0 and 100`),
    check('users_shop_status_check', sql`${t.shopStatus} in ${oneOf(SHOP_STATUSES)}`),
    check('users_return_days_check', sql`${t.returnDays} between 14 and 100`),
  ],
);

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
    /** The lowest price any live variant sells at: what lists show and sort by ("from $x", DESIGN §8). */
    priceCents: integer('price_cents').notNull(),
    /** The price the vendor set; a variant without a price of its own sells at it. */
    basePriceCents: integer('base_price_cents').notNull(),
    /** The sum of the live variants' stock, kept in the same transaction as every variant write. */
    stock: integer('stock').notNull(),
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
    /** The operator hid it (moderation, DESIGN §13). */
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
  ],
);

/**
 * What a buyer puts in the cart, what stock counts and what an order line records: one size × colour
 * of a product (DESIGN §8). Retired variants keep their row (deleted_at) so order history and
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

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** One line per size × colour (DESIGN §8). */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** The unit price when the buyer last added this line, so the cart can say what changed since. */
    seenPriceCents: integer('seen_price_cents'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_buyer_variant_key').on(t.buyerId, t.variantId),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_variant_idx').on(t.variantId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ORDER_STATUSES,
    }).notNull(),
    /** Sum of the item lines: what the vendor sold. */
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    /** This order's share of the cart's 8% tax, so the shares add up to the tax the buyer saw. */
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** What the buyer paid: subtotal plus tax. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /**
     * The vendor's commission rate when the order was placed, frozen: the orders_freeze_commission
     * trigger (drizzle/0016) writes it when an insert leaves it out, as every insert does.
     */
    commissionPercent: smallint('commission_percent').notNull().default(sql`null`),
    /** The vendor's return window when the order was placed, frozen by the same trigger (drizzle/0033, decision 202). */
    returnDays: smallint('return_days').notNull().default(sql`null`),
    /**
     * What has been refunded of this order in all: its returns' refunds as they are fixed (by trigger,
     * drizzle/0033), an exchange order's on its sale, and a cancel's whole refund; never above the total.
     */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    shipLine1: text('ship_line1').notNull(),
    shipCity: text('ship_city').notNull(),
    shipPostalCode: text('ship_postal_code').notNull(),
    shipCountry: text('ship_country').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expectedDelivery: ts('expected_delivery').notNull(),
    deliveredAt: ts('delivered_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Given with Mark as Shipped, both optional (issue 28). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The checkout's payment (DESIGN §12); how the order is paid and where its money stands. */
    paymentId: text('payment_id'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('on_delivery'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('due_on_delivery'),
    /** When its money on hold moved to available (DESIGN §13; the release timer's claim, drizzle/0018). */
    releasedAt: ts('released_at'),
    /** 'exchange': the zero-total order that ships an exchange's replacement (DESIGN §14). */
    kind: text('kind', { enum: ['sale', 'exchange'] })
      .notNull()
      .default('sale'),
    /** An exchange order's sale: the order whose payment, tax and ledger postings it carries (decision 158, drizzle/0026). */
    exchangeForOrderId: integer('exchange_for_order_id').references((): AnyPgColumn => orders.id),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ${oneOf(ORDER_STATUSES)}`),
    check('orders_total_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents} and ${t.taxCents} >= 0`),
    check('orders_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    check('orders_exchange_for_check', sql`(${t.kind} = 'exchange') = (${t.exchangeForOrderId} is not null)`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_vendor_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    // Order Management's status tabs and their counts (issue 28).
    index('orders_vendor_status_idx').on(t.vendorId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_exchange_for_idx').on(t.exchangeForOrderId).where(sql`${t.exchangeForOrderId} is not null`),
    // The buyer's unpaid pay-on-delivery orders, summed by checkout for the limit (drizzle/0030):
    // a few rows at most under the limit, however many orders the buyer has had delivered.
    index('orders_unpaid_on_delivery_idx')
      .on(t.buyerId)
      .where(sql`${t.paymentMethod} = 'on_delivery' and ${t.status} in ('pending', 'processing', 'shipped')`),
    // Cancelled card orders whose money is still to be released or refunded, for the reconciliation job (drizzle/0031).
    index('orders_cancelled_unsettled_idx')
      .on(t.id)
      .where(sql`${t.status} = 'cancelled' and ${t.paymentMethod} = 'card' and ${t.paymentStatus} in ('authorized', 'captured', 'failed')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    /** Size and colour as they were at checkout. */
    size: text('size'),
    colour: text('colour'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * Units in an open return or a rejection that may still be disputed, refunded, and exchanged,
     * kept by the return_lines trigger (drizzle/0033); together never more than the quantity.
     */
    heldUnits: integer('held_units').notNull().default(0),
    refundedUnits: integer('refunded_units').notNull().default(0),
    exchangedUnits: integer('exchanged_units').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.unitPriceCents} > 0`),
    check(
      'order_items_units_check',
      sql`${t.heldUnits} >= 0 and ${t.refundedUnits} >= 0 and ${t.exchangedUnits} >= 0 and ${t.heldUnits} + ${t.refundedUnits} + ${t.exchangedUnits} <= ${t.quantity}`,
    ),
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
    /** How the product fits, when the reviewer said (DESIGN §8). */
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

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Uploaded product images live in the database so every instance serves the same files. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('images_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)],
);

/**
 * Login attempts, counted before the password is checked, so the backoff holds across every
 * instance and cannot be raced (domain/users/login-throttle.ts). `key` is `pair:<email>|<address>`
 * for one client's attempts at one account, `email:<email>` for the account's hourly ceiling.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
  windowStart: ts('window_start').notNull().defaultNow(),
  /** The attempt the last update let through: how one statement tells its caller yes or no. */
  grantedTo: text('granted_to'),
});

/** Client addresses an account has signed in from: they are not held back by the account's ceiling. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccess: ts('last_success').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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

/** A vendor's own size chart for one category × subcategory (DESIGN §8); without one the default applies. */
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

/**
 * Signed-in sessions: a token names one (its `sid`), and stops working once it is revoked
 * (logout, 'Log out everywhere', a password change or reset) or expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password reset links: only a SHA-256 of the token is kept; each works once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** Links of the verification mail: single use, 24 hours, stored as SHA-256 like reset links (F11). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * E-mails to send (domain/queue-mails.ts): written in the transaction of what caused them, sent by the
 * mail worker, which claims a row for a while (`locked_until`) and retries with backoff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Null: due at once. */
    nextAttemptAt: ts('next_attempt_at'),
    lockedUntil: ts('locked_until'),
    sentAt: ts('sent_at'),
    failedAt: ts('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_due_idx').on(t.id).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);

/** Event-stream tickets already used (events/tickets.ts): each opens one stream; kept until it would have expired. */
export const spentTickets = pgTable(
  'spent_tickets',
  {
    jti: text('jti').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('spent_tickets_expires_idx').on(t.expiresAt)],
);
/** A checkout's payment (DESIGN §12): one per checkout, card or on delivery; no card data. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    redirectUrl: text('redirect_url'),
    message: text('message'),
    cartVersion: text('cart_version'),
    shipLine1: text('ship_line1'),
    shipCity: text('ship_city'),
    shipPostalCode: text('ship_postal_code'),
    shipCountry: text('ship_country'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_buyer_key_idx').on(t.buyerId, t.idempotencyKey)],
);

/** Provider webhooks already handled: each event id once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    type: text('type').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// The sandbox provider's own tables (payments/sandbox/): what a remote provider would keep.
export const pspTokens = pgTable('psp_tokens', {
  id: text('id').primaryKey(),
  outcome: text('outcome').notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
});
export const pspAuthorizations = pgTable(
  'psp_authorizations',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    releasedCents: bigint('released_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull(),
    outcome: text('outcome').notNull(),
    message: text('message'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    returnUrl: text('return_url'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  // What the expiry sweep looks for (drizzle/0032).
  (t) => [index('psp_authorizations_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('authorized', 'requires_action')`)],
);
export const pspOperations = pgTable('psp_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  authorizationId: text('authorization_id').notNull(),
  kind: text('kind').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  ok: boolean('ok').notNull(),
  message: text('message'),
});
export const pspEvents = pgTable(
  'psp_events',
  {
    seq: serial('seq').primaryKey(),
    id: text('id').notNull().unique(),
    authorizationId: text('authorization_id').notNull(),
    type: text('type').notNull(),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
  },
  // The webhook rounds' read of what is still undelivered (drizzle/0028).
  (t) => [index('psp_events_undelivered_idx').on(t.seq).where(sql`${t.deliveredAt} is null`)],
);
export const pspClock = pgTable('psp_clock', {
  id: integer('id').primaryKey().default(1),
  offsetSeconds: bigint('offset_seconds', { mode: 'number' }).notNull().default(0),
});

/** Every operator action (DESIGN §13): who, what, to whom, when, before and after. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** Null when the command line acted (`npm run admin`). */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at.desc(), t.id.desc())],
);

// --- wishlist and shop pages (DESIGN §15) ---

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

// --- product images (DESIGN §15) ---

/**
 * A product's images in the vendor's order: its own (`colour` null) and each colour's, up to
 * PRODUCT_IMAGES_MAX each. Rewritten whole when add/update product sends `images`.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** null = the product's own images; else one of its colours, as the vendor spelled it. */
    colour: text('colour'),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), index('product_images_url_idx').on(t.url)],
);

/** An upload at a smaller width (IMAGE_WIDTHS), for `srcset`; deleted with its image. */
export const imageSizes = pgTable(
  'image_sizes',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

// --- ledger ---
// DESIGN §13 (drizzle/0018_ledger.sql): double entry in integer cents; the triggers there keep each
// account's balance beside its entries, refuse any change to a written row, and hold every journal at zero.
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['clearing', 'tax_payable', 'commission_revenue', 'bank', 'on_hold', 'available'] }).notNull(),
  vendorId: integer('vendor_id').references(() => users.id),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  entriesCount: integer('entries_count').notNull().default(0),
});
export const ledgerJournals = pgTable('ledger_journals', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['capture', 'release', 'refund', 'on_delivery', 'payout', 'payout_failed'] }).notNull(),
  cause: text('cause').notNull(),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => users.id),
  orderId: integer('order_id').references(() => orders.id),
  returnId: integer('return_id'),
  payoutId: integer('payout_id'),
  at: ts('at').notNull(),
});
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  journalId: bigint('journal_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerJournals.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  /** Written by the trigger from the account: null for the platform's accounts. */
  vendorId: integer('vendor_id'),
  kind: text('kind').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** Written by the trigger: the account's balance once this entry is in. */
  balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull().default(0),
  orderId: integer('order_id'),
  returnId: integer('return_id'),
  payoutId: integer('payout_id'),
  at: ts('at').notNull(),
});
export const payouts = pgTable('payouts', {
  id: serial('id').primaryKey(),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => users.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['pending', 'paid', 'failed'] })
    .notNull()
    .default('pending'),
  transferId: text('transfer_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
export const payoutItems = pgTable('payout_items', {
  entryId: bigint('entry_id', { mode: 'number' })
    .primaryKey()
    .references(() => ledgerEntries.id),
  payoutId: integer('payout_id')
    .notNull()
    .references(() => payouts.id),
});
/** The sandbox provider's transfers (payouts to a vendor's bank). */
export const pspTransfers = pgTable('psp_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  destination: text('destination').notNull(),
  createdAt: ts('created_at').notNull(),
});

// --- returns and exchanges (DESIGN §14) ---

/** A buyer's return of some lines of one vendor order; at most one open per order (drizzle/0020). */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    note: text('note'),
    rejectReason: text('reject_reason'),
    disputeMessage: text('dispute_message'),
    trackingNumber: text('tracking_number'),
    /** When a timer acts on it: the vendor's answer is due (requested), the buyer's shipping (approved). */
    dueAt: ts('due_at'),
    /** What the buyer gets back, and the tax share within it (so later returns of the order share the rest). */
    refundCents: bigint('refund_cents', { mode: 'number' }),
    refundTaxCents: bigint('refund_tax_cents', { mode: 'number' }),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** An owed refund paid by hand: the payment's reference, as the operator recorded it (decision 205). */
    refundReference: text('refund_reference'),
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('returns_open_order_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'approved', 'shipped', 'received', 'disputed')`),
    index('returns_vendor_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    index('returns_buyer_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('returns_due_idx').on(t.dueAt).where(sql`${t.status} in ('requested', 'approved')`),
    index('returns_status_idx').on(t.status, t.createdAt.desc()),
    index('returns_refund_pending_idx').on(t.updatedAt).where(sql`${t.refundStatus} = 'pending'`),
    index('returns_exchange_order_idx').on(t.exchangeOrderId).where(sql`${t.exchangeOrderId} is not null`),
    check('returns_status_check', sql`${t.status} in ${oneOf(RETURN_STATUSES)}`),
    check('returns_refund_status_check', sql`${t.refundStatus} in ${oneOf(REFUND_STATUSES)}`),
    check('returns_refund_check', sql`${t.refundCents} >= 0`),
  ],
);

/**
 * Where a shop's returns go and its note to buyers (decision 221). No row, or one without an address,
 * sends returns to the shop's business address (`users`); the address is whole or absent.
 */
export const returnAddresses = pgTable(
  'return_addresses',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    instructions: text('instructions'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'return_addresses_whole_check',
      sql`(${t.addressLine1} is null) = (${t.city} is null) and (${t.city} is null) = (${t.postalCode} is null) and (${t.postalCode} is null) = (${t.country} is null)`,
    ),
    check('return_addresses_instructions_check', sql`char_length(${t.instructions}) <= ${sql.raw(String(RETURN_INSTRUCTIONS_MAX))}`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_LINE_REASONS }).notNull(),
    outcome: text('outcome', { enum: RETURN_OUTCOMES }).notNull(),
    exchangeVariantId: integer('exchange_variant_id').references(() => productVariants.id),
    resellable: integer('resellable'),
    damaged: integer('damaged'),
    /** Where the line's units stand: held, then refunded, exchanged or freed (decision 201). */
    unitsState: text('units_state', { enum: RETURN_UNIT_STATES }).notNull().default('held'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
    check('return_lines_reason_check', sql`${t.reason} in ${oneOf(RETURN_LINE_REASONS)}`),
    check('return_lines_units_state_check', sql`${t.unitsState} in ${oneOf(RETURN_UNIT_STATES)}`),
    check('return_lines_outcome_check', sql`${t.outcome} in ${oneOf(RETURN_OUTCOMES)}`),
    check('return_lines_exchange_check', sql`(${t.outcome} = 'exchange') = (${t.exchangeVariantId} is not null)`),
    check(
      'return_lines_received_check',
      sql`${t.resellable} is null or (${t.resellable} >= 0 and ${t.damaged} >= 0 and ${t.resellable} + ${t.damaged} = ${t.quantity})`,
    ),
  ],
);

/** Every move of a return: to which status, when, by whom. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    at: ts('at').notNull(),
    byRole: text('by_role', { enum: RETURN_ACTORS }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    note: text('note'),
  },
  (t) => [
    index('return_events_return_idx').on(t.returnId, t.at, t.id),
    check('return_events_by_check', sql`${t.byRole} in ${oneOf(RETURN_ACTORS)}`),
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

/**
 * A buyer's own measurements (cm) and usual sizes, for size advice (docs/decisions/252); no row, or
 * a null, is a measurement not given. The sizes the buyer kept and sent back are not here: they are
 * read from orders and returns. Vendors never read this table.
 */
export const fitProfiles = pgTable(
  'fit_profiles',
  {
    buyerId: integer('buyer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chestCm: doublePrecision('chest_cm'),
    waistCm: doublePrecision('waist_cm'),
    hipsCm: doublePrecision('hips_cm'),
    inseamCm: doublePrecision('inseam_cm'),
    footLengthCm: doublePrecision('foot_length_cm'),
    usualTops: text('usual_tops'),
    usualBottoms: text('usual_bottoms'),
    usualDresses: text('usual_dresses'),
    usualShoes: text('usual_shoes'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'fit_profiles_body_check',
      sql`${t.chestCm} between 40 and 200 and ${t.waistCm} between 40 and 200 and ${t.hipsCm} between 40 and 200 and ${t.inseamCm} between 40 and 200`,
    ),
    check('fit_profiles_foot_check', sql`${t.footLengthCm} between 15 and 35`),
  ],
);
