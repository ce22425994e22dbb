import { PAYMENT_TEXTS, SANDBOX_TEST_CARDS } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { cardFieldOf, checkoutForm, formatCardInput, formatExpiryInput, parseExpiry, validCardNumber } from './card-form';
import { parcelsOf } from './parcels';

describe('the card form', () => {
  it('groups the number in fours as typed and keeps digits only, at most 19', () => {
    expect(formatCardInput('42424')).toBe('4242 4');
    expect(formatCardInput('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardInput('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM / YY and reads it back', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('1234')).toBe('12 / 34');
    expect(formatExpiryInput('12 / 345')).toBe('12 / 34');
    expect(parseExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry('1/2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('13 / 34')).toBeNull();
    expect(parseExpiry('12')).toBeNull();
  });

  it('takes every sandbox test card and refuses a mistyped digit (the Luhn check)', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(validCardNumber(card.number)).toBe(true);
    expect(validCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(validCardNumber('4242')).toBe(false);
  });

  it('refuses an expiry before this month, and takes this month', () => {
    const now = new Date(2030, 5, 15);
    const schema = checkoutForm(now);
    const errors = (expiry: string) => schema.safeParse({ method: 'card', expiry }).error?.issues.map((i) => i.message) ?? [];
    expect(errors('06 / 30')).toEqual([]);
    expect(errors('05 / 30')).toEqual([PAYMENT_TEXTS.expiryPast]);
    expect(errors('ab')).toEqual([PAYMENT_TEXTS.expiryInvalid]);
    // Fields not on screen are not asked for.
    expect(schema.safeParse({ method: 'on_delivery' }).success).toBe(true);
  });

  it("puts the provider's messages under the field they are about", () => {
    expect(cardFieldOf(PAYMENT_TEXTS.cardNumberInvalid)).toBe('cardNumber');
    expect(cardFieldOf(PAYMENT_TEXTS.expiryPast)).toBe('expiry');
    expect(cardFieldOf(PAYMENT_TEXTS.cvcInvalid)).toBe('cvc');
    expect(cardFieldOf('Your card was declined.')).toBeNull();
  });
});

describe('parcelsOf', () => {
  it('groups lines by shop in the order shops first appear, each with its subtotal to the cent', () => {
    const line = (id: string, vendorId: string, price: number, quantity: number) => ({
      id,
      productId: id,
      name: id,
      variant: '',
      price,
      quantity,
      imageUrl: '',
      vendorId,
      vendorName: `Shop ${vendorId}`,
    });
    const parcels = parcelsOf([line('a', '2', 0.1, 3), line('b', '1', 5, 1), line('c', '2', 0.2, 1)]);
    expect(parcels.map((p) => [p.vendorName, p.lines.map((l) => l.id), p.subtotal])).toEqual([
      ['Shop 2', ['a', 'c'], 0.5],
      ['Shop 1', ['b'], 5],
    ]);
  });
});
