import { createHash } from 'node:crypto';
import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { passwordResets } from '../../../src/db/schema.js';
import { RESET_LINK_MS, RESETS_PER_ACCOUNT_PER_HOUR } from '../../../src/domain/users/passwords.js';
import { createBuyer, createVendor, type TestUser } from '../../factories.js';
import { useTwoInstances } from '../../instances.js';
import { startSmtp, type TestSmtp } from '../../smtp.js';
import { startTestApp } from '../../test-app.js';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
const x = useTwoInstances(() => ({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.test', cacheSeconds: 60 }));

const forgot = (email: string) => x.a.call('POST', '/api/registration/forgot-password', { body: { email } });
const reset = (token: string, password: string) => x.b.call('POST', '/api/registration/reset-password', { body: { token, password } });
const check = (token: string) => x.a.call('POST', '/api/registration/reset-password/check', { body: { token } });
const loginStatus = async (user: TestUser, password: string) =>
  (await x.a.call('POST', '/api/registration/login', { body: { email: user.email, password } })).statusCode;

/** Sends what is queued and answers the tokens of the reset links mailed to `email`, oldest first. */
async function resetTokens(email: string): Promise<string[]> {
  await x.a.app.mail.runOnce();
  return smtp.received
    .filter((m) => m.subject === 'Reset your password' && (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text === email))
    .map((m) => {
      const link = /https:\/\/shop\.example\.test\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(m.text ?? '');
      expect(link, m.text).not.toBeNull();
      return decodeURIComponent(link?.[1] ?? '');
    });
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const buyer = await createBuyer(x.a);
    const known = await forgot(buyer.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(API_MESSAGES.resetLinkSent);
    expect(await resetTokens(buyer.email)).toHaveLength(1);
    expect(await resetTokens('nobody-here@example.test')).toHaveLength(0);
  });

  it('sets the new password once, ends every session, and stores only a hash of the link', async () => {
    const vendor = await createVendor(x.a);
    expect((await x.b.call('GET', '/api/vendors/profile', { token: vendor.token })).statusCode).toBe(200);
    await forgot(vendor.email);
    const [token] = await resetTokens(vendor.email);
    if (!token) throw new Error('no reset mail');
    const stored = await x.database.db.select().from(passwordResets).where(sql`${passwordResets.tokenHash} = ${token}`);
    expect(stored).toHaveLength(0);
    const hashed = createHash('sha256').update(token).digest('hex');
    expect(await x.database.db.select().from(passwordResets).where(sql`${passwordResets.tokenHash} = ${hashed}`)).toHaveLength(1);
    // Once its mail is sent, the outbox keeps no copy of the link either.
    const [left] = await queryRows<{ n: number }>(
      x.database.db,
      sql`select count(*)::int as n from outbox where payload::text like ${`%${token}%`}`,
    );
    expect(left?.n).toBe(0);

    const done = await reset(token, 'my new password 1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(API_MESSAGES.passwordReset);
    for (const t of [x.a, x.b]) expect((await t.call('GET', '/api/vendors/profile', { token: vendor.token })).statusCode).toBe(401);
    expect(await loginStatus(vendor, vendor.password)).toBe(401);
    expect(await loginStatus(vendor, 'my new password 1')).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(API_MESSAGES.resetLinkInvalid);
    expect(await loginStatus(vendor, 'my new password 1')).toBe(200);
  });

  it('refuses a link older than an hour, a made-up one, and a short password', async () => {
    const buyer = await createBuyer(x.a);
    await forgot(buyer.email);
    const [token] = await resetTokens(buyer.email);
    if (!token) throw new Error('no reset mail');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(VALIDATION.passwordShort);
    const empty = await reset(token, '');
    expect(empty.body).toContain(VALIDATION.passwordRequired);
    expect((await reset('made-up-token', 'a fine password')).json().message).toBe(API_MESSAGES.resetLinkInvalid);
    x.clock.advance(RESET_LINK_MS + 1);
    const late = await reset(token, 'a fine password');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(API_MESSAGES.resetLinkInvalid);
    expect(await loginStatus(buyer, buyer.password)).toBe(200);
  });

  it(`mails one account at most ${RESETS_PER_ACCOUNT_PER_HOUR} links an hour, answering the same`, async () => {
    const buyer = await createBuyer(x.a);
    for (let i = 0; i < RESETS_PER_ACCOUNT_PER_HOUR + 2; i++) expect((await forgot(buyer.email)).statusCode).toBe(202);
    expect(await resetTokens(buyer.email)).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR);
    x.clock.advance(3_600_000 + 1);
    await forgot(buyer.email);
    expect(await resetTokens(buyer.email)).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR + 1);
  });

  it('a used link ends the account’s other links too', async () => {
    const buyer = await createBuyer(x.a);
    await forgot(buyer.email);
    await forgot(buyer.email);
    const [first, second] = await resetTokens(buyer.email);
    if (!first || !second) throw new Error('two reset mails expected');
    expect((await reset(second, 'the second password')).statusCode).toBe(200);
    expect((await reset(first, 'the first password')).statusCode).toBe(400);
    expect(await loginStatus(buyer, 'the second password')).toBe(200);
  });
});

