import { ADMIN_MESSAGES, type AdminVendor, type AdminVendorUpdate } from '@seamline/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { recordAction } from './audit.js';
import { defaultCommission } from './commission.js';

const columns = {
  id: users.id,
  vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
  email: users.email,
  status: users.shopStatus,
  commissionPercent: users.commissionPercent,
};
type Row = { id: number; vendorName: string; email: string; status: AdminVendor['status']; commissionPercent: number | null };

const withEffective = (row: Row, fallback: number): AdminVendor => ({
  ...row,
  effectiveCommissionPercent: row.commissionPercent ?? fallback,
});

/** Every shop, by store name, with its status and commission rate (DESIGN §13). */
export async function listVendors(db: Db): Promise<AdminVendor[]> {
  const [rows, fallback] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(eq(users.role, 'vendor'))
      .orderBy(asc(sql`lower(${users.vendorName})`), asc(users.id)),
    defaultCommission(db),
  ]);
  return rows.map((r) => withEffective(r, fallback));
}

/**
 * Sets a vendor's own commission rate (null: the default again) and audits it in the same
 * transaction, before and after. Orders already placed keep the rate they were placed at.
 */
export async function updateVendor(
  db: Db,
  operatorId: number,
  vendorId: number,
  change: AdminVendorUpdate,
  now: Date,
): Promise<AdminVendor> {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(users)
      .where(and(eq(users.id, vendorId), eq(users.role, 'vendor')))
      .for('update');
    if (!before) throw notFound(ADMIN_MESSAGES.vendorNotFound);
    const commissionPercent = change.commissionPercent ?? null;
    await tx.update(users).set({ commissionPercent }).where(eq(users.id, vendorId));
    if (before.commissionPercent !== commissionPercent) {
      await recordAction(tx, {
        actorId: operatorId,
        action: 'vendor.commission',
        targetType: 'vendor',
        targetId: vendorId,
        before: { commissionPercent: before.commissionPercent },
        after: { commissionPercent },
        at: now,
      });
    }
    return { ...before, commissionPercent };
  });
  return withEffective(updated, await defaultCommission(db));
}
