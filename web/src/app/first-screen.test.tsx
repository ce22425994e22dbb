import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productQueryOptions } from '@/features/products/api/get-product';
import { queryClient } from '@/lib/query-client';
import { emitSessionChange } from '@/lib/session-events';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { buyer, jsonResponse, storeSession, vendor } from '@/test/render';
import { DATA_WAIT_MS, startFirstScreen } from './first-screen';
import { AppRoutes, startFirstPage } from './router';

const product = {
  productId: 7,
  productName: 'Linen Shirt',
  price: 39.5,
  imageUrl: '/images/catalog/shirt/white.svg',
  categoryName: 'male',
  description: 'Cool in summer.',
  vendorName: 'North Loom',
  subCategoryName: 'clothes',
  stockQuantity: 3,
  averageRating: 4,
  reviewCount: 0,
  fit: { small: 0, true: 0, large: 0 },
  sizeChart: {
    rows: [{ size: 'M', measurements: { chest: { min: 97, max: 102 }, waist: { min: 81, max: 86 }, hip: { min: 99, max: 104 } } }],
  },
};

const fetchMock = mockFetch();
const requested = () => requestedUrls(fetchMock);

beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/buyer/product/')) return jsonResponse(200, product);
    if (path.startsWith('/api/buyer/getReviews/')) return jsonResponse(200, []);
    return jsonResponse(200, [product], { 'X-Total-Count': '1' });
  });
});
afterEach(() => {
  queryClient.clear();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const screens = () => ({ shop: { preload: vi.fn(async () => {}) }, product: { preload: vi.fn(async () => {}) } });

describe('startFirstScreen', () => {
  it("starts a product page's code, the product and its reviews at once, and puts the answers in the cache", async () => {
    const s = screens();
    const ready = startFirstScreen(s, { pathname: '/buyer/product/7', search: '' });
    expect(s.product.preload).toHaveBeenCalledTimes(1);
    expect(s.shop.preload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(requested()).toEqual(['/api/buyer/product/7', '/api/buyer/getReviews/7']));
    await ready;
    expect(queryClient.getQueryData(['product', '7'])).toEqual(product);
    expect(queryClient.getQueryData(['reviews', '7'])).toEqual([]);
    // The picture, whose address came with the answer, is on its way too.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(product.imageUrl);
  });

  it("asks for the data while the screen's code is still on its way", async () => {
    const s = screens();
    s.product.preload.mockReturnValue(new Promise<void>(() => {}));
    startFirstScreen(s, { pathname: '/buyer/product/7', search: '' });
    await vi.waitFor(() => expect(requested()).toEqual(['/api/buyer/product/7', '/api/buyer/getReviews/7']));
  });

  it("asks for the shop's first page with the address's filters, as the signed-in buyer", async () => {
    storeSession(buyer);
    const ready = startFirstScreen(screens(), { pathname: '/buyer/dashboard', search: '?category=male&sort=price_asc' });
    await vi.waitFor(() => expect(requested()).toEqual(['/api/buyer/selected?category=male&sort=price_asc&limit=24&offset=0']));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token');
    await ready;
    const key = ['products', { category: 'male', q: undefined, sort: 'price_asc' }, buyer.id];
    expect(queryClient.getQueryData(key)).toEqual({ pages: [{ items: [product], offset: 0, total: 1 }], pageParams: [0] });
  });

  it('starts nothing for a vendor (sent to their own dashboard) or on other pages', () => {
    expect(startFirstScreen(screens(), { pathname: '/buyer/cart', search: '' })).toBeUndefined();
    expect(startFirstScreen(screens(), { pathname: '/', search: '' })).toBeUndefined();
    storeSession(vendor);
    const s = screens();
    expect(startFirstScreen(s, { pathname: '/buyer/dashboard', search: '' })).toBeUndefined();
    expect(s.shop.preload).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not keep the page waiting for a slow answer; the query takes the request when it comes', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const started = Date.now();
    await startFirstScreen(screens(), { pathname: '/buyer/product/7', search: '' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DATA_WAIT_MS - 20);
    expect(queryClient.getQueryData(['product', '7'])).toBeUndefined();
    expect(queryClient.getQueryState(productQueryOptions('7').queryKey)?.fetchStatus).toBe('fetching');
  });

  it('renders when the screen code fails to load, so the page can show the failure', async () => {
    const s = screens();
    s.product.preload.mockRejectedValue(new Error('chunk failed'));
    await expect(startFirstScreen(s, { pathname: '/buyer/product/7', search: '' })).resolves.toBeUndefined();
  });

  it('forgets what it fetched for a session that then ends', async () => {
    storeSession(buyer);
    const ready = startFirstScreen(screens(), { pathname: '/buyer/product/7', search: '' });
    emitSessionChange();
    await ready;
    expect(queryClient.getQueryState(productQueryOptions('7').queryKey)).toBeUndefined();
  });
});

describe('the first page, end to end', () => {
  it('renders a product page from the answers fetched ahead, asking for each only once', async () => {
    await startFirstPage({ pathname: '/buyer/product/7', search: '' });
    render(
      <MemoryRouter initialEntries={['/buyer/product/7']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeTruthy();
    // Already there on the first render: no skeleton, no loading spinner.
    expect(screen.queryByRole('status')).toBeNull();
    expect(requested().sort()).toEqual(['/api/buyer/getReviews/7', '/api/buyer/product/7']);
  });
});
