import {
  API_MESSAGES,
  type BuyerProfile,
  joinAddress,
  type LoginResponse,
  type Role,
  type VendorProfile,
} from '@seamline/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { loginThrottle, users } from '../../db/schema.js';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password.js';
import { conflict, notFound, tooMany, unauthorized } from '../../http/errors.js';

export interface NewUser {
  fullName: string;
  email: string;
  password: string;
  role: Role;
  preferences: 'female' | 'male' | 'children' | null;
  vendorName: string | null;
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
}

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
    const wait = throttle?.lockedUntil ? (throttle.lockedUntil.getTime() - Date.now()) / 1000 : 0;
    if (wait > 0) throw tooMany(API_MESSAGES.tooManyRequests, wait);
  }
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnVerification(password);
  if (!ok || !user) {
    if (policy.enabled) await recordFailure(db, normalized, policy.failuresBeforeBackoff);
    throw unauthorized(API_MESSAGES.invalidCredentials);
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

async function recordFailure(db: Db, email: string, allowance: number): Promise<void> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({ target: loginThrottle.email, set: { failures: sql`${loginThrottle.failures} + 1` } })
    .returning({ failures: loginThrottle.failures });
  const failures = row?.failures ?? 1;
  if (failures >= allowance) {
    const until = new Date(Date.now() + backoffSeconds(failures - allowance + 1) * 1000);
    await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.email, email));
  }
}

async function findUser(db: Tx, id: number, role: Role) {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), eq(users.role, role)));
  if (!user) throw notFound(API_MESSAGES.notFound);
  return user;
}

const addressOf = (u: { addressLine1: string; city: string; postalCode: string; country: string }) =>
  joinAddress({ addressLine1: u.addressLine1, city: u.city, postalCode: u.postalCode, country: u.country });

export async function getBuyerProfile(db: Tx, id: number): Promise<BuyerProfile> {
  const u = await findUser(db, id, 'buyer');
  return { fullName: u.fullName, emailAddress: u.email, preferences: u.preferences ?? '', address: addressOf(u) };
}

export async function getVendorProfile(db: Tx, id: number): Promise<VendorProfile> {
  const u = await findUser(db, id, 'vendor');
  return { fullName: u.fullName, emailAddress: u.email, vendorName: u.vendorName ?? '', address: addressOf(u) };
}

type Address = { addressLine1: string; city: string; postalCode: string; country: string };

export async function updateBuyerProfile(
  db: Tx,
  id: number,
  input: Address & { fullName: string; preferences: 'female' | 'male' | 'children' },
): Promise<BuyerProfile> {
  await db.update(users).set(input).where(and(eq(users.id, id), eq(users.role, 'buyer')));
  return getBuyerProfile(db, id);
}

export async function updateVendorProfile(
  db: Tx,
  id: number,
  input: Address & { fullName: string; vendorName: string },
): Promise<VendorProfile> {
  await db.update(users).set(input).where(and(eq(users.id, id), eq(users.role, 'vendor')));
  return getVendorProfile(db, id);
}

/** The preferred category of a buyer, for personalised recommendations. */
export async function preferenceOf(db: Tx, id: number) {
  const [row] = await prepared(db, 'buyer_preference', preferenceQuery).execute({ id });
  return row?.p ?? null;
}

const preferenceQuery = (db: Tx) =>
  db.select({ p: users.preferences }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('buyer_preference');
