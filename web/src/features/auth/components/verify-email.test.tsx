import { API_MESSAGES } from '@seamline/contract';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, sentRequest } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { VerifyEmail } from './verify-email';

const fetchMock = mockFetch();

describe('VerifyEmail (/verify-email?token=…)', () => {
  it('sends the token once, also when effects run twice, and says the address is confirmed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: API_MESSAGES.emailVerified }));
    renderWithProviders(
      <StrictMode>
        <VerifyEmail />
      </StrictMode>,
      { route: '/verify-email?token=abc' },
    );
    expect(await screen.findByText(API_MESSAGES.emailVerified)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock, 0)).toMatchObject({ url: '/api/registration/verify-email', method: 'POST', body: { token: 'abc' } });
  });

  it('says the link is invalid, expired or already used when the server refuses it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: API_MESSAGES.verifyLinkInvalid }));
    renderWithProviders(<VerifyEmail />, { route: '/verify-email?token=used' });
    expect(await screen.findByText(API_MESSAGES.verifyLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeTruthy();
  });

  it('sends nothing without a token', async () => {
    renderWithProviders(<VerifyEmail />, { route: '/verify-email' });
    expect(await screen.findByText(API_MESSAGES.verifyLinkInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
