import type { Facets, ProductSummary } from '@seamline/contract';
import type { FetchMock } from '@/test/fetch-mock';
import { jsonResponse } from '@/test/render';

/** Fixtures of the shop's tests: products, facet counts, and a fake server answering both. */

export const product = (id: number): ProductSummary => ({
  productId: id,
  productName: `Item ${id}`,
  price: 10 + id,
  imageUrl: '',
  categoryName: 'male',
  description: 'Nice',
  vendorName: 'Acme',
  vendorSlug: 'acme',
  inStock: true,
  colours: [],
  compareAtPrice: null,
  salePercent: null,
});

export const facetsOf = (over: Partial<Facets> = {}): Facets => ({
  total: 2,
  onSale: 1,
  sizes: [
    { value: 'M', count: 2 },
    { value: 'L', count: 1 },
    { value: '42', count: 1 },
  ],
  colours: [
    { value: 'black', count: 2, hex: '#111111' },
    { value: 'navy', count: 1, hex: null },
  ],
  subcategories: [
    { value: 'clothes', count: 2 },
    { value: 'shoes', count: 1 },
  ],
  vendors: [{ value: 'Acme', count: 2 }],
  price: { min: 11, max: 120 },
  ...over,
});

export interface ShopAnswers {
  /** The products a list call answers (X-Total-Count is their number); by default two. */
  products?: (url: URL) => ProductSummary[];
  facets?: (url: URL) => Facets;
}

/** Answers list calls and GET /api/buyer/facets the way the server would, by address. */
export function serveShop(fetchMock: FetchMock, answers: ShopAnswers = {}): void {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/buyer/facets') return jsonResponse(200, (answers.facets ?? (() => facetsOf()))(url));
    const items = (answers.products ?? (() => [product(1), product(2)]))(url);
    return jsonResponse(200, items, { 'X-Total-Count': String(items.length) });
  });
}

export const listUrls = (urls: string[]) => urls.filter((u) => !u.startsWith('/api/buyer/facets'));
export const facetUrls = (urls: string[]) => urls.filter((u) => u.startsWith('/api/buyer/facets'));
