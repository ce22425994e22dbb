import { API_MESSAGES, type CartItem, COUPON_TEXTS, SANDBOX_TEST_CARDS } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { AuthContext } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { mockFetch } from '@/test/fetch-mock';
import { option, parcel, quoteOf } from '@/test/quote';
import { buyer, fakeAuth, jsonResponse, LocationProbe } from '@/test/render';
import BuyerCheckoutRoute from './checkout';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

const cart: CartItem[] = [
  {
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
  },
];
const config = { provider: 'sandbox', sandbox: true, payOnDelivery: true, tokenUrl: '/psp/v1/tokens', testCards: SANDBOX_TEST_CARDS };
const profile = {
  fullName: 'Bea Buyer',
  emailAddress: 'bea@example.com',
  preferences: 'female',
  address: '1 Main St, Springfield, 12345, USA',
};

const standard = option({ fee: 4.95 });
const express = option({ method: 'express', fee: 12, deliveryFrom: '2024-12-02', deliveryTo: '2024-12-03' });

/**
 * The quote as the server prices it: Linen Loft's $4.95 standard or $12.00 express delivery;
 * SAVE10 takes $2.16 off (10%), OLD has expired.
 */
function quoteFor(search: URLSearchParams) {
  const code = search.get('couponCode');
  if (code === 'OLD') return jsonResponse(400, { message: COUPON_TEXTS.expired });
  const fast = search.get('shipping[3]') === 'express';
  const discount = code === 'SAVE10' ? 2.16 : 0;
  const shipped = parcel({
    shippingOptions: [standard, express],
    shippingMethod: fast ? 'express' : 'standard',
    shipping: fast ? 12 : 4.95,
    freeShippingRemaining: 53.4,
    discount,
    tax: discount ? 1.56 : 1.73,
  });
  const coupon = discount ? { code: 'SAVE10', discount, message: COUPON_TEXTS.applied(discount) } : null;
  return jsonResponse(200, quoteOf([shipped], { coupon }));
}

function renderCheckout() {
  fetchMock.mockImplementation(async (url, init) => {
    const address = new URL(String(url), 'http://shop.test');
    if (address.pathname === '/api/buyer/cart') return jsonResponse(200, cart, { ETag: '"v1"' });
    if (address.pathname === '/api/buyer/cart/quote') return quoteFor(address.searchParams);
    if (address.pathname === '/api/buyer/profile') return jsonResponse(200, profile);
    if (address.pathname === '/api/payments/config') return jsonResponse(200, config);
    if (address.pathname === '/api/buyer/cart/checkout' && init?.method === 'POST')
      return jsonResponse(201, { message: API_MESSAGES.orderPlaced, orderIds: [41] });
    return jsonResponse(404, { message: `no ${address.pathname}` });
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ user: buyer })}>
        <MemoryRouter initialEntries={['/buyer/checkout']}>
          <CartProvider>
            <Routes>
              <Route path="/buyer/checkout" element={<BuyerCheckoutRoute />} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </CartProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const checkoutBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/buyer/cart/checkout');
  return JSON.parse(String(call?.[1]?.body));
};
const totalRow = (term: string) =>
  within(screen.getByRole('region', { name: 'Order total' })).getByText(term).nextElementSibling?.textContent;

describe('checkout: delivery per parcel and a discount code (docs/architecture.md#shipping-and-promotions)', () => {
  it('offers Standard and Express with fee and dates; Express re-prices the order and is what checkout sends', async () => {
    renderCheckout();
    const choice = await screen.findByRole('group', { name: 'Delivery from Linen Loft' });
    const standardRadio = within(choice).getByRole('radio', { name: /Standard/ });
    expect(standardRadio).toHaveProperty('checked', true);
    expect(within(choice).getByText('Arrives Tue 3 – Fri 6 Dec')).toBeTruthy();
    expect(within(choice).getByText('Arrives Mon 2 – Tue 3 Dec')).toBeTruthy();
    expect(within(choice).getByText('Add $53.40 more from Linen Loft for free delivery')).toBeTruthy();
    // $21.60 + $4.95 delivery + $1.73 tax.
    expect(await screen.findByRole('button', { name: 'Place order · $28.28' })).toBeTruthy();

    await userEvent.click(within(choice).getByRole('radio', { name: /Express/ }));
    const place = await screen.findByRole('button', { name: 'Place order · $35.33' });
    expect(totalRow('Shipping')).toBe('$12.00');
    expect(within(choice).getByRole('radio', { name: /Express/ })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await userEvent.click(place);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout/confirmation?orders=41'));
    expect(checkoutBody()).toEqual({ expectedTotal: 35.33, shipping: { '3': 'express' }, payment: { method: 'on_delivery' } });
  });

  it('applies a code: the discount is read out, the totals add up, and checkout sends the code with the total shown', async () => {
    renderCheckout();
    await screen.findByRole('button', { name: 'Place order · $28.28' });
    await userEvent.type(screen.getByLabelText('Discount code'), 'save10{Enter}');
    // Said in the code's live region.
    expect((await screen.findByText('Code applied: $2.16 off')).closest('[role="status"]')?.id).toBe('coupon-result');
    // $21.60 − $2.16 + $4.95 + $1.56 = $25.95; Enter applied the code and placed nothing.
    const place = await screen.findByRole('button', { name: 'Place order · $25.95' });
    expect(totalRow('Discount')).toBe('−$2.16');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/buyer/cart/checkout')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await userEvent.click(place);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout/confirmation?orders=41'));
    expect(checkoutBody()).toEqual({ expectedTotal: 25.95, shipping: {}, couponCode: 'SAVE10', payment: { method: 'on_delivery' } });
  });

  it("says why a code does not apply, in the server's words, and keeps the order as it was", async () => {
    renderCheckout();
    await screen.findByRole('button', { name: 'Place order · $28.28' });
    await userEvent.type(screen.getByLabelText('Discount code'), 'old');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByText(COUPON_TEXTS.expired)).closest('[role="status"]')?.id).toBe('coupon-result');
    expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Place order · $28.28' })).toBeTruthy();
    expect(screen.queryByText('Discount')).toBeNull();
  });
});
