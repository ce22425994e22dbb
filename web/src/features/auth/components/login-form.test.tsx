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
    expect(toast.success).toHaveBeenCalledWith('Login successful!', { group: 'session', description: `Welcome back, ${vendor.email}` });
  });

  it("toasts 'Login failed' with the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    renderWithProviders(<LoginForm />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Login failed', { group: 'session', description: 'Invalid email or password' }),
    );
    // The reason stays on the form, and the password is to be typed again.
    expect(screen.getByRole('alert').textContent).toContain('Invalid email or password');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  const buyerResponse = { userId: 1, fullName: 'Bea', email: 'bea@b.c', role: 'buyer', preferences: 'male', vendorName: null, token: 't' };

  async function logIn(route: string) {
    const auth = fakeAuth({
      signIn: vi.fn(() => ({ id: 1, fullName: 'Bea', email: 'bea@b.c', role: 'buyer' as const, preferences: 'male', vendorName: null })),
    });
    renderWithProviders(<LoginForm />, { route, path: '/login', auth });
    await userEvent.type(screen.getByLabelText('Email'), 'bea@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('returns to the page the visitor was going to', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, buyerResponse));
    await logIn('/login?next=/buyer/product/12');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/product/12'));
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/buyer/cart'])(
    'ignores an unsafe next (%s) and goes to the dashboard',
    async (next) => {
      fetchMock.mockResolvedValue(jsonResponse(200, buyerResponse));
      await logIn(`/login?next=${encodeURIComponent(next)}`);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/dashboard'));
    },
  );

  it('keeps where the visitor was going on the Register link', () => {
    renderWithProviders(<LoginForm />, { route: '/login?next=/buyer/product/12', path: '/login' });
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register?next=/buyer/product/12');
  });

  it('disables Login while the request runs, so a second click sends nothing', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<LoginForm />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    const button = screen.getByRole('button', { name: 'Login' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(401, { message: 'Invalid email or password' }));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
