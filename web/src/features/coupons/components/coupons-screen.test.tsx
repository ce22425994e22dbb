import { type Coupon, COUPON_TEXTS, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import type { ScopeChoice, ScopeChoices } from '../lib/scope-choices';
import { CouponsScreen } from './coupons-screen';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
const admin = { ...vendor, id: 9, role: 'admin' as const, vendorName: null };
beforeEach(() => vi.mocked(toast.success).mockClear());

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  couponId: '7',
  code: 'SPRING10',
  vendorId: '3',
  kind: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: 50,
  maxUsesPerBuyer: 1,
  productIds: null,
  vendorIds: null,
  categories: null,
  active: true,
  uses: 3,
  discountGiven: 12.5,
  ...over,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** What the route hands over: loaded, every one on the first page. */
const choicesOf = (items: ScopeChoice[], over: Partial<ScopeChoices> = {}): ScopeChoices => ({
  items,
  total: items.length,
  pending: false,
  error: null,
  retry: vi.fn(),
  ...over,
});
const PRODUCTS = choicesOf([
  { id: '8', name: 'Wool Scarf', imageUrl: '/images/scarf.webp', detail: '$40.00' },
  { id: '9', name: 'Linen Shirt', imageUrl: '', detail: '$55.00' },
  { id: '12', name: 'Wool Beanie', imageUrl: '/images/beanie.webp', detail: '$18.00' },
]);
const SHOPS = choicesOf([
  { id: '4', name: 'Little Sprouts Kids' },
  { id: '2', name: 'Lumière Femme' },
  { id: '3', name: 'Stride & Co Shoes', detail: 'Suspended' },
]);
const products = () => screen.getByRole('group', { name: 'Products' });
const shops = () => screen.getByRole('group', { name: 'Shops' });
const checkbox = (group: HTMLElement, name: string) => within(group).getByRole('checkbox', { name }) as HTMLInputElement;
/** The names of the checkboxes the list shows now, in order. */
const shownNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('checkbox')
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);
const renderScreen = (owner: 'vendor' | 'admin', choices = owner === 'vendor' ? PRODUCTS : SHOPS) =>
  renderWithProviders(<CouponsScreen owner={owner} choices={choices} />, { auth: fakeAuth({ user: owner === 'vendor' ? vendor : admin }) });

