import { SIZE_FLAG_TEXTS } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { sizeFlagNotes } from './size-flag-notes';

const small = SIZE_FLAG_TEXTS.shopper.runs_small;
const large = SIZE_FLAG_TEXTS.shopper.runs_large;

describe('sizeFlagNotes', () => {
  const flags = [
    { size: 'S', fit: 'runs_small' as const },
    { size: 'M', fit: 'runs_small' as const },
    { size: 'XL', fit: 'runs_large' as const },
  ];

  it('before a size is chosen, says each kind of flag once', () => {
    expect(sizeFlagNotes(flags, null)).toEqual([small, large]);
  });

  it("once a size is chosen, says only that size's flag, or nothing", () => {
    expect(sizeFlagNotes(flags, 'M')).toEqual([small]);
    expect(sizeFlagNotes(flags, 'XL')).toEqual([large]);
    expect(sizeFlagNotes(flags, 'L')).toEqual([]);
  });

  it('says nothing for a product without flags', () => {
    expect(sizeFlagNotes([], null)).toEqual([]);
  });
});
