import { WISHLIST_TEXTS, type WishlistItem } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { WishlistView } from './wishlist-view';

const fetchMock = mockFetch();

const item = (over: Partial<WishlistItem>): WishlistItem => ({
  productId: 1,
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
  ...over,
});

describe('WishlistView', () => {
  it('lists each saved product with its price now, whether it is in stock, and its shop', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        item({}),
        item({ productId: 2, productName: 'Rain Boots', price: 45.5, inStock: false }),
        item({ productId: 3, productName: 'Old Scarf', inStock: false, available: false }),
      ]),
    );
    renderWithProviders(<WishlistView />, { auth: fakeAuth({ user: buyer }) });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Wool Coat.*In stock.*\$80\.00/),
      expect.stringMatching(/Rain Boots.*Out of stock.*\$45\.50/),
      expect.stringMatching(/Old Scarf.*No longer sold/),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Coats & Co' })
        .getAttribute('href'),
    ).toBe('/shop/coats-co');
  });

  it('removes a product and shows the empty state once nothing is left', async () => {
    let list = [item({})];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'DELETE') {
        list = [];
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, list);
    });
    renderWithProviders(<WishlistView />, { auth: fakeAuth({ user: buyer }) });
    await userEvent.click(await screen.findByRole('button', { name: WISHLIST_TEXTS.unsave('Wool Coat') }));
    expect(await screen.findByText(WISHLIST_TEXTS.empty)).toBeTruthy();
    expect(requestLines(fetchMock)).toContain('DELETE /api/buyer/wishlist/1');
  });

  it("offers the route's Add to Cart on saved products in stock only", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        item({}),
        item({ productId: 2, productName: 'Rain Boots', inStock: false }),
        item({ productId: 3, available: false, inStock: false }),
      ]),
    );
    renderWithProviders(<WishlistView addToCart={(saved) => <button type="button">Add {saved.productName} to Cart</button>} />, {
      auth: fakeAuth({ user: buyer }),
    });
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('button', { name: /to Cart$/ }).map((b) => b.textContent)).toEqual(['Add Wool Coat to Cart']);
  });
});
