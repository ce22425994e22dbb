import { API_MESSAGES, CART_TEXTS, type CartItem } from '@seamline/contract';
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
  vendorId: '3',
  vendorName: 'Linen Loft',
  available: true,
  variantId: '81',
  size: null,
  colour: null,
  ...over,
});

/** Answers the cart load with `cart` and checkout with `checkout`; later loads with `reload` (pending by default). */
function serve({ cart, checkout, reload, etag }: { cart: CartItem[]; checkout: Response; reload?: CartItem[]; etag?: string }) {
  let loads = 0;
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST' && String(url) === '/api/buyer/cart/checkout') return checkout.clone();
    loads += 1;
    if (loads === 1) return jsonResponse(200, cart, etag ? { ETag: etag } : {});
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
const checkoutHeaders = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/buyer/cart/checkout');
  return new Headers(call?.[1]?.headers);
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

  it("on 'Your cart has changed' shows the cart as it now stands and says what changed", async () => {
    const heels = line({ cartId: '1', productId: '1', productName: 'Heels', quantity: 1, unitPrice: 50, totalPrice: 50 });
    const sandals = line({ cartId: '2', productId: '2', productName: 'Sandals', quantity: 2, unitPrice: 20, totalPrice: 40 });
    const shorts = line({
      cartId: '3',
      productId: '3',
      productName: 'Shorts',
      quantity: 1,
      unitPrice: 15,
      totalPrice: 15,
      vendorId: '4',
      vendorName: 'Short Shop',
    });
    serve({
      cart: [heels, sandals],
      etag: '"tab-a"',
      checkout: jsonResponse(409, { message: API_MESSAGES.cartChanged, cart: [sandals, shorts], cartVersion: '"now"' }),
    });
    const onCheckedOut = renderCart();
    await waitFor(() => expect(screen.getByText('Heels')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(CART_TEXTS.cartChangedTitle)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Removed: Heels (×1)', 'Added: Shorts (×1)']);
    expect(screen.queryByRole('listitem', { name: 'Heels' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Shorts' })).toBeTruthy();
    expect(within(summary()).getByText('Your order ships from 2 shops: 2 orders')).toBeTruthy();
    expect(checkoutBody()).toEqual({ expectedTotal: 97.2 });
    expect(checkoutHeaders().get('If-Match')).toBe('"tab-a"');
    expect(onCheckedOut).not.toHaveBeenCalled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps Proceed to Checkout disabled while a line is above the stock, and leaves lines no longer sold out of the total', async () => {
    const over = line({ productName: 'Scarce Shirt', quantity: 3, stockQuantity: 1, availabilityStatus: 'Only 1 left' });
    const gone = line({
      cartId: '9',
      productId: '9',
      productName: 'Gone Gown',
      available: false,
      stockQuantity: 0,
      availabilityStatus: 'No longer available',
      unitPrice: 99,
      totalPrice: 99,
      quantity: 1,
    });
    serve({ cart: [over, gone], checkout: jsonResponse(201, { message: API_MESSAGES.orderPlaced, orderIds: [1] }) });
    renderCart();
    await waitFor(() => expect(screen.getByText('Only 1 left — lower the quantity to 1')).toBeTruthy());
    // 3 × $10.80 = $32.40 (+8% $2.59): the gown is not counted.
    expect(amount('Total')).toBe('$34.99');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
    expect(within(summary()).getByText(CART_TEXTS.fixLines)).toBeTruthy();
    expect(within(summary()).getByText('Your order ships from 1 shop: 1 order')).toBeTruthy();
  });

  it('places one set of orders on a double click, and says how many shops it ships from', async () => {
    vi.mocked(toast.error).mockClear();
    serve({ cart: [line()], checkout: jsonResponse(201, { message: API_MESSAGES.orderPlaced, orderIds: [41, 42] }), reload: [] });
    const onCheckedOut = renderCart();
    await waitFor(() => expect(amount('Total')).toBe('$23.33'));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledWith([41, 42]));
    expect(requestLines(fetchMock).filter((l) => l === 'POST /api/buyer/cart/checkout')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Order placed successfully!', {
      description: 'Thank you for your purchase. Your order ships from 2 shops: 2 orders.',
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
