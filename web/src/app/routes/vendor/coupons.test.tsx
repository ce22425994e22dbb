import { COUPON_TEXTS } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { type FetchMock, mockFetch, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import VendorCouponsRoute from './coupons';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
const product = (productId: number, productName: string, price: number) => ({
  productId,
  productName,
  price,
  imageUrl: `/images/${productId}.webp`,
  sizeFlags: [],
});
const PAGES: Record<string, unknown[]> = {
  '0': [product(31, 'Wool Scarf', 40), product(32, 'Linen Shirt', 55)],
  '2': [product(33, 'Cord Trousers', 70)],
};

/** The shop's coupons (none), its products in two pages (3 in all), its profile; a POST creates. */
function answer(mock: FetchMock) {
  mock.mockImplementation(async (url, init) => {
    const address = new URL(String(url), 'http://localhost');
    if (init?.method === 'POST') return jsonResponse(201, {});
    if (address.pathname === '/api/vendors/products')
      return jsonResponse(200, PAGES[address.searchParams.get('offset') ?? ''] ?? [], { 'X-Total-Count': '3' });
    if (address.pathname === '/api/vendors/profile') return jsonResponse(200, { vendorName: 'Vic Wear', shopStatus: 'active' });
    return jsonResponse(200, []);
  });
}

describe("the vendor's Coupons route: the picker offers the shop's products from the Products screen's list", () => {
  it('shows them by name and price, page by page, and sends the ids of those checked', async () => {
    answer(fetchMock);
    renderWithProviders(<VendorCouponsRoute />, { auth: fakeAuth({ user: vendor }) });
    const products = await screen.findByRole('group', { name: 'Products' });
    const scarf = await within(products).findByRole('checkbox', { name: 'Wool Scarf' });
    expect(within(products).getByText('$40.00')).toBeTruthy();
    expect(within(products).getByText('Showing 2 of 3')).toBeTruthy();
    await userEvent.click(within(products).getByRole('button', { name: 'Load more' }));
    const trousers = await within(products).findByRole('checkbox', { name: 'Cord Trousers' });
    expect(within(products).queryByText('Showing 2 of 3')).toBeNull();
    expect(String(fetchMock.mock.calls.map(([url]) => String(url)))).toContain('/api/vendors/products?limit=50&offset=2');

    await userEvent.click(scarf);
    await userEvent.click(trousers);
    await userEvent.type(screen.getByLabelText('Code'), 'SCARF5');
    await userEvent.type(screen.getByLabelText('Value (%)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchMock, post)).toMatchObject({
      url: '/api/vendors/coupons',
      body: { productIds: ['31', '33'], vendorIds: null },
    });
  });
});
