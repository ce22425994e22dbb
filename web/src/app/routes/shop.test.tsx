import { SHOP_TEXTS } from '@seamline/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import ShopRoute from './shop';

const fetchMock = mockFetch();

describe('the shop page of a shop buyers may not see', () => {
  it('says the shop is not available, names no shop in its heading or title, and lists nothing', async () => {
    // The server answers a suspended shop as it does a slug no shop had (decision 163).
    fetchMock.mockResolvedValue(jsonResponse(404, { message: SHOP_TEXTS.shopUnavailable }));
    renderWithProviders(<ShopRoute />, { route: '/shop/shutter-lane', path: '/shop/:slug' });

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(SHOP_TEXTS.shopUnavailable));
    expect(document.title).toBe(`${SHOP_TEXTS.shopUnavailable} · Seamline`);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to shop' })).toBeTruthy();
    // Only the shop's head was asked for: no list of its products.
    expect(requestedUrls(fetchMock)).toEqual(['/api/shops/shutter-lane']);
  });
});
