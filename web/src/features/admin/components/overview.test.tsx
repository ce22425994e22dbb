import { type AdminOverview, PROMO_SCREEN_TEXTS, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AdminOverviewFigures } from './overview';

const fetchMock = mockFetch();

const overview: AdminOverview = {
  period: '30d',
  gmv: 1234.5,
  orders: 40,
  averageOrderValue: 30.86,
  commission: 123.45,
  buyers: 20,
  vendors: 6,
  products: 300,
  payoutsDue: 80,
  defaultCommissionPercent: 10,
  returnRate: 0.125,
  bracketedCheckoutShare: 7.5,
  promotionSpend: 0,
  gmvByDay: [],
};

describe("AdminOverviewFigures: the operator's share of bracketed checkouts", () => {
  it('shows the share of checkouts with two or more sizes of one item, as a percentage', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, overview));
    renderWithProviders(<AdminOverviewFigures />);
    const term = await screen.findByText(SIZE_PASSPORT_TEXTS.bracketedCheckouts);
    expect(term.closest('dt')?.nextElementSibling?.textContent).toBe('7.5%');
    expect(screen.getByText(SIZE_PASSPORT_TEXTS.bracketedCheckoutsHint)).toBeTruthy();
    expect(requestedUrls(fetchMock)).toEqual(['/api/admin/overview?period=30d']);
  });
});

describe("AdminOverviewFigures: the platform's promotion spend", () => {
  it("shows what the platform's coupons took off in the period", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...overview, promotionSpend: 42.5 }));
    renderWithProviders(<AdminOverviewFigures />);
    const term = await screen.findByText(PROMO_SCREEN_TEXTS.promotionSpend);
    expect(term.closest('dt')?.nextElementSibling?.textContent).toBe('$42.50');
  });
});
