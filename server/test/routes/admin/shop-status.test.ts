import type { AddressInfo } from 'node:net';
import { MODERATION_TEXTS, SHOP_STATUS_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailJob } from '../../../src/domain/queue-mails.js';
import { renderMail } from '../../../src/mail/messages.js';
import { openEventStream, ticketFor } from '../../events.js';
import { createAdmin, createVendor, type TestUser } from '../../factories.js';
import { rows } from '../../payments/pay.js';
import { useTestApp } from '../../test-app.js';

/** A suspension reaches the vendor: by mail, and live on its open screens (docs/decisions/218). */
const t = useTestApp({}, (started) => started.app.listen({ port: 0, host: '127.0.0.1' }));
let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin(t);
});

const setStatus = (vendor: TestUser, status: 'active' | 'suspended') =>
  t.call('PUT', `/api/admin/vendors/${vendor.id}`, { token: admin.token, body: { status } });

/** The shop-status mails queued for the vendor, as they would go out now. */
async function mailsTo(vendor: TestUser) {
  const jobs = await rows<{ payload: MailJob }>(
    t,
    sql`select payload from outbox where kind like 'shop-%' and (payload->>'vendorId')::int = ${vendor.id} order by id`,
  );
  const ctx = { db: t.db, statements: t.database.statements, publicUrl: 'https://shop.example.test' };
  return Promise.all(jobs.map(async ({ payload }) => renderMail(ctx, payload)));
}

describe('suspending and reactivating a shop', () => {
  it('mails the vendor once for each change, saying what it means and whom to ask', async () => {
    const vendor = await createVendor(t, { vendorName: 'Harbour Knits' });
    await t.db.execute(sql`update users set email_verified_at = now() where id = ${vendor.id}`);
    expect((await setStatus(vendor, 'suspended')).statusCode).toBe(200);
    // The same status again changes nothing, and mails nothing.
    expect((await setStatus(vendor, 'suspended')).statusCode).toBe(200);
    expect((await setStatus(vendor, 'active')).statusCode).toBe(200);
    const [suspended, reactivated, ...more] = await mailsTo(vendor);
    expect(more).toEqual([]);
    expect(suspended?.to).toBe(vendor.email);
    expect(suspended?.subject).toBe(SHOP_STATUS_TEXTS.suspendedSubject);
    expect(suspended?.text).toContain(SHOP_STATUS_TEXTS.suspendedMail('Harbour Knits'));
    expect(suspended?.text).toContain(MODERATION_TEXTS.suspendedNotice.goesOn);
    expect(suspended?.text).toContain(SHOP_STATUS_TEXTS.askWhy);
    expect(reactivated?.subject).toBe(SHOP_STATUS_TEXTS.reactivatedSubject);
    expect(reactivated?.text).toContain(SHOP_STATUS_TEXTS.reactivatedMail('Harbour Knits'));
  });

  it("tells the vendor's open screens at once, and nobody else's", async () => {
    const [vendor, other] = [await createVendor(t), await createVendor(t)];
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const [stream, otherStream] = [
      await openEventStream(url, await ticketFor(t, vendor)),
      await openEventStream(url, await ticketFor(t, other)),
    ];
    await setStatus(vendor, 'suspended');
    expect(await stream.next()).toEqual({ type: 'shop-status', status: 'suspended' });
    await setStatus(vendor, 'active');
    expect(await stream.next()).toEqual({ type: 'shop-status', status: 'active' });
    // The other vendor's first event is about its own shop.
    await setStatus(other, 'suspended');
    expect(await otherStream.next()).toEqual({ type: 'shop-status', status: 'suspended' });
    stream.close();
    otherStream.close();
  });
});
