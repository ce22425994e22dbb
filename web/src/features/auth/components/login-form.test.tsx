import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

describe('LoginForm (spec §5)', () => {
  it('shows required messages and sends nothing when empty', async () => {
    renderWithProviders(<LoginForm />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an email without text@text', async () => {
    renderWithProviders(<LoginForm />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in, welcomes the email and goes to the dashboard of the role', async () => {
    const response = {
      userId: 2,
      fullName: vendor.fullName,
      email: vendor.email,
      role: 'vendor',
      preferences: null,
      vendorName: 'Vic Wear',
      token: 't',
    };
    fetchMock.mockResolvedValue(jsonResponse(200, response));
    const auth = fakeAuth({ signIn: vi.fn(() => vendor) });
    renderWithProviders(<LoginForm />, { route: '/login', auth });
    await userEvent.type(screen.getByLabelText('Email'), vendor.email);
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vendor/dashboard'));
    expect(auth.signIn).toHaveBeenCalledWith(response);
    expect(toast.success).toHaveBeenCalledWith('Login successful!', { description: `Welcome back, ${vendor.email}` });
  });

  it("toasts 'Login failed' with the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    renderWithProviders(<LoginForm />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Login failed', { description: 'Invalid email or password' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
