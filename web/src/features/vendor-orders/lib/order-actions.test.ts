import { describe, expect, it } from 'vitest';
import { orderActions, orderStatusTone } from './order-actions';

describe('orderActions (docs/architecture.md#server-rules)', () => {
  it.each([
    ['pending', 'processing', true, true],
    ['processing', 'shipped', true, true],
    ['shipped', 'completed', true, false],
    ['completed', undefined, true, false],
    ['Delivered', undefined, false, false],
    ['cancelled', undefined, false, false],
  ])('%s → advance to %s, deliver %s, cancel %s', (status, advanceTo, canDeliver, canCancel) => {
    expect(orderActions(status)).toEqual({ advanceTo, canDeliver, canCancel });
  });
});

describe('orderStatusTone', () => {
  it.each([
    ['Delivered', 'green'],
    ['completed', 'green'],
    ['cancelled', 'red'],
    ['pending', 'yellow'],
    ['processing', 'yellow'],
    ['shipped', 'yellow'],
  ])('%s → %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});
