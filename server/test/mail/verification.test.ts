import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { canReceivePayouts, VERIFICATION_MAILS_PER_HOUR, VERIFY_LINK_MS } from '../../src/domain/users/email-verification.js';
import { addToCart, buyerPayload, checkout, createProduct, createVendor, registerAndLogin, type TestUser } from '../factories.js';
import { useTwoInstances } from '../instances.js';
import { startSmtp, type TestSmtp } from '../smtp.js';

/**
 * The shop's mail carried text a registrant typed (a phishing line as a
 * name) to an address nobody had confirmed. The welcome mail is now the verification mail, in the
 * shop's own words, and until the address is confirmed no mail to it quotes anything a person typed
 * but the order lines it is about. Mails are read from a real SMTP server.
 */
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
const PUBLIC_URL = 'https://shop.example.test';
const x = useTwoInstances(() => ({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }));
beforeEach(async () => {
  await x.a.app.mail.runOnce();
  smtp.received.length = 0;
});

const SUBJECT = 'Welcome to Seamline — please confirm your e-mail address';
const PHISH = 'You won 500 USD - claim at https://evil.example/claim';
const to = (address: string) => smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text === address));
const mailsTo = async (address: string) => {
  await x.a.app.mail.runOnce();
  return to(address);
};
const linkIn = (text: string | undefined) => {
  const found = /https:\/\/shop\.example\.test\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text ?? '');
  expect(found, text).not.toBeNull();
  return decodeURIComponent(found?.[1] ?? '');
};
const verify = (token: string) => x.b.call('POST', '/api/registration/verify-email', { body: { token } });
const state = async (user: TestUser) => (await x.a.call('GET', '/api/session/email-verification', { token: user.token })).json();

