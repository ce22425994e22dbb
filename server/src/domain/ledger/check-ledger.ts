import { fromCents, type LedgerCheck } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

/**
 * The ledger's check (DESIGN §13): every account's kept balance and entry count equal to its
 * entries, and every journal summing to zero. The whole ledger is read: an operator's check, not
 * a hot path.
 */
export async function checkLedger(db: Tx): Promise<LedgerCheck> {
  const [accounts, journals, [count]] = await Promise.all([
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
      sql`select journal_id::int8 as id from ledger_entries group by journal_id having sum(amount_cents) <> 0 order by journal_id limit 100`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int8 as n from ledger_entries`),
  ]);
  const mismatchedAccounts = accounts.map((a) => ({
    accountId: a.accountId,
    kept: fromCents(Number(a.kept)),
    entries: fromCents(Number(a.entries)),
  }));
  const unbalancedJournals = journals.map((j) => Number(j.id));
  return {
    balanced: mismatchedAccounts.length === 0 && unbalancedJournals.length === 0,
    entries: Number(count?.n ?? 0),
    mismatchedAccounts,
    unbalancedJournals,
  };
}
