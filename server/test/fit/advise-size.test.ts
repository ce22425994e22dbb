import { defaultSizeChart, SIZE_ADVICE_TEXTS } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { adviseSize } from '../../src/domain/fit/advise-size.js';
import { buyer, movedChart, past, product } from './evidence.js';

/** A shop whose every size measures what the default's next size down does: it runs a size small. */
const runsSmall = product({ chart: movedChart('female', 'clothes', -1) });
const runsLarge = product({ chart: movedChart('female', 'clothes', 1), vendorName: 'Urban Thread Apparel' });

describe('size advice without evidence', () => {
  it('names no size and says how to get advice', () => {
    expect(adviseSize({ product: product(), buyer: buyer() })).toEqual({
      size: null,
      confidence: 'low',
      reasons: ['Add your measurements or buy once to get advice'],
      basedOn: { kept: 0, returned: 0, measurements: false },
      available: false,
    });
  });

  it('says so of a one-size product, and passes on how the product runs when there is nothing of the buyer', () => {
    expect(adviseSize({ product: product({ sizes: [] }), buyer: buyer({ measurements: { chest: 90 } }) }).reasons).toEqual([
      SIZE_ADVICE_TEXTS.oneSize,
    ]);
    const flagged = product({ sizeFlags: [{ size: 'M', fit: 'runs_small' }] });
    expect(adviseSize({ product: flagged, buyer: buyer() }).reasons).toEqual([SIZE_ADVICE_TEXTS.noEvidence, SIZE_ADVICE_TEXTS.runsSmall]);
  });

  it("reads an adult's measurements for adults only: a child's size needs a child's history", () => {
    const kids = product({ category: 'children', name: 'Kids Fleece Pullover Hoodie', sizes: [{ size: '6Y', inStock: true }] });
    expect(adviseSize({ product: kids, buyer: buyer({ measurements: { chest: 90 } }) }).size).toBeNull();
    const kept = past('6Y', 'kept', { category: 'children', vendorName: 'Little Sprouts Kids' });
    const advice = adviseSize({
      product: { ...kids, sizes: ['4Y', '6Y', '8Y'].map((size) => ({ size, inStock: true })) },
      buyer: buyer({ history: [kept] }),
    });
    expect(advice.size).toBe('6Y');
  });
});

describe('size advice across shops', () => {
  it('turns one size kept at a true-to-size shop into the size that measures the same at a shop that runs small', () => {
    const advice = adviseSize({ product: runsSmall, buyer: buyer({ history: [past('M', 'kept')] }) });
    expect(advice).toMatchObject({
      size: 'L',
      confidence: 'medium',
      basedOn: { kept: 1, returned: 0, measurements: false },
      available: true,
    });
    expect(advice.reasons).toEqual(["You kept M at Northwind Apparel (chest 86–91 cm); this shop's L measures 86–91 cm"]);
    // And into the size below at a shop that runs large; the same size at the shop itself.
    expect(adviseSize({ product: runsLarge, buyer: buyer({ history: [past('M', 'kept')] }) }).size).toBe('S');
    expect(adviseSize({ product: product(), buyer: buyer({ history: [past('M', 'kept')] }) }).size).toBe('M');
  });

  it('reads a size sent back as too small as one size up there, and too large as one size down', () => {
    const small = adviseSize({ product: product(), buyer: buyer({ history: [past('M', 'returned_small')] }) });
    expect(small).toMatchObject({ size: 'L', confidence: 'low', basedOn: { kept: 0, returned: 1 } });
    expect(small.reasons).toEqual(['You sent back M at Northwind Apparel as too small (chest 86–91 cm)']);
    expect(adviseSize({ product: product(), buyer: buyer({ history: [past('M', 'returned_large')] }) }).size).toBe('S');
    // A return for another reason says nothing of the size.
    expect(adviseSize({ product: product(), buyer: buyer({ history: [past('M', 'returned_other')] }) }).size).toBeNull();
  });

  it('is sure with two sizes kept that agree, and less sure when what was kept disagrees', () => {
    const two = adviseSize({
      product: runsSmall,
      buyer: buyer({ history: [past('M', 'kept'), past('M', 'kept', { vendorName: 'Fjord' })] }),
    });
    expect(two).toMatchObject({ size: 'L', confidence: 'high', basedOn: { kept: 2 } });
    const apart = adviseSize({ product: product(), buyer: buyer({ history: [past('XS', 'kept'), past('XL', 'kept')] }) });
    expect(apart.confidence).toBe('low');
  });

  it("weighs a women's size little for a men's product, and not at all for a child's", () => {
    const mens = product({ category: 'male', name: 'Oxford Button-Down Shirt' });
    const advice = adviseSize({ product: mens, buyer: buyer({ history: [past('XL', 'kept')] }) });
    expect(advice).toMatchObject({ confidence: 'low', basedOn: { kept: 1 } });
    expect(advice.size).not.toBeNull();
  });
});

