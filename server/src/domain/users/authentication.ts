import { API_MESSAGES, type LoginResponse, normalizeEmail, type registerRequest } from '@seamline/contract';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db, Handles } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password.js';
import { conflict, unauthenticated } from '../errors.js';
import { admitLoginAttempt, type LoginPolicy, loginSucceeded } from './login-throttle.js';
import { storeNameConflict } from './store-name.js';
import { queueVerificationMail } from './email-verification.js';

export type NewUser = z.output<typeof registerRequest>;

/** A taken e-mail answers before a taken store name: ON CONFLICT skips the row before that index is checked. */
export async function registerUser(db: Db, input: NewUser, now: number): Promise<number> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  // The welcome mail, which asks to confirm the address, is queued with the account, or neither is kept.
  return db
    .transaction(async (tx) => {
      const rows = await tx
        .insert(users)
        .values({ ...fields, email: normalizeEmail(fields.email), passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      const id = rows[0]?.id;
      if (id === undefined) throw conflict(API_MESSAGES.emailTaken);
      await queueVerificationMail(tx, id, now);
      return id;
    })
    .catch((err: unknown) => {
      throw storeNameConflict(err);
    });
}

/**
 * Same answer and the same work for an unknown email and a wrong password. The attempt is counted
 * (login-throttle.ts) before the password is checked.
 */
export async function authenticate(
  { db, statements }: Handles,
  email: string,
  password: string,
  address: string,
  policy: LoginPolicy,
): Promise<Omit<LoginResponse, 'token'>> {
  const normalized = normalizeEmail(email);
  await admitLoginAttempt(statements, normalized, address, policy);
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnVerification(password);
  if (!ok || !user) throw unauthenticated(API_MESSAGES.invalidCredentials);
  await loginSucceeded(statements, normalized, address, policy);
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    preferences: user.preferences,
    vendorName: user.vendorName,
  };
}
