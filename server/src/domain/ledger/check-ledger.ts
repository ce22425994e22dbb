import { fromCents, type LedgerCheck } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

/** How many of each kind of fault the check names at most. */
const NAMED = 100;

/**
 * The ledger's check: every account's kept balance and entry count equal to its
 * entries, every journal summing to zero, and money out never above money in — no order line
 * refunded or exchanged past what it sold, no vendor order refunded past what its buyer paid
 * (decision 201). The whole ledger is read: an operator's check, not a hot path.
 */
export async function checkLedger(db: Tx): Promise<LedgerCheck> {
  const [accounts, journals, [count], lines, orders] = await Promise.all([
    queryRows<{ accountId: number; kept: number; entries: number }>(
      db,
      sql`select a.id as "accountId", a.balance_cents::int8 as kept, coalesce(s.cents, 0)::int8 as entries
      from ledger_accounts a left join (select account_id, sum(amount_cents) as cents, count(*) as n from ledger_entries group by account_id) s
        on s.account_id = a.id
      where a.balance_cents <> coalesce(s.cents, 0) or a.entries_count <> coalesce(s.n, 0)
      order by a.id`,
    ),
    queryRows<{ id: number }>(
      db,
      sql`select journal_id::int8 as id from ledger_entries group by journal_id having sum(amount_cents) <> 0 order by journal_id limit ${NAMED}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int8 as n from ledger_entries`),
    // Counted from the return lines themselves, so a kept count that drifted is named too.
    queryRows<{ orderId: number; orderItemId: number; quantity: number; refunded: number; exchanged: number }>(
      db,
      sql`select oi.order_id as "orderId", oi.id as "orderItemId", oi.quantity, s.refunded, s.exchanged
      from (select order_item_id,
          coalesce(sum(quantity) filter (where units_state = 'refunded'), 0)::int as refunded,
          coalesce(sum(quantity) filter (where units_state = 'exchanged'), 0)::int as exchanged,
          coalesce(sum(quantity) filter (where units_state = 'held'), 0)::int as held
        from return_lines group by order_item_id) s
      join order_items oi on oi.id = s.order_item_id
      where s.refunded + s.exchanged + s.held > oi.quantity
        or s.refunded <> oi.refunded_units or s.exchanged <> oi.exchanged_units or s.held <> oi.held_units
      order by oi.id limit ${NAMED}`,
    ),
    queryRows<{ orderId: number; paid: number; refunded: number }>(
      db,
      sql`select o.id as "orderId", o.total_cents::int8 as paid, greatest(coalesce(l.cents, 0), coalesce(r.cents, 0))::int8 as refunded
      from orders o
      left join (select e.order_id, sum(e.amount_cents) as cents from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.kind = 'clearing'
          where e.kind = 'refund' group by e.order_id) l on l.order_id = o.id
      left join (select coalesce(x.exchange_for_order_id, x.id) as sale, sum(rr.refund_cents) as cents
          from returns rr join orders x on x.id = rr.order_id where rr.refund_cents is not null group by 1) r on r.sale = o.id
      where coalesce(l.cents, 0) > o.total_cents or coalesce(r.cents, 0) > o.total_cents
      order by o.id limit ${NAMED}`,
    ),
  ]);
  const mismatchedAccounts = accounts.map((a) => ({
    accountId: a.accountId,
    kept: fromCents(Number(a.kept)),
    entries: fromCents(Number(a.entries)),
  }));
  const unbalancedJournals = journals.map((j) => Number(j.id));
  const overRefundedLines = lines.map((l) => ({
    orderId: l.orderId,
    orderItemId: l.orderItemId,
    quantity: l.quantity,
    refundedUnits: l.refunded,
    exchangedUnits: l.exchanged,
  }));
  const overRefundedOrders = orders.map((o) => ({
    orderId: o.orderId,
    paid: fromCents(Number(o.paid)),
    refunded: fromCents(Number(o.refunded)),
  }));
  return {
    balanced:
      mismatchedAccounts.length === 0 &&
      unbalancedJournals.length === 0 &&
      overRefundedLines.length === 0 &&
      overRefundedOrders.length === 0,
    entries: Number(count?.n ?? 0),
    mismatchedAccounts,
    unbalancedJournals,
    overRefundedLines,
    overRefundedOrders,
  };
}
