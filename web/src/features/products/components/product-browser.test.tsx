import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ProductBrowser } from './product-browser';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';

const fetchMock = mockFetch();

const product = (id: number) => ({
  productId: id,
  productName: `Item ${id}`,
  price: 10 + id,
  imageUrl: '',
  categoryName: 'male',
  description: 'Nice',
  vendorName: 'Acme',
  inStock: true,
});
const calledUrls = () => requestedUrls(fetchMock);

describe('ProductBrowser', () => {
  it('shows recommended products without a category, with cards and the total', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [product(1), product(2)], { 'X-Total-Count': '2' }));
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    expect(await screen.findByText('Item 1')).toBeTruthy();
    expect(calledUrls()[0]).toBe('/api/buyer/recommended?limit=24&offset=0');
    expect(screen.getByText('$11.00')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by category in the address and sorts through the API', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, [product(1)], { 'X-Total-Count': '1' }));
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    await screen.findByText('Item 1');
    await userEvent.click(screen.getByRole('button', { name: "Men's" }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/buyer/dashboard?category=male'));
    await waitFor(() => expect(calledUrls()).toContain('/api/buyer/selected?category=male&limit=24&offset=0'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await waitFor(() => expect(calledUrls()).toContain('/api/buyer/selected?category=male&sort=price_desc&limit=24&offset=0'));
  });

  it('searches on Enter and keeps the term in ?q=', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, [], { 'X-Total-Count': '0' }));
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    await userEvent.type(screen.getByLabelText('Search products'), 'boots{Enter}');
    await waitFor(() => expect(calledUrls()).toContain('/api/buyer/search?searchTerm=boots&limit=24&offset=0'));
    expect(screen.getByTestId('location').textContent).toBe('/buyer/dashboard?q=boots');
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try changing category or search term')).toBeTruthy();
  });

  it('loads more with the offset while X-Total-Count says there are more', async () => {
    fetchMock.mockImplementation(async (url) => {
      const offset = Number(new URL(String(url), 'http://x').searchParams.get('offset'));
      const items = offset === 0 ? Array.from({ length: 24 }, (_, i) => product(i + 1)) : [product(25)];
      return jsonResponse(200, items, { 'X-Total-Count': '25' });
    });
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Item 25')).toBeTruthy();
    expect(calledUrls()).toContain('/api/buyer/recommended?limit=24&offset=24');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'Failed to search products' when a search fails without a message", async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502 }));
    renderWithProviders(<ProductBrowser viewer={undefined} />, { route: '/buyer/dashboard?q=hat' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to search products');
  });

  it('renders the action only when given (Add to Cart for buyers)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [product(1)], { 'X-Total-Count': '1' }));
    renderWithProviders(<ProductBrowser viewer={1} renderAction={(p) => <button type="button">Add to Cart {p.productId}</button>} />);
    expect(await screen.findByRole('button', { name: 'Add to Cart 1' })).toBeTruthy();
  });
});
