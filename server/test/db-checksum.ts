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

// One statement for all the tables: the fuzz takes some 7,000 fingerprints, and on PGlite each
// statement costs a round trip of its own.
const FINGERPRINT = sql.raw(
  `select ${TABLES.map(
    ([table, key]) =>
      `(select '${table}:' || count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t.${key}), '')) from ${table} t)`,
  ).join(` || ' ' || `)} as fingerprint`,
);

/** One fingerprint of every row of every table: equal before and after means nothing changed. */
export async function dbChecksum(db: Tx): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string }>(db, FINGERPRINT);
  return row?.fingerprint ?? '';
}
