import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../server/src/db/client.js';

/** Orders posted per transaction. */
const BATCH = 2000;

/**
 * Every bench order captured and released, set-based, through the ledger's tables and their
 * triggers (balances kept, journals at zero), as the demo seed posts (server/src/seed/demo-money.ts).
 */
export async function seedDemoMoneyFor(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ledger_accounts (kind) values ('clearing'), ('tax_payable'), ('commission_revenue'), ('bank')
    on conflict (kind, (coalesce(vendor_id, 0))) do nothing`);
  await db.execute(sql`
    insert into ledger_accounts (kind, vendor_id) select k.kind, u.id from users u cross join (values ('on_hold'), ('available')) k(kind)
    where u.role = 'vendor' on conflict (kind, (coalesce(vendor_id, 0))) do nothing`);
  // Most orders released; the last week's deliveries still on hold.
  await db.execute(sql`update orders set released_at = now() where delivered_at < now() - interval '45 days'`);
  const c = sql`((o.subtotal_cents * o.commission_percent + 50) / 100)`;
  for (const [kind, which, legs] of [
    [
      'capture',
      sql`true`,
      sql`values ('clearing', 'sale', -o.total_cents), ('on_hold', 'sale', o.subtotal_cents), ('on_hold', 'commission', -${c}),
        ('commission_revenue', 'commission', ${c}), ('tax_payable', 'tax', o.tax_cents)`,
    ],
    [
      'release',
      sql`o.released_at is not null`,
      sql`values ('on_hold', 'release', -(o.subtotal_cents - ${c})), ('available', 'release', o.subtotal_cents - ${c})`,
    ],
  ] as const) {
    // A transaction per 2,000 orders: each posting rewrites its accounts' rows, and a row rewritten
    // within one transaction keeps every version behind it, so one statement for a million entries
    // walks ever longer chains (hours); committed batches let PostgreSQL prune them as in service.
    const [range] = await queryRows<{ lo: number | null; hi: number | null }>(db, sql`select min(id) as lo, max(id) as hi from orders`);
    for (let lo = range?.lo ?? 1; lo <= (range?.hi ?? 0); lo += BATCH) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          with j as (
            insert into ledger_journals (kind, cause, vendor_id, order_id, at)
            select ${kind}, 'order:' || o.id, o.vendor_id, o.id, o.delivered_at from orders o
            where ${which} and o.id >= ${lo} and o.id < ${lo + BATCH} order by o.id
            returning id, order_id
          )
          insert into ledger_entries (journal_id, account_id, kind, amount_cents, order_id, at)
          select j.id, a.id, l.entry_kind, l.amount, o.id, o.delivered_at
          from j join orders o on o.id = j.order_id
          cross join lateral (${legs}) as l(account_kind, entry_kind, amount)
          join ledger_accounts a on a.kind = l.account_kind
            and coalesce(a.vendor_id, 0) = case when l.account_kind in ('on_hold', 'available') then o.vendor_id else 0 end
          order by j.id, a.id`);
      });
    }
  }
}
