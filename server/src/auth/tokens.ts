import { randomBytes } from 'node:crypto';
import type { Role } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { type Remember, rememberNothing } from '../cache/kept.js';
import type { Clock } from '../cache/memory-store.js';
import type { Db } from '../db/client.js';
import { appSettings } from '../db/schema.js';

export interface TokenClaims {
  userId: number;
  role: Role;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
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
  /** Whether the token's account still exists with the role the token names. */
  accountHolds: (claims: TokenClaims) => Promise<boolean> = async () => true,
): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  return {
    sign: ({ userId, role }) => {
      const issuedAt = seconds();
      return new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlHours * 3600)
        .sign(secret);
    },
    async verify(token) {
      // A refused token is not remembered: `check` throws, and a failed load is never kept.
      const known = await remember(token, () => check(token)).catch(() => null);
      if (!known || known.expiresAt <= now()) return null;
      return { userId: known.userId, role: known.role };
    },
  };

  async function check(token: string): Promise<TokenClaims & { expiresAt: number }> {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'], currentDate: new Date(now()) });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isSafeInteger(userId) || userId < 1 || (role !== 'buyer' && role !== 'vendor')) throw new Error('unknown claims');
    // A token outlives neither its account nor the role it was signed for.
    if (!(await accountHolds({ userId, role }))) throw new Error('no such account');
    return { userId, role, expiresAt: (payload.exp ?? 0) * 1000 };
  }
}
