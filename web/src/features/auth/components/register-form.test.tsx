import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterForm (spec §5)', () => {
  it('shows every required message of an empty form', async () => {
    renderWithProviders(<RegisterForm />, { route: '/register' });
    await submit();
    for (const text of [
      'Role is required',
      'Full Name is required',
      'Email is required',
      'Password is required',
      'Address is required',
      'City is required',
      'Postal Code is required',
      'Country is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks buyers for preferences and vendors for a vendor name', async () => {
    renderWithProviders(<RegisterForm />, { route: '/register' });
    await userEvent.click(screen.getByRole('radio', { name: /Buyer/ }));
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await submit();
    expect(await screen.findByText('Preferences is required for buyers')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Vendor/ }));
    await submit();
    expect(await screen.findByText('Vendor name is required for vendors')).toBeTruthy();
  });

  it('refuses a crafted e-mail and a name with hidden characters before sending them', async () => {
    renderWithProviders(<RegisterForm />, { route: '/register' });
    await userEvent.click(screen.getByRole('radio', { name: /Vendor/ }));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Vic\u200BVendor');
    await userEvent.type(screen.getByLabelText('Email'), 'vic@example.com?bcc=victim@example.com');
    await userEvent.type(screen.getByLabelText('Vendor Name'), 'Vic\u2066Wear');
    await submit();
    expect(await screen.findByText(VALIDATION.invisibleCharacters('Full Name'))).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(screen.getByText(VALIDATION.invisibleCharacters('Vendor name'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers a vendor and goes to /login', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { userId: 5, message: 'Registration successful' }));
    renderWithProviders(<RegisterForm />, { route: '/register' });
    await userEvent.click(screen.getByRole('radio', { name: /Vendor/ }));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Vic Vendor');
    await userEvent.type(screen.getByLabelText('Email'), 'Vic@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.type(screen.getByLabelText('Vendor Name'), 'Vic Wear');
    await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
    await userEvent.type(screen.getByLabelText('City'), 'Springfield');
    await userEvent.type(screen.getByLabelText('Postal Code'), '12345');
    await userEvent.type(screen.getByLabelText('Country'), 'USA');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      role: 'vendor',
      vendorName: 'Vic Wear',
      preferences: null,
      email: 'vic@example.com',
      city: 'Springfield',
    });
    expect(toast.success).toHaveBeenCalledWith('Registration successful!', {
      group: 'session',
      description: 'You can now login with your credentials.',
    });
  });

  it.each([API_MESSAGES.emailTaken, API_MESSAGES.storeNameTaken])(
    "toasts 'Registration failed' with the server's message: %s",
    async (message) => {
      fetchMock.mockResolvedValue(jsonResponse(409, { message }));
      renderWithProviders(<RegisterForm />, { route: '/register' });
      await userEvent.click(screen.getByRole('radio', { name: /Buyer/ }));
      await userEvent.selectOptions(screen.getByLabelText('Shopping preference'), 'male');
      for (const [label, value] of [
        ['Full Name', 'Bea'],
        ['Email', 'bea@example.com'],
        ['Password', 'password123'],
        ['Address', '1 Main St'],
        ['City', 'Springfield'],
        ['Postal Code', '12345'],
        ['Country', 'USA'],
      ] as const) {
        await userEvent.type(screen.getByLabelText(label), value);
      }
      await submit();
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Registration failed', { group: 'session', description: message }));
    },
  );

  it('chooses the vendor role from ?role=vendor (Become a Vendor) and ignores unknown roles', () => {
    const { unmount } = renderWithProviders(<RegisterForm />, { route: '/register?role=vendor', path: '/register' });
    expect((screen.getByRole('radio', { name: /Vendor/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Vendor Name')).toBeTruthy();
    unmount();
    renderWithProviders(<RegisterForm />, { route: '/register?role=admin', path: '/register' });
    expect((screen.getByRole('radio', { name: /Vendor/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Buyer/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('carries where the visitor was going on to /login after registering', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { userId: 5, message: 'Registration successful' }));
    renderWithProviders(<RegisterForm />, { route: '/register?role=vendor&next=/buyer/product/3', path: '/register' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=/buyer/product/3');
    for (const [label, value] of [
      ['Full Name', 'Vic Vendor'],
      ['Email', 'vic@example.com'],
      ['Password', 'password123'],
      ['Vendor Name', 'Vic Wear'],
      ['Address', '1 Main St'],
      ['City', 'Springfield'],
      ['Postal Code', '12345'],
      ['Country', 'USA'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?next=/buyer/product/3'));
  });
});
