import type { AuditAction, AuditEntry } from '@seamline/contract';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { operatorAudit, products, reviews, users } from '../../db/schema.js';
import { type PageQuery, Paged } from '../paging.js';

export interface AuditRecord {
  /** Null for the command line. */
  actorId: number | null;
  action: AuditAction;
  targetType: 'vendor' | 'user' | 'return' | 'product' | 'review';
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/** Writes one operator action; call it in the transaction of the change it records. */
export async function recordAction(tx: Tx, entry: AuditRecord): Promise<void> {
  await tx.insert(operatorAudit).values(entry);
}

/** One field of a target as an operator changed it: its value before and after. */
export interface FieldChange<V> extends Omit<AuditRecord, 'before' | 'after'> {
  field: string;
  before: V;
  after: V;
}

/**
 * Records an operator's change of one field as `{ field: before }` → `{ field: after }`, when it
 * changed and only then (setting what already holds records nothing). Says whether it recorded.
 */
export async function auditChange<V>(tx: Tx, { field, before, after, ...entry }: FieldChange<V>): Promise<boolean> {
  if (before === after) return false;
  await recordAction(tx, { ...entry, before: { [field]: before }, after: { [field]: after } });
  return true;
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const targetProduct = alias(products, 'target_product');
const targetReview = alias(reviews, 'target_review');

/** The audit, newest first, a page at a time. */
export async function listAudit(db: Tx, page: PageQuery): Promise<Paged<AuditEntry>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: operatorAudit.id,
        at: operatorAudit.at,
        actorId: operatorAudit.actorId,
        actorEmail: actor.email,
        action: operatorAudit.action,
        targetType: operatorAudit.targetType,
        targetId: operatorAudit.targetId,
        targetName: sql<string | null>`coalesce(${target.vendorName}, ${target.email}, ${targetProduct.name})`,
        before: operatorAudit.before,
        after: operatorAudit.after,
      })
      .from(operatorAudit)
      .leftJoin(actor, eq(actor.id, operatorAudit.actorId))
      .leftJoin(target, and(eq(target.id, operatorAudit.targetId), inArray(operatorAudit.targetType, ['vendor', 'user'])))
      // A product by its name; a review by its product's.
      .leftJoin(targetReview, and(eq(targetReview.id, operatorAudit.targetId), eq(operatorAudit.targetType, 'review')))
      .leftJoin(
        targetProduct,
        or(
          and(eq(targetProduct.id, operatorAudit.targetId), eq(operatorAudit.targetType, 'product')),
          eq(targetProduct.id, targetReview.productId),
        ),
      )
      .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(operatorAudit),
  ]);
  return new Paged(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total?.n ?? 0,
  );
}
