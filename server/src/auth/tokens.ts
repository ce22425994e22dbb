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
  return {
    sign: ({ userId, role }) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const role = payload.role;
        if (!Number.isSafeInteger(userId) || userId < 1 || (role !== 'buyer' && role !== 'vendor')) return null;
        return { userId, role };
      } catch {
        return null;
      }
    },
  };
}
