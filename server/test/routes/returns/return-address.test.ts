import { RETURN_INSTRUCTIONS_MAX, RETURN_SLIP_MESSAGES, returnSlipCode } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../../src/mail/messages.js';
import { createBuyer, createVendor, type TestUser } from '../../factories.js';
import { usePaymentsApp } from '../../payments/pay.js';
import { returnShop } from './return-shop.js';

/**
 * Decisions 221 and 222: a shop keeps a return address (its business address unless it sets one)
 * and a short note; an approved return tells its buyer where to send it, on screen and in the
 * approval mail, with the slip's code the shop finds the return by. Nothing of it before approval.
 */
const t = usePaymentsApp();
const shop = returnShop(t);
const { call } = shop;
let vendor: TestUser;
let buyer: TestUser;
let productId: number;
let sizes: Record<string, number>;
let vendorName: string;

const business = { addressLine1: '1 Warehouse Road', city: 'Portland', postalCode: '97201', country: 'USA' };
const depot = { addressLine1: 'Returns Dept, 9 Dock Lane', city: 'Salem', postalCode: '97301', country: 'USA' };

/** The profile form's body: the account as it is, and `extra`. */
const profileBody = (extra: Record<string, unknown>) => ({ vendorName, fullName: 'Vic Vendor', ...business, ...extra });
const saveProfile = (user: TestUser, extra: Record<string, unknown>) => call('PUT', '/api/vendors/profile', user, profileBody(extra));
const returnAs = async (user: TestUser, who: 'buyer' | 'vendors', returnId: number) =>
  ((await call('GET', `/api/${who}/returns`, user)).json() as { returnId: number }[]).find((r) => r.returnId === returnId) as Record<
    string,
    unknown
  >;