describe("the vendor's Coupons screen (docs/architecture.md#shipping-and-promotions)", () => {
  it('lists each coupon with its kind, value, uses of its maximum, discount given and dates', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        coupon(),
        coupon({
          couponId: '8',
          code: 'SHIPFREE',
          kind: 'free_shipping',
          value: 0,
          maxUses: null,
          uses: 0,
          discountGiven: 0,
          active: false,
        }),
      ]),
    );
    renderScreen('vendor');
    const spring = (await screen.findByRole('rowheader', { name: 'SPRING10' })).closest('tr') as HTMLElement;
    expect(within(spring).getByText('Percent off')).toBeTruthy();
    expect(within(spring).getByText('10%')).toBeTruthy();
    expect(within(spring).getByText('3 / 50')).toBeTruthy();
    expect(within(spring).getByText('$12.50')).toBeTruthy();
    expect(within(spring).getByText('Any time')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Active: SPRING10' })).toHaveProperty('checked', true);
    const free = screen.getByRole('rowheader', { name: 'SHIPFREE' }).closest('tr') as HTMLElement;
    expect(within(free).getByText('0 / ∞')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Active: SHIPFREE' })).toHaveProperty('checked', false);
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/coupons']);
  });

  it('switches a coupon off through PUT { active }, the row showing what the server answered', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [coupon()])).mockResolvedValue(jsonResponse(200, coupon({ active: false })));
    renderScreen('vendor');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Active: SPRING10' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Active: SPRING10' })).toHaveProperty('checked', false));
    expect(sentRequest(fetchMock, 1)).toEqual({ url: '/api/vendors/coupons/7', method: 'PUT', body: { active: false } });
  });

  it('creates a coupon for products checked by name: their ids sent, the code in capitals, amounts as numbers, the list read again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, []))
      .mockResolvedValueOnce(jsonResponse(201, coupon({ code: 'TAKE5', kind: 'amount', value: 5 })))
      .mockResolvedValue(jsonResponse(200, [coupon({ code: 'TAKE5', kind: 'amount', value: 5 })]));
    renderScreen('vendor');
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    await userEvent.type(field('Code'), 'take5');
    await userEvent.selectOptions(field('Kind'), 'amount');
    await userEvent.type(field('Value ($)'), '5');
    await userEvent.type(field('Minimum subtotal ($)'), '30');
    await userEvent.type(field('Maximum uses'), '100');
    expect(within(products()).getByText('None checked')).toBeTruthy();
    await userEvent.click(checkbox(products(), 'Wool Scarf'));
    await userEvent.click(checkbox(products(), 'Linen Shirt'));
    expect(within(products()).getByText('2 checked')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/api/vendors/coupons',
      method: 'POST',
      body: {
        code: 'TAKE5',
        kind: 'amount',
        value: 5,
        minSubtotal: 30,
        startsAt: null,
        endsAt: null,
        maxUses: 100,
        maxUsesPerBuyer: 1,
        productIds: ['8', '9'],
        vendorIds: null,
        categories: null,
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'TAKE5' })).toBeTruthy();
    // The form starts afresh: nothing checked.
    expect(checkbox(products(), 'Wool Scarf').checked).toBe(false);
    expect(within(products()).getByText('None checked')).toBeTruthy();
  });

  it("offers the shop's products by name with their price; nothing checked sends null, for every product, as the hint says", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(201, coupon()));
    renderScreen('vendor');
    await screen.findByText('No coupons yet');
    expect(shownNames(products())).toEqual(['Wool Scarf', 'Linen Shirt', 'Wool Beanie']);
    const scarf = checkbox(products(), 'Wool Scarf');
    expect(scarf.getAttribute('type')).toBe('checkbox');
    expect(document.getElementById(scarf.getAttribute('aria-describedby') ?? '')?.textContent).toBe('$40.00');
    expect(products().getAttribute('aria-describedby')).toBe('coupon-productIds-hint');
    expect(document.getElementById('coupon-productIds-hint')?.textContent).toBe(PROMO_SCREEN_TEXTS.productScopeHint);
    expect(screen.queryByRole('group', { name: 'Shops' })).toBeNull();

    await userEvent.type(field('Code'), 'ALLOFIT');
    await userEvent.type(field('Value (%)'), '10');
    // Checked, then unchecked again: none is sent as null, not [].
    await userEvent.click(scarf);
    await userEvent.click(within(products()).getByRole('button', { name: 'Uncheck all' }));
    expect(scarf.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    expect(sentRequest(fetchMock, 1).body).toMatchObject({ code: 'ALLOFIT', productIds: null, vendorIds: null, categories: null });
  });

  it('narrows the list to the names searched, keeping what is checked; Enter in the search does not create the coupon', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(201, coupon()));
    renderScreen('vendor');
    await screen.findByText('No coupons yet');
    // A coupon that could be created: Enter in the search must still not create it.
    await userEvent.type(field('Code'), 'WINTER');
    await userEvent.type(field('Value (%)'), '10');
    const search = within(products()).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'wool');
    expect(shownNames(products())).toEqual(['Wool Scarf', 'Wool Beanie']);
    await userEvent.click(checkbox(products(), 'Wool Beanie'));
    await userEvent.clear(search);
    await userEvent.type(search, 'SHIRT{Enter}');
    expect(shownNames(products())).toEqual(['Linen Shirt']);
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/coupons']);
    await userEvent.click(checkbox(products(), 'Linen Shirt'));
    // What the search hides stays checked.
    expect(within(products()).getByText('2 checked')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'velvet');
    expect(shownNames(products())).toEqual([]);
    expect(within(products()).getByRole('status').textContent).toBe('Nothing matches “velvet”');

    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    expect(sentRequest(fetchMock, 1).body).toMatchObject({ productIds: ['12', '9'] });
  });

  it('says while the products load, offers the next page, and asks again when they failed', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    const load = vi.fn();
    const { unmount } = renderScreen('vendor', choicesOf([], { pending: true }));
    await screen.findByText('No coupons yet');
    expect(within(products()).getByText('Loading products')).toBeTruthy();
    unmount();

    renderScreen('vendor', { ...PRODUCTS, total: 120, more: { loading: false, load } });
    await screen.findByText('No coupons yet');
    expect(within(products()).getByText('Showing 3 of 120')).toBeTruthy();
    await userEvent.click(within(products()).getByRole('button', { name: 'Load more' }));
    expect(load).toHaveBeenCalledOnce();
    unmount();
  });

  it('shows a failed list with Try again, and a shop without products says so', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    const failed = choicesOf([], { error: new Error('offline') });
    const first = renderScreen('vendor', failed);
    await screen.findByText('No coupons yet');
    expect(within(products()).getByText(PROMO_SCREEN_TEXTS.productsLoadFailed)).toBeTruthy();
    await userEvent.click(within(products()).getByRole('button', { name: 'Try again' }));
    expect(failed.retry).toHaveBeenCalledOnce();
    first.unmount();

    renderScreen('vendor', choicesOf([]));
    await screen.findByText('No coupons yet');
    expect(within(products()).getByText(PROMO_SCREEN_TEXTS.noProducts)).toBeTruthy();
    expect(within(products()).queryByRole('searchbox')).toBeNull();
  });

  it("shows the server's refusal of a product under the products, and focuses the search", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(400, { message: COUPON_TEXTS.unknownProducts }));
    renderScreen('vendor');
    await screen.findByText('No coupons yet');
    await userEvent.type(field('Code'), 'GONE10');
    await userEvent.type(field('Value (%)'), '10');
    await userEvent.click(checkbox(products(), 'Wool Scarf'));
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    const message = await within(products()).findByText(COUPON_TEXTS.unknownProducts, { selector: 'p' });
    expect(products().getAttribute('aria-describedby')).toBe(`coupon-productIds-hint ${message.id}`);
    expect(document.activeElement).toBe(within(products()).getByRole('searchbox', { name: 'Search products' }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a field error the server names for productIds under the products', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, []))
      .mockResolvedValue(jsonResponse(400, { message: 'Invalid input', fieldErrors: { 'productIds.0': 'Ids must be numbers' } }));
    renderScreen('vendor');
    await screen.findByText('No coupons yet');
    await userEvent.type(field('Code'), 'BADID');
    await userEvent.type(field('Value (%)'), '10');
    await userEvent.click(checkbox(products(), 'Linen Shirt'));
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await within(products()).findByText('Ids must be numbers', { selector: 'p' })).toBeTruthy();
  });

  it("checks the form with the contract's words first, and shows a code taken (409) under the code", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(409, { message: COUPON_TEXTS.codeTaken }));
    renderScreen('vendor');
    await screen.findByText('No coupons yet');
    await userEvent.type(field('Code'), 'ab');
    await userEvent.type(field('Value (%)'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_TEXTS.codeFormat)).toBeTruthy();
    expect(screen.getByText(COUPON_TEXTS.percentRange)).toBeTruthy();
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/coupons']);

    await userEvent.clear(field('Code'));
    await userEvent.type(field('Code'), 'SPRING10');
    await userEvent.clear(field('Value (%)'));
    await userEvent.type(field('Value (%)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_TEXTS.codeTaken, { selector: 'p' })).toBeTruthy();
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe("the operator's Coupons screen", () => {
  it("keeps the platform's coupons: shops checked by name and categories instead of products", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(201, coupon({ vendorId: null })));
    renderScreen('admin');
    await screen.findByText('No coupons yet');
    expect(screen.queryByRole('group', { name: 'Products' })).toBeNull();
    expect(document.getElementById('coupon-vendorIds-hint')?.textContent).toBe(PROMO_SCREEN_TEXTS.shopScopeHint);
    expect(shownNames(shops())).toEqual(['Little Sprouts Kids', 'Lumière Femme', 'Stride & Co Shoes']);
    const stride = checkbox(shops(), 'Stride & Co Shoes');
    expect(document.getElementById(stride.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Suspended');
    await userEvent.type(field('Code'), 'WELCOME10');
    await userEvent.type(field('Value (%)'), '10');
    // Found without its accent.
    await userEvent.type(within(shops()).getByRole('searchbox', { name: 'Search shops' }), 'lumiere');
    expect(shownNames(shops())).toEqual(['Lumière Femme']);
    await userEvent.click(checkbox(shops(), 'Lumière Femme'));
    expect(within(shops()).getByText('1 checked')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: "Women's" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    const sent = sentRequest(fetchMock, 1);
    expect(sent.url).toBe('/api/admin/coupons');
    expect(sent.body).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, vendorIds: ['2'], categories: ['female'] });
  });

  it('sends null for no shop checked: every shop', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(201, coupon({ vendorId: null })));
    renderScreen('admin');
    await screen.findByText('No coupons yet');
    await userEvent.type(field('Code'), 'EVERYONE');
    await userEvent.type(field('Value (%)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    expect(sentRequest(fetchMock, 1).body).toMatchObject({ code: 'EVERYONE', productIds: null, vendorIds: null, categories: null });
  });
});
