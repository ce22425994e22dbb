import { CART_TEXTS, type CartItem } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { freeQuoteOf } from '@/test/quote';
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

/** Answers the cart load with `cart`; anything else the page asks is recorded and never answers. */
function serve(cart: CartItem[]) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/buyer/cart') return jsonResponse(200, cart);
    if (String(url) === '/api/buyer/cart/quote') return jsonResponse(200, freeQuoteOf(cart.filter((l) => l.available)));
    return new Promise<Response>(() => {});
  });
}

// The cart screen and the buyer's cart share the app's one query cache, as in the app (emptied after each test by src/test/setup.ts).
function renderCart(onProceed = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ user: buyer })}>
        <MemoryRouter>
          <CartProvider>
            <CartView onProceed={onProceed} />
          </CartProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return onProceed;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const amount = (term: string) => within(summary()).getByText(term).nextElementSibling?.textContent;

describe('CartView Proceed to Checkout (docs/architecture.md#payments: a checkout page comes first)', () => {
  it('opens the checkout page and places nothing', async () => {
    serve([line()]);
    const onProceed = renderCart();
    // 2 × $10.80 = $21.60; 8% = $1.728 → $1.73; total $23.33.
    await waitFor(() => expect(amount('Total')).toBe('$23.33'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(requestLines(fetchMock)).toEqual(['GET /api/buyer/cart', 'GET /api/buyer/cart/quote']);
    expect(toast.success).not.toHaveBeenCalled();
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
    serve([over, gone]);
    renderCart();
    await waitFor(() => expect(screen.getByText('Only 1 left — lower the quantity to 1')).toBeTruthy());
    // 3 × $10.80 = $32.40 (+8% $2.59): the gown is not counted.
    expect(amount('Total')).toBe('$34.99');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
    expect(within(summary()).getByText(CART_TEXTS.fixLines)).toBeTruthy();
    expect(within(summary()).getByText('Your order ships from 1 shop: 1 order')).toBeTruthy();
  });
});
