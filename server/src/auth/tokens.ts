import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
  /** When the token stops working (ms since the epoch); set on every verified token. */
  expiresAt?: number;
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
  /** Whether the session of verified claims is still open (remembered for a few seconds, as `verify` does). */
  isOpen(claims: TokenClaims): Promise<boolean>;
}

/** JWT_SECRET, or one secret generated once and kept in the database so every instance agrees. */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.key} = 'jwt_secret'`);
  return new TextEncoder().encode(rows[0]?.value ?? candidate);
}

/** The key that signs messages between instances (bus/signed-bus.ts), derived from the session secret. */
export const busKey = (secret: Uint8Array): Uint8Array => createHmac('sha256', secret).update('seamline bus messages').digest();

/**
 * Seals for a kept "open": `sealed(key)` is good for `keptMs`, with a key derived from the secret
 * (never sent to the store); `unseal` is true only for such a seal, for `key`, still good.
 */
function keptOpenSeals(secret: Uint8Array, now: Clock, keptMs: number) {
  const sealKey = createHmac('sha256', secret).update('seamline kept sessions').digest();
  const seal = (key: string, until: number) => createHmac('sha256', sealKey).update(`${key}|${until}`).digest();
  return {
    sealed(key: string): string {
      const until = now() + keptMs;
      return `${until}.${seal(key, until).toString('base64url')}`;
    },
    unseal(key: string, value: unknown): boolean {
      if (typeof value !== 'string') return false;
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(value);
      if (!match) return false;
      const until = Number(match[1]);
      const mac = Buffer.from(match[2] as string, 'base64url');
      return until > now() && mac.length === 32 && timingSafeEqual(mac, seal(key, until));
    },
  };
}

/** A token's signature, algorithm, expiry at `at` and claims, checked; throws for anything else. */
async function verifySigned(token: string, secret: Uint8Array, at: number): Promise<TokenClaims & { expiresAt: number }> {
  const { payload } = await jwtVerify(token, secret, {
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
    currentDate: new Date(at),
  });
  const userId = Number(payload.sub);
  // Checked against ROLES just below.
  const role = payload.role as Role;
  const sessionId = payload.sid;
  if (!Number.isSafeInteger(userId) || userId < 1 || !ROLES.includes(role) || typeof sessionId !== 'string') {
    throw new Error('unknown claims');
  }
  return { userId, role, sessionId, expiresAt: (payload.exp ?? 0) * 1000 };
}

/**
 * Signs and verifies session tokens. Every request's token is verified here, signature and expiry
 * included; only the session lookup (is the session open, does its account still have the role) is
 * remembered with the other kept answers (cache/kinds.ts, `tokens`), keyed by the session. A kept
 * "open" is sealed with a key derived from the secret (never sent to Redis) and is good for
 * `keptMs` only; anything else a store answers is ignored and the database asked. So a value
 * written into the store by hand never makes a string a session, nor reopens an ended one for
 * longer than a kept answer lives anyway.
 */
export function createTokenService(
  secret: Uint8Array,
  ttlHours: number,
  remember: Remember = rememberNothing,
  now: Clock = Date.now,
  sessions: SessionKeeper = keepNothing,
  keptMs = 60_000,
): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  /**
   * Tokens whose signature and shape were checked, by their exact text (decision 192): the same
   * bytes always verify the same way, so only the expiry is checked again. WebCrypto's HMAC runs
   * as a job on the thread pool, about 0.3 ms of a core per request on the build machine.
   */
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();
  const { sealed, unseal } = keptOpenSeals(secret, now, keptMs);

  async function isOpen(claims: TokenClaims): Promise<boolean> {
    const key = sessionKey(claims);
    // What this call itself loaded needs no seal; what the store answers does.
    let loaded: boolean | undefined;
    const kept = await remember(key, async () => {
      loaded = await sessions.holds(claims);
      return loaded ? sealed(key) : false;
    }).catch(() => null);
    if (loaded !== undefined) return loaded;
    if (kept === false) return false;
    return unseal(key, kept) || sessions.holds(claims);
  }

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
      const claims = await check(token).catch(() => null);
      return claims && (await isOpen(claims).catch(() => false)) ? claims : null;
    },
    isOpen,
  };

  /** The signature, algorithm, expiry and shape of a token: checked on every request. */
  async function check(token: string): Promise<TokenClaims & { expiresAt: number }> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > now()) return { ...known };
      verified.delete(token);
    }
    const claims = await verifySigned(token, secret, now());
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims;
  }
}

/** How many verified tokens an instance remembers (about 300 bytes each); the oldest go first. */
const VERIFIED_TOKENS = 10_000;

/** The kept session lookup's key: the session, its account and the role a token names for it. */
const sessionKey = ({ sessionId, userId, role }: TokenClaims) => `session|${sessionId}|${userId}|${role}`;
