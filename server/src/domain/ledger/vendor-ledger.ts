import { fromCents, type LedgerEntry, type LedgerKind, type VendorAccount, type VendorBalance } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { openReturnOn } from './open-return.js';
import { queryRows, type Tx } from '../../db/client.js';
import { COMMISSION_SETTING, DEFAULT_COMMISSION } from './commission.js';
import { Paged, type PageQuery } from '../paging.js';

/**
 * A vendor's balances in cents as columns "onHold", "available", "paidOut", "onItsWay": on hold
 * and available as its accounts keep them; paid out the sum of its payouts marked paid, and on its
 * way those still being sent (a failed one went back to available). `vendor` is the vendor's id,
 * a value or a column of the surrounding statement.
 *
 * Accounts are found as their unique index names them, `(kind, coalesce(vendor_id, 0))`: a plain
 * `vendor_id = …` has no index and scans the table, which every posting updates, so it grows dead
 * rows between vacuums (docs/performance-log.md, The ledger at size).
 */
export const vendorMoneyColumns = (vendor: SQL) => sql`
  coalesce((select balance_cents from ledger_accounts where kind = 'on_hold' and coalesce(vendor_id, 0) = ${vendor}), 0)::int8 as "onHold",
  coalesce((select balance_cents from ledger_accounts where kind = 'available' and coalesce(vendor_id, 0) = ${vendor}), 0)::int8 as "available",
  coalesce((select sum(amount_cents) from payouts where vendor_id = ${vendor} and status = 'paid'), 0)::int8 as "paidOut",
  coalesce((select sum(amount_cents) from payouts where vendor_id = ${vendor} and status = 'pending'), 0)::int8 as "onItsWay"`;

type Cents = number | string | bigint | null | undefined;

/** Cents as the driver answers them (a number, or text or a bigint for int8) in dollars; nothing readable is none. */
const dollars = (cents: Cents) => {
  const n = Number(cents ?? 0);
  return Number.isFinite(n) ? fromCents(n) : 0;
};

/** The balances of a vendorMoneyColumns row, in dollars. */
export const vendorMoney = (row: { onHold?: Cents; available?: Cents; paidOut?: Cents; onItsWay?: Cents } | undefined) => ({
  onHold: dollars(row?.onHold),
  available: dollars(row?.available),
  paidOut: dollars(row?.paidOut),
  onItsWay: dollars(row?.onItsWay),
});

/**
 * The statements a vendor's Earnings reads run, as sent (the ledger bench explains them): its
 * balance row; a page of its entries, newest first by date (then by id); how many entries it has,
 * kept on its two accounts. Each is an index lookup or a short index walk, whatever the ledger's
 * size.
 */
export const vendorEarningsStatements = {
  balance: (vendorId: number) =>
    sql`select ${vendorMoneyColumns(sql`${vendorId}`)},
        coalesce(u.commission_percent, (select value::int from app_settings where key = ${COMMISSION_SETTING}), ${DEFAULT_COMMISSION}) as "commissionPercent",
        (select min(o.delivered_at + make_interval(days => o.return_days)) from orders o
          where o.vendor_id = ${vendorId} and o.released_at is null and o.payment_method = 'card' and o.delivered_at is not null
            and o.payment_status in ('captured', 'partially_refunded') and o.kind = 'sale' and not ${openReturnOn(sql`o.id`)}) as next
      from users u where u.id = ${vendorId}`,
  page: (vendorId: number, page: PageQuery) =>
    sql`select e.id::int8 as "entryId", e.at, e.kind, e.order_id as "orderId", e.return_id as "returnId", e.payout_id as "payoutId",
        a.kind as account, e.amount_cents::int8 as "amountCents", e.balance_after_cents::int8 as "balanceAfterCents"
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.vendor_id = ${vendorId} order by e.at desc, e.id desc limit ${page.limit} offset ${page.offset}`,
  count: (vendorId: number) =>
    sql`select coalesce(sum(entries_count), 0)::int8 as n from ledger_accounts
      where kind in ('on_hold', 'available') and coalesce(vendor_id, 0) = ${vendorId}`,
};

/**
 * A vendor's balance, one statement: on hold and available as their accounts keep them, what was
 * paid out (payouts marked paid) and what is on its way (payouts still being sent), the rate its
 * next order pays (its own, else COMMISSION_PERCENT as app_settings keeps it), and when the next
 * delivered order's return window closes.
 */
export async function vendorBalance(db: Tx, vendorId: number): Promise<VendorBalance> {
  const [row] = await queryRows<{
    onHold: number;
    available: number;
    paidOut: number;
    onItsWay: number;
    commissionPercent: number;
    next: Date | string | null;
  }>(db, vendorEarningsStatements.balance(vendorId));
  return {
    ...vendorMoney(row),
    commissionPercent: row?.commissionPercent ?? DEFAULT_COMMISSION,
    nextReleaseDate: row?.next ? new Date(row.next).toISOString() : null,
  };
}

interface EntryRow {
  entryId: number;
  at: Date | string;
  kind: LedgerKind;
  orderId: number | null;
  returnId: number | null;
  payoutId: number | null;
  account: VendorAccount;
  amountCents: number;
  balanceAfterCents: number;
}

/**
 * A vendor's entries, newest first by date then id, a page at a time; the count is kept on its two
 * accounts (docs/decisions/213-ledger-in-date-order-paid-out-when-paid.md).
 */
export async function vendorLedger(db: Tx, vendorId: number, page: PageQuery): Promise<Paged<LedgerEntry>> {
  const [rows, [count]] = await Promise.all([
    queryRows<EntryRow>(db, vendorEarningsStatements.page(vendorId, page)),
    queryRows<{ n: number }>(db, vendorEarningsStatements.count(vendorId)),
  ]);
  return new Paged(
    rows.map((r) => ({
      entryId: Number(r.entryId),
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      orderId: r.orderId,
      returnId: r.returnId,
      payoutId: r.payoutId,
      account: r.account,
      amount: fromCents(Number(r.amountCents)),
      balanceAfter: fromCents(Number(r.balanceAfterCents)),
    })),
    Number(count?.n ?? 0),
  );
}
