import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SessionKeeper, TokenClaims } from '../../auth/tokens.js';
import type { Db, Tx } from '../../db/client.js';
import { voidResetLinks } from './reset-links.js';
import { prepared } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema.js';

/** Sessions in the database: a token holds while its session is open and its account has its role. */
export function databaseSessions(db: Tx, now: () => number): SessionKeeper {
  return {
    async open(userId, expiresAt) {
      const id = randomBytes(18).toString('base64url');
      await db.insert(sessions).values({ id, userId, createdAt: new Date(now()), expiresAt });
      return id;
    },
    async holds({ userId, role, sessionId }: TokenClaims) {
      const [row] = await prepared(db, 'session_holds', holdsQuery).execute({ id: sessionId, userId, role });
      return row !== undefined;
    },
  };
}

const holdsQuery = (db: Tx) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(users.role, sql.placeholder('role')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('session_holds');

/** Which of a user's sessions end: one, every one but one (the caller's), or all. */
export type SessionsToEnd = { only: string } | { except: string } | 'all';

/** Ends the chosen open sessions of `userId`. */
export async function revokeSessions(db: Tx, userId: number, which: SessionsToEnd, at: Date): Promise<void> {
  const scope = which === 'all' ? undefined : 'only' in which ? eq(sessions.id, which.only) : ne(sessions.id, which.except);
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), scope));
}

/** 'Log out everywhere': every session ends and every unused reset link dies with them (F9). */
export async function logOutEverywhere(db: Db, userId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessions(tx, userId, 'all', at);
    await voidResetLinks(tx, userId, at);
  });
}
