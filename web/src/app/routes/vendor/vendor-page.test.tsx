import { MODERATION_MESSAGES, MODERATION_TEXTS } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { mockFetch } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import VendorDashboardRoute from './dashboard';
import VendorEarningsRoute from './earnings';
import VendorOrdersRoute from './orders';
import VendorProductsRoute from './products';
import VendorProfileRoute from './profile';
import VendorReturnsRoute from './returns';
import { VendorPage } from './vendor-page';

const fetchMock = mockFetch();
const profile = (shopStatus: 'active' | 'suspended') => ({
  fullName: 'Vic Vendor',
  emailAddress: 'vic@example.com',
  vendorName: 'Vic Wear',
  address: '1 Main St, Springfield, 12345, USA',
  returnDays: 30,
  shopStatus,
});
/** The profile with the given status; every other call an empty answer. */
const answer = (status: () => 'active' | 'suspended') =>
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/vendors/profile') ? jsonResponse(200, profile(status())) : jsonResponse(200, []),
  );
const findBanner = () => screen.findByText(MODERATION_TEXTS.suspendedNotice.title);

/** A save the server refuses as suspended. */
function Save() {
  const save = useMutation({ mutationFn: () => api.put('/api/vendors/profile', {}) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

const SCREENS: [string, ComponentType][] = [
  ['dashboard', VendorDashboardRoute],
  ['products', VendorProductsRoute],
  ['orders', VendorOrdersRoute],
  ['earnings', VendorEarningsRoute],
  ['returns', VendorReturnsRoute],
  ['profile', VendorProfileRoute],
];

describe("a suspended shop's vendor screens (decision 153)", () => {
  it.each(SCREENS)('the %s screen says the shop is suspended and that orders already placed go on', async (_name, Screen) => {
    answer(() => 'suspended');
    renderWithProviders(<Screen />, { auth: fakeAuth({ user: vendor }) });
    const title = await findBanner();
    const notice = title.closest('[role="status"]');
    expect(notice?.textContent).toContain(MODERATION_TEXTS.suspendedNotice.body);
    expect(notice?.textContent).toContain('Orders already placed go on');
  });

  it('shows nothing for an active shop', async () => {
    answer(() => 'active');
    renderWithProviders(
      <VendorPage>
        <p>content</p>
      </VendorPage>,
      { auth: fakeAuth({ user: vendor }) },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByText(MODERATION_TEXTS.suspendedNotice.title)).toBeNull();
  });

  it('appears as soon as a save is refused as suspended, without signing the vendor out', async () => {
    let status: 'active' | 'suspended' = 'active';
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        status = 'suspended';
        return jsonResponse(403, { message: MODERATION_MESSAGES.shopSuspended });
      }
      return jsonResponse(200, profile(status));
    });
    localStorage.setItem('token', 'tok');
    renderWithProviders(
      <VendorPage>
        <Save />
      </VendorPage>,
      { auth: fakeAuth({ user: vendor }) },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(MODERATION_TEXTS.suspendedNotice.title)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findBanner();
    expect(localStorage.getItem('token')).toBe('tok');
  });
});
