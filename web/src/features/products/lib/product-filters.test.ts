import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './product-filters';

describe('product filters in the address', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(readFilters(new URLSearchParams('category=male&q=%20boots%20&sort=price_asc'))).toEqual({
      category: 'male',
      q: 'boots',
      sort: 'price_asc',
    });
    expect(readFilters(new URLSearchParams('category=pets&sort=cheap&q='))).toEqual({
      category: undefined,
      q: undefined,
      sort: undefined,
    });
  });

  it('writes only what is set', () => {
    expect(writeFilters({ category: 'children' }).toString()).toBe('category=children');
    expect(writeFilters({ q: 'red dress', sort: 'newest' }).toString()).toBe('q=red+dress&sort=newest');
  });
});
