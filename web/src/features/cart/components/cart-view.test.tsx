import { API_MESSAGES, type CartItem } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse } from '@/test/render';
import { CartProvider } from './cart-provider';
import { CartView } from './cart-view';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

const line = (over: Partial<CartItem> = {}): CartItem => ({
  cartId: '5',
  buyerId: '1',
  productId: '8',
  productName: 'Linen Shirt',
  unitPrice: 10.8,
  quantity: 2,
  totalPrice: 21.6,
  imageUrl: '',
  availabilityStatus: 'In Stock',
  stockQuantity: 9,
  ...over,
});

/** Answers the cart load with `cart` and checkout with `checkout`; later loads with `reload` (pending by default). */
function serve({ cart, checkout, reload }: { cart: CartItem[]; checkout: Response; reload?: CartItem[] }) {
  let loads = 0;
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST' && String(url) === '/api/buyer/cart/checkout') return checkout;
    loads += 1;
    if (loads === 1) return jsonResponse(200, cart);
    // A reload that never answers: whatever shows after checkout came with its answer.
    return reload ? jsonResponse(200, reload) : new Promise<Response>(() => {});
  });
}

// The cart screen and the buyer's cart share the app's one query cache, as in the app (emptied after each test by src/test/setup.ts).
function renderCart(onCheckedOut = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ user: buyer })}>
        <MemoryRouter>
          <CartProvider>
            <CartView onCheckedOut={onCheckedOut} />
          </CartProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return onCheckedOut;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const amount = (term: string) => within(summary()).getByText(term).nextElementSibling?.textContent;
const checkoutBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/buyer/cart/checkout');
  return JSON.parse(String(call?.[1]?.body));
};

describe('CartView checkout (the buyer pays the price they saw)', () => {
  it('sends the total the Order Summary shows, to the cent', async () => {
    serve({ cart: [line()], checkout: jsonResponse(201, { message: API_MESSAGES.orderPlaced, orderIds: [41] }), reload: [] });
    const onCheckedOut = renderCart();
    // 2 × $10.80 = $21.60; 8% = $1.728 → $1.73; total $23.33.
    await waitFor(() => expect(amount('Total')).toBe('$23.33'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledWith([41]));
    expect(checkoutBody()).toEqual({ expectedTotal: 23.33 });
  });

  it('on a refusal over moved prices shows the cart it came with at once, says what changed, and stays', async () => {
    const moved = line({ unitPrice: 12, totalPrice: 24, previousUnitPrice: 10.8 });
    serve({ cart: [line()], checkout: jsonResponse(409, { message: API_MESSAGES.pricesChanged, cart: [moved] }) });
    const onCheckedOut = renderCart();
    await waitFor(() => expect(amount('Total')).toBe('$23.33'));
    expect(screen.queryByText('Price changed from $10.80')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    // 2 × $12.00 = $24.00; tax $1.92; total $25.92 — shown before any reload has answered.
    await waitFor(() => expect(amount('Total')).toBe('$25.92'));
    expect(screen.getByText('Price changed from $10.80')).toBeTruthy();
    expect(screen.getByText('Unit price:').nextElementSibling?.textContent).toBe('$10.80$12.00');
    expect(within(summary()).getByText(/Some prices changed since you added these items/)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Checkout failed', { description: 'Prices in your cart have changed' });
    expect(onCheckedOut).not.toHaveBeenCalled();
    expect(checkoutBody()).toEqual({ expectedTotal: 23.33 });
  });

  it('keeps the cart as it was on a refusal without one, toasting the server message', async () => {
    serve({ cart: [line()], checkout: jsonResponse(409, { message: 'Only 1 of Linen Shirt in stock' }), reload: [line()] });
    const onCheckedOut = renderCart();
    await waitFor(() => expect(amount('Total')).toBe('$23.33'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Checkout failed', { description: 'Only 1 of Linen Shirt in stock' }));
    expect(amount('Total')).toBe('$23.33');
    expect(onCheckedOut).not.toHaveBeenCalled();
    // The failure reloads the cart, since stock may have moved under the buyer.
    await waitFor(() => expect(requestLines(fetchMock).filter((l) => l === 'GET /api/buyer/cart')).toHaveLength(2));
  });
});
