import { describe, expect, it } from 'vitest';
import { parseRecentSales, parseSalesByCategory, toDashboardSummary } from './parse-analytics';

describe('analytics JSON text (spec §3)', () => {
  it('parses the two series from JSON text', () => {
    expect(parseSalesByCategory('[{"category":"female","sales":12.5}]')).toEqual([{ category: 'female', sales: 12.5 }]);
    expect(parseRecentSales('[{"date":"2025-03-01","amount":5,"orderCount":1}]')).toEqual([
      { date: '2025-03-01', amount: 5, orderCount: 1 },
    ]);
  });

  it('accepts a series that already arrives as a list', () => {
    expect(parseSalesByCategory([{ category: 'male', sales: 3 }])).toEqual([{ category: 'male', sales: 3 }]);
  });

  it.each(['not json', '{"category":"male"}', '', null, undefined, 42])('gives [] for %s', (value) => {
    expect(parseSalesByCategory(value)).toEqual([]);
    expect(parseRecentSales(value)).toEqual([]);
  });

  it('skips rows without a readable day', () => {
    expect(parseRecentSales('[{"date":"yesterday","amount":1,"orderCount":1},{"date":"2025-03-01","amount":"2.5"}]')).toEqual([
      { date: '2025-03-01', amount: 2.5, orderCount: 0 },
    ]);
  });

  it('reads the first element of the list and zeros when there is none', () => {
    const summary = toDashboardSummary([{ totalSales: 10, totalOrders: 2, totalProducts: 7, salesByCategory: '[]', recentSales: 'oops' }]);
    expect(summary).toEqual({ totalSales: 10, totalOrders: 2, totalProducts: 7, salesByCategory: [], recentSales: [] });
    expect(toDashboardSummary([])).toEqual({ totalSales: 0, totalOrders: 0, totalProducts: 0, salesByCategory: [], recentSales: [] });
    expect(toDashboardSummary({ message: 'x' }).totalProducts).toBe(0);
  });
});
