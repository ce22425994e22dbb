import { VARIANT_TEXTS } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LowStockCard } from './low-stock-card';

const fetchMock = mockFetch();

describe("The vendor's 'Low stock' card (docs/architecture.md#sizes-and-colours)", () => {
  it("lists each low size and colour with what is left, linking to the product's edit", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { productId: 4, productName: 'Oxford Shirt', variantId: 41, size: 'M', colour: 'Navy', stockQuantity: 2 },
        { productId: 5, productName: 'Trail Runner', variantId: 52, size: '42', colour: null, stockQuantity: 0 },
        { productId: 6, productName: 'Wool Scarf', variantId: 61, size: null, colour: null, stockQuantity: 1 },
      ]),
    );
    renderWithProviders(<LowStockCard />);
    const card = await screen.findByRole('region', { name: VARIANT_TEXTS.lowStockTitle });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Oxford ShirtM · Navy2 left',
      'Trail Runner42Sold out',
      `Wool Scarf${VARIANT_TEXTS.oneSize}1 left`,
    ]);
    expect(within(card).getByRole('link', { name: 'Oxford Shirt' }).getAttribute('href')).toBe('/vendor/products?edit=4');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/vendors/lowStock');
  });

  it('says nothing is running low when nothing is', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    renderWithProviders(<LowStockCard />);
    expect(await screen.findByText(VARIANT_TEXTS.lowStockEmpty)).toBeTruthy();
  });

  it('shows its own error with Try again, leaving the rest of the dashboard alone', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Database unavailable' }));
    renderWithProviders(<LowStockCard />);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