describe('the welcome mail asks to confirm the address, in the shop’s words only', () => {
  it('greets no name, quotes nothing typed, and carries a single-use link stored hashed', async () => {
    const buyer = await registerAndLogin(x.a, buyerPayload({ fullName: PHISH, addressLine1: 'Visit https://evil.example/login now' }));
    const [welcome, ...others] = await mailsTo(buyer.email);
    expect(others).toHaveLength(0);
    expect(welcome?.subject).toBe(SUBJECT);
    for (const part of [welcome?.text ?? '', String(welcome?.html)]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('500 USD');
    }
    expect(welcome?.text).toMatch(/^Hello,\n/);
    const token = linkIn(welcome?.text);
    // Only its hash is kept: not in the table, not in the outbox once sent.
    const hashed = createHash('sha256').update(token).digest('hex');
    const rows = await queryRows<{ token_hash: string; hours: number }>(
      x.database.db,
      sql`select token_hash, extract(epoch from expires_at - created_at)::int / 3600 as hours from email_verifications where user_id = ${buyer.id}`,
    );
    expect(rows).toEqual([{ token_hash: hashed, hours: 24 }]);
    const [kept] = await queryRows<{ n: number }>(
      x.database.db,
      sql`select count(*)::int as n from outbox where payload::text like ${`%${token}%`}`,
    );
    expect(kept?.n).toBe(0);

    expect(await state(buyer)).toEqual({ emailAddress: buyer.email, emailVerified: false });
    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(API_MESSAGES.emailVerified);
    expect(await state(buyer)).toEqual({ emailAddress: buyer.email, emailVerified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(API_MESSAGES.verifyLinkInvalid);
    expect((await verify('made-up-token')).statusCode).toBe(400);
  });

  it('refuses a link older than 24 hours', async () => {
    const buyer = await registerAndLogin(x.a, buyerPayload());
    const token = linkIn((await mailsTo(buyer.email))[0]?.text);
    x.clock.advance(VERIFY_LINK_MS + 1);
    expect((await verify(token)).json().message).toBe(API_MESSAGES.verifyLinkInvalid);
    // The session ended with the day too: a new one reads the state.
    const again = await x.a.call('POST', '/api/registration/login', { body: { email: buyer.email, password: buyer.password } });
    expect((await state({ ...buyer, token: again.json().token })).emailVerified).toBe(false);
  });

  it(`resends on request, at most ${VERIFICATION_MAILS_PER_HOUR} mails an hour, and not once confirmed`, async () => {
    const buyer = await registerAndLogin(x.a, buyerPayload());
    const resend = () => x.a.call('POST', '/api/session/email-verification', { token: buyer.token });
    for (let i = 1; i < VERIFICATION_MAILS_PER_HOUR; i++) {
      const res = await resend();
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().message).toBe(API_MESSAGES.verificationSent);
    }
    const over = await resend();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(API_MESSAGES.tooManyVerificationMails);
    const mails = await mailsTo(buyer.email);
    expect(mails.map((m) => m.subject)).toEqual(Array(VERIFICATION_MAILS_PER_HOUR).fill(SUBJECT));
    expect((await verify(linkIn(mails.at(-1)?.text))).statusCode).toBe(200);
    x.clock.advance(3_600_000);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(API_MESSAGES.alreadyVerified);
  });
});

describe('mail to an address not yet confirmed quotes nothing typed but its order lines', () => {
  it('the vendor’s new-order mail and the buyer’s mails leave out names, store names and addresses until confirmed', async () => {
    const vendor = await createVendor(x.a, {
      fullName: 'Urgent: verify your payout at https://evil.example/login',
      vendorName: `Shop https://evil.example ${Date.now()}`,
    });
    const buyer = await registerAndLogin(x.a, buyerPayload({ fullName: PHISH, addressLine1: '<b>Road</b> https://evil.example/a' }));
    const { productId } = await createProduct(x.a, vendor, { productName: 'Plain Tee', price: 20 });
    await x.a.app.mail.runOnce();
    smtp.received.length = 0;
    await addToCart(x.a, buyer, productId, 1);
    const [orderId] = await checkout(x.a, buyer);
    await x.a.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } });
    const buyerMails = await mailsTo(buyer.email);
    const vendorMails = to(vendor.email);
    expect(buyerMails.map((m) => m.subject)).toEqual([`Order confirmation #${orderId}`, `Order #${orderId} has been cancelled`]);
    expect(vendorMails.map((m) => m.subject)).toEqual([`New order #${orderId}`]);
    for (const mail of [...buyerMails, ...vendorMails]) {
      for (const part of [mail.text ?? '', String(mail.html)]) {
        expect(part).not.toContain('evil.example');
        expect(part).toContain('Plain Tee');
      }
      expect(mail.text).toMatch(/^Hello,\n/);
    }

    // Once the vendor has confirmed, the vendor's mail says who ordered and where it goes.
    await x.a.call('POST', '/api/session/email-verification', { token: vendor.token });
    const vendorLink = linkIn((await mailsTo(vendor.email)).at(-1)?.text);
    expect(await canReceivePayouts(x.database.db, vendor.id)).toBe(false);
    expect((await verify(vendorLink)).statusCode).toBe(200);
    expect(await canReceivePayouts(x.database.db, vendor.id)).toBe(true);
    smtp.received.length = 0;
    await addToCart(x.a, buyer, productId, 1);
    const [second] = await checkout(x.a, buyer);
    const [newOrder] = await mailsTo(vendor.email);
    expect(newOrder?.subject).toBe(`New order #${second}`);
    expect(newOrder?.text).toContain(PHISH);
    expect(newOrder?.text).toContain('Ship to: <b>Road</b>');
    // The buyer's address is still unconfirmed: their confirmation stays plain.
    expect((await mailsTo(buyer.email))[0]?.text).not.toContain('evil.example');
  });

  it('a buyer is never a payee', async () => {
    const buyer = await registerAndLogin(x.a, buyerPayload());
    const token = linkIn((await mailsTo(buyer.email))[0]?.text);
    await verify(token);
    expect(await canReceivePayouts(x.database.db, buyer.id)).toBe(false);
  });
});
