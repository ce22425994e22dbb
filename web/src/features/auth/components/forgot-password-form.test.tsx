import { API_MESSAGES } from '@seamline/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

describe('ForgotPasswordForm (docs/architecture.md#accounts-mail-live)', () => {
  it('checks the email as login does and sends nothing when it is wrong', async () => {
    renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a link and shows the server's answer, the same for every email", async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, { message: API_MESSAGES.resetLinkSent }));
    renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'bea@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(API_MESSAGES.resetLinkSent);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/registration/forgot-password');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'bea@example.com' });
  });
});
