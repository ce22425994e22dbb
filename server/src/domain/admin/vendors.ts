import { ADMIN_MESSAGES, type AdminVendor, type AdminVendorUpdate } from '@seamline/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { vendorMoney, vendorMoneyColumns } from '../ledger/vendor-ledger.js';
import { queueMails } from '../queue-mails.js';
import { auditChange } from '../audit/audit.js';
import { defaultCommission } from '../ledger/commission.js';

const columns = {
  id: users.id,
  vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
  email: users.email,
  status: users.shopStatus,
  commissionPercent: users.commissionPercent,
};
type Row = { id: number; vendorName: string; email: string; status: AdminVendor['status']; commissionPercent: number | null };

type Money = Parameters<typeof vendorMoney>[0];

const withEffective = (row: Row, fallback: number, money: Money): AdminVendor => ({
  ...row,
  effectiveCommissionPercent: row.commissionPercent ?? fallback,
  ...vendorMoney(money),
});

/** Each vendor's balances (all vendors' when no id is given), by vendor id. */
async function moneyOf(db: Tx, vendorId?: number): Promise<Map<number, Money>> {
  const rows = await queryRows<{ id: number } & NonNullable<Money>>(
    db,
    sql`select u.id, ${vendorMoneyColumns(sql`u.id`)} from users u
      where u.role = 'vendor' ${vendorId === undefined ? sql`` : sql`and u.id = ${vendorId}`}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every shop, by store name, with its status, commission rate and balances (docs/architecture.md#money-and-operator). */
export async function listVendors(db: Db): Promise<AdminVendor[]> {
  const [rows, fallback, money] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(eq(users.role, 'vendor'))
      .orderBy(asc(sql`lower(${users.vendorName})`), asc(users.id)),
    defaultCommission(db),
    moneyOf(db),
  ]);
  return rows.map((r) => withEffective(r, fallback, money.get(r.id)));
}

/**
 * Suspends or reactivates a shop and sets its own commission rate (null: the default again), in one
 * transaction with its audit rows, before and after; a field left out is left as it is. A shop's
 * products follow its status by trigger (migration 0019), so they leave or return to every list at
 * its commit. Orders already placed keep the rate they were placed at and go on.
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
    const commissionPercent = change.commissionPercent === undefined ? before.commissionPercent : change.commissionPercent;
    const status = change.status ?? before.status;
    if (status !== before.status || commissionPercent !== before.commissionPercent) {
      await tx.update(users).set({ commissionPercent, shopStatus: status }).where(eq(users.id, vendorId));
    }
    const target = { actorId: operatorId, targetType: 'vendor', targetId: vendorId, at: now } as const;
    const commission = {
      action: 'vendor.commission',
      field: 'commissionPercent',
      before: before.commissionPercent,
      after: commissionPercent,
    } as const;
    await auditChange(tx, { ...target, ...commission });
    if (await auditChange(tx, { ...target, action: 'vendor.status', field: 'status', before: before.status, after: status })) {
      // The vendor hears of it by mail, beside the banner its screens show.
      await queueMails(tx, [{ kind: status === 'suspended' ? 'shop-suspended' : 'shop-reactivated', vendorId }]);
    }
    return { ...before, commissionPercent, status };
  });
  const [fallback, money] = await Promise.all([defaultCommission(db), moneyOf(db, vendorId)]);
  return withEffective(updated, fallback, money.get(vendorId));
}

/** Whether a vendor's shop is suspended (docs/architecture.md#money-and-operator): its catalogue and profile writes are refused. */
export async function shopSuspended(db: Db, vendorId: number): Promise<boolean> {
  const [row] = await db.select({ status: users.shopStatus }).from(users).where(eq(users.id, vendorId));
  return row?.status === 'suspended';
}
