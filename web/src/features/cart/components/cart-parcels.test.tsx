import { arrivesText, type CartItem, SHIPPING_TEXTS } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { MemoryRouter } from '@/lib/router';
import { mockFetch } from '@/test/fetch-mock';
import { option, parcel, quoteOf } from '@/test/quote';
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
const clogs = line({
  cartId: '6',
  productId: '9',
  productName: 'Clogs',
  unitPrice: 80,
  totalPrice: 80,
  quantity: 1,
  variantId: '91',
  vendorId: '4',
  vendorName: 'Clog Co',
});

function renderCart(cart: CartItem[], quote: unknown) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/buyer/cart') return jsonResponse(200, cart);
    if (String(url) === '/api/buyer/cart/quote') return jsonResponse(200, quote);
    return new Promise<Response>(() => {});
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ user: buyer })}>
        <MemoryRouter>
          <CartProvider>
            <CartView onProceed={vi.fn()} />
          </CartProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const amount = (term: string) => within(summary()).getByText(term).nextElementSibling?.textContent;

describe("CartView: each shop's parcel with its delivery (docs/architecture.md#shipping-and-promotions)", () => {
  it('groups the lines by shop, each with its fee, dates and what it lacks for free delivery; the total includes delivery', async () => {
    const linen = parcel({ shipping: 4.95, shippingOptions: [option({ fee: 4.95 })], freeShippingRemaining: 53.4 });
    const clogCo = parcel({
      vendorId: '4',
      vendorName: 'Clog Co',
      subtotal: 80,
      tax: 6.4,
      shippingOptions: [option({ deliveryFrom: '2024-11-29', deliveryTo: '2024-12-04' })],
    });
    renderCart([line(), clogs], quoteOf([linen, clogCo]));
    const loft = await screen.findByRole('region', { name: 'Sold by Linen Loft' });
    await waitFor(() => expect(within(loft).getByText('Delivery $4.95')).toBeTruthy());
    expect(within(loft).getByText('Arrives Tue 3 – Fri 6 Dec')).toBeTruthy();
    expect(within(loft).getByText(SHIPPING_TEXTS.addForFree(53.4, 'Linen Loft'))).toBeTruthy();
    expect(within(loft).getByText('Add $53.40 more from Linen Loft for free delivery')).toBeTruthy();
    expect(within(loft).getByRole('listitem', { name: 'Linen Shirt' })).toBeTruthy();

    const clog = screen.getByRole('region', { name: 'Sold by Clog Co' });
    expect(within(clog).getByText(SHIPPING_TEXTS.freeDelivery)).toBeTruthy();
    expect(within(clog).getByText('Arrives Fri 29 Nov – Wed 4 Dec')).toBeTruthy();
    expect(within(clog).queryByTestId('add-for-free')).toBeNull();
    expect(within(clog).getByRole('listitem', { name: 'Clogs' })).toBeTruthy();

    // $21.60 + $80.00 = $101.60; tax $1.73 + $6.40 = $8.13; delivery $4.95: $114.68.
    expect(amount('Subtotal')).toBe('$101.60');
    expect(amount('Shipping')).toBe('$4.95');
    expect(amount('Estimated Tax (8%)')).toBe('$8.13');
    expect(amount('Total')).toBe('$114.68');
  });

  it("says Free shipping when every parcel's delivery is free, and nothing about a shop without free delivery", async () => {
    renderCart([line()], quoteOf([parcel({ freeShippingRemaining: null })]));
    await waitFor(() => expect(amount('Shipping')).toBe('Free'));
    expect(amount('Total')).toBe('$23.33');
    expect(screen.queryByTestId('add-for-free')).toBeNull();
  });

  it("keeps the cart's own figures, shipping still being worked out, when the quote cannot be had", async () => {
    renderCart([line()], { nonsense: true });
    await waitFor(() => expect(amount('Total')).toBe('$23.33'));
    expect(amount('Shipping')).toBe('Working out…');
    expect(screen.getByRole('region', { name: 'Sold by Linen Loft' })).toBeTruthy();
  });
});

describe('arrivesText', () => {
  it('names both days, the month once when they share it', () => {
    expect(arrivesText('2024-12-03', '2024-12-06')).toBe('Arrives Tue 3 – Fri 6 Dec');
    expect(arrivesText('2024-11-29', '2024-12-04')).toBe('Arrives Fri 29 Nov – Wed 4 Dec');
    expect(arrivesText('2024-12-03', '2024-12-03')).toBe('Arrives Tue 3 Dec');
  });
});
