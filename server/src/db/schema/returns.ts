// Returns and exchanges: a return of some lines of one order, where it goes back to, its lines and its moves.
import {
  REFUND_STATUSES,
  RETURN_ACTORS,
  RETURN_INSTRUCTIONS_MAX,
  RETURN_OUTCOMES,
  RETURN_LINE_REASONS,
  RETURN_STATUSES,
  RETURN_UNIT_STATES,
} from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, oneOf } from './columns.js';
import { users } from './accounts.js';
import { productVariants } from './catalogue.js';
import { orders, orderItems } from './orders.js';

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
    /** The delivery fee within the refund: a whole order come back faulty (drizzle/0041, docs/decisions/263). */
    refundShippingCents: bigint('refund_shipping_cents', { mode: 'number' }),
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
