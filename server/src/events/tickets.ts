import { createHmac, randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { spentTickets } from '../db/schema.js';

/** How long a ticket opens the event stream: enough to connect, too short to be worth stealing from a log. */
export const TICKET_SECONDS = 30;

export interface Tickets {
  /** A ticket for the caller's session; it carries when the session's token expires. */
  issue(claims: TokenClaims): Promise<string>;
  /**
   * The session a ticket was issued for, once: the ticket is spent (in the database, so on every
   * instance) by the first stream it opens. Null for a bad, expired or spent ticket.
   */
  redeem(ticket: string): Promise<(TokenClaims & { expiresAt: number }) | null>;
}

/**
 * Tickets for `GET /api/events?ticket=…` (EventSource sends no Authorization header;
 * docs/decisions/072-event-stream-tickets.md). Signed with a key of their own derived from the
 * session secret, so a ticket is never a session token nor a session token a ticket. Each has an
 * id (`jti`) that its first use records, so a ticket read from a log opens nothing
 * (docs/decisions/095-single-use-event-tickets.md).
 */
export function createTickets(secret: Uint8Array, now: () => number, db: Db): Tickets {
  const key = createHmac('sha256', secret).update('seamline event-stream tickets').digest();
  return {
    issue({ userId, role, sessionId, expiresAt }) {
      const at = Math.floor(now() / 1000);
      return new SignJWT({ role, sid: sessionId, sexp: Math.floor((expiresAt ?? now()) / 1000) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(at)
        .setExpirationTime(at + TICKET_SECONDS)
        .sign(key);
    },
    async redeem(ticket) {
      let claims: TokenClaims & { expiresAt: number };
      let jti: string;
      let exp: number;
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'jti'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const { role, sid, sexp } = payload;
        if (!Number.isSafeInteger(userId) || (role !== 'buyer' && role !== 'vendor') || typeof sid !== 'string' || typeof sexp !== 'number')
          return null;
        if (typeof payload.jti !== 'string' || payload.jti.length > 64) return null;
        claims = { userId, role, sessionId: sid, expiresAt: sexp * 1000 };
        jti = payload.jti;
        exp = (payload.exp ?? 0) * 1000;
      } catch {
        return null;
      }
      return (await spend(db, jti, new Date(exp), new Date(now()))) ? claims : null;
    },
  };
}

/** Records a ticket's use; false when it was used before. Spent tickets are kept only until they would have expired. */
async function spend(db: Db, jti: string, expiresAt: Date, at: Date): Promise<boolean> {
  await db.delete(spentTickets).where(lt(spentTickets.expiresAt, at));
  const rows = await db.insert(spentTickets).values({ jti, expiresAt }).onConflictDoNothing().returning({ jti: spentTickets.jti });
  return rows.length === 1;
}
