import { describe, expect, it } from 'vitest';
import { isFirstOfBracket, otherSizesOf } from './bracket';
import type { ClientCartItem } from './to-client-item';

const bracket = { sizes: ['M', 'L'], advisedSize: 'L', message: 'You have M and L of this shirt: your size here is likely L' };
const line = (variantId: string, over: Partial<ClientCartItem>): ClientCartItem => ({
  id: variantId,
  cartId: variantId,
  buyerId: '1',
  productId: '8',
  name: 'Linen Shirt',
  price: 10,
  quantity: 1,
  totalPrice: 10,
  imageUrl: '',
  availabilityStatus: 'In Stock',
  stockQuantity: 5,
  previousPrice: undefined,
  vendorId: '3',
  vendorName: 'Linen Loft',
  available: true,
  variantId,
  variant: '',
  size: null,
  colour: null,
  bracket: undefined,
  ...over,
});

const navyM = line('1', { size: 'M', colour: 'Navy', bracket });
const navyL = line('2', { size: 'L', colour: 'Navy', bracket });
const blackS = line('3', { size: 'S', colour: 'Black' });
const navyXL = line('4', { size: 'XL', colour: 'navy', bracket });
const other = line('5', { productId: '9', size: 'M', colour: 'Navy' });
const cart = [blackS, navyM, other, navyL, navyXL];

describe('bracketed cart lines', () => {
  it('the first line of a product and colour in several sizes speaks for them', () => {
    expect(cart.filter((item) => isFirstOfBracket(cart, item))).toEqual([navyM]);
  });

  it("'Keep L only' removes the same product and colour in every other size, and nothing else", () => {
    expect(otherSizesOf(cart, navyM, 'L')).toEqual([navyM, navyXL]);
    expect(otherSizesOf(cart, navyL, 'M')).toEqual([navyL, navyXL]);
  });
});
