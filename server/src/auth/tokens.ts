import { randomBytes } from 'node:crypto';
import type { Role } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
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

export function createTokenService(secret: Uint8Array, ttlHours: number): TokenService {
  const verified = new VerifiedTokens();
  return {
    sign: ({ userId, role }) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(secret),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const role = payload.role;
        if (!Number.isSafeInteger(userId) || userId < 1 || (role !== 'buyer' && role !== 'vendor')) return null;
        const claims: TokenClaims = { userId, role };
        verified.remember(token, claims, (payload.exp ?? 0) * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Tokens this service already verified, until they expire: a signed-in shopper sends the same
 * token with every request, and checking its signature each time costs more than answering a
 * cached read. Only tokens that passed `jwtVerify` with this service's secret enter; the oldest
 * leave first when full.
 */
class VerifiedTokens {
  private static readonly MAX = 20_000;
  private readonly entries = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  get(token: string): TokenClaims | null {
    const known = this.entries.get(token);
    if (!known) return null;
    if (known.expiresAt > Date.now()) return known.claims;
    this.entries.delete(token);
    return null;
  }

  remember(token: string, claims: TokenClaims, expiresAt: number): void {
    if (this.entries.size >= VerifiedTokens.MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { claims, expiresAt });
  }
}
