import { describe, expect, it } from 'vitest';
import { deliveryStatusTone, orderStatusTone } from './status-tone';

describe('orderStatusTone (spec §4)', () => {
  it.each([
    ['completed', 'green'],
    ['pending', 'yellow'],
    ['in progress', 'yellow'],
    ['shipped', 'purple'],
    ['cancelled', 'grey'],
    ['Delivered', 'grey'],
    ['', 'grey'],
  ])('%s → %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});

describe('deliveryStatusTone (spec §4)', () => {
  it.each([
    ['Order Completed', 'green'],
    ['Pending', 'yellow'],
    ['In Progress', 'yellow'],
    ['Cancelled', 'grey'],
    ['pending', 'grey'],
  ])('%s → %s', (status, tone) => {
    expect(deliveryStatusTone(status)).toBe(tone);
  });
});
