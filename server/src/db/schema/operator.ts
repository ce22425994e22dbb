// What runs the shop: settings the operator changes, the audit of every operator action, the mail outbox.
import { AUDIT_ACTIONS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './accounts.js';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Every operator action (docs/architecture.md#money-and-operator): who, what, to whom, when, before and after. */
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
