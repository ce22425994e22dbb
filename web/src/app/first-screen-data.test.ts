import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productQueryOptions } from '@/features/products/api/get-product';
import { queryClient } from '@/lib/query-client';
import { emitSessionChange } from '@/lib/session-events';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { jsonResponse } from '@/test/render';
import { prefetchProductPage, prefetchShop } from './first-screen-data';

const product = { productId: 7, productName: 'Linen Shirt', imageUrl: '' };
const item = { productId: 1, productName: 'Tee', imageUrl: '' };

const fetchMock = mockFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/buyer/product/')) return jsonResponse(200, product);
    if (path.startsWith('/api/buyer/getReviews/')) return jsonResponse(200, []);
    return jsonResponse(200, [item], { 'X-Total-Count': '1' });
  });
});
afterEach(() => queryClient.clear());

const settled = (started: Promise<void>[]) => Promise.all(started);

describe('the first screen’s data, through the query cache', () => {
  it('asks once however often it is started, and the screen’s query then takes the answer without asking', async () => {
    const first = prefetchProductPage('7');
    const again = prefetchProductPage('7'); // started again while on its way: the same requests
    await settled([...first, ...again]);
    await expect(queryClient.query(productQueryOptions('7'))).resolves.toEqual(product);
    expect(requestedUrls(fetchMock)).toEqual(['/api/buyer/product/7', '/api/buyer/getReviews/7']);
  });

  it('keeps the shop’s first page as the infinite query keeps it, whatever the order of the key’s fields', async () => {
    await settled(prefetchShop(new URLSearchParams('category=male'), 3));
    expect(queryClient.getQueryData(['products', { sort: undefined, q: undefined, category: 'male' }, 3])).toEqual({
      pages: [{ items: [item], offset: 0, total: 1 }],
      pageParams: [0],
    });
  });

  it('never rejects; a failure stays in the cache for the screen to show', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Product not found' }));
    await expect(settled(prefetchProductPage('8'))).resolves.toBeDefined();
    expect(queryClient.getQueryState(productQueryOptions('8').queryKey)?.status).toBe('error');
  });

  it('asks again once an answer is older than the cache keeps one fresh', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    await settled(prefetchProductPage('7'));
    now.mockReturnValue(1_000 + 30_000);
    await settled(prefetchProductPage('7'));
    expect(requestedUrls(fetchMock).filter((url) => url === '/api/buyer/product/7')).toHaveLength(2);
  });

  it('forgets everything when a user signs in or out', async () => {
    await settled(prefetchProductPage('7'));
    emitSessionChange();
    expect(queryClient.getQueryData(productQueryOptions('7').queryKey)).toBeUndefined();
  });
});
