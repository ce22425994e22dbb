import { FIT_TEXTS } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { fitSummary } from './fit-summary';

describe('fitSummary', () => {
  it('says nothing until 3 reviews gave a fit', () => {
    expect(fitSummary({ small: 0, true: 0, large: 0 })).toBeNull();
    expect(fitSummary({ small: 2, true: 0, large: 0 })).toBeNull();
    expect(fitSummary({ small: 1, true: 1, large: 1 })).not.toBeNull();
  });

  it('names the most given fit, its rounded share and the count, and hints one size up when it runs small', () => {
    expect(fitSummary({ small: 25, true: 10, large: 5 })).toEqual({
      fit: 'small',
      text: 'Runs small — 63% of 40 buyers',
      hint: FIT_TEXTS.sizeUp,
    });
  });

  it('hints one size down when most say it runs large', () => {
    expect(fitSummary({ small: 1, true: 0, large: 2 })).toEqual({
      fit: 'large',
      text: 'Runs large — 67% of 3 buyers',
      hint: FIT_TEXTS.sizeDown,
    });
  });

  it('gives no hint when most say true to size', () => {
    expect(fitSummary({ small: 1, true: 3, large: 0 })).toEqual({ fit: 'true', text: 'True to size — 75% of 4 buyers', hint: null });
  });

  it('names no verdict without a majority: a tie or a three-way split is mixed', () => {
    const mixed = { fit: 'mixed', text: 'Fit: mixed reviews' };
    expect(fitSummary({ small: 1, true: 1, large: 1 })).toEqual({ ...mixed, hint: '1 say small, 1 true to size, 1 large' });
    expect(fitSummary({ small: 2, true: 2, large: 0 })).toMatchObject(mixed);
    expect(fitSummary({ small: 2, true: 0, large: 2 })).toMatchObject(mixed);
    expect(fitSummary({ small: 4, true: 3, large: 3 })).toMatchObject(mixed);
    expect(fitSummary({ small: 4, true: 3, large: 0 })?.fit).toBe('small');
  });
});
