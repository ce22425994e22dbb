import { createHash, randomBytes } from 'node:crypto';
import { API_MESSAGES, normalizeEmail } from '@seamline/contract';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { Db, Handles, Tx } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';
import { queueMails } from '../queue-mails.js';
import { invalidInput } from '../errors.js';
import { admitLoginAttempt, type LoginPolicy, loginSucceeded } from './login-throttle.js';
import { voidResetLinks } from './reset-links.js';
import { revokeSessions } from './sessions.js';

/** How long a reset link works. */
export const RESET_LINK_MS = 3_600_000;
/** Reset mails one account gets per hour, whoever asks: more requests are answered the same but send nothing. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 'Forgot password?' as the route does it: one insert of the request, the same for every e-mail,
 * and no read of the account, so a known and an unknown address take the same time (security
 * review 2, F7). The mail worker issues the link later (`issueResetLink`).
 */
export async function queuePasswordResetRequest(tx: Tx, email: string): Promise<void> {
  await queueMails(tx, [{ kind: 'password-reset-request', email: normalizeEmail(email) }]);
}

/**
 * The work behind a queued request, in the caller's transaction: for a known e-mail a new
 * single-use link, its hash stored and its mail queued, at most `RESETS_PER_ACCOUNT_PER_HOUR` an
 * hour. An unknown e-mail does nothing.
 */
export async function issueResetLink(tx: Tx, email: string, now: number): Promise<void> {
  // Serialises one account's requests, so the hourly count cannot be raced.
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .for('update');
  if (!user) return;
  const [recent] = await tx
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(now - 3_600_000))));
  if ((recent?.n ?? 0) >= RESETS_PER_ACCOUNT_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(passwordResets)
    .values({ tokenHash: digest(token), userId: user.id, createdAt: new Date(now), expiresAt: new Date(now + RESET_LINK_MS) });
  await queueMails(tx, [{ kind: 'password-reset', userId: user.id, token }]);
}

/** The condition of a reset link that still works at `at`: known, unused, unexpired. */
const usableLink = (token: string, at: Date) =>
  and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at));

/**
 * Whether a reset link still works, so the page can say so before the form is filled.
 * Unknown, used and expired links answer alike: the caller learns no more than a reset
 * attempt would tell, and the route is rate limited like one.
 */
export async function resetLinkUsable(db: Db, token: string, now: number): Promise<boolean> {
  const [known] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usableLink(token, new Date(now)));
  return known !== undefined;
}

/**
 * Sets a new password with a reset link: the link (and every other of the account) is used up and
 * every session of the account ends, in one transaction. Answers the account's id.
 */
export async function resetPassword(db: Db, token: string, password: string, now: number): Promise<number> {
  const at = new Date(now);
  const usable = usableLink(token, at);
  // A made-up link is refused before the costly hash; the update below decides between racing uses.
  if (!(await resetLinkUsable(db, token, now))) throw invalidInput(API_MESSAGES.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx.update(passwordResets).set({ usedAt: at }).where(usable).returning({ userId: passwordResets.userId });
    if (!link) throw invalidInput(API_MESSAGES.resetLinkInvalid);
    await voidResetLinks(tx, link.userId, at);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await revokeSessions(tx, link.userId, 'all', at);
    return link.userId;
  });
}

/** Who changes the password, from where. */
export interface PasswordChange {
  userId: number;
  sessionId: string;
  current: string;
  password: string;
  /** The client address, for the login throttle. */
  address: string;
}

/**
 * A signed-in password change: the current password is checked under the login throttle (per
 * address and account, login-throttle.ts), so a stolen session is no faster an oracle than the
 * login form. Every session but the caller's ends and every unused reset
 * link dies (F9).
 */
export async function changePassword({ db, statements }: Handles, change: PasswordChange, policy: LoginPolicy): Promise<void> {
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, change.userId));
  if (!user) throw invalidInput(API_MESSAGES.currentPasswordWrong);
  await admitLoginAttempt(statements, user.email, change.address, policy);
  if (!(await verifyPassword(user.passwordHash, change.current))) throw invalidInput(API_MESSAGES.currentPasswordWrong);
  await loginSucceeded(statements, user.email, change.address, policy);
  const passwordHash = await hashPassword(change.password);
  const at = new Date(policy.now());
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, change.userId));
    await revokeSessions(tx, change.userId, { except: change.sessionId }, at);
    await voidResetLinks(tx, change.userId, at);
  });
}
