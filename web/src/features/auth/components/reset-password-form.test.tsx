import { ACCOUNT_TEXTS, API_MESSAGES } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
/** What the link check answers; the other requests go to `fetchMock`. */
let linkUsable: boolean | 'offline' = true;
beforeEach(() => {
  linkUsable = true;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/reset-password/check')) return fetchMock(url, init);
    return linkUsable === 'offline'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(jsonResponse(200, { usable: linkUsable }));
  });
});

const fill = async (password: string, confirm = password) => {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
};

describe('ResetPasswordForm (docs/architecture.md#accounts-mail-live)', () => {
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

  it('says at once that a missing, used or expired link no longer works, with a way to a new one', async () => {
    linkUsable = false;
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password?token=used' });
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.resetLinkDeadTitle })).toBeTruthy();
    expect(screen.getByText(API_MESSAGES.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: ACCOUNT_TEXTS.sendNewLink }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says so without asking when the link has no token', async () => {
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password' });
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.resetLinkDeadTitle })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when the link could not be checked first", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: API_MESSAGES.resetLinkInvalid }));
    linkUsable = 'offline';
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password?token=old' });
    await fill('a new password');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Reset failed', { description: API_MESSAGES.resetLinkInvalid }));
    expect(screen.getByTestId('location').textContent).toBe('/reset-password?token=old');
  });
});
