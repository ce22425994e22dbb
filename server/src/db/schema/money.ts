// A checkout's payment and the provider webhooks already handled (server/src/payments/README.md).
import { PAYMENT_METHODS, type ShippingMethod } from '@seamline/contract';
import { bigint, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './accounts.js';

/** A checkout's payment (docs/architecture.md#payments): one per checkout, card or on delivery; no card data. */
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
    /** The buyer's delivery method per shop and code (drizzle/0041): the orders are priced by them whoever places them. */
    shippingChoice: jsonb('shipping_choice').$type<Record<string, ShippingMethod>>(),
    couponCode: text('coupon_code'),
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
