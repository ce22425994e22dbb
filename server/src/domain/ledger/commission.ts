import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { appSettings } from '../../db/schema.js';

/** Where app_settings keeps COMMISSION_PERCENT. */
export const COMMISSION_SETTING = 'commission_percent';

/**
 * Keeps COMMISSION_PERCENT where checkout's trigger reads it (drizzle/0016_operator.sql), so every
 * order is charged its vendor's rate, else this default, as they stand when it is written.
 * Instances on one database are meant to share one setting; the last to start wins.
 */
export async function keepDefaultCommission(db: Tx, percent: number): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: COMMISSION_SETTING, value: String(percent) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(percent) } });
}

/** The rate when the database holds none: the checkout trigger's own fallback. */
export const DEFAULT_COMMISSION = 10;

/** The default as the database holds it. */
export async function defaultCommission(db: Tx): Promise<number> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.key} = ${COMMISSION_SETTING}`);
  return row ? Number(row.value) : DEFAULT_COMMISSION;
}
