import { type StockAlert, WISHLIST_TEXTS } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { StockAlertList } from './stock-alert-list';

const fetchMock = mockFetch();

const alert = (over: Partial<StockAlert>): StockAlert => ({
  variantId: 21,
  productId: 5,
  productName: 'Fleece Hoodie',
  size: 'S',
  colour: 'Burgundy',
  imageUrl: '',
  vendorName: 'Northwind',
  available: true,
  askedAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

describe('StockAlertList', () => {
  it("lists each 'Tell me when it's back' ask with its size and colour, and stops one", async () => {
    let alerts = [alert({}), alert({ variantId: 22, productId: 6, productName: 'Rain Boots', size: '38', colour: null, available: false })];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'DELETE') {
        alerts = alerts.filter((a) => a.variantId !== 21);
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { variantIds: alerts.map((a) => a.variantId), alerts });
    });
    renderWithProviders(<StockAlertList />, { auth: fakeAuth({ user: buyer }) });
    const section = await screen.findByRole('region', { name: WISHLIST_TEXTS.notifyMe });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Fleece Hoodie.*S · Burgundy.*Sold by Northwind/),
      expect.stringMatching(/Rain Boots.*38.*No longer sold/),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Fleece Hoodie' })
        .getAttribute('href'),
    ).toBe('/buyer/product/5');
    await userEvent.click(within(section).getByRole('button', { name: WISHLIST_TEXTS.stopAlert('Fleece Hoodie (S · Burgundy)') }));
    expect(requestLines(fetchMock)).toContain('DELETE /api/buyer/stock-alerts/21');
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  });
});
