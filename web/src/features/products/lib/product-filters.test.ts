import { describe, expect, it } from 'vitest';
import { NO_PANEL_FILTERS, readFilters, writeFilters } from './product-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('product filters in the address', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(read('category=male&q=%20boots%20&sort=price_asc')).toEqual({
      category: 'male',
      q: 'boots',
      sort: 'price_asc',
      panel: NO_PANEL_FILTERS,
    });
    expect(read('category=pets&sort=cheap&q=')).toEqual({ category: undefined, q: undefined, sort: undefined, panel: NO_PANEL_FILTERS });
  });

  it('writes only what is set', () => {
    expect(writeFilters({ category: 'children', panel: NO_PANEL_FILTERS }).toString()).toBe('category=children');
    expect(writeFilters({ q: 'red dress', sort: 'newest', panel: NO_PANEL_FILTERS }).toString()).toBe('q=red+dress&sort=newest');
  });

  it('reads every panel filter, repeated keys and comma lists alike, prices in cents', () => {
    expect(
      read(
        'size=42&size=43,M&colour=%20Black%20&subCategoryName=shoes&vendor=Acme&vendor=Bo%27s&minPrice=19.99&maxPrice=120&inStock=true&onSale=true',
      ).panel,
    ).toEqual({
      sizes: ['42', '43', 'M'],
      colours: ['black'],
      subcategories: ['shoes'],
      vendors: ['Acme', "Bo's"],
      minPriceCents: 1999,
      maxPriceCents: 12000,
      inStock: true,
      onSale: true,
    });
  });

  it('writes the panel as repeated keys between the search and the sort, and reads back what it wrote', () => {
    const filters = read('category=male&q=boots&size=42&size=43&colour=black&minPrice=20&maxPrice=120.5&inStock=true&sort=price_asc');
    const written = writeFilters(filters).toString();
    expect(written).toBe('category=male&q=boots&size=42&size=43&colour=black&minPrice=20&maxPrice=120.5&inStock=true&sort=price_asc');
    expect(read(written)).toEqual(filters);
  });

  it('keeps the valid part of a hand-edited address', () => {
    const { panel } = read('size=M&size=XXXL&subCategoryName=hats&subCategoryName=clothes&minPrice=-3&maxPrice=abc&inStock=maybe');
    expect(panel).toEqual({ ...NO_PANEL_FILTERS, sizes: ['M'], subcategories: ['clothes'] });
  });

  it('drops a reversed price range whole, keeping the other filters', () => {
    expect(read('minPrice=100&maxPrice=20&colour=red').panel).toEqual({ ...NO_PANEL_FILTERS, colours: ['red'] });
  });

  it('takes at most 20 values of one filter, as the server does', () => {
    const sizes = [
      '36',
      '36.5',
      '37',
      '37.5',
      '38',
      '38.5',
      '39',
      '39.5',
      '40',
      '40.5',
      '41',
      '41.5',
      '42',
      '42.5',
      '43',
      '43.5',
      '44',
      '44.5',
      '45',
      '45.5',
      '46',
      '46.5',
    ];
    expect(read(sizes.map((s) => `size=${s}`).join('&')).panel.sizes).toEqual(sizes.slice(0, 20));
  });
});
