import { CART_TEXTS } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { describeCartChanges } from './describe-cart-changes';
import { blocksCheckout, lineProblem, shopCount } from './line-problem';
import type { ClientCartItem } from './to-client-item';

const item = (productId: string, name: string, quantity: number, over: Partial<ClientCartItem> = {}): ClientCartItem => ({
  id: productId,
  cartId: productId,
  buyerId: '1',
  productId,
  name,
  price: 10,
  quantity,
  totalPrice: 10 * quantity,
  imageUrl: '',
  availabilityStatus: 'In Stock',
  stockQuantity: 9,
  previousPrice: undefined,
  vendorId: 'v1',
  vendorName: 'Shop One',
  available: true,
  variantId: '',
  variant: '',
  ...over,
});

describe('describeCartChanges', () => {
  it('names removed and added lines, moved quantities and products no longer sold', () => {
    const before = [item('1', 'Heels', 1), item('2', 'Sandals', 2), item('3', 'Scarf', 1)];
    const after = [item('2', 'Sandals', 3), item('3', 'Scarf', 1, { available: false }), item('4', 'Shorts', 1)];
    expect(describeCartChanges(before, after)).toEqual([
      CART_TEXTS.removedItem('Heels', 1),
      CART_TEXTS.quantityChanged('Sandals', 2, 3),
      CART_TEXTS.becameUnavailable('Scarf'),
      CART_TEXTS.addedItem('Shorts', 1),
    ]);
    expect(CART_TEXTS.quantityChanged('Sandals', 2, 3)).toBe('Quantity of Sandals: 2 → 3');
  });

  it('tells two sizes of one product apart', () => {
    const m = item('1', 'Tee', 1, { variantId: '11', variant: 'M · Navy' });
    const l = item('1', 'Tee', 2, { variantId: '12', variant: 'L · Navy' });
    expect(describeCartChanges([m, l], [{ ...l, quantity: 3 }])).toEqual([
      CART_TEXTS.removedItem('Tee (M · Navy)', 1),
      CART_TEXTS.quantityChanged('Tee (L · Navy)', 2, 3),
    ]);
  });

  it('says nothing when the lines are the same', () => {
    expect(describeCartChanges([item('1', 'Heels', 1)], [item('1', 'Heels', 1, { price: 12 })])).toEqual([]);
  });
});

describe('line problems', () => {
  it('tells lines no longer sold, out of stock and above the stock apart', () => {
    expect(lineProblem(item('1', 'A', 2))).toBeNull();
    expect(lineProblem(item('1', 'A', 2, { available: false, stockQuantity: 0 }))).toBe('unavailable');
    expect(lineProblem(item('1', 'A', 2, { stockQuantity: 0 }))).toBe('out-of-stock');
    expect(lineProblem(item('1', 'A', 3, { stockQuantity: 1 }))).toBe('above-stock');
    expect(lineProblem(item('1', 'A', 3, { stockQuantity: undefined }))).toBeNull();
    // A line no longer sold is left out of checkout rather than holding it up.
    expect(blocksCheckout(item('1', 'A', 2, { available: false, stockQuantity: 0 }))).toBe(false);
    expect(blocksCheckout(item('1', 'A', 3, { stockQuantity: 1 }))).toBe(true);
  });

  it('counts one order per shop among the lines ordered', () => {
    const lines = [
      item('1', 'A', 1),
      item('2', 'B', 1),
      item('3', 'C', 1, { vendorId: 'v2' }),
      item('4', 'D', 1, { vendorId: 'v3', available: false }),
    ];
    expect(shopCount(lines)).toBe(2);
    expect(CART_TEXTS.shipsFrom(2)).toBe('Your order ships from 2 shops: 2 orders');
    expect(CART_TEXTS.shipsFrom(1)).toBe('Your order ships from 1 shop: 1 order');
  });
});
