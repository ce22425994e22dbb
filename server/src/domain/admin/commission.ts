import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { appSettings } from '../../db/schema.js';

const KEY = 'commission_percent';

/**
 * Keeps COMMISSION_PERCENT where checkout's trigger reads it (drizzle/0016_operator.sql), so every
 * order is charged its vendor's rate, else this default, as they stand when it is written.
 * Instances on one database are meant to share one setting; the last to start wins.
 */
export async function keepDefaultCommission(db: Tx, percent: number): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: String(percent) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(percent) } });
}

/** The default as the database holds it (the trigger's own fallback is 10). */
export async function defaultCommission(db: Tx): Promise<number> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.key} = ${KEY}`);
  return row ? Number(row.value) : 10;
}
