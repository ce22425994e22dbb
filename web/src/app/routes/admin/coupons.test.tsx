import { COUPON_TEXTS } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import AdminCouponsRoute from './coupons';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
const admin = { ...vendor, id: 9, role: 'admin' as const, vendorName: null };
const shop = (id: number, vendorName: string, status: 'active' | 'suspended' = 'active') => ({ id, vendorName, status });

describe("the operator's Coupons route: the picker offers the shops of the Vendors screen's list", () => {
  it('lists them by name in alphabetical order, says which is suspended, and sends the ids of those checked', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return jsonResponse(201, {});
      if (String(url) === '/api/admin/vendors')
        return jsonResponse(200, [shop(1, 'Northwind Apparel'), shop(3, 'Stride & Co Shoes', 'suspended'), shop(4, 'Little Sprouts Kids')]);
      return jsonResponse(200, []);
    });
    renderWithProviders(<AdminCouponsRoute />, { auth: fakeAuth({ user: admin }) });
    const shops = await screen.findByRole('group', { name: 'Shops' });
    await within(shops).findByRole('checkbox', { name: 'Northwind Apparel' });
    const names = within(shops)
      .getAllByRole('checkbox')
      .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(names).toEqual(['Little Sprouts Kids', 'Northwind Apparel', 'Stride & Co Shoes']);
    expect(within(shops).getByText('Suspended')).toBeTruthy();

    await userEvent.click(within(shops).getByRole('checkbox', { name: 'Little Sprouts Kids' }));
    await userEvent.click(within(shops).getByRole('checkbox', { name: 'Northwind Apparel' }));
    await userEvent.type(screen.getByLabelText('Code'), 'TWOSHOPS');
    await userEvent.type(screen.getByLabelText('Value (%)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchMock, post)).toMatchObject({ url: '/api/admin/coupons', body: { vendorIds: ['4', '1'], productIds: null } });
  });
});
