import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

/**
 * Uses up every unused reset link of the account: a link asked for before a password change, a
 * reset or 'Log out everywhere' must not set the password afterwards.
 */
export async function voidResetLinks(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
