import { API_MESSAGES, SHOP_TEXTS, VALIDATION } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { VendorProfileView } from './vendor-profile-view';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const profile = {
  fullName: 'Vic Vendor',
  emailAddress: 'vic@example.com',
  vendorName: 'Vic Wear',
  address: '1 Main St, Springfield, 12345, USA',
  returnDays: 45,
};

const fetchMock = mockFetch();

const sent = (n: number) => sentRequest(fetchMock, n);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('VendorProfileView (spec §2, §5)', () => {
  it('fills the form, splitting the address into its four parts', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, profile));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    expect(((await screen.findByLabelText('Store Name')) as HTMLInputElement).value).toBe('Vic Wear');
    expect(field('Contact Person').value).toBe('Vic Vendor');
    expect(field('Address').value).toBe('1 Main St');
    expect(field('City').value).toBe('Springfield');
    expect(field('Postal Code').value).toBe('12345');
    expect(field('Country').value).toBe('USA');
    expect(field('Email').readOnly).toBe(true);
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
  });

  it('shows every required message when the fields are emptied', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, profile));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByLabelText('Store Name');
    for (const label of ['Store Name', 'Contact Person', 'Address', 'City', 'Postal Code', 'Country']) await userEvent.clear(field(label));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const text of [
      'Store name is required',
      'Contact person name is required',
      'Address is required',
      'City is required',
      'Postal Code is required',
      'Country is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves, toasts and updates the signed-in user', async () => {
    const saved = { ...profile, vendorName: 'Vic Studio' };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, profile)).mockResolvedValueOnce(jsonResponse(200, saved));
    const auth = fakeAuth({ user: vendor });
    renderWithProviders(<VendorProfileView />, { auth });
    await userEvent.clear(await screen.findByLabelText('Store Name'));
    await userEvent.type(field('Store Name'), 'Vic Studio');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile updated', { description: 'Your profile has been updated successfully.' }),
    );
    const { url, method, body } = sent(1);
    expect(url).toBe('/api/vendors/profile');
    expect(method).toBe('PUT');
    expect(body).toEqual({
      vendorName: 'Vic Studio',
      fullName: 'Vic Vendor',
      addressLine1: '1 Main St',
      city: 'Springfield',
      postalCode: '12345',
      country: 'USA',
      returnDays: 45,
    });
    expect(auth.updateUser).toHaveBeenCalledWith({ vendorName: 'Vic Studio', fullName: 'Vic Vendor' });
  });

  it('tells the vendor its address and what each old one does (decision 208)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        ...profile,
        shopSlug: 'vic-wear',
        oldAddresses: [{ slug: 'vic-old', redirectsUntil: '2026-12-28T09:00:00.000Z' }],
      }),
    );
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    const link = await screen.findByRole('link', { name: "Your shop's address: /shop/vic-wear" });
    expect(link.getAttribute('href')).toBe('/shop/vic-wear');
    expect(screen.getByText('Your old address /shop/vic-old sends visitors here until Dec 28, 2026.')).toBeTruthy();
    expect(screen.getByText(SHOP_TEXTS.addressHint)).toBeTruthy();
  });

  it("toasts the 429 when the name would move the shop's address a 4th time in 30 days", async () => {
    const message = SHOP_TEXTS.addressMovedTooOften('2026-12-28T09:00:00.000Z');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, profile)).mockResolvedValueOnce(jsonResponse(429, { message }));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    await userEvent.clear(await screen.findByLabelText('Store Name'));
    await userEvent.type(field('Store Name'), 'Vic Fifth');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Update failed', { description: message }));
    expect(message).toContain('can be saved from Dec 28, 2026.');
  });

  it("toasts the server's message when another shop has the store name", async () => {
    const message = API_MESSAGES.storeNameTaken;
    fetchMock.mockResolvedValueOnce(jsonResponse(200, profile)).mockResolvedValueOnce(jsonResponse(409, { message }));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    await userEvent.clear(await screen.findByLabelText('Store Name'));
    await userEvent.type(field('Store Name'), 'ＵＲＢＡＮ thread');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Update failed', { description: message }));
  });

  it('refuses a store name with a direction-changing character before sending it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, profile));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    await userEvent.clear(await screen.findByLabelText('Store Name'));
    await userEvent.type(field('Store Name'), 'Vic\u202Ereaw');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(VALIDATION.invisibleCharacters('Store name'))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Update failed' with the fallback when saving fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, profile)).mockResolvedValueOnce(jsonResponse(500, {}));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByLabelText('Store Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Update failed', { description: 'Failed to update profile' }));
  });

  it.each([
    [404, 'Profile data not found'],
    [500, 'Failed to fetch profile data'],
  ])('explains a load failure (%i)', async (status, text) => {
    fetchMock.mockResolvedValue(jsonResponse(status, {}));
    renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
  });
});
