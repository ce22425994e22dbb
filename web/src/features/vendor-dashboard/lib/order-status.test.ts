import { describe, expect, it } from 'vitest';
import { dashboardStatusTone, statusLabel } from './order-status';

describe('dashboard order status (spec §4)', () => {
  it.each([
    ['completed', 'green'],
    ['COMPLETED', 'green'],
    ['processing', 'blue'],
    ['Processing', 'blue'],
    ['pending', 'yellow'],
    ['PENDING', 'yellow'],
    ['shipped', 'grey'],
    ['Delivered', 'grey'],
    ['cancelled', 'grey'],
    ['', 'grey'],
  ])('%s → %s', (status, tone) => {
    expect(dashboardStatusTone(status)).toBe(tone);
  });

  it.each([
    ['pending', 'Pending'],
    ['PROCESSING', 'Processing'],
    ['Delivered', 'Delivered'],
    ['', ''],
  ])('shows %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
