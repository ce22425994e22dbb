import { createHash, randomBytes } from 'node:crypto';
import { API_MESSAGES, type EmailVerificationState } from '@seamline/contract';
import { and, count, eq, gt, isNotNull, isNull, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { emailVerifications, users } from '../../db/schema.js';
import { queueMails } from '../queue-mails.js';
import { conflict, invalidInput, notFound, rateLimited } from '../errors.js';

/** How long the link of a verification mail works. */
export const VERIFY_LINK_MS = 24 * 3_600_000;
/** Verification mails one account gets per hour (the first, at registration, included). */
export const VERIFICATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link, its SHA-256 stored as reset links are, and the mail that carries it
 * queued, in the caller's transaction. The mail is the welcome mail.
 */
export async function queueVerificationMail(tx: Tx, userId: number, now: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(emailVerifications)
    .values({ tokenHash: digest(token), userId, createdAt: new Date(now), expiresAt: new Date(now + VERIFY_LINK_MS) });
  await queueMails(tx, [{ kind: 'welcome', userId, token }]);
}

/** Opens a link: it is used up and the address marked confirmed, once; anything else is 400. */
export async function verifyEmail(db: Db, token: string, now: number): Promise<void> {
  const at = new Date(now);
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: at })
      .where(and(eq(emailVerifications.tokenHash, digest(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, at)))
      .returning({ userId: emailVerifications.userId });
    if (!link) throw invalidInput(API_MESSAGES.verifyLinkInvalid);
    await tx
      .update(users)
      .set({ emailVerifiedAt: at })
      .where(and(eq(users.id, link.userId), isNull(users.emailVerifiedAt)));
  });
}

export async function emailVerificationState(db: Tx, userId: number): Promise<EmailVerificationState> {
  const [user] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(API_MESSAGES.notFound);
  return { emailAddress: user.email, emailVerified: user.verifiedAt !== null };
}

/** 'Resend': another link, unless the address is confirmed or this hour's mails are spent. */
export async function resendVerificationMail(db: Db, userId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialises one account's resends, so the hourly count cannot be raced.
    const [user] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(API_MESSAGES.notFound);
    if (user.verifiedAt) throw conflict(API_MESSAGES.alreadyVerified);
    const [sent] = await tx
      .select({ n: count(), first: min(emailVerifications.createdAt) })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, new Date(now - HOUR_MS))));
    if (sent && sent.n >= VERIFICATION_MAILS_PER_HOUR) {
      const retryAfter = sent.first ? (new Date(sent.first).getTime() + HOUR_MS - now) / 1000 : HOUR_MS / 1000;
      throw rateLimited(API_MESSAGES.tooManyVerificationMails, Math.max(1, retryAfter));
    }
    await queueVerificationMail(tx, userId, now);
  });
}

/**
 * docs/architecture.md#money-and-operator: a vendor is paid out only to a confirmed address, so money never follows an account
 * whose e-mail nobody has shown to be theirs. The payouts work calls this.
 */
export async function canReceivePayouts(db: Tx, vendorId: number): Promise<boolean> {
  const [vendor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, vendorId), eq(users.role, 'vendor'), isNotNull(users.emailVerifiedAt)));
  return vendor !== undefined;
}
