import { API_MESSAGES } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { AccountSecurity } from './account-security';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

describe('AccountSecurity (DESIGN §11)', () => {
  it("'Log out everywhere' ends every session on the server, then this one", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: API_MESSAGES.loggedOutEverywhere }));
    const auth = fakeAuth({ user: buyer, token: 't', isAuthenticated: true });
    renderWithProviders(<AccountSecurity />, { route: '/buyer/profile', auth });
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session/logout-everywhere');
    expect(toast.success).toHaveBeenCalledWith('Logged out everywhere', { description: API_MESSAGES.loggedOutEverywhere });
  });

  it('changes the password with the current one, and says when that is wrong', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: API_MESSAGES.currentPasswordWrong }));
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
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/session/password');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'old password', password: 'a new password' });
  });
});
