import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

export type AccountKind = 'clearing' | 'tax_payable' | 'commission_revenue' | 'bank' | 'on_hold' | 'available';
export type JournalKind = 'capture' | 'release' | 'refund' | 'on_delivery' | 'payout' | 'payout_failed';
/** The vendor's kinds (docs/architecture.md#money-and-operator) and `tax_refund`, which only the platform's tax account sees. */
export type EntryKind =
  | 'sale'
  | 'commission'
  | 'tax'
  | 'release'
  | 'refund'
  | 'commission_refund'
  | 'tax_refund'
  | 'on_delivery_commission'
  | 'payout'
  | 'payout_failed'
  | 'shipping'
  | 'shipping_refund';

/** The platform's accounts: no vendor. */
const PLATFORM: readonly AccountKind[] = ['clearing', 'tax_payable', 'commission_revenue', 'bank'];

/**
 * The account's id, written the first time it is asked for (a vendor's two accounts with its
 * first posting; the platform's four with the first posting of all).
 */
export async function accountId(tx: Tx, kind: AccountKind, vendorId: number | null): Promise<number> {
  const owner = PLATFORM.includes(kind) ? null : vendorId;
  const [found] = await queryRows<{ id: number }>(
    tx,
    sql`select id from ledger_accounts where kind = ${kind} and coalesce(vendor_id, 0) = ${owner ?? 0}`,
  );
  if (found) return found.id;
  await tx.execute(
    sql`insert into ledger_accounts (kind, vendor_id) values (${kind}, ${owner}) on conflict (kind, (coalesce(vendor_id, 0))) do nothing`,
  );
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`select id from ledger_accounts where kind = ${kind} and coalesce(vendor_id, 0) = ${owner ?? 0}`,
  );
  if (!made) throw new Error(`ledger account ${kind} was not written`);
  return made.id;
}

export interface JournalHead {
  kind: JournalKind;
  /** What caused it ('order:12', 'return:3', 'payout:7'): with the kind, posted once. */
  cause: string;
  vendorId: number;
  orderId?: number | null;
  returnId?: number | null;
  payoutId?: number | null;
  at: Date;
}

export interface Leg {
  account: AccountKind;
  kind: EntryKind;
  amountCents: number;
}

/**
 * Posts one journal: its legs must sum to zero (refused here, and again by the database as the
 * transaction commits). Answers its id, or null when this cause and kind were posted before
 * (a retry, or another instance first): nothing is written twice. Legs of zero are left out.
 * Entries go in account order, so two postings touching the same accounts lock them alike.
 */
export async function postJournal(tx: Tx, head: JournalHead, legs: Leg[]): Promise<number | null> {
  const sum = legs.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0 || legs.some((l) => !Number.isSafeInteger(l.amountCents))) {
    throw new Error(`journal ${head.kind} ${head.cause} does not sum to zero (${sum})`);
  }
  const [journal] = await queryRows<{ id: number }>(
    tx,
    sql`insert into ledger_journals (kind, cause, vendor_id, order_id, return_id, payout_id, at)
      values (${head.kind}, ${head.cause}, ${head.vendorId}, ${head.orderId ?? null}, ${head.returnId ?? null}, ${head.payoutId ?? null},
        ${head.at.toISOString()}::timestamptz)
      on conflict (cause, kind) do nothing returning id`,
  );
  if (!journal) return null;
  const rows: { accountId: number; leg: Leg }[] = [];
  for (const leg of legs) {
    if (leg.amountCents === 0) continue;
    rows.push({ accountId: await accountId(tx, leg.account, head.vendorId), leg });
  }
  rows.sort((a, b) => a.accountId - b.accountId);
  for (const { accountId: id, leg } of rows) {
    await tx.execute(sql`
      insert into ledger_entries (journal_id, account_id, kind, amount_cents, order_id, return_id, payout_id, at)
      values (${journal.id}, ${id}, ${leg.kind}, ${leg.amountCents}, ${head.orderId ?? null}, ${head.returnId ?? null},
        ${head.payoutId ?? null}, ${head.at.toISOString()}::timestamptz)`);
  }
  return journal.id;
}

/** The commission on a subtotal at a percent, rounded half up to the cent (as the operator's overview counts it). */
export const commissionOf = (subtotalCents: number, percent: number): number => Math.floor((subtotalCents * percent + 50) / 100);
