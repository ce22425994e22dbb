import { describe, expect, it } from 'vitest';
import { fillDays, formatDayShort, periodTotals, toIsoDay } from './fill-days';

const today = new Date(2025, 2, 2, 15, 30); // 2 March 2025, local afternoon

describe('fillDays (spec §9)', () => {
  it.each([7, 30, 90])('gives exactly %i points ending today', (days) => {
    const points = fillDays([], days, today);
    expect(points).toHaveLength(days);
    expect(points.at(-1)?.date).toBe('2025-03-02');
  });

  it('starts at today − (days − 1), inclusive of today', () => {
    expect(fillDays([], 7, today)[0]?.date).toBe('2025-02-24');
    expect(fillDays([], 30, today)[0]?.date).toBe('2025-02-01');
    expect(fillDays([], 90, today)[0]?.date).toBe('2024-12-03');
  });

  it('crosses month and year boundaries day by day', () => {
    const dates = fillDays([], 4, new Date(2025, 0, 2)).map((p) => p.date);
    expect(dates).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02']);
    const leap = fillDays([], 3, new Date(2024, 2, 1)).map((p) => p.date);
    expect(leap).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('fills missing days with zeros and keeps the days that sold', () => {
    const points = fillDays(
      [
        { date: '2025-02-27', amount: 40.5, orderCount: 2 },
        { date: '2025-03-02', amount: 10, orderCount: 1 },
      ],
      7,
      today,
    );
    expect(points).toEqual([
      { date: '2025-02-24', amount: 0, orderCount: 0 },
      { date: '2025-02-25', amount: 0, orderCount: 0 },
      { date: '2025-02-26', amount: 0, orderCount: 0 },
      { date: '2025-02-27', amount: 40.5, orderCount: 2 },
      { date: '2025-02-28', amount: 0, orderCount: 0 },
      { date: '2025-03-01', amount: 0, orderCount: 0 },
      { date: '2025-03-02', amount: 10, orderCount: 1 },
    ]);
  });

  it('leaves out days before the period and after today', () => {
    const points = fillDays(
      [
        { date: '2025-02-23', amount: 99, orderCount: 9 },
        { date: '2025-03-03', amount: 77, orderCount: 7 },
      ],
      7,
      today,
    );
    expect(periodTotals(points)).toEqual({ sales: 0, orders: 0 });
  });
});

describe('periodTotals', () => {
  it('sums amount and orderCount of the days', () => {
    expect(
      periodTotals([
        { date: '2025-03-01', amount: 0.1, orderCount: 1 },
        { date: '2025-03-02', amount: 0.2, orderCount: 2 },
        { date: '2025-03-03', amount: 19.99, orderCount: 0 },
      ]),
    ).toEqual({ sales: 20.29, orders: 3 });
  });

  it('is zero for no days', () => {
    expect(periodTotals([])).toEqual({ sales: 0, orders: 0 });
  });
});

describe('day labels', () => {
  it('uses local dates as YYYY-MM-DD', () => {
    expect(toIsoDay(new Date(2025, 10, 3, 23, 59))).toBe('2025-11-03');
  });

  it('shows a short month and day on the axis', () => {
    expect(formatDayShort('2025-11-03', 'en-US')).toBe('Nov 3');
  });
});
