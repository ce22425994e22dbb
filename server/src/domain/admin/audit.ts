import type { AuditAction, AuditEntry } from '@seamline/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { operatorAudit, users } from '../../db/schema.js';
import { type PageQuery, Paged } from '../paging.js';

export interface AuditRecord {
  /** Null for the command line. */
  actorId: number | null;
  action: AuditAction;
  targetType: 'vendor' | 'user' | 'return';
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/** Writes one operator action; call it in the transaction of the change it records. */
export async function recordAction(tx: Tx, entry: AuditRecord): Promise<void> {
  await tx.insert(operatorAudit).values(entry);
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

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
        targetName: sql<string | null>`coalesce(${target.vendorName}, ${target.email})`,
        before: operatorAudit.before,
        after: operatorAudit.after,
      })
      .from(operatorAudit)
      .leftJoin(actor, eq(actor.id, operatorAudit.actorId))
      .leftJoin(target, eq(target.id, operatorAudit.targetId))
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
