import { FILTER_TEXTS, SALE_TEXTS, SORT_LABELS } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { resetShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { ProductBrowser } from './product-browser';
import { facetsOf, facetUrls, listUrls, product, serveShop } from './product-browser.fixtures';

const fetchMock = mockFetch();
const location = () => screen.getByTestId('location').textContent;
const show = (route: string) => renderWithProviders(<ProductBrowser viewer={undefined} />, { route });
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const panel = () => screen.getByRole('region', { name: FILTER_TEXTS.panelTitle });

describe('ProductBrowser filters', () => {
  beforeEach(() => {
    localStorage.clear();
    resetShoeSizeSystem();
  });

  it('filters by two sizes and a colour: the address holds them, the list and the counts are asked with them', async () => {
    serveShop(fetchMock, {
      facets: (url) =>
        facetsOf({
          total: url.searchParams.has('colour') ? 1 : 2,
          colours: [{ value: 'black', count: url.searchParams.has('size') ? 1 : 2, hex: '#111111' }],
        }),
    });
    show('/buyer/dashboard');
    await userEvent.click(await within(panel()).findByRole('checkbox', { name: 'M (2)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'EU 42 (1)' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Black (1)' }));

    await waitFor(() => expect(location()).toBe('/buyer/dashboard?size=M&size=42&colour=black'));
    await waitFor(() =>
      expect(listUrls(requestedUrls(fetchMock))).toContain('/api/buyer/recommended?size=M&size=42&colour=black&limit=24&offset=0'),
    );
    expect(facetUrls(requestedUrls(fetchMock))).toContain('/api/buyer/facets?size=M&size=42&colour=black');
    expect(checked(screen.getByRole('checkbox', { name: 'M (2)' }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: 'L (1)' }))).toBe(false);
    expect(screen.getByRole('button', { name: FILTER_TEXTS.removeFilter('Size M') })).toBeTruthy();
    expect(screen.getByRole('button', { name: FILTER_TEXTS.removeFilter('Size EU 42') })).toBeTruthy();
    expect(screen.getByRole('button', { name: FILTER_TEXTS.removeFilter('Black') })).toBeTruthy();
  });

  it("filters 'On sale' with its count and sorts on sale first, in the address and the calls", async () => {
    serveShop(fetchMock, { facets: () => facetsOf({ onSale: 3 }) });
    show('/buyer/dashboard');
    await userEvent.click(await within(panel()).findByRole('checkbox', { name: `${SALE_TEXTS.onSaleOnly} (3)` }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?onSale=true'));
    await waitFor(() => expect(listUrls(requestedUrls(fetchMock))).toContain('/api/buyer/recommended?onSale=true&limit=24&offset=0'));
    expect(facetUrls(requestedUrls(fetchMock))).toContain('/api/buyer/facets?onSale=true');
    expect(screen.getByRole('button', { name: FILTER_TEXTS.removeFilter(SALE_TEXTS.onSaleOnly) })).toBeTruthy();
    expect(screen.getAllByRole('option', { name: SORT_LABELS.sale }).length).toBeGreaterThan(0);
  });

  it('restores every filter from a shared address and sends them on the category list', async () => {
    serveShop(fetchMock);
    show('/buyer/dashboard?category=male&subCategoryName=shoes&vendor=Acme&size=42&minPrice=20&maxPrice=120&inStock=true');
    await screen.findByText('Item 1');
    expect(listUrls(requestedUrls(fetchMock))).toEqual([
      '/api/buyer/selected?category=male&size=42&subCategoryName=shoes&vendor=Acme&minPrice=20&maxPrice=120&inStock=true&limit=24&offset=0',
    ]);
    const chips = within(screen.getByRole('region', { name: FILTER_TEXTS.activeFilters })).getAllByRole('button');
    expect(chips.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      FILTER_TEXTS.removeFilter('Size EU 42'),
      FILTER_TEXTS.removeFilter('Shoes'),
      FILTER_TEXTS.removeFilter('Acme'),
      FILTER_TEXTS.removeFilter('Price $20.00–$120.00'),
      FILTER_TEXTS.removeFilter(FILTER_TEXTS.inStockOnly),
      FILTER_TEXTS.clearAll,
    ]);
    expect(checked(screen.getByRole('checkbox', { name: FILTER_TEXTS.inStockOnly }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: 'Shoes (1)' }))).toBe(true);
    expect((screen.getByLabelText(FILTER_TEXTS.minPrice) as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText(FILTER_TEXTS.maxPrice) as HTMLInputElement).value).toBe('120');
  });

  it('removes one chip, moving focus to the next, and clears the rest with Clear all', async () => {
    serveShop(fetchMock);
    show('/buyer/dashboard?size=M&colour=black&inStock=true');
    await userEvent.click(await screen.findByRole('button', { name: FILTER_TEXTS.removeFilter('Black') }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?size=M&inStock=true'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: FILTER_TEXTS.removeFilter(FILTER_TEXTS.inStockOnly) }));
    await userEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.clearAll }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard'));
    expect(screen.queryByRole('region', { name: FILTER_TEXTS.activeFilters })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recommended for you' }));
  });

  it('keeps the filters when the category changes or a search runs (docs/decisions/082)', async () => {
    serveShop(fetchMock);
    show('/buyer/dashboard?size=M&sort=price_asc');
    await userEvent.click(await screen.findByRole('button', { name: "Women's" }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?category=female&size=M&sort=price_asc'));
    await userEvent.type(screen.getByLabelText('Search products'), 'dress{Enter}');
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?category=female&q=dress&size=M&sort=price_asc'));
    await waitFor(() =>
      expect(listUrls(requestedUrls(fetchMock))).toContain(
        '/api/buyer/search?searchTerm=dress&category=female&size=M&sort=price_asc&limit=24&offset=0',
      ),
    );
    expect(facetUrls(requestedUrls(fetchMock))).toContain('/api/buyer/facets?category=female&searchTerm=dress&size=M');
  });

  it('shows shoe sizes in the system the buyer chose, once the category says which chart', async () => {
    localStorage.setItem('seamline.shoeSizeSystem', 'uk');
    serveShop(fetchMock);
    const { unmount } = show('/buyer/dashboard');
    expect(await screen.findByRole('checkbox', { name: 'EU 42 (1)' })).toBeTruthy();
    expect(screen.getByText("Shoe sizes show in UK once you pick Women's, Men's or Kids'.")).toBeTruthy();
    unmount();
    show('/buyer/dashboard?category=male');
    expect(await screen.findByRole('checkbox', { name: 'UK 8 (1)' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Show sizes in'), 'us');
    expect(screen.getByRole('checkbox', { name: 'US M 9 (1)' })).toBeTruthy();
    expect(localStorage.getItem('seamline.shoeSizeSystem')).toBe('us');
  });

  it('applies a price range by Enter; an amount the server would refuse shows its message and sends nothing', async () => {
    serveShop(fetchMock);
    show('/buyer/dashboard');
    const min = await screen.findByLabelText(FILTER_TEXTS.minPrice);
    const max = screen.getByLabelText(FILTER_TEXTS.maxPrice);
    await userEvent.type(min, 'ten{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(FILTER_TEXTS.minPriceInvalid);
    expect(min.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(min);
    await userEvent.type(min, '80');
    await userEvent.type(max, '20{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(FILTER_TEXTS.priceRangeReversed);
    expect(location()).toBe('/buyer/dashboard');
    expect(requestedUrls(fetchMock).some((u) => u.includes('Price'))).toBe(false);

    await userEvent.clear(max);
    await userEvent.type(max, '120.5');
    await userEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.applyPrice }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?minPrice=80&maxPrice=120.5'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(listUrls(requestedUrls(fetchMock))).toContain('/api/buyer/recommended?minPrice=80&maxPrice=120.5&limit=24&offset=0'),
    );
  });

  it("shows the spec's empty state when the filters leave nothing, with Clear all to get out", async () => {
    serveShop(fetchMock, {
      products: (url) => (url.searchParams.has('colour') ? [] : [product(1)]),
      facets: (url) => facetsOf({ total: url.searchParams.has('colour') ? 0 : 1 }),
    });
    show('/buyer/dashboard?colour=black&size=L');
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try changing category or search term')).toBeTruthy();
    expect(screen.getByText('0 products')).toBeTruthy();
    const empty = screen.getByText('No products found').parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: FILTER_TEXTS.clearAll }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard'));
    expect(await screen.findByText('Item 1')).toBeTruthy();
  });

  it('keeps the last counts and products on screen while the next answer loads', async () => {
    let release: () => void = () => {};
    const later = new Promise<void>((resolve) => {
      release = resolve;
    });
    const withL = (url: URL) => url.searchParams.get('size') === 'L';
    serveShop(fetchMock, {
      products: (url) => (withL(url) ? [product(3)] : [product(1)]),
      facets: (url) =>
        withL(url)
          ? facetsOf({
              total: 1,
              sizes: [
                { value: 'M', count: 7 },
                { value: 'L', count: 1 },
              ],
            })
          : facetsOf(),
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (withL(new URL(String(input), 'http://shop.test'))) await later;
      return answer ? answer(input, init) : new Response('');
    });
    show('/buyer/dashboard');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'L (1)' }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?size=L'));
    expect(screen.getByText('Item 1')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'M (2)' })).toBeTruthy();
    expect(screen.getByText('Item 1').closest('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByText('Item 3')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'M (7)' })).toBeTruthy();
    expect(screen.queryByText('Item 1')).toBeNull();
  });

  it('on a phone, Filters opens a drawer: choices apply at once, Show n products closes it, focus goes back', async () => {
    const narrow = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as MediaQueryList;
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow);
    serveShop(fetchMock, { facets: (url) => facetsOf({ total: url.searchParams.has('size') ? 1 : 2 }) });
    show('/buyer/dashboard');
    await screen.findByText('Item 1');
    expect(screen.queryByRole('region', { name: FILTER_TEXTS.panelTitle })).toBeNull();
    const opener = screen.getByRole('button', { name: FILTER_TEXTS.showFilters });

    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: FILTER_TEXTS.panelTitle });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'L (1)' }));
    await waitFor(() => expect(location()).toBe('/buyer/dashboard?size=L'));
    await userEvent.click(await within(drawer).findByRole('button', { name: FILTER_TEXTS.showResults(1) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (1 chosen)' }));

    await userEvent.click(screen.getByRole('button', { name: 'Filters (1 chosen)' }));
    await screen.findByRole('dialog', { name: FILTER_TEXTS.panelTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/buyer/dashboard?size=L');
  });

  it('says so beside the grid when the counts cannot load, and tries again on request', async () => {
    let facetsUp = false;
    serveShop(fetchMock);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/buyer/facets') && !facetsUp
        ? new Response('', { status: 503 })
        : (answer as typeof fetch)(input, init),
    );
    show('/buyer/dashboard');
    expect((await within(panel()).findByRole('alert')).textContent).toContain('Failed to load filters');
    expect(screen.getByText('Item 1')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: FILTER_TEXTS.inStockOnly })).toBeTruthy();
    facetsUp = true;
    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'M (2)' })).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });
});
