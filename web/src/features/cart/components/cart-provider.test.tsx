import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import type { CartState } from '../hooks/cart-context';
import { useCart } from '../hooks/use-cart';
import { CartProvider } from './cart-provider';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

let cart: CartState;
function Probe() {
  cart = useCart();
  return <p data-testid="count">{cart.isLoading ? 'loading' : (cart.error ?? cart.itemCount)}</p>;
}

const renderCart = (user: typeof buyer) =>
  renderWithProviders(
    <CartProvider>
      <Probe />
    </CartProvider>,
    { auth: fakeAuth({ user }) },
  );

const line = (productId: string, quantity: number) => ({
  cartId: productId,
  buyerId: '1',
  productId,
  productName: `P${productId}`,
  unitPrice: 10,
  quantity,
  totalPrice: 10 * quantity,
  imageUrl: '',
  availabilityStatus: '',
  stockQuantity: 9,
});

const calls = () => requestLines(fetchMock);

describe('CartProvider (spec §4)', () => {
  it('loads nothing for vendors and visitors', async () => {
    renderCart(vendor);
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a buyer cart, counts quantities and reloads after an add', async () => {
    let lines = [line('1', 2)];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        lines = [...lines, line('2', 3)];
        return jsonResponse(201, line('2', 3));
      }
      return jsonResponse(200, lines);
    });
    renderCart(buyer);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    await act(async () => {
      await cart.addToCart(2, 3);
    });
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('5'));
    expect(calls()).toEqual(['GET /api/buyer/cart', 'POST /api/buyer/cart/add', 'GET /api/buyer/cart']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ productId: 2, quantity: 3 });
    expect(toast.success).toHaveBeenCalledWith('Product added to cart', { group: 'cart' });
  });

  it("toasts the server's message when an add fails", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? jsonResponse(400, { message: 'Only 1 of P1 in stock' }) : jsonResponse(200, []),
    );
    renderCart(buyer);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'));
    let ok: boolean | string = true;
    await act(async () => {
      ok = await cart.addToCart(1, 5);
    });
    expect(ok).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Only 1 of P1 in stock', { group: 'cart' });
  });

  it("shows 'Failed to fetch cart' and toasts when the cart cannot load", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderCart(buyer);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('Failed to fetch cart'));
    expect(toast.error).toHaveBeenCalledWith('Error', expect.objectContaining({ description: 'Failed to fetch cart items' }));
  });

  it('holds an add asked for while the cart is still loading, and makes it once the cart is in', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? jsonResponse(201, line('4', 1)) : jsonResponse(200, [])));
    renderCart(buyer);
    expect(cart.isLoading).toBe(true);
    // Not awaited inside act: the add waits for renders that act would hold back until it ends.
    const added = cart.addToCart(4);
    await waitFor(() => expect(calls()).toContain('POST /api/buyer/cart/add'));
    await expect(added).resolves.toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body))).toEqual({
      productId: 4,
      quantity: 1,
    });
  });

  it("shows 'Failed to fetch cart' when the cart's code cannot load, and tries again", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [line('1', 2)]));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    vi.doMock('./buyer-cart', () => {
      throw new Error('offline');
    });
    renderCart(buyer);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('Failed to fetch cart'));
    expect(toast.error).toHaveBeenCalledWith('Error', expect.objectContaining({ description: 'Failed to fetch cart items' }));
    vi.doUnmock('./buyer-cart');
    await act(() => cart.refreshCart());
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
  });
});
