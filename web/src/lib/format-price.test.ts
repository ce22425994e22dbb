import { formatPrice as contractFormatPrice } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats exactly as the contract does (spec §9)', () => {
    for (const amount of [0, 0.5, 1, 9.99, 12.34, 100, 1234.5, 99999.99, 1_000_000, -3.5, 0.005, 2.675]) {
      expect(formatPrice(amount)).toBe(contractFormatPrice(amount));
    }
    expect(formatPrice(12.34)).toBe('$12.34');
  });
});
