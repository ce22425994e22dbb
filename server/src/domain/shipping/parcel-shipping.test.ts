import { describe, expect, it } from 'vitest';
import { addBusinessDays, dayOf } from './business-days.js';
import { type ProfileCents, priceParcelShipping } from './parcel-shipping.js';

const profile: ProfileCents = {
  processingDays: 2,
  standard: { firstItemCents: 495, additionalItemCents: 100, transitDays: [2, 5] },
  express: { firstItemCents: 1500, additionalItemCents: 250, transitDays: [1, 1] },
  freeOverCents: 7500,
};

describe('business days', () => {
  it('count Monday to Friday only, from the day of the order', () => {
    // 2026-11-27 is a Friday, 2026-11-28 a Saturday, 2026-11-29 a Sunday, 2026-11-30 a Monday.
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 5)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('start an order placed at the weekend on the Monday after', () => {
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-29', 1)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-28', 7)).toBe('2026-12-09');
  });

  it('cross a month and a year', () => {
    expect(addBusinessDays('2026-12-30', 3)).toBe('2027-01-04');
  });

  it('take the calendar day of a moment in a time zone', () => {
    const lateFriday = new Date('2026-11-28T02:00:00Z');
    expect(dayOf(lateFriday, 'UTC')).toBe('2026-11-28');
    expect(dayOf(lateFriday, 'America/New_York')).toBe('2026-11-27');
  });
});

describe('a parcel priced for delivery', () => {
  const parcel = { units: 3, subtotalAfterDiscountCents: 5000, orderDay: '2026-11-27' };

  it('charges the first unit and each unit after it, and dates the parcel in business days', () => {
    expect(priceParcelShipping(profile, parcel, 'standard')).toEqual({
      method: 'standard',
      feeCents: 695,
      deliveryFrom: '2026-12-03',
      deliveryTo: '2026-12-08',
      options: [
        { method: 'standard', feeCents: 695, deliveryFrom: '2026-12-03', deliveryTo: '2026-12-08' },
        { method: 'express', feeCents: 2000, deliveryFrom: '2026-12-02', deliveryTo: '2026-12-02' },
      ],
      freeShippingRemainingCents: 2500,
    });
    expect(priceParcelShipping(profile, { ...parcel, units: 1 }, 'express')?.feeCents).toBe(1500);
  });

  it('delivers standard for nothing from the threshold on, on the subtotal after discount; express still costs', () => {
    const free = { ...parcel, subtotalAfterDiscountCents: 7500 };
    expect(priceParcelShipping(profile, free, 'standard')).toMatchObject({ feeCents: 0, freeShippingRemainingCents: 0 });
    expect(priceParcelShipping(profile, free, 'express')).toMatchObject({ feeCents: 2000, freeShippingRemainingCents: 0 });
    expect(priceParcelShipping(profile, { ...parcel, subtotalAfterDiscountCents: 7499 }, 'standard')).toMatchObject({
      feeCents: 695,
      freeShippingRemainingCents: 1,
    });
  });

  it('has no remaining amount for a shop without a threshold, and no express for a shop without it', () => {
    const plain = { ...profile, express: null, freeOverCents: null };
    expect(priceParcelShipping(plain, parcel, 'standard')).toMatchObject({ feeCents: 695, freeShippingRemainingCents: null });
    expect(priceParcelShipping(plain, parcel, 'express')).toBeUndefined();
    expect(priceParcelShipping(plain, parcel, 'standard')?.options.map((o) => o.method)).toEqual(['standard']);
  });

  it('delivers every method for nothing for a free-delivery code', () => {
    const coded = { ...parcel, freeShipping: true };
    expect(priceParcelShipping(profile, coded, 'express')?.options.map((o) => o.feeCents)).toEqual([0, 0]);
  });
});
