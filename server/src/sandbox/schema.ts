import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../db/schema/columns.js';

/**
 * The sandbox provider's own tables: what a remote provider would keep, in a PostgreSQL schema of
 * their own (`psp`, migration 0039, decision 240). Only the sandbox reads or writes them; the shop
 * and its tests ask the sandbox's API (/psp/v1).
 */
export const psp = pgSchema('psp');

/** A card as the token endpoint took it: never its number or CVC. */
export const pspTokens = psp.table('tokens', {
  id: text('id').primaryKey(),
  outcome: text('outcome').notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
});

/** An amount held on a card, and what was captured, voided and refunded of it. */
export const pspAuthorizations = psp.table(
  'authorizations',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    voidedCents: bigint('voided_cents', { mode: 'number' }).notNull().default(0),
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

/** Every capture, void and refund asked for, once per idempotency key, with its answer. */
export const pspOperations = psp.table('operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  authorizationId: text('authorization_id').notNull(),
  kind: text('kind').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  ok: boolean('ok').notNull(),
  message: text('message'),
});

/** What happened to an authorisation, in order (`seq`), until its webhook is delivered. */
export const pspEvents = psp.table(
  'events',
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

/** The test clock's offset from the real time (one row). */
export const pspClock = psp.table('clock', {
  id: integer('id').primaryKey().default(1),
  offsetSeconds: bigint('offset_seconds', { mode: 'number' }).notNull().default(0),
});

/** The sandbox provider's transfers (payouts to a vendor's bank). */
export const pspTransfers = psp.table('transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  destination: text('destination').notNull(),
  createdAt: ts('created_at').notNull(),
});
