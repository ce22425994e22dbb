import { WISHLIST_TEXTS, type WishlistItem } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { WishlistHeart } from './wishlist-heart';

const fetchMock = mockFetch();

/** The heart by its name, once no change is under way. */
function enabled(name: string): HTMLButtonElement {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  expect(button.disabled).toBe(false);
  return button;
}

const saved = (productId: number): WishlistItem => ({
  productId,
  productName: 'Wool Coat',
  price: 80,
  imageUrl: '',
  categoryName: 'female',
  vendorName: 'Coats & Co',
  vendorSlug: 'coats-co',
  inStock: true,
  available: true,
  colours: [],
  savedAt: '2026-11-26T10:00:00.000Z',
});

describe('WishlistHeart', () => {
  it('sends a visitor to log in, and back to where they were', async () => {
    renderWithProviders(<WishlistHeart productId={7} productName="Wool Coat" isBuyer={false} />, { route: '/buyer/product/7?size=M' });
    await userEvent.click(screen.getByRole('link', { name: WISHLIST_TEXTS.loginToSave }));
    expect(screen.getByTestId('location').textContent).toBe('/login?next=/buyer/product/7%3Fsize%3DM');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is pressed for a saved product; pressing it removes the product, and again saves it', async () => {
    let list = [saved(7)];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'DELETE') list = [];
      if (init?.method === 'PUT') list = [saved(7)];
      return String(url) === '/api/buyer/wishlist' ? jsonResponse(200, list) : new Response(null, { status: 204 });
    });
    renderWithProviders(<WishlistHeart productId={7} productName="Wool Coat" isBuyer />, { auth: fakeAuth({ user: buyer }) });
    const heart = await screen.findByRole('button', { name: WISHLIST_TEXTS.unsave('Wool Coat') });
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(heart);
    const unsaved = await waitFor(() => enabled(WISHLIST_TEXTS.save('Wool Coat')));
    expect(unsaved.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(unsaved);
    expect((await waitFor(() => enabled(WISHLIST_TEXTS.unsave('Wool Coat')))).getAttribute('aria-pressed')).toBe('true');
    const writes = requestLines(fetchMock).filter((line) => !line.startsWith('GET'));
    expect(writes).toEqual(['DELETE /api/buyer/wishlist/7', 'PUT /api/buyer/wishlist/7']);
  });
});
