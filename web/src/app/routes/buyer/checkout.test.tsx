import { API_MESSAGES, CART_TEXTS, type CartItem, DECLINE_MESSAGES, PAYMENT_TEXTS, SANDBOX_TEST_CARDS } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { toClientItem } from '@/features/cart/lib/to-client-item';
import { AuthContext } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { freeQuoteOf } from '@/test/quote';
import { buyer, fakeAuth, jsonResponse, LocationProbe, storeSession } from '@/test/render';
import BuyerCheckoutRoute from './checkout';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

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

const config = { provider: 'sandbox', sandbox: true, payOnDelivery: true, tokenUrl: '/psp/v1/tokens', testCards: SANDBOX_TEST_CARDS };
const profile = {
  fullName: 'Bea Buyer',
  emailAddress: 'bea@example.com',
  preferences: 'female',
  address: '1 Main St, Springfield, 12345, USA',
};
const placed = (orderIds: number[], method = 'card') => ({
  message: API_MESSAGES.orderPlaced,
  orderIds,
  payment: { paymentId: 'pay_1', method, status: method === 'card' ? 'authorized' : 'due_on_delivery', amount: 23.33 },
});

/**
 * The shop's API and the provider, answering by address; checkout answers `checkouts` in turn (then
 * never), and the cart's reloads `reload` (the cart as it was, unless an order emptied it).
 */
function serve({ cart = [line()], checkouts = [] as Response[], reload = undefined as CartItem[] | undefined } = {}) {
  let cartLoads = 0;
  let checkoutCalls = 0;
  let tokens = 0;
  let ordered = false;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/buyer/cart') {
      cartLoads += 1;
      return cartLoads === 1 ? jsonResponse(200, cart, { ETag: '"v1"' }) : jsonResponse(200, reload ?? (ordered ? [] : cart));
    }
    if (path.startsWith('/api/buyer/cart/quote')) {
      const shown = cartLoads <= 1 ? cart : (reload ?? (ordered ? [] : cart));
      return jsonResponse(200, freeQuoteOf(shown.filter((l) => l.available)));
    }
    if (path === '/api/buyer/profile') return jsonResponse(200, profile);
    if (path === '/api/payments/config') return jsonResponse(200, config);
    if (path === '/psp/v1/tokens') {
      tokens += 1;
      return jsonResponse(201, { token: `tok_${tokens}`, last4: '4242', brand: 'visa' });
    }
    if (path === '/api/buyer/cart/checkout' && init?.method === 'POST') {
      const answer = checkouts[checkoutCalls];
      checkoutCalls += 1;
      if (!answer) return new Promise<Response>(() => {});
      ordered ||= answer.status === 201;
      return answer;
    }
    return jsonResponse(404, { message: `no ${path}` });
  });
}

function renderCheckout() {
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

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));
const headersOf = (call: Parameters<typeof fetch> | undefined) => new Headers(call?.[1]?.headers);
/** The page's alerts that say `text` (the sandbox's list names each decline too, as what a test card does). */
const alertsSaying = (text: string) => screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(text));
const placeButton = () => screen.getByRole('button', { name: 'Place order · $23.33' });

async function typeCard(number = '4242424242424242', expiry = '1234', cvc = '123') {
  const field = await screen.findByLabelText('Card number');
  await userEvent.clear(field);
  await userEvent.type(field, number);
  await userEvent.type(screen.getByLabelText('Expiry date'), expiry);
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), cvc);
}

