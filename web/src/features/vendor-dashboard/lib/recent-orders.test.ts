import { describe, expect, it } from 'vitest';
import { selectRecentOrders, toDashboardOrders } from './recent-orders';

const order = (id: number, status: string) => ({ id, orderDate: '2025-03-01T10:00:00Z', buyerName: 'Bea', status, total: 10 });

describe('selectRecentOrders (spec §7)', () => {
  it('keeps only pending and processing orders, in order', () => {
    const orders = [
      order(9, 'shipped'),
      order(8, 'pending'),
      order(7, 'Delivered'),
      order(6, 'processing'),
      order(5, 'cancelled'),
      order(4, 'completed'),
    ];
    expect(selectRecentOrders(orders).map((o) => o.id)).toEqual([8, 6]);
  });

  it('matches the status case-insensitively', () => {
    expect(selectRecentOrders([order(1, 'PENDING'), order(2, 'Processing')]).map((o) => o.id)).toEqual([1, 2]);
  });

  it('keeps the first 5', () => {
    const orders = Array.from({ length: 8 }, (_, i) => order(i + 1, i % 2 ? 'pending' : 'processing'));
    expect(selectRecentOrders(orders).map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('toDashboardOrders', () => {
  it('treats an answer that is not a list as no orders', () => {
    expect(toDashboardOrders({ message: 'nope' })).toEqual([]);
    expect(toDashboardOrders(null)).toEqual([]);
  });

  it('reads the fields the table shows', () => {
    expect(toDashboardOrders([{ ...order(3, 'pending'), total: '12.5', items: '[]' }, null])).toEqual([
      { ...order(3, 'pending'), total: 12.5 },
    ]);
  });
});
