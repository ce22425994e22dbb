import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProductBrowser } from './product-browser';
import { facetUrls, listUrls, product, serveShop } from './product-browser.fixtures';

const fetchMock = mockFetch();
const calledLists = () => listUrls(requestedUrls(fetchMock));

describe('ProductBrowser', () => {
  it('shows recommended products without a category, with cards and the total', async () => {
    serveShop(fetchMock);
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    expect(await screen.findByText('Item 1')).toBeTruthy();
    expect(calledLists()).toEqual(['/api/buyer/recommended?limit=24&offset=0']);
    expect(facetUrls(requestedUrls(fetchMock))).toEqual(['/api/buyer/facets']);
    expect(screen.getByText('$11.00')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by category in the address and sorts through the API', async () => {
    serveShop(fetchMock, { products: () => [product(1)] });
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    await screen.findByText('Item 1');
    await userEvent.click(screen.getByRole('button', { name: "Men's" }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/dashboard?category=male'));
    await waitFor(() => expect(calledLists()).toContain('/api/buyer/selected?category=male&limit=24&offset=0'));
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/buyer/facets?category=male'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await waitFor(() => expect(calledLists()).toContain('/api/buyer/selected?category=male&sort=price_desc&limit=24&offset=0'));
  });

  it('searches on Enter and keeps the term in ?q=', async () => {
    serveShop(fetchMock, { products: () => [] });
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    await userEvent.type(screen.getByLabelText('Search products'), 'boots{Enter}');
    await waitFor(() => expect(calledLists()).toContain('/api/buyer/search?searchTerm=boots&limit=24&offset=0'));
    expect(screen.getByTestId('location').textContent).toBe('/buyer/dashboard?q=boots');
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try changing category or search term')).toBeTruthy();
    expect(requestedUrls(fetchMock)).toContain('/api/buyer/facets?searchTerm=boots');
  });

  it('loads more with the offset while X-Total-Count says there are more', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/buyer/facets')
        return new Response(
          JSON.stringify({ total: 25, sizes: [], colours: [], subcategories: [], vendors: [], price: { min: 11, max: 35 } }),
        );
      const offset = Number(url.searchParams.get('offset'));
      const items = offset === 0 ? Array.from({ length: 24 }, (_, i) => product(i + 1)) : [product(25)];
      return new Response(JSON.stringify(items), { headers: { 'X-Total-Count': '25' } });
    });
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Item 25')).toBeTruthy();
    expect(calledLists()).toContain('/api/buyer/recommended?limit=24&offset=24');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'Failed to search products' when a search fails without a message", async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502 }));
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard?q=hat' });
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent).join(' ')).toContain('Failed to search products');
  });

  it('renders the action only when given (Add to Cart for buyers)', async () => {
    serveShop(fetchMock, { products: () => [product(1)] });
    renderWithProviders(<ProductBrowser viewer={1} renderAction={(p) => <button type="button">Add to Cart {p.productId}</button>} />);
    expect(await screen.findByRole('button', { name: 'Add to Cart 1' })).toBeTruthy();
  });
});
