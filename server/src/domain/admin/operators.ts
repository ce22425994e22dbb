import { normalizeEmail } from '@seamline/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { conflict } from '../errors.js';
import { recordAction } from '../audit/audit.js';

export interface OperatorInput {
  email: string;
  password: string;
  fullName?: string;
}

export type OperatorOutcome = 'created' | 'promoted' | 'updated';

export const OPERATOR_TEXTS = {
  vendorRefused: 'That e-mail belongs to a shop; an operator needs an account of its own',
} as const;

/**
 * `npm run admin` (docs/architecture.md#money-and-operator): creates an operator account, or makes an existing buyer one (its
 * sessions end, as its role changes), or sets an operator's password. A vendor's account is never
 * promoted: its shop would be left without an owner. Audited, with no operator as the actor.
 */
export async function createOrPromoteOperator(db: Db, input: OperatorInput, now: Date): Promise<{ id: number; outcome: OperatorOutcome }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).for('update');
    if (existing?.role === 'vendor') throw conflict(OPERATOR_TEXTS.vendorRefused);
    if (existing) {
      await tx.update(users).set({ role: 'admin', passwordHash, preferences: null }).where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      if (existing.role === 'admin') return { id: existing.id, outcome: 'updated' as const };
      await recordAction(tx, {
        actorId: null,
        action: 'operator.promoted',
        targetType: 'user',
        targetId: existing.id,
        before: { role: existing.role },
        after: { role: 'admin' },
        at: now,
      });
      return { id: existing.id, outcome: 'promoted' as const };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        role: 'admin',
        fullName: input.fullName ?? 'Operator',
        addressLine1: '',
        city: '',
        postalCode: '',
        country: '',
      })
      .returning({ id: users.id });
    if (!created) throw new Error('the operator was not written');
    await recordAction(tx, {
      actorId: null,
      action: 'operator.created',
      targetType: 'user',
      targetId: created.id,
      before: null,
      after: { role: 'admin' },
      at: now,
    });
    return { id: created.id, outcome: 'created' as const };
  });
}
