import { ACCOUNT_TEXTS, API_MESSAGES } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { AccountSecurity } from './account-security';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
const VERIFICATION = '/api/session/email-verification';

/** Answers the e-mail state with `verified`, and every other request with `other`. */
function answer(verified: boolean, other: () => Response) {
  fetchMock.mockImplementation(async (url, init) =>
    String(url) === VERIFICATION && (init?.method ?? 'GET') === 'GET'
      ? jsonResponse(200, { emailAddress: 'bea@example.test', emailVerified: verified })
      : other(),
  );
}
/** The requests other than reading the e-mail state, as [url, init]. */
const actions = () => fetchMock.mock.calls.filter(([url, init]) => !(String(url) === VERIFICATION && (init?.method ?? 'GET') === 'GET'));

describe('AccountSecurity (docs/architecture.md#accounts-mail-live)', () => {
  it("'Log out everywhere' asks first; kept, nothing ends; confirmed, every session on the server ends, then this one", async () => {
    answer(true, () => jsonResponse(200, { message: API_MESSAGES.loggedOutEverywhere }));
    const auth = fakeAuth({ user: buyer, token: 't', isAuthenticated: true });
    renderWithProviders(<AccountSecurity />, { route: '/buyer/profile', auth });
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: ACCOUNT_TEXTS.logoutEverywhereTitle })).getByRole('button', {
        name: ACCOUNT_TEXTS.logoutEverywhereKeep,
      }),
    );
    expect(actions()).toEqual([]);
    expect(auth.signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_TEXTS.logoutEverywhereTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXTS.logoutEverywhereConfirm }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(actions()[0]?.[0]).toBe('/api/session/logout-everywhere');
    expect(toast.success).toHaveBeenCalledWith('Logged out everywhere', { description: API_MESSAGES.loggedOutEverywhere });
  });

  it('changes the password with the current one, and says when that is wrong', async () => {
    answer(true, () => jsonResponse(400, { message: API_MESSAGES.currentPasswordWrong }));
    renderWithProviders(<AccountSecurity />, { route: '/vendor/profile' });
    await userEvent.type(screen.getByLabelText('Current password'), 'old password');
    await userEvent.type(screen.getByLabelText('New password'), 'a new password');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Change failed',
        expect.objectContaining({ description: API_MESSAGES.currentPasswordWrong }),
      ),
    );
    // The reason stays under the field it is about, not only in the passing toast.
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(API_MESSAGES.currentPasswordWrong)).toBeTruthy();
    const [url, init] = actions()[0] as [string, RequestInit];
    expect(url).toBe('/api/session/password');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'old password', password: 'a new password' });
  });

  it('shows whether the e-mail address is confirmed, and resends the link until it is (F11)', async () => {
    answer(false, () => jsonResponse(202, { message: API_MESSAGES.verificationSent }));
    renderWithProviders(<AccountSecurity />, { route: '/buyer/profile' });
    expect(await screen.findByText('Not confirmed')).toBeTruthy();
    expect(screen.getByText('bea@example.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Confirmation link sent', { description: API_MESSAGES.verificationSent }),
    );
    const [url, init] = actions()[0] as [string, RequestInit];
    expect([url, init.method]).toEqual([VERIFICATION, 'POST']);
  });

  it('offers no Resend once the address is confirmed', async () => {
    answer(true, () => jsonResponse(500, {}));
    renderWithProviders(<AccountSecurity />, { route: '/vendor/profile' });
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});
