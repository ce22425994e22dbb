import { API_MESSAGES, RETURN_SLIP_MESSAGES, SHOP_TEXTS, VALIDATION } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
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
      returnAddress: null,
      returnInstructions: null,
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

  describe('the return address and instructions (decision 221)', () => {
    const returnAddressGroup = () => screen.getByRole('group', { name: 'Return address' });
    const sameAsBusiness = () => screen.getByRole('checkbox', { name: 'Same as the business address' }) as HTMLInputElement;

    it('is the business address until unticked; another address is checked before it is sent', async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, { ...profile, returnAddress: null, returnInstructions: null }));
      renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
      await screen.findByLabelText('Store Name');
      expect(sameAsBusiness().checked).toBe(true);
      expect(within(returnAddressGroup()).queryByLabelText('City')).toBeNull();
      await userEvent.click(sameAsBusiness());
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      for (const text of ['Address is required', 'City is required', 'Postal Code is required', 'Country is required'])
        expect(await within(returnAddressGroup()).findByText(text)).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('refuses instructions over 300 characters with a message, before sending them', async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, profile));
      renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
      const note = await screen.findByLabelText('Return instructions (optional)');
      await userEvent.click(note);
      await userEvent.paste('x'.repeat(301));
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(RETURN_SLIP_MESSAGES.instructionsTooLong)).toBeTruthy();
      expect(RETURN_SLIP_MESSAGES.instructionsTooLong).toBe('Return instructions must be at most 300 characters');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('saves another return address and a note, and shows them as saved', async () => {
      const depot = { addressLine1: '9 Dock Lane', city: 'Salem', postalCode: '97301', country: 'USA' };
      const saved = { ...profile, returnAddress: depot, returnInstructions: 'Weekdays only' };
      fetchMock.mockResolvedValueOnce(jsonResponse(200, profile)).mockResolvedValueOnce(jsonResponse(200, saved));
      renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
      await screen.findByLabelText('Store Name');
      await userEvent.click(sameAsBusiness());
      const group = within(returnAddressGroup());
      await userEvent.type(group.getByLabelText('Address'), depot.addressLine1);
      await userEvent.type(group.getByLabelText('City'), depot.city);
      await userEvent.type(group.getByLabelText('Postal Code'), depot.postalCode);
      await userEvent.type(group.getByLabelText('Country'), depot.country);
      await userEvent.type(screen.getByLabelText('Return instructions (optional)'), '  Weekdays only ');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(sent(1).body).toMatchObject({ returnAddress: depot, returnInstructions: 'Weekdays only' });
      // The business address is left as it was.
      expect(sent(1).body).toMatchObject({ addressLine1: '1 Main St', city: 'Springfield' });
      await waitFor(() => expect(sameAsBusiness().checked).toBe(false));
      expect((within(returnAddressGroup()).getByLabelText('City') as HTMLInputElement).value).toBe('Salem');
    });

    it("shows the server's message under the field it names", async () => {
      const message = RETURN_SLIP_MESSAGES.instructionsInvalid;
      fetchMock
        .mockResolvedValueOnce(jsonResponse(200, profile))
        .mockResolvedValueOnce(jsonResponse(400, { message, fieldErrors: { returnInstructions: message } }));
      renderWithProviders(<VendorProfileView />, { auth: fakeAuth({ user: vendor }) });
      await userEvent.type(await screen.findByLabelText('Return instructions (optional)'), 'Ring twice');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(message)).toBeTruthy();
    });
  });
});
