import { describe, expect, it } from 'vitest';
import { allocate } from '../../lib/allocate.js';

describe('allocate', () => {
  it('splits tax so the shares add up to the whole', () => {
    expect(allocate(1040, [3001, 9999])).toEqual([240, 800]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('always sums exactly', () => {
    for (let i = 0; i < 200; i++) {
      const weights = Array.from({ length: 1 + (i % 5) }, (_, k) => ((i * 7919 + k * 104729) % 50000) + 1);
      const total = (i * 31) % 9973;
      expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
