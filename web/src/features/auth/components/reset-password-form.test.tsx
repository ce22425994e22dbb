import { API_MESSAGES } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

const fill = async (password: string, confirm = password) => {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
};

describe('ResetPasswordForm (DESIGN §11)', () => {
  it("holds the spec's password rules and a matching repeat", async () => {
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password?token=abc' });
    await fill('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await fill('long enough 1', 'long enough 2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password, then goes to login", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: API_MESSAGES.passwordReset }));
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password?token=abc-123' });
    await fill('a new password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/registration/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc-123', password: 'a new password' });
    expect(toast.success).toHaveBeenCalledWith('Password changed', { description: API_MESSAGES.passwordReset });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: API_MESSAGES.resetLinkInvalid }));
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password?token=old' });
    await fill('a new password');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Reset failed', { description: API_MESSAGES.resetLinkInvalid }));
    expect(screen.getByTestId('location').textContent).toBe('/reset-password?token=old');
  });
});
