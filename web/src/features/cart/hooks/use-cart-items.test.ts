import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/render';
import { useCartItems } from './use-cart-items';
import { mockFetch } from '@/test/fetch-mock';

const fetchMock = mockFetch();

const line = { cartId: '1', buyerId: '1', productId: '7', productName: 'Tee', unitPrice: 10, quantity: 2, totalPrice: 20, imageUrl: '', availabilityStatus: '', stockQuantity: 9 };

describe('useCartItems', () => {
  it('loads nothing without a buyer', () => {
    const { result } = renderHook(() => useCartItems(undefined));
    expect(result.current).toMatchObject({ items: undefined, error: null, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the buyer's cart, and a failed reload keeps the items while reporting the error", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [line]));
    const { result } = renderHook(() => useCartItems(1));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Database down' }));
    await act(() => result.current.reload());
    expect(result.current.items).toHaveLength(1);
    expect(result.current.error).toMatchObject({ status: 500 });
    expect(result.current.isLoading).toBe(false);
  });

  it("never shows one buyer's cart to the next", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [line]));
    const { result, rerender } = renderHook(({ id }) => useCartItems(id), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    rerender({ id: 2 });
    expect(result.current.items).toBeUndefined();
    await waitFor(() => expect(result.current.items).toEqual([]));
  });
});
