// The ledger: accounts, journals and their entries, and payouts to vendors (domain/ledger/).
import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { users } from './accounts.js';
import { orders } from './orders.js';

// docs/architecture.md#money-and-operator (drizzle/0018_ledger.sql): double entry in integer cents; the triggers there keep each
// account's balance beside its entries, refuse any change to a written row, and hold every journal at zero.
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind', {
    enum: ['clearing', 'tax_payable', 'commission_revenue', 'promotion_expense', 'bank', 'on_hold', 'available'],
  }).notNull(),
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