describe('the checkout page (docs/architecture.md#payments)', () => {
  it("shows the profile's address, each shop's parcel with its delivery dates, the total with tax and the sandbox's test cards", async () => {
    serve({
      cart: [
        line(),
        line({
          cartId: '6',
          productId: '9',
          productName: 'Clogs',
          unitPrice: 40,
          totalPrice: 40,
          quantity: 1,
          vendorId: '4',
          vendorName: 'Clog Co',
        }),
      ],
    });
    renderCheckout();
    const parcels = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(parcels).getByText(CART_TEXTS.shipsFrom(2), { exact: false })).toBeTruthy();
    expect(within(parcels).getByRole('heading', { name: 'Parcel 1 of 2 · Sold by Linen Loft' })).toBeTruthy();
    expect(within(parcels).getByRole('heading', { name: 'Parcel 2 of 2 · Sold by Clog Co' })).toBeTruthy();
    expect(await within(parcels).findAllByText('Arrives Tue 3 – Fri 6 Dec')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Shipping address' }).textContent).toContain('1 Main St');
    // $21.60 + $40.00 = $61.60; tax $4.93; total $66.53.
    expect(screen.getByRole('button', { name: 'Place order · $66.53' })).toBeTruthy();
    const cards = screen.getByRole('complementary', { name: 'Sandbox test cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(SANDBOX_TEST_CARDS.length);
    expect(within(cards).getByText('4000 0000 0000 0002')).toBeTruthy();
  });

  it('sends the card to the provider only, without the session; the shop gets the token, the total shown and one key', async () => {
    serve({ checkouts: [jsonResponse(201, placed([41]))] });
    storeSession(buyer, 'session-token');
    renderCheckout();
    await typeCard();
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).toHaveProperty('value', '12 / 34');
    await userEvent.click(placeButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout/confirmation?orders=41'));

    const [token] = calls('/psp/v1/tokens');
    expect(bodyOf(token)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    expect(headersOf(token).get('Authorization')).toBeNull();
    const [checkout] = calls('/api/buyer/cart/checkout');
    expect(bodyOf(checkout)).toEqual({ expectedTotal: 23.33, shipping: {}, payment: { method: 'card', token: 'tok_1' } });
    expect(String(checkout?.[1]?.body)).not.toContain('4242');
    expect(headersOf(checkout).get('Authorization')).toBe('Bearer session-token');
    expect(headersOf(checkout).get('If-Match')).toBe('"v1"');
    expect(headersOf(checkout).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(toast.success).toHaveBeenCalledWith('Order placed successfully!', {
      description: 'Thank you for your purchase. Your order ships from 1 shop: 1 order.',
    });
    // The spec: a placed order refreshes the cart.
    expect(requestLines(fetchMock).filter((l) => l === 'GET /api/buyer/cart').length).toBeGreaterThanOrEqual(2);
  });

  it('sends once on a double click, the button waiting from the first', async () => {
    serve();
    renderCheckout();
    await typeCard();
    await userEvent.dblClick(placeButton());
    await waitFor(() => expect(calls('/api/buyer/cart/checkout')).toHaveLength(1));
    expect(calls('/psp/v1/tokens')).toHaveLength(1);
    expect(placeButton()).toHaveProperty('disabled', true);
  });

  it("shows a decline's message beside the form with the card kept; the next attempt has a key of its own", async () => {
    serve({ checkouts: [jsonResponse(402, { message: DECLINE_MESSAGES.declined }), jsonResponse(201, placed([43]))] });
    renderCheckout();
    await typeCard('4000000000000002');
    await userEvent.click(placeButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(DECLINE_MESSAGES.declined)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByRole('alert')).toBe(alert);
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4000 0000 0000 0002');
    expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout');
    expect(toast.success).not.toHaveBeenCalled();

    await userEvent.click(
      within(screen.getByRole('complementary', { name: 'Sandbox test cards' })).getByRole('button', { name: /4242 4242 4242 4242/ }),
    );
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    await userEvent.click(placeButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout/confirmation?orders=43'));
    const [first, second] = calls('/api/buyer/cart/checkout').map(headersOf);
    expect(first?.get('Idempotency-Key')).not.toBe(second?.get('Idempotency-Key'));
  });

  it('takes an old decline away once the card is edited, so a new problem is not shown under it', async () => {
    serve({ checkouts: [jsonResponse(402, { message: DECLINE_MESSAGES.insufficientFunds })] });
    renderCheckout();
    await typeCard('4000000000009995');
    await userEvent.click(placeButton());
    expect(within(await screen.findByRole('alert')).getByText(DECLINE_MESSAGES.insufficientFunds)).toBeTruthy();
    // Another card, with an expiry in the past.
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.clear(screen.getByLabelText('Expiry date'));
    await userEvent.type(screen.getByLabelText('Expiry date'), '0120');
    await userEvent.click(placeButton());
    expect(await screen.findByText(PAYMENT_TEXTS.expiryPast)).toBeTruthy();
    expect(alertsSaying(DECLINE_MESSAGES.insufficientFunds)).toEqual([]);
    expect(calls('/api/buyer/cart/checkout')).toHaveLength(1);
  });

  it('takes an old decline away when Place order is pressed again and the form has a problem elsewhere', async () => {
    serve({ checkouts: [jsonResponse(402, { message: DECLINE_MESSAGES.declined })] });
    renderCheckout();
    await typeCard('4000000000000002');
    await userEvent.click(placeButton());
    await waitFor(() => expect(alertsSaying(DECLINE_MESSAGES.declined)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Change shipping address' }));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.click(placeButton());
    await waitFor(() => expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true'));
    expect(alertsSaying(DECLINE_MESSAGES.declined)).toEqual([]);
    expect(screen.getByLabelText('City')).toBe(document.activeElement);
  });

  it('on Place order with the card fields empty, puts the focus on the first wrong field, the card number', async () => {
    serve();
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order · $23.33' }));
    await waitFor(() => expect(screen.getByLabelText('Security code (CVC)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Expiry date').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(calls('/psp/v1/tokens')).toHaveLength(0);
  });

  it("fills a whole test card with the sandbox's 'Use': number, a future expiry and a CVC, ready to place", async () => {
    serve({ checkouts: [jsonResponse(201, placed([46]))] });
    renderCheckout();
    const cards = await screen.findByRole('complementary', { name: 'Sandbox test cards' });
    await userEvent.click(within(cards).getByRole('button', { name: /4242 4242 4242 4242/ }));
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    const year = (new Date().getFullYear() + 3) % 100;
    expect(screen.getByLabelText('Expiry date')).toHaveProperty('value', `12 / ${String(year).padStart(2, '0')}`);
    expect(screen.getByLabelText('Security code (CVC)')).toHaveProperty('value', '123');
    await userEvent.click(placeButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout/confirmation?orders=46'));
    expect(bodyOf(calls('/psp/v1/tokens')[0])).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2000 + year, cvc: '123' });
  });

  it("shows the provider's word on a card field under that field, and sends nothing to the shop", async () => {
    serve();
    renderCheckout();
    await typeCard();
    const tokens = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/psp/v1/tokens'
        ? jsonResponse(400, { message: PAYMENT_TEXTS.expiryPast })
        : (tokens?.(url, init) as Promise<Response>),
    );
    await userEvent.click(placeButton());
    expect(await screen.findByText(PAYMENT_TEXTS.expiryPast)).toBeTruthy();
    expect(screen.getByLabelText('Expiry date').getAttribute('aria-invalid')).toBe('true');
    expect(calls('/api/buyer/cart/checkout')).toHaveLength(0);
  });

  it('checks the card before sending it anywhere', async () => {
    serve();
    renderCheckout();
    await typeCard('4242424242424241', '0120', '12');
    await userEvent.click(placeButton());
    expect(await screen.findByText(PAYMENT_TEXTS.cardNumberInvalid)).toBeTruthy();
    expect(screen.getByText(PAYMENT_TEXTS.expiryPast)).toBeTruthy();
    expect(screen.getByText(PAYMENT_TEXTS.cvcInvalid)).toBeTruthy();
    expect(calls('/psp/v1/tokens')).toHaveLength(0);
    expect(calls('/api/buyer/cart/checkout')).toHaveLength(0);
  });

  it('pays on delivery without a card', async () => {
    serve({ checkouts: [jsonResponse(201, placed([44], 'on_delivery'))] });
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(placeButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout/confirmation?orders=44'));
    expect(calls('/psp/v1/tokens')).toHaveLength(0);
    expect(bodyOf(calls('/api/buyer/cart/checkout')[0])).toEqual({
      expectedTotal: 23.33,
      shipping: {},
      payment: { method: 'on_delivery' },
    });
  });

  it("ships to an address changed for this order only, starting from the profile's", async () => {
    serve({ checkouts: [jsonResponse(201, placed([45], 'on_delivery'))] });
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Change shipping address' }));
    expect(screen.getByLabelText('Address')).toBe(document.activeElement);
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Springfield');
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), '9 Harbour Road');
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Portsmouth');
    await userEvent.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await userEvent.click(placeButton());
    await waitFor(() => expect(calls('/api/buyer/cart/checkout')).toHaveLength(1));
    expect(bodyOf(calls('/api/buyer/cart/checkout')[0]).shippingAddress).toEqual({
      addressLine1: '9 Harbour Road',
      city: 'Portsmouth',
      postalCode: '12345',
      country: 'USA',
    });
    expect(requestLines(fetchMock).some((l) => l.startsWith('PUT '))).toBe(false);
  });

  it('on a cart changed in another tab shows the cart as it now stands, says what changed, and places nothing', async () => {
    const shorts = line({ cartId: '3', productId: '3', productName: 'Shorts', quantity: 1, unitPrice: 15, totalPrice: 15 });
    serve({ checkouts: [jsonResponse(409, { message: API_MESSAGES.cartChanged, cart: [shorts], cartVersion: '"v2"' })], reload: [shorts] });
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    await userEvent.click(placeButton());
    const notice = await screen.findByText(CART_TEXTS.cartChangedTitle);
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Removed: Linen Shirt (×2)', 'Added: Shorts (×1)']);
    // $15.00 + $1.20 tax.
    expect(await screen.findByRole('button', { name: 'Place order · $16.20' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Checkout failed', { description: API_MESSAGES.cartChanged });
    expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout');
  });

  it('on a refusal over moved prices shows the new price, that it changed, and the new total on the button', async () => {
    const moved = line({ unitPrice: 12, totalPrice: 24, previousUnitPrice: 10.8 });
    serve({ checkouts: [jsonResponse(409, { message: API_MESSAGES.pricesChanged, cart: [moved] })], reload: [moved] });
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    await userEvent.click(placeButton());
    // 2 × $12.00 = $24.00; tax $1.92.
    expect(await screen.findByRole('button', { name: 'Place order · $25.92' })).toBeTruthy();
    expect(screen.getByText(CART_TEXTS.priceChanged('$10.80'))).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order total' })).getByText(CART_TEXTS.pricesChanged)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Checkout failed', { description: API_MESSAGES.pricesChanged });
    expect(bodyOf(calls('/api/buyer/cart/checkout')[0]).expectedTotal).toBe(23.33);
  });

  it("toasts the server's word on another refusal and keeps the page as it was, ready to try again", async () => {
    serve({ checkouts: [jsonResponse(409, { message: 'Only 1 of Linen Shirt in stock' })] });
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    await userEvent.click(placeButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Checkout failed', { description: 'Only 1 of Linen Shirt in stock' }));
    // Ready once the cart and its quote are read again.
    await waitFor(() => expect(placeButton()).toHaveProperty('disabled', false));
    expect(screen.getByTestId('location').textContent).toBe('/buyer/checkout');
  });

  it('reads the cart again as it opens: a tab that saw the cart before another tab changed it shows the lines as they are now', async () => {
    const shorts = line({ cartId: '3', productId: '3', productName: 'Shorts', quantity: 1, unitPrice: 15, totalPrice: 15 });
    // This tab read the cart a moment ago (still fresh for the cache): the Linen Shirt only.
    queryClient.setQueryData(cartQueryOptions(buyer.id).queryKey, { items: [toClientItem(line())], version: '"v0"' });
    serve({ cart: [shorts, line({ unitPrice: 12, totalPrice: 24, previousUnitPrice: 10.8 })] });
    renderCheckout();
    const parcels = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(parcels).getByRole('link', { name: 'Shorts' })).toBeTruthy();
    expect(within(parcels).getByText(CART_TEXTS.priceChanged('$10.80'))).toBeTruthy();
    // $15.00 + 2 × $12.00 = $39.00; tax $3.12.
    expect(screen.getByRole('button', { name: 'Place order · $42.12' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order total' })).getByText(CART_TEXTS.pricesChanged)).toBeTruthy();
    expect(calls('/api/buyer/cart')).toHaveLength(1);
  });

  it('on a line sold out since, shows one message and each line with what changed, and asks for no card', async () => {
    serve({
      cart: [
        line({ productName: 'Linen Shirt', quantity: 1, unitPrice: 36, totalPrice: 36, previousUnitPrice: 30 }),
        line({
          cartId: '6',
          productId: '9',
          productName: 'Silk Scarf',
          quantity: 1,
          unitPrice: 12,
          totalPrice: 12,
          stockQuantity: 0,
          availabilityStatus: 'Out of Stock',
        }),
      ],
    });
    renderCheckout();
    const parcels = await screen.findByRole('region', { name: 'Delivery' });
    const lineSaying = (name: string) => within(parcels).getByRole('link', { name }).closest('li')?.textContent ?? '';
    expect(lineSaying('Linen Shirt')).toContain(CART_TEXTS.priceChanged('$30.00'));
    expect(lineSaying('Silk Scarf')).toContain('Out of Stock');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Fix it in your cart to check out');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
  });

  it('sends the buyer back to the cart while a line is above the stock', async () => {
    serve({ cart: [line({ quantity: 3, stockQuantity: 1 })] });
    renderCheckout();
    expect((await screen.findByRole('alert')).textContent).toContain('Fix it in your cart to check out');
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/buyer/cart');
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
  });
});
