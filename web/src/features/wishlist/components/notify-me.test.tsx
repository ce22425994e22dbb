import { WISHLIST_TEXTS } from '@seamline/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { NotifyMeLogin } from './notify-me';

const fetchMock = mockFetch();

describe("a visitor's 'Tell me when it's back'", () => {
  it('says a login comes first, and leads there and back to the same colour and size', async () => {
    renderWithProviders(<NotifyMeLogin label="M · Navy" />, { route: '/buyer/product/7?colour=Navy&size=M' });
    const link = screen.getByRole('link', { name: WISHLIST_TEXTS.notifyMe });
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      WISHLIST_TEXTS.loginToNotify('M · Navy'),
    );
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/login?next=/buyer/product/7%3Fcolour%3DNavy%26size%3DM');
    // Nothing is asked of the server before the visitor has logged in.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
