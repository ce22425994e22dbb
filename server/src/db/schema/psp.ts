import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

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

/** The sandbox provider's transfers (payouts to a vendor's bank). */
export const pspTransfers = pgTable('psp_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  destination: text('destination').notNull(),
  createdAt: ts('created_at').notNull(),
});
