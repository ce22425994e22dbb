import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, paletteColor, sliceLabel, toPieSlices } from './pie-slices';

describe('toPieSlices (spec §9)', () => {
  it('labels each slice with its category and rounded percentage', () => {
    const slices = toPieSlices([
      { category: 'female', sales: 200 },
      { category: 'male', sales: 100 },
      { category: 'children', sales: 100 },
    ]);
    expect(slices.map(sliceLabel)).toEqual(["Women's 50%", "Men's 25%", "Kids' 25%"]);
  });

  it('rounds shares half up and to whole numbers', () => {
    const slices = toPieSlices([
      { category: 'female', sales: 1 },
      { category: 'male', sales: 1 },
      { category: 'children', sales: 1 },
    ]);
    expect(slices.map((s) => s.percent)).toEqual([33, 33, 33]);
    expect(
      toPieSlices([
        { category: 'female', sales: 1 },
        { category: 'male', sales: 7 },
      ]).map((s) => s.percent),
    ).toEqual([13, 88]);
  });

  it('drops categories without sales and is empty when nothing sold', () => {
    expect(
      toPieSlices([
        { category: 'female', sales: 0 },
        { category: 'male', sales: 5 },
      ]).map(sliceLabel),
    ).toEqual(["Men's 100%"]);
    expect(toPieSlices([{ category: 'female', sales: 0 }])).toEqual([]);
    expect(toPieSlices([])).toEqual([]);
  });

  it('names an unknown category by its own value', () => {
    expect(toPieSlices([{ category: 'unisex', sales: 1 }]).map(sliceLabel)).toEqual(['Unisex 100%']);
  });
});

describe('palette', () => {
  it('has 8 colours and cycles', () => {
    expect(CHART_PALETTE).toHaveLength(8);
    expect(paletteColor(8)).toBe(paletteColor(0));
    expect(paletteColor(9)).toBe(CHART_PALETTE[1]);
  });
});
