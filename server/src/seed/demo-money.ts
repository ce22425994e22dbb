import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { accountId } from '../domain/ledger/post.js';
import { releasable } from '../domain/ledger/postings.js';
import { runPayouts, settlePayout } from '../domain/ledger/payouts.js';
import type { Db } from '../db/client.js';

const DAY = 86_400_000;
/** The demo's payout minimum, as PAYOUT_MINIMUM's default. */
const MINIMUM_CENTS = 1000;

/** The commission of an order row `o` at its frozen rate, half up (domain/ledger/post.ts's commissionOf). */
const COMMISSION = sql`((o.subtotal_cents * o.commission_percent + 50) / 100)`;

/**
 * Posts one journal of `kind` per order `orders` selects (as `o`, with its time as `at`), with the
 * legs `legs` gives per order: `(account kind, entry kind, amount)` rows over `o`. Set-based, for
 * the demo's hundreds of orders; the same postings as domain/ledger/postings.ts, and the same
 * database rules hold them (balances by trigger, journals at zero as the transaction commits).
 */
async function postEach(tx: Tx, kind: string, orders: SQL, legs: SQL): Promise<void> {
  await tx.execute(sql`
    with o as (${orders}),
    j as (
      insert into ledger_journals (kind, cause, vendor_id, order_id, at)
      select ${kind}, 'order:' || o.id, o.vendor_id, o.id, o.at from o order by o.id
      returning id, order_id
    )
    insert into ledger_entries (journal_id, account_id, kind, amount_cents, order_id, at)
    select j.id, a.id, l.entry_kind, l.amount, o.id, o.at
    from j join o on o.id = j.order_id
    cross join lateral (${legs}) as l(account_kind, entry_kind, amount)
    join ledger_accounts a on a.kind = l.account_kind and coalesce(a.vendor_id, 0) = case when l.account_kind in ('on_hold', 'available') then o.vendor_id else 0 end
    where l.amount <> 0
    order by j.id, a.id`);
}

/**
 * The demo's money tells its orders' story (docs/architecture.md#money-and-operator): two orders in three that reached the
 * buyer's door (or were cancelled) were paid by card, captured as they shipped (cancelled ones
 * voided); the rest were paid on delivery, paid once delivered. Orders whose return window had
 * closed ten days ago were released and paid out (marked paid); those closed since are released
 * and wait for the operator's next run. Answers how many journals it wrote.
 */
export async function seedDemoMoney(tx: Tx, operatorId: number, now: Date): Promise<number> {
  await tx.execute(sql`
    update orders set payment_method = 'card', payment_id = 'demo_' || id,
      payment_status = case when status = 'cancelled' then 'voided' else 'captured' end
    where status in ('shipped', 'completed', 'Delivered', 'cancelled') and id % 3 <> 0`);
  await tx.execute(sql`
    update orders set payment_status = 'paid_on_delivery'
    where payment_method = 'on_delivery' and status in ('completed', 'Delivered')`);
  for (const kind of ['clearing', 'tax_payable', 'commission_revenue', 'bank'] as const) await accountId(tx, kind, null);
  await tx.execute(sql`
    insert into ledger_accounts (kind, vendor_id) select k.kind, u.id from users u cross join (values ('on_hold'), ('available')) k(kind)
    where u.role = 'vendor' on conflict (kind, (coalesce(vendor_id, 0))) do nothing`);
  await postEach(
    tx,
    'capture',
    sql`select o.*, o.updated_at as at from orders o where o.payment_method = 'card' and o.payment_status = 'captured'`,
    sql`values ('clearing', 'sale', -o.total_cents), ('on_hold', 'sale', o.subtotal_cents), ('on_hold', 'commission', -${COMMISSION}),
      ('commission_revenue', 'commission', ${COMMISSION}), ('tax_payable', 'tax', o.tax_cents)`,
  );
  await postEach(
    tx,
    'on_delivery',
    sql`select o.*, o.updated_at as at from orders o where o.payment_status = 'paid_on_delivery'`,
    sql`values ('available', 'on_delivery_commission', -${COMMISSION}), ('commission_revenue', 'on_delivery_commission', ${COMMISSION}),
      ('available', 'tax', -o.tax_cents), ('tax_payable', 'tax', o.tax_cents)`,
  );
  // Releases: the demo has no refunds, so each order's money on hold is its subtotal less the commission.
  const releaseAt = (when: Date) =>
    postEach(
      tx,
      'release',
      sql`update orders o set released_at = ${when.toISOString()}::timestamptz where ${releasable(when)}
        returning o.*, ${when.toISOString()}::timestamptz as at`,
      sql`values ('on_hold', 'release', -(o.subtotal_cents - ${COMMISSION})), ('available', 'release', o.subtotal_cents - ${COMMISSION})`,
    );
  const earlier = new Date(now.getTime() - 10 * DAY);
  await releaseAt(earlier);
  // Inside the seed's transaction: each payout's own transaction is a savepoint of it.
  const made = await runPayouts(tx as Db, operatorId, MINIMUM_CENTS, new Date(earlier.getTime() + 3_600_000));
  for (const p of made) await settlePayout(tx as Db, operatorId, p.id, 'paid', new Date(earlier.getTime() + DAY));
  await releaseAt(now);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ledger_journals`);
  return count?.n ?? 0;
}
