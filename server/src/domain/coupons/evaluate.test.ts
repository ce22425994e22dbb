import { COUPON_TEXTS } from '@seamline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponParcel, type CouponRules, evaluateCoupon } from './evaluate.js';

const NOW = new Date('2026-11-28T12:00:00Z');

const rules = (over: Partial<CouponRules> = {}): CouponRules => ({
  id: 1,
  code: 'TEST10',
  vendorId: null,
  kind: 'percent',
  value: 10,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  maxUsesPerBuyer: 1,
  productIds: null,
  vendorIds: null,
  categories: null,
  active: true,
  ...over,
});

const cart: CouponParcel[] = [
  {
    vendorId: 7,
    lines: [
      { productId: 1, category: 'tops', unitPriceCents: 2000, quantity: 2 },
      { productId: 2, category: 'shoes', unitPriceCents: 3333, quantity: 1 },
    ],
  },
  { vendorId: 8, lines: [{ productId: 3, category: 'tops', unitPriceCents: 1000, quantity: 3 }] },
];

const refusal = (c: CouponRules, buyerUses = 0) => {
  const out = evaluateCoupon(c, cart, buyerUses, NOW);
  return out.ok ? null : out.message;
};

describe('a coupon refused', () => {
  it('says why, in the buyer’s words', () => {
    expect(refusal(rules({ active: false }))).toBe(COUPON_TEXTS.inactive);
    expect(refusal(rules({ startsAt: new Date('2026-12-01T00:00:00Z') }))).toBe(COUPON_TEXTS.notStarted);
    expect(refusal(rules({ endsAt: new Date('2026-11-28T11:59:59Z') }))).toBe(COUPON_TEXTS.expired);
    expect(refusal(rules(), 1)).toBe(COUPON_TEXTS.usedByYou);
    expect(refusal(rules({ maxUsesPerBuyer: 2 }), 1)).toBeNull();
    expect(refusal(rules({ maxUses: 5, uses: 5 }))).toBe(COUPON_TEXTS.usedUp);
    expect(refusal(rules({ vendorId: 9 }))).toBe(COUPON_TEXTS.notForItems);
    expect(refusal(rules({ categories: ['dresses'] }))).toBe(COUPON_TEXTS.notForItems);
  });

  it('names what is missing for the minimum, on the eligible subtotal only', () => {
    // Eligible: the tops of both shops, $40.00 + $30.00 = $70.00.
    expect(refusal(rules({ categories: ['tops'], minSubtotalCents: 8200 }))).toBe('Add $12.00 more to use this code');
    expect(refusal(rules({ categories: ['tops'], minSubtotalCents: 7000 }))).toBeNull();
  });
});

describe('a coupon applied', () => {
  it('takes a shop’s percent off its own listed products only', () => {
    const out = evaluateCoupon(rules({ vendorId: 7, productIds: [2], value: 25 }), cart, 0, NOW);
    expect(out).toMatchObject({ ok: true, platformFunded: false, discountCents: 833 });
    if (!out.ok) return;
    expect(out.parcels.map((p) => [p.discountCents, p.lineDiscountCents])).toEqual([
      [833, [0, 833]],
      [0, [0]],
    ]);
  });

  it('spreads a platform amount over the parcels in proportion to their eligible subtotals', () => {
    const out = evaluateCoupon(rules({ kind: 'amount', value: 1000 }), cart, 0, NOW);
    if (!out.ok) throw new Error(out.message);
    // 7333 and 3000 of 10333.
    expect(out.parcels.map((p) => p.discountCents)).toEqual([710, 290]);
    expect(out.parcels[0]?.lineDiscountCents).toEqual([387, 323]);
    expect(out.platformFunded).toBe(true);
  });

  it('never takes more than the eligible subtotal', () => {
    const out = evaluateCoupon(rules({ kind: 'amount', value: 500_000, vendorIds: [8] }), cart, 0, NOW);
    expect(out).toMatchObject({ ok: true, discountCents: 3000 });
  });

  it('makes standard delivery free on the eligible parcels only', () => {
    const out = evaluateCoupon(rules({ kind: 'free_shipping', value: 0, categories: ['shoes'] }), cart, 0, NOW);
    if (!out.ok) throw new Error(out.message);
    expect(out.discountCents).toBe(0);
    expect(out.parcels.map((p) => p.freeShipping)).toEqual([true, false]);
  });
});

const line = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  category: fc.constantFrom('tops', 'shoes', 'dresses'),
  unitPriceCents: fc.integer({ min: 1, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const parcels = fc.array(fc.record({ vendorId: fc.integer({ min: 1, max: 5 }), lines: fc.array(line, { minLength: 1, maxLength: 5 }) }), {
  minLength: 1,
  maxLength: 5,
});
const coupon = fc.record({
  kind: fc.constantFrom('percent' as const, 'amount' as const),
  value: fc.integer({ min: 1, max: 90 }),
  amount: fc.integer({ min: 1, max: 1_000_000 }),
  vendorId: fc.option(fc.integer({ min: 1, max: 5 })),
  categories: fc.option(fc.subarray(['tops', 'shoes', 'dresses'], { minLength: 1 })),
});

describe('the parts of a discount (property)', () => {
  it('add up to the cent: parcels to the whole, lines to their parcel, no line above what it costs', () => {
    fc.assert(
      fc.property(parcels, coupon, (ps, c) => {
        const out = evaluateCoupon(
          rules({ kind: c.kind, value: c.kind === 'percent' ? c.value : c.amount, vendorId: c.vendorId, categories: c.categories }),
          ps,
          0,
          NOW,
        );
        if (!out.ok) return;
        const eligible = ps.flatMap((p) => p.lines.map((l) => l.unitPriceCents * l.quantity)).reduce((a, b) => a + b, 0);
        expect(out.discountCents).toBeLessThanOrEqual(eligible);
        expect(out.parcels.reduce((s, p) => s + p.discountCents, 0)).toBe(out.discountCents);
        out.parcels.forEach((p, i) => {
          expect(p.lineDiscountCents.reduce((a, b) => a + b, 0)).toBe(p.discountCents);
          p.lineDiscountCents.forEach((d, k) => {
            const l = ps[i]?.lines[k];
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual((l?.unitPriceCents ?? 0) * (l?.quantity ?? 0));
          });
        });
      }),
      { numRuns: 300 },
    );
  });
});
