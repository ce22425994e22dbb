import { FILTER_TEXTS } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProductBrowser } from './product-browser';
import { facetUrls, listUrls, serveShop } from './product-browser.fixtures';

const fetchMock = mockFetch();
const panel = () => screen.getByRole('region', { name: FILTER_TEXTS.panelTitle });

describe('ProductBrowser scoped to one shop (docs/architecture.md#everyday-shop)', () => {
  it("asks Browse Products' own lists and counts with the shop as the vendor filter, which is not offered as a choice", async () => {
    serveShop(fetchMock);
    renderWithProviders(<ProductBrowser viewer={undefined} scope={{ vendor: 'Acme & Co' }} />, { route: '/shop/acme-co' });
    await userEvent.click(await within(panel()).findByRole('checkbox', { name: 'M (2)' }));

    const list = '/api/buyer/recommended?size=M&vendor=Acme+%26+Co&limit=24&offset=0';
    await waitFor(() => expect(listUrls(requestedUrls(fetchMock))).toContain(list));
    expect(facetUrls(requestedUrls(fetchMock))).toContain('/api/buyer/facets?size=M&vendor=Acme+%26+Co');
    // The address holds the shopper's own filters only; no vendor group, no vendor chip.
    expect(screen.getByTestId('location').textContent).toBe('/shop/acme-co?size=M');
    expect(within(panel()).queryByRole('group', { name: FILTER_TEXTS.vendor })).toBeNull();
    expect(screen.queryByRole('button', { name: FILTER_TEXTS.removeFilter('Acme & Co') })).toBeNull();
    expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy();
  });
});
