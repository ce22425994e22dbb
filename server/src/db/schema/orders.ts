// Carts and orders: what a buyer puts in the cart, each vendor's order of a checkout, its lines and its moves.
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_METHODS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, oneOf } from './columns.js';
import { users } from './accounts.js';
import { products, productVariants } from './catalogue.js';

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
    /** One line per size × colour (docs/architecture.md#sizes-and-colours). */
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
    /** What the buyer paid: subtotal less discount, plus shipping fee, plus tax. */
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
    /** Given with Mark as Shipped, both optional. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The checkout's payment (docs/architecture.md#payments); how the order is paid and where its money stands. */
    paymentId: text('payment_id'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('on_delivery'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('due_on_delivery'),
    /** When its money on hold moved to available (docs/architecture.md#money-and-operator; the release timer's claim, drizzle/0018). */
    releasedAt: ts('released_at'),
    /** 'exchange': the zero-total order that ships an exchange's replacement (docs/architecture.md#returns). */
    kind: text('kind', { enum: ['sale', 'exchange'] })
      .notNull()
      .default('sale'),
    /** An exchange order's sale: the order whose payment, tax and ledger postings it carries (decision 158, drizzle/0026). */
    exchangeForOrderId: integer('exchange_for_order_id').references((): AnyPgColumn => orders.id),
    /** The part of the order's discount a platform coupon funds: the platform's promotion expense (drizzle/0042). */
    platformDiscountCents: bigint('platform_discount_cents', { mode: 'number' }).notNull().default(0),
    /** The delivery the buyer chose for this shop's parcel and its fee (drizzle/0041, docs/architecture.md#shipping-and-promotions). */
    shippingMethod: text('shipping_method', { enum: SHIPPING_METHODS }).notNull().default('standard'),
    shippingFeeCents: bigint('shipping_fee_cents', { mode: 'number' }).notNull().default(0),
    /** What the checkout's code took off this order's goods. */
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** The business days the parcel is expected between, as the quote showed them (null before drizzle/0041). */
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ${oneOf(ORDER_STATUSES)}`),
    check(
      'orders_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingFeeCents} + ${t.taxCents} and ${t.taxCents} >= 0`,
    ),
    check(
      'orders_shipping_check',
      sql`${t.shippingMethod} in ('standard', 'express') and ${t.shippingFeeCents} >= 0 and ${t.discountCents} between 0 and ${t.subtotalCents} and ${t.deliveryFrom} <= ${t.deliveryTo}`,
    ),
    check('orders_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    check('orders_exchange_for_check', sql`(${t.kind} = 'exchange') = (${t.exchangeForOrderId} is not null)`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_vendor_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    // Order Management's status tabs and their counts.
    index('orders_vendor_status_idx').on(t.vendorId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_exchange_for_idx').on(t.exchangeForOrderId).where(sql`${t.exchangeForOrderId} is not null`),
    // The buyer's unpaid pay-on-delivery orders, summed by checkout for the limit (drizzle/0030):
    // a few rows at most under the limit, however many orders the buyer has had delivered.
    index('orders_unpaid_on_delivery_idx')
      .on(t.buyerId)
      .where(sql`${t.paymentMethod} = 'on_delivery' and ${t.status} in ('pending', 'processing', 'shipped')`),
    // Cancelled card orders whose money is still to be voided or refunded, for the reconciliation job (drizzle/0031).
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
    /** This line's share of its order's discount (drizzle/0042), so a returned unit refunds what the buyer paid. */
    discountCents: integer('discount_cents').notNull().default(0),
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
