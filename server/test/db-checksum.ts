import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../src/db/client.js';

const TABLES: Array<[string, string]> = [
  ['users', 'id'],
  ['products', 'id'],
  ['product_variants', 'id'],
  ['cart_items', 'id'],
  ['orders', 'id'],
  ['order_items', 'id'],
  ['order_events', 'id'],
  ['reviews', 'id'],
  ['images', 'id'],
  ['app_settings', 'key'],
  ['ledger_accounts', 'id'],
  ['ledger_journals', 'id'],
  ['ledger_entries', 'id'],
  ['payouts', 'id'],
  ['payout_items', 'entry_id'],
];

/** One fingerprint of every row of every table: equal before and after means nothing changed. */
export async function dbChecksum(db: Tx): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async ([table, key]) => {
      const rows = await queryRows<{ n: number; h: string | null }>(
        db,
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.${key}), '')) as h from ${table} t`),
      );
      return `${table}:${rows[0]?.n}:${rows[0]?.h}`;
    }),
  );
  return parts.join(' ');
}
