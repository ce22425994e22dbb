import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '../auth/tokens.js';

/** How long a ticket opens the event stream: enough to connect, too short to be worth stealing from a log. */
export const TICKET_SECONDS = 30;

export interface Tickets {
  issue(claims: TokenClaims): Promise<string>;
  /** The session a ticket was issued for; null for a bad or expired ticket. */
  read(ticket: string): Promise<TokenClaims | null>;
}

/**
 * Tickets for `GET /api/events?ticket=…` (EventSource sends no Authorization header;
 * docs/decisions/072-event-stream-tickets.md). Signed with a key of their own derived from the
 * session secret, so a ticket is never a session token nor a session token a ticket.
 */
export function createTickets(secret: Uint8Array, now: () => number): Tickets {
  const key = createHmac('sha256', secret).update('seamline event-stream tickets').digest();
  return {
    issue({ userId, role, sessionId }) {
      const at = Math.floor(now() / 1000);
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(at)
        .setExpirationTime(at + TICKET_SECONDS)
        .sign(key);
    },
    async read(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const { role, sid } = payload;
        if (!Number.isSafeInteger(userId) || (role !== 'buyer' && role !== 'vendor') || typeof sid !== 'string') return null;
        return { userId, role, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
