import type { ProductVariant } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { cellKey, compareAtErrors, errorsStillStanding, fieldProblems, gridFromVariants, setCell, toVariantsInput } from './variant-grid';

const variant = (variantId: number, colour: string, over: Partial<ProductVariant> = {}): ProductVariant => ({
  variantId,
  size: 'M',
  colour,
  colourHex: '#000000',
  sku: null,
  price: 40,
  ownPrice: null,
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  stockQuantity: 3,
  imageUrl: '/images/shirt.svg',
  ...over,
});

const grid = gridFromVariants([
  variant(1, 'Navy'),
  variant(2, 'Black', { price: 30, ownPrice: 30, compareAtPrice: 40, salePercent: 25, ownCompareAtPrice: 40 }),
]);

describe("a cell's compare-at price", () => {
  it("loads as the vendor's own compare-at price and goes back as typed, blank as null", () => {
    expect(grid.cells[cellKey('M', 'Black')]).toMatchObject({ price: '30', compareAtPrice: '40' });
    expect(grid.cells[cellKey('M', 'Navy')]).toMatchObject({ price: '', compareAtPrice: '' });
    const edited = setCell(setCell(grid, 'M', 'Navy', { price: '35', compareAtPrice: '45.5' }), 'M', 'Black', { compareAtPrice: ' ' });
    expect(toVariantsInput(edited, 0).map((v) => [v.colour, v.price, v.compareAtPrice])).toEqual([
      ['Navy', 35, 45.5],
      ['Black', 30, null],
    ]);
  });

  it("places the contract's issues and the server's field errors on their cells, and drops them once the cell is edited", () => {
    const errors = compareAtErrors(grid, [
      ...fieldProblems({ 'variants.1.compareAtPrice': 'Above', 'variants.0.sku': 'SKU' }),
      { path: ['variants', 0, 'compareAtPrice'], message: 'Needs a price' },
    ]);
    expect(errors).toEqual({ [cellKey('M', 'Black')]: 'Above', [cellKey('M', 'Navy')]: 'Needs a price' });
    expect(errorsStillStanding(errors, grid, setCell(grid, 'M', 'Navy', { stock: '9' }))).toBe(errors);
    expect(errorsStillStanding(errors, grid, setCell(grid, 'M', 'Black', { price: '20' }))).toEqual({
      [cellKey('M', 'Navy')]: 'Needs a price',
    });
  });
});
