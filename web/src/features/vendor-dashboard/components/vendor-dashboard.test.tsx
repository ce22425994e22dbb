import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { toIsoDay } from '../lib/fill-days';
import { VendorDashboard } from './vendor-dashboard';

const daysAgo = (n: number) => {
  const d = new Date();
  return toIsoDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() - n));
};

const summary = (
  salesByCategory: unknown[] = [
    { category: 'female', sales: 75 },
    { category: 'male', sales: 25 },
  ],
) => [
  {
    totalSales: 999,
    totalOrders: 99,
    totalProducts: 12,
    salesByCategory: JSON.stringify(salesByCategory),
    recentSales: JSON.stringify([
      { date: daysAgo(0), amount: 10, orderCount: 1 },
      { date: daysAgo(6), amount: 20.5, orderCount: 2 },
      { date: daysAgo(7), amount: 100, orderCount: 4 },
      { date: daysAgo(45), amount: 1000, orderCount: 10 },
    ]),
  },
];

const orders = ['shipped', 'pending', 'processing', 'completed', 'pending', 'pending', 'processing', 'pending'].map((status, i) => ({
  id: 100 - i,
  orderDate: '2025-03-01T10:00:00.000Z',
  buyerName: `Buyer ${i}`,
  buyerEmail: '',
  status,
  total: 10 + i,
  items: '[]',
  shippingAddress: '{}',
}));

const fetchMock = mockFetch();
const warn = console.warn;
beforeEach(() => {
  // happy-dom lays nothing out, so recharts' ResponsiveContainer measures 0×0 and says so.
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});

function answer(analytics = summary()) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input).startsWith('/api/vendors/lowStock')) return jsonResponse(200, []);
    return String(input).startsWith('/api/vendors/analytics') ? jsonResponse(200, analytics) : jsonResponse(200, orders);
  });
}

const card = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('VendorDashboard (spec §2, §9)', () => {
  it('starts both calls at once and shows a spinner meanwhile', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<VendorDashboard />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/vendors/analytics?days=30', '/api/vendors/pendingOrders?limit=100']);
  });

  it("replaces the page with an error block (server message or 'Failed to load dashboard data')", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderWithProviders(<VendorDashboard />);
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(screen.queryByText('Total Sales')).toBeNull();
  });

  it('sums the 30-day period by default and switches period with the buttons', async () => {
    answer();
    renderWithProviders(<VendorDashboard />);
    await screen.findByText('Total Sales');
    expect(within(card('Total Sales')).getByText('$130.50')).toBeTruthy();
    expect(within(card('Total Orders')).getByText('7')).toBeTruthy();
    expect(within(card('Total Products')).getByText('12')).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 Days' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '7 Days' }));
    expect(screen.getByRole('button', { name: '7 Days' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card('Total Sales')).getByText('$30.50')).toBeTruthy();
    expect(within(card('Total Orders')).getByText('3')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/vendors/analytics?days=7'));

    await userEvent.click(screen.getByRole('button', { name: '90 Days' }));
    expect(within(card('Total Sales')).getByText('$1,130.50')).toBeTruthy();
  });

  it('lists the first 5 pending or processing orders', async () => {
    answer();
    renderWithProviders(<VendorDashboard />);
    const table = await screen.findByRole('table');
    const ids = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(ids).toEqual(['#99', '#98', '#96', '#95', '#94']);
    expect(within(table).getAllByText('Pending')[0]?.getAttribute('data-tone')).toBe('yellow');
    expect(within(table).getAllByText('Processing')[0]?.getAttribute('data-tone')).toBe('blue');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/vendor/orders');
  });

  it('describes the charts and shows the empty texts', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/vendors/analytics') ? jsonResponse(200, summary([])) : jsonResponse(200, { not: 'a list' }),
    );
    renderWithProviders(<VendorDashboard />);
    expect(await screen.findByText('No sales data available.')).toBeTruthy();
    expect(screen.getByText('No pending orders.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Daily sales from/ })).toBeTruthy();
  });

  it('labels the pie with the category shares', async () => {
    answer();
    renderWithProviders(<VendorDashboard />);
    expect(await screen.findByRole('img', { name: /Women's 75%.*Men's 25%/ })).toBeTruthy();
  });

  it("says 'No sales in this period' for a new vendor instead of drawing an empty axis", async () => {
    const none = [{ totalSales: 0, totalOrders: 0, totalProducts: 0, salesByCategory: '[]', recentSales: '[]' }];
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/vendors/analytics') ? jsonResponse(200, none) : jsonResponse(200, []),
    );
    renderWithProviders(<VendorDashboard />);
    const bars = await screen.findByRole('region', { name: 'Sales Bar Chart' });
    expect(within(bars).getByText('No sales in this period')).toBeTruthy();
    expect(within(bars).queryByRole('img')).toBeNull();
    const pie = screen.getByRole('region', { name: 'Sales by Category' });
    expect(within(pie).getByText('No sales data available.')).toBeTruthy();
    expect(within(pie).getByText('No sales in this period')).toBeTruthy();
  });

  it("says 'No sales in this period' for a period without sales, and draws the bars for one with", async () => {
    const older = [{ ...summary()[0], recentSales: JSON.stringify([{ date: daysAgo(20), amount: 40, orderCount: 1 }]) }];
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/vendors/analytics') ? jsonResponse(200, older) : jsonResponse(200, []),
    );
    renderWithProviders(<VendorDashboard />);
    const bars = await screen.findByRole('region', { name: 'Sales Bar Chart' });
    expect(within(bars).getByRole('img', { name: /^Daily sales from/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '7 Days' }));
    expect(within(bars).getByText('No sales in this period')).toBeTruthy();
    expect(within(bars).queryByRole('img')).toBeNull();
  });

  it('says the sales figures are before tax', async () => {
    answer();
    renderWithProviders(<VendorDashboard />);
    await screen.findByText('Total Sales');
    expect(within(card('Total Sales')).getByText('Last 30 days · Excludes tax')).toBeTruthy();
    expect(screen.getByText(/Totals before tax/)).toBeTruthy();
  });
});