describe('checking a reset link before the form', () => {
  it('says a fresh link works, and answers unknown, used and expired links alike', async () => {
    const buyer = await createBuyer(x.a);
    await forgot(buyer.email);
    await forgot(buyer.email);
    const [used, expiring] = await resetTokens(buyer.email);
    if (!used || !expiring) throw new Error('two reset mails expected');
    const fresh = await check(expiring);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ usable: true });
    // Checking uses nothing up.
    expect((await check(expiring)).json()).toEqual({ usable: true });

    const unknown = await check('made-up-token');
    expect((await reset(used, 'the new password 1')).statusCode).toBe(200);
    const usedUp = await check(used);
    await forgot(buyer.email);
    const [, , late] = await resetTokens(buyer.email);
    if (!late) throw new Error('a third reset mail expected');
    x.clock.advance(RESET_LINK_MS + 1);
    const expired = await check(late);
    for (const answer of [unknown, usedUp, expired]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(JSON.stringify({ usable: false }));
    }
    const missing = await x.a.call('POST', '/api/registration/reset-password/check', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Token is required');
  });
});

describe('reset links die with the password', () => {
  it('a link asked for before a password change no longer works after it', async () => {
    const buyer = await createBuyer(x.a);
    await forgot(buyer.email);
    const [token] = await resetTokens(buyer.email);
    if (!token) throw new Error('no reset mail');
    const changed = await x.a.call('PUT', '/api/session/password', {
      token: buyer.token,
      body: { currentPassword: buyer.password, password: 'the owner’s new password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await reset(token, 'the attacker’s password');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(API_MESSAGES.resetLinkInvalid);
    expect(await loginStatus(buyer, 'the owner’s new password')).toBe(200);
    expect((await x.a.call('GET', '/api/buyer/profile', { token: buyer.token })).statusCode).toBe(200);
  });

  it("'Log out everywhere' voids the account's unused links too", async () => {
    const vendor = await createVendor(x.a);
    await forgot(vendor.email);
    const [token] = await resetTokens(vendor.email);
    if (!token) throw new Error('no reset mail');
    expect((await x.b.call('POST', '/api/session/logout-everywhere', { token: vendor.token })).statusCode).toBe(200);
    expect((await reset(token, 'the attacker’s password')).statusCode).toBe(400);
    expect(await loginStatus(vendor, vendor.password)).toBe(200);
  });
});

describe("'Forgot password?' answers before any work on the account", () => {
  const requestRows = () =>
    queryRows<{ payload: Record<string, unknown>; sent: boolean }>(
      x.database.db,
      sql`select payload, sent_at is not null as sent from outbox where kind = 'password-reset-request' order by id desc limit 2`,
    );
  const links = async (userId: number) =>
    (await queryRows<{ n: number }>(x.database.db, sql`select count(*)::int as n from password_resets where user_id = ${userId}`))[0]?.n;

  it('queues the same request for a known and an unknown address; the link is made by the worker', async () => {
    const buyer = await createBuyer(x.a);
    const known = await forgot(buyer.email);
    const unknown = await forgot('nobody-at-all@example.test');
    expect(known.body).toBe(unknown.body);
    // Answered, and nothing of the account was touched yet.
    expect(await links(buyer.id)).toBe(0);
    const [u, k] = await requestRows();
    expect(Object.keys(k?.payload ?? {})).toEqual(Object.keys(u?.payload ?? {}));
    expect(k).toMatchObject({ payload: { kind: 'password-reset-request', email: buyer.email }, sent: false });
    expect(await resetTokens(buyer.email)).toHaveLength(1);
    expect(await links(buyer.id)).toBe(1);
    // Done once, and the address is not kept in the queue.
    for (const row of await requestRows()) expect(row).toEqual({ payload: { kind: 'password-reset-request' }, sent: true });
    await x.a.app.mail.runOnce();
    expect(await links(buyer.id)).toBe(1);
  });
});

describe('password reset requests per client', () => {
  it('limits link checks per minute like resets', async () => {
    const t = await startTestApp({ rateLimit: true, passwordResetsPerMinute: 2 });
    try {
      const ask = () => t.call('POST', '/api/registration/reset-password/check', { body: { token: 'guess' } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('answers 429 past the per-minute limit', async () => {
    const t = await startTestApp({ rateLimit: true, passwordResetsPerMinute: 2 });
    try {
      const ask = () => t.call('POST', '/api/registration/forgot-password', { body: { email: 'someone@example.test' } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const third = await ask();
      expect(third.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