describe('size advice from measurements, usual sizes and the product', () => {
  it("sets the buyer's measurements against this shop's chart first, and with them is sure", () => {
    const advice = adviseSize({ product: runsSmall, buyer: buyer({ measurements: { chest: 88 }, history: [past('M', 'kept')] }) });
    expect(advice).toMatchObject({ size: 'L', confidence: 'high', basedOn: { kept: 1, returned: 0, measurements: true } });
    expect(advice.reasons[0]).toBe("Your chest is 88 cm; this shop's L measures 86–91 cm");
  });

  it('tries bottoms on by waist and hips, and names both', () => {
    const jeans = product({ name: 'Slim Stretch Jeans', group: 'bottoms' });
    const advice = adviseSize({ product: jeans, buyer: buyer({ measurements: { waist: 76, hips: 99, chest: 120 } }) });
    expect(advice.size).toBe('L');
    expect(advice.reasons[0]).toBe("Your waist is 76 cm and hips 99 cm; this shop's L measures waist 74–79 cm, hip 97–102 cm");
  });

  it('falls back on the usual size, read on the default chart, with low confidence', () => {
    const advice = adviseSize({ product: runsSmall, buyer: buyer({ usualSizes: { tops: 'M' } }) });
    expect(advice).toMatchObject({ size: 'L', confidence: 'low', reasons: ['You usually wear M in tops'] });
  });

  it("moves every size of a product that comes back too small more often than its shop's others, and says why", () => {
    const small = { delivered: 20, small: 8, large: 1 };
    const shop = { delivered: 200, small: 20, large: 18 };
    const runsSmallHere = product({ returns: small, shopReturns: shop });
    const advice = adviseSize({ product: runsSmallHere, buyer: buyer({ measurements: { chest: 90 } }) });
    expect(advice.size).toBe('L');
    expect(advice.reasons.at(-1)).toBe(SIZE_ADVICE_TEXTS.runsSmall);
    expect(adviseSize({ product: product(), buyer: buyer({ measurements: { chest: 90 } }) }).size).toBe('M');
    // A whole shop whose buyers send back too small as often is its chart's business, and moves nothing.
    const likeItsShop = product({ returns: small, shopReturns: { delivered: 200, small: 80, large: 10 } });
    expect(adviseSize({ product: likeItsShop, buyer: buyer({ measurements: { chest: 90 } }) }).size).toBe('M');
    // Too few units delivered say nothing yet.
    const early = product({ returns: { delivered: 5, small: 4, large: 0 }, shopReturns: shop });
    expect(adviseSize({ product: early, buyer: buyer({ measurements: { chest: 90 } }) }).size).toBe('M');
  });

  it('names the best size even when it is sold out, and says so; beyond the chart it names the nearest, unsure', () => {
    const soldOut = product({ sizes: product().sizes.map((s) => ({ ...s, inStock: s.size !== 'M' })) });
    const advice = adviseSize({ product: soldOut, buyer: buyer({ measurements: { chest: 88 } }) });
    expect(advice).toMatchObject({ size: 'M', available: false });
    expect(advice.reasons.at(-1)).toBe('M is sold out at the moment');
    const beyond = adviseSize({ product: product(), buyer: buyer({ measurements: { chest: 140 } }) });
    expect(beyond).toMatchObject({ size: 'XL', confidence: 'low' });
    expect(beyond.reasons).toContain(SIZE_ADVICE_TEXTS.aboveChart);
  });

  it('advises shoes by foot length', () => {
    const chart = defaultSizeChart('female', 'shoes').rows;
    const shoes = product({
      subcategory: 'shoes',
      group: 'shoes',
      name: 'Canvas Sneakers',
      chart,
      sizes: chart.map((r) => ({ size: r.size, inStock: true })),
    });
    const row = chart.find((r) => r.size === '39');
    const advice = adviseSize({ product: shoes, buyer: buyer({ measurements: { footLength: row?.measurements.footLength?.min } }) });
    expect(advice.size).toBe('39');
  });
});
