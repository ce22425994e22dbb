import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { queueMails } from '../../src/domain/queue-mails.js';
import { retryDelayMs } from '../../src/mail/worker.js';
import { addToCart, checkout, createBuyer, createProduct, createProductWithVariants, createVendor } from '../factories.js';
import { useTwoInstances } from '../instances.js';
import { startSmtp, subjectsTo, type TestSmtp } from '../smtp.js';
import { startTestApp } from '../test-app.js';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const PUBLIC_URL = 'https://shop.example.test';
const WELCOME = 'Welcome to Seamline — please confirm your e-mail address';
const x = useTwoInstances(() => ({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }));
const LEASE_MS = 5 * 60_000;

/** Every mail still queued is sent or left for later, and what the server got so far is forgotten. */
beforeEach(async () => {
  x.clock.advance(24 * 3_600_000);
  await x.a.app.mail.runOnce();
  smtp.received.length = 0;
});

const mailTo = (address: string, subject: string) => {
  const found = smtp.received.filter((m) => m.subject === subject && subjectsTo(smtp, address).includes(subject));
  expect(found, `${subject} to ${address}`).toHaveLength(1);
  return found[0] as (typeof smtp.received)[number];
};

describe('mail through a real SMTP server', () => {
  it('sends each mail once, to the right person, with the right lines', async () => {
    const { a } = x;
    const [shirts, boots, buyer] = [await createVendor(a), await createVendor(a), await createBuyer(a)];
    const shirt = await createProductWithVariants(
      a,
      shirts,
      [
        { size: 'M', colour: 'Navy', stockQuantity: 5 },
        { size: 'L', colour: 'Navy', stockQuantity: 5 },
      ],
      { productName: 'Linen Shirt', price: 30 },
    );
    const medium = shirt.variants.find((v) => v.size === 'M');
    const boot = await createProduct(a, boots, { productName: 'Trail Boots', price: 80 });
    const added = await a.call('POST', '/api/buyer/cart/add', {
      token: buyer.token,
      body: { productId: shirt.productId, variantId: medium?.variantId, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    await addToCart(a, buyer, boot.productId);
    const [shirtOrder, bootOrder] = await checkout(a, buyer);

    expect(await a.app.mail.runOnce()).toBe(6);
    expect(subjectsTo(smtp, buyer.email)).toEqual([WELCOME, `Order confirmation #${shirtOrder}, #${bootOrder}`]);
    const confirmation = mailTo(buyer.email, `Order confirmation #${shirtOrder}, #${bootOrder}`);
    for (const part of [confirmation.text, confirmation.html as string]) {
      expect(part).toContain('Linen Shirt (M · Navy)');
      expect(part).toContain('Trail Boots');
      expect(part).toContain('$151.20'); // (2 × 30 + 80) plus 8% tax
      expect(part).toContain(`${PUBLIC_URL}/buyer/orders`);
    }
    expect(confirmation.from?.text).toContain('Seamline');

    const shirtMail = mailTo(shirts.email, `New order #${shirtOrder}`);
    expect(shirtMail.text).toContain('Linen Shirt (M · Navy)');
    expect(shirtMail.text).not.toContain('Trail Boots');
    expect(shirtMail.text).toContain(`${PUBLIC_URL}/vendor/orders`);
    const bootMail = mailTo(boots.email, `New order #${bootOrder}`);
    expect(bootMail.text).toContain('Trail Boots');
    expect(bootMail.text).not.toContain('Linen Shirt');

    // Nothing goes twice.
    expect(await a.app.mail.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(6);

    const move = (vendor: typeof shirts, url: string, body: object) => a.call('PUT', `/api/vendors/${url}`, { token: vendor.token, body });
    await move(shirts, 'updateOrderStatus', { orderId: shirtOrder, status: 'processing' });
    await move(shirts, 'updateOrderStatus', { orderId: shirtOrder, status: 'shipped' });
    await move(shirts, 'markOrderAsDelivered', { orderId: shirtOrder });
    await move(boots, 'cancelOrder', { orderId: bootOrder });
    expect(await a.app.mail.runOnce()).toBe(3);
    expect(subjectsTo(smtp, buyer.email).slice(2)).toEqual([
      `Order #${shirtOrder} has shipped`,
      `Order #${shirtOrder} has been delivered`,
      `Order #${bootOrder} has been cancelled`,
    ]);
    expect(mailTo(buyer.email, `Order #${bootOrder} has been cancelled`).text).toContain('Trail Boots');
  });

  it('keeps mails while the SMTP server is down and sends them once it is back', async () => {
    await smtp.stop();
    const buyer = await createBuyer(x.a);
    expect(await x.a.app.mail.runOnce()).toBe(0);
    const [row] = await x.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'userId' = ${String(buyer.id)}`);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row?.lastError).toBeTruthy();

    await smtp.start();
    // Not before its retry is due…
    expect(await x.b.app.mail.runOnce()).toBe(0);
    x.clock.advance(retryDelayMs(1));
    // …then once, from whichever instance runs first.
    expect(await x.b.app.mail.runOnce()).toBe(1);
    expect(await x.a.app.mail.runOnce()).toBe(0);
    expect(subjectsTo(smtp, buyer.email)).toEqual([WELCOME]);
  });

  it('does not lose a mail whose worker died mid-send, and sends it once', async () => {
    const held = smtp.holdNext();
    const buyer = await createBuyer(x.a);
    // Instance a claims the mail and stops answering halfway through DATA.
    const dying = x.a.app.mail.runOnce();
    const { drop } = await held;
    // Its claim holds while it may still be sending…
    expect(await x.b.app.mail.runOnce()).toBe(0);
    x.clock.advance(LEASE_MS + 1);
    // …and once it has run out, the other instance sends the mail.
    expect(await x.b.app.mail.runOnce()).toBe(1);
    drop();
    expect(await dying).toBe(0);
    expect(subjectsTo(smtp, buyer.email)).toEqual([WELCOME]);
    const [row] = await x.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'userId' = ${String(buyer.id)}`);
    expect(row?.sentAt).not.toBeNull();
    expect(await x.a.app.mail.runOnce()).toBe(0);
  });

  it('never sends one mail twice from two instances running at once', async () => {
    const buyer = await createBuyer(x.a);
    await x.a.app.mail.runOnce();
    smtp.received.length = 0;
    await queueMails(
      x.database.db,
      Array.from({ length: 30 }, () => ({ kind: 'welcome' as const, userId: buyer.id })),
    );
    const [sentByA, sentByB] = await Promise.all([x.a.app.mail.runOnce(), x.b.app.mail.runOnce()]);
    expect(sentByA + sentByB).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(30);
    const rows = await x.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'userId' = ${String(buyer.id)}`);
    expect(rows).toHaveLength(31);
    expect(rows.filter((r) => r.sentAt === null || r.attempts !== 1)).toEqual([]);
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to the log in full, reset link included, and counts as sent', async () => {
    const lines: string[] = [];
    const t = await startTestApp({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(line) },
      publicUrl: 'http://localhost:3000',
    });
    try {
      const buyer = await createBuyer(t);
      await t.call('POST', '/api/registration/forgot-password', { body: { email: buyer.email } });
      expect(await t.app.mail.runOnce()).toBe(2);
      const mails = lines.map((l) => JSON.parse(l)).filter((l) => l.mail?.to === buyer.email);
      expect(mails.map((l) => l.mail.subject)).toEqual([WELCOME, 'Reset your password']);
      expect(mails[1].mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      expect(await t.app.mail.runOnce()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
