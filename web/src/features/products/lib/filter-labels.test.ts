import { describe, expect, it } from 'vitest';
import { activeFilters, priceRangeLabel, sizeLabel } from './filter-labels';
import { NO_PANEL_FILTERS } from './product-filters';

describe('filter labels', () => {
  it('names shoe sizes in the chosen system when the category says which chart, else in EU', () => {
    expect(sizeLabel('42', 'uk', 'male')).toBe('UK 8');
    expect(sizeLabel('42', 'us', 'male')).toBe('US M 9');
    expect(sizeLabel('38', 'us', 'female')).toBe('US W 7.5');
    expect(sizeLabel('42', 'uk', undefined)).toBe('EU 42');
    expect(sizeLabel('42', 'eu', 'male')).toBe('EU 42');
    // Every adult EU size has a UK size now, the ends of the range too.
    expect(sizeLabel('35', 'uk', 'male')).toBe('UK 2.5');
    expect(sizeLabel('42', 'uk', 'female')).toBe('UK 8.5');
    expect(sizeLabel('M', 'uk', 'male')).toBe('M');
    expect(sizeLabel('8Y', 'us', 'children')).toBe('8Y');
  });

  it('writes price ranges with one or two bounds', () => {
    expect(priceRangeLabel({ minPriceCents: 2000, maxPriceCents: 12050 })).toBe('$20.00–$120.50');
    expect(priceRangeLabel({ minPriceCents: 2000 })).toBe('From $20.00');
    expect(priceRangeLabel({ maxPriceCents: 999 })).toBe('Up to $9.99');
    expect(priceRangeLabel({})).toBeNull();
  });

  it('makes one chip per chosen value, each removing only itself', () => {
    const panel = {
      sizes: ['42', 'M'],
      colours: ['navy blue'],
      subcategories: ['shoes' as const],
      vendors: ['Acme'],
      minPriceCents: 2000,
      inStock: true,
      onSale: true,
    };
    const chips = activeFilters(panel, (s) => sizeLabel(s, 'uk', 'male'));
    expect(chips.map((c) => c.label)).toEqual([
      'Size UK 8',
      'Size M',
      'Navy blue',
      'Shoes',
      'Acme',
      'Price From $20.00',
      'In stock only',
      'On sale',
    ]);
    expect(chips[0]?.without).toEqual({ sizes: ['M'] });
    expect(chips[5]?.without).toEqual({ minPriceCents: undefined, maxPriceCents: undefined });
    expect(activeFilters(NO_PANEL_FILTERS, (s) => s)).toEqual([]);
  });
});
