import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, withQueryClient } from '@/test/render';
import { getCart, useCartItems } from './get-cart';

const fetchMock = mockFetch();

describe('getCart (spec §3, §8)', () => {
  it('turns server lines into client items', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        [
          {
            cartId: '3',
            buyerId: '1',
            productId: '8',
            productName: 'Tee',
            unitPrice: 12.5,
            quantity: 2,
            totalPrice: 25,
            imageUrl: '',
            availabilityStatus: '',
            stockQuantity: 4,
            vendorId: '2',
            vendorName: 'Tee Shop',
            available: true,
            variantId: '31',
            size: 'M',
            colour: 'Navy',
          },
        ],
        { ETag: '"v1"' },
      ),
    );
    await expect(getCart()).resolves.toEqual({
      version: '"v1"',
      items: [
        {
          id: '3',
          cartId: '3',
          buyerId: '1',
          productId: '8',
          name: 'Tee',
          price: 12.5,
          quantity: 2,
          totalPrice: 25,
          imageUrl: '',
          availabilityStatus: '',
          stockQuantity: 4,
          previousPrice: undefined,
          variantId: '31',
          variant: 'M · Navy',
          size: 'M',
          colour: 'Navy',
          bracket: undefined,
          vendorId: '2',
          vendorName: 'Tee Shop',
          available: true,
        },
      ],
    });
  });

  it("treats a 'No items found in cart' error as an empty cart", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'No items found in cart for this buyer' }));
    await expect(getCart()).resolves.toEqual({ items: [], version: null });
  });

  it('passes other errors on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Boom' }));
    await expect(getCart()).rejects.toBeInstanceOf(ApiError);
  });
});

const line = {
  cartId: '1',
  buyerId: '1',
  productId: '7',
  productName: 'Tee',
  unitPrice: 10,
  quantity: 2,
  totalPrice: 20,
  imageUrl: '',
  availabilityStatus: '',
  stockQuantity: 9,
  vendorId: '2',
  vendorName: 'Tee Shop',
  available: true,
};

describe('useCartItems', () => {
  it('loads nothing without a buyer', () => {
    const { result } = renderHook(() => useCartItems(undefined), { wrapper: withQueryClient() });
    expect(result.current).toMatchObject({ items: undefined, error: null, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the buyer's cart, and a failed reload keeps the items while reporting the error", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [line]));
    const { result } = renderHook(() => useCartItems(1), { wrapper: withQueryClient() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Database down' }));
    await act(() => result.current.reload());
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500 }));
    expect(result.current.items).toHaveLength(1);
    expect(result.current.isLoading).toBe(false);
  });

  it("never shows one buyer's cart to the next", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [line]));
    const { result, rerender } = renderHook(({ id }) => useCartItems(id), { initialProps: { id: 1 }, wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    rerender({ id: 2 });
    expect(result.current.items).toBeUndefined();
    await waitFor(() => expect(result.current.items).toEqual([]));
  });
});