/** A delivered order of one M and a return of it asked for; answers the return's id. */
async function requested(b: TestUser = buyer) {
  const orderId = await shop.deliveredOrder(vendor, b, productId, [[sizes.M as number, 1]]);
  const row = await shop.rowOf(b, orderId, 'M');
  const made = await call('POST', '/api/buyer/returns', b, {
    orderId,
    lines: [{ orderItemId: row.orderItemId, quantity: 1, reason: 'too_small', outcome: 'refund' }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().returnId as number;
}

const approve = async (returnId: number) =>
  expect((await call('POST', `/api/vendors/returns/${returnId}/approve`, vendor)).statusCode).toBe(200);

beforeAll(async () => {
  ({ vendor, buyer, productId, sizes } = await shop.setUp([{ size: 'M', stockQuantity: 20 }], { price: 40, productName: 'Field Coat' }));
  vendorName = (await call('GET', '/api/vendors/profile', vendor)).json().vendorName;
});

describe("the shop's return address on its profile", () => {
  it('is the business address until set, and refuses bad input with a message, changing nothing', async () => {
    const other = await createVendor(t);
    const fresh = (await call('GET', '/api/vendors/profile', other)).json();
    expect(fresh).toMatchObject({ returnAddress: null, returnInstructions: null });
    const otherName = fresh.vendorName as string;
    const put = (extra: Record<string, unknown>) =>
      call('PUT', '/api/vendors/profile', other, { vendorName: otherName, fullName: 'Vic Vendor', ...business, ...extra });

    const refused = async (extra: Record<string, unknown>, message: string, field: string) => {
      const res = await put(extra);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fieldErrors[field]).toBe(message);
    };
    await refused(
      { returnInstructions: 'x'.repeat(RETURN_INSTRUCTIONS_MAX + 1) },
      RETURN_SLIP_MESSAGES.instructionsTooLong,
      'returnInstructions',
    );
    expect(RETURN_SLIP_MESSAGES.instructionsTooLong).toBe('Return instructions must be at most 300 characters');
    await refused({ returnInstructions: 'Ring twice\u0007' }, RETURN_SLIP_MESSAGES.instructionsInvalid, 'returnInstructions');
    await refused({ returnInstructions: 42 }, RETURN_SLIP_MESSAGES.instructionsInvalid, 'returnInstructions');
    await refused({ returnAddress: { ...depot, city: '' } }, 'City is required', 'returnAddress.city');
    await refused(
      { returnAddress: { ...depot, postalCode: '97,301' } },
      'Postal Code must not contain a comma',
      'returnAddress.postalCode',
    );
    await refused({ returnAddress: { city: 'Salem' } }, 'Address is required', 'returnAddress.addressLine1');
    expect((await call('GET', '/api/vendors/profile', other)).json()).toMatchObject({ returnAddress: null, returnInstructions: null });

    // Exactly the limit is kept, trimmed, line breaks and all.
    const note = `${'Weekdays 9–17.\n'.repeat(20)}`.slice(0, RETURN_INSTRUCTIONS_MAX);
    const saved = await put({ returnAddress: depot, returnInstructions: `  ${note}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      returnAddress: depot,
      returnInstructions: note.trim(),
      address: '1 Warehouse Road, Portland, 97201, USA',
    });

    // Left out, they stay; blank removes the note; null goes back to the business address.
    expect((await put({ returnDays: 40 })).json()).toMatchObject({ returnAddress: depot, returnInstructions: note.trim(), returnDays: 40 });
    expect((await put({ returnInstructions: '   ' })).json()).toMatchObject({ returnAddress: depot, returnInstructions: null });
    expect((await put({ returnAddress: null })).json()).toMatchObject({ returnAddress: null, returnInstructions: null });
  });
});

describe('an approved return says where to send it (decision 221)', () => {
  it('a requested return carries no address; approved, the buyer gets the business address, the code, and no note', async () => {
    const returnId = await requested();
    for (const who of ['buyer', 'vendors'] as const)
      expect(await returnAs(who === 'buyer' ? buyer : vendor, who, returnId)).toMatchObject({
        status: 'requested',
        returnAddress: null,
        returnInstructions: null,
        slipCode: null,
      });
    await approve(returnId);
    expect(await returnAs(buyer, 'buyer', returnId)).toMatchObject({
      status: 'approved',
      returnAddress: business,
      returnInstructions: null,
      slipCode: returnSlipCode(returnId),
    });
  });

  it("the shop's own return address and note, while the parcel is on its way; none once it has arrived", async () => {
    expect((await saveProfile(vendor, { returnAddress: depot, returnInstructions: 'Weekdays 9–17 only.' })).statusCode).toBe(200);
    const returnId = await requested();
    expect(await returnAs(buyer, 'buyer', returnId)).toMatchObject({ returnAddress: null, returnInstructions: null });
    await approve(returnId);
    const approved = { returnAddress: depot, returnInstructions: 'Weekdays 9–17 only.', slipCode: returnSlipCode(returnId) };
    expect(await returnAs(buyer, 'buyer', returnId)).toMatchObject({ status: 'approved', ...approved });
    const shipped = await call('POST', `/api/buyer/returns/${returnId}/shipped`, buyer, {});
    expect(shipped.json()).toMatchObject({ status: 'shipped', ...approved });
    await shop.receivedWhole(vendor, returnId, shipped.json().lines);
    expect(await returnAs(buyer, 'buyer', returnId)).toMatchObject({
      status: 'closed',
      returnAddress: null,
      returnInstructions: null,
      slipCode: null,
    });
    expect((await saveProfile(vendor, { returnAddress: null, returnInstructions: null })).statusCode).toBe(200);
  });

  it('a cancelled or rejected return carries none', async () => {
    const rejected = await requested();
    expect((await call('POST', `/api/vendors/returns/${rejected}/reject`, vendor, { reason: 'Worn' })).statusCode).toBe(200);
    expect(await returnAs(buyer, 'buyer', rejected)).toMatchObject({ status: 'rejected', returnAddress: null, slipCode: null });
    const cancelled = await requested();
    await approve(cancelled);
    expect((await call('POST', `/api/buyer/returns/${cancelled}/cancel`, buyer)).statusCode).toBe(200);
    expect(await returnAs(buyer, 'buyer', cancelled)).toMatchObject({ status: 'cancelled', returnAddress: null, slipCode: null });
  });
});

describe("the slip's code at receipt (decision 222)", () => {
  it('finds the return however it is typed; a wrong digit is a 400; another shop finds nothing', async () => {
    const returnId = await requested();
    await approve(returnId);
    const code = returnSlipCode(returnId);
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ' '), code.replace(/^R-0*/, '')]) {
      const found = await call('GET', `/api/vendors/returns?code=${encodeURIComponent(typed)}`, vendor);
      expect(found.statusCode, typed).toBe(200);
      expect(found.json().map((r: { returnId: number }) => r.returnId)).toEqual([returnId]);
    }
    // The last digit changed, then two neighbours swapped.
    const digits = code.replace(/\D/g, '');
    const wrong = `R-${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
    const swapped = `R-${digits.slice(0, -3)}${digits.at(-2)}${digits.at(-3)}${digits.at(-1)}`;
    for (const typed of [wrong, ...(digits.at(-2) !== digits.at(-3) ? [swapped] : []), 'hello', '']) {
      const res = await call('GET', `/api/vendors/returns?code=${encodeURIComponent(typed)}`, vendor);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().message).toBe(RETURN_SLIP_MESSAGES.slipCodeInvalid);
    }
    const otherShop = await createVendor(t);
    const theirs = await call('GET', `/api/vendors/returns?code=${code}`, otherShop);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });
});

describe('the approval mail', () => {
  const approvalMail = (returnId: number) =>
    renderMail(
      { db: t.app.db, statements: t.app.statements, publicUrl: 'https://shop.example.test' },
      { kind: 'return-approved', returnId },
    );

  it('tells a confirmed buyer the address, the note, the code and the lines; an unconfirmed one only the code and the lines', async () => {
    expect((await saveProfile(vendor, { returnAddress: depot, returnInstructions: 'Weekdays 9–17 only.' })).statusCode).toBe(200);
    const confirmed = await createBuyer(t);
    await t.db.execute(sql`update users set email_verified_at = now() where id = ${confirmed.id}`);
    const returnId = await requested(confirmed);
    await approve(returnId);
    const mail = await approvalMail(returnId);
    expect(mail?.subject).toBe(`Return #${returnId} approved`);
    expect(mail?.text).toContain(`Send it to: ${vendorName}, Returns Dept, 9 Dock Lane, Salem, 97301, USA`);
    expect(mail?.text).toContain('From the shop: Weekdays 9–17 only.');
    expect(mail?.text).toContain(`Write Return #${returnId} on the parcel, or put the printed return slip inside.`);
    expect(mail?.text).toContain(`Return code: ${returnSlipCode(returnId)}`);
    expect(mail?.text).toContain('Field Coat (M)  |  1  |  Refund');
    expect(mail?.html).toContain('Salem');

    const unconfirmed = await createBuyer(t);
    const theirs = await requested(unconfirmed);
    await approve(theirs);
    const plain = await approvalMail(theirs);
    expect(plain?.text).toContain('Where to send it, and a return slip to print, are on your order.');
    expect(plain?.text).toContain(`Return code: ${returnSlipCode(theirs)}`);
    expect(plain?.text).not.toContain('Salem');
    expect(plain?.text).not.toContain('Weekdays');
    expect((await saveProfile(vendor, { returnAddress: null, returnInstructions: null })).statusCode).toBe(200);
  });
});
