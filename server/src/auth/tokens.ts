import { randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { type Remember, rememberNothing } from '../cache/kept.js';
import type { Clock } from '../cache/memory-store.js';
import type { Db } from '../db/client.js';
import { appSettings } from '../db/schema.js';

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The session the token names (domain/users/sessions.ts): revoking it ends the token. */
  sessionId: string;
}

/** Where sessions are kept; the defaults keep none, so any well-signed token of a known shape holds. */
export interface SessionKeeper {
  /** Starts a session for a token that expires at `expiresAt`; answers its id. */
  open(userId: number, expiresAt: Date): Promise<string>;
  /** Whether the session is open and its account still exists with the role the token names. */
  holds(claims: TokenClaims): Promise<boolean>;
}

const keepNothing: SessionKeeper = {
  open: async () => randomBytes(16).toString('base64url'),
  holds: async () => true,
};

export interface TokenService {
  /** Opens a session and answers its token. */
  sign(claims: Omit<TokenClaims, 'sessionId'>): Promise<string>;
  /** Null for a token that is missing its parts, tampered with, unsigned (`alg: none`) or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** JWT_SECRET, or one secret generated once and kept in the database so every instance agrees. */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.key} = 'jwt_secret'`);
  return new TextEncoder().encode(rows[0]?.value ?? candidate);
}

/**
 * Signs and verifies session tokens. A token already verified is remembered with the other kept
 * answers (cache/kinds.ts, `tokens`), so a signed-in shopper's signature is checked once per TTL
 * rather than on every request; a remembered token still stops working when it expires.
 */
export function createTokenService(
  secret: Uint8Array,
  ttlHours: number,
  remember: Remember = rememberNothing,
  now: Clock = Date.now,
  sessions: SessionKeeper = keepNothing,
): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  return {
    sign: async ({ userId, role }) => {
      const issuedAt = seconds();
      const expiresAt = issuedAt + ttlHours * 3600;
      const sid = await sessions.open(userId, new Date(expiresAt * 1000));
      return new SignJWT({ role, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
    },
    async verify(token) {
      // A refused token is not remembered: `check` throws, and a failed load is never kept.
      const known = await remember(token, () => check(token)).catch(() => null);
      if (!known || known.expiresAt <= now()) return null;
      return { userId: known.userId, role: known.role, sessionId: known.sessionId };
    },
  };

  async function check(token: string): Promise<TokenClaims & { expiresAt: number }> {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now()),
    });
    const userId = Number(payload.sub);
    // Checked against ROLES just below.
    const role = payload.role as Role;
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId < 1 || !ROLES.includes(role) || typeof sessionId !== 'string') {
      throw new Error('unknown claims');
    }
    // A token outlives neither its session, nor its account, nor the role it was signed for.
    if (!(await sessions.holds({ userId, role, sessionId }))) throw new Error('no such session');
    return { userId, role, sessionId, expiresAt: (payload.exp ?? 0) * 1000 };
  }
}
