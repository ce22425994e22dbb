import { API_MESSAGES, type LoginResponse, type registerRequest } from '@seamline/contract';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle, users } from '../../db/schema.js';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password.js';
import { conflict, rateLimited, unauthenticated } from '../errors.js';

export type NewUser = z.output<typeof registerRequest>;

export async function registerUser(db: Db, input: NewUser): Promise<number> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const rows = await db
    .insert(users)
    .values({ ...fields, email: fields.email.toLowerCase(), passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const id = rows[0]?.id;
  if (id === undefined) throw conflict(API_MESSAGES.emailTaken);
  return id;
}

export interface LoginPolicy {
  failuresBeforeBackoff: number;
  /** False turns the per-email backoff off (load tests). */
  enabled: boolean;
  /** The clock the backoff is measured by. */
  now: () => number;
}

/** Seconds an email stays locked after its nth failure past the allowance: 1, 2, 4 … up to 15 min. */
const backoffSeconds = (over: number) => Math.min(2 ** Math.max(0, over - 1), 900);

/**
 * Same answer and the same work for an unknown email and a wrong password. Failed attempts per
 * email are counted in the database, so the backoff holds across every instance.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
  policy: LoginPolicy,
): Promise<Omit<LoginResponse, 'token'>> {
  const normalized = email.toLowerCase();
  if (policy.enabled) {
    const [throttle] = await db.select().from(loginThrottle).where(eq(loginThrottle.email, normalized));
    const wait = throttle?.lockedUntil ? (throttle.lockedUntil.getTime() - policy.now()) / 1000 : 0;
    if (wait > 0) throw rateLimited(API_MESSAGES.tooManyRequests, wait);
  }
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnVerification(password);
  if (!ok || !user) {
    if (policy.enabled) await recordFailure(db, normalized, policy);
    throw unauthenticated(API_MESSAGES.invalidCredentials);
  }
  if (policy.enabled) await db.delete(loginThrottle).where(eq(loginThrottle.email, normalized));
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    preferences: user.preferences,
    vendorName: user.vendorName,
  };
}

async function recordFailure(db: Db, email: string, policy: LoginPolicy): Promise<void> {
  const allowance = policy.failuresBeforeBackoff;
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({ target: loginThrottle.email, set: { failures: sql`${loginThrottle.failures} + 1` } })
    .returning({ failures: loginThrottle.failures });
  const failures = row?.failures ?? 1;
  if (failures >= allowance) {
    const until = new Date(policy.now() + backoffSeconds(failures - allowance + 1) * 1000);
    await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.email, email));
  }
}
