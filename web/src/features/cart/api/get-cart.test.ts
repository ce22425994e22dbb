import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { jsonResponse } from '@/test/render';
import { getCart } from './get-cart';
import { mockFetch } from '@/test/fetch-mock';

const fetchMock = mockFetch();

describe('getCart (spec §3, §8)', () => {
  it('turns server lines into client items', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { cartId: '3', buyerId: '1', productId: '8', productName: 'Tee', unitPrice: 12.5, quantity: 2, totalPrice: 25, imageUrl: '', availabilityStatus: '', stockQuantity: 4 },
      ]),
    );
    await expect(getCart()).resolves.toEqual([
      { id: '3', cartId: '3', buyerId: '1', productId: '8', name: 'Tee', price: 12.5, quantity: 2, totalPrice: 25, imageUrl: '', availabilityStatus: '', stockQuantity: 4 },
    ]);
  });

  it("treats a 'No items found in cart' error as an empty cart", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'No items found in cart for this buyer' }));
    await expect(getCart()).resolves.toEqual([]);
  });

  it('passes other errors on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Boom' }));
    await expect(getCart()).rejects.toBeInstanceOf(ApiError);
  });
});
