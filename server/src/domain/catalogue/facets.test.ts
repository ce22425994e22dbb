import { facets } from '@seamline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode } from 'zod';
import { facetsJson } from './facets.js';

const text = fc.string({ unit: 'binary', maxLength: 10 });
const value = fc.record({ value: text, count: fc.nat() });
const price = fc.option(
  fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
  { nil: null },
);

describe('facets as JSON', () => {
  it('is byte for byte what the facets schema encodes', () => {
    fc.assert(
      fc.property(
        fc.record({
          total: fc.nat(),
          sizes: fc.array(value),
          colours: fc.array(fc.record({ value: text, count: fc.nat(), hex: fc.option(text, { nil: null }) })),
          subcategories: fc.array(value),
          vendors: fc.array(value, { maxLength: 120 }),
          price: fc.record({ min: price, max: price }),
          onSale: fc.nat(),
        }),
        (f) => {
          // Twice: the second time from the kept heads of each value.
          expect(facetsJson(f)).toBe(JSON.stringify(encode(facets, f)));
          expect(facetsJson(f)).toBe(JSON.stringify(encode(facets, f)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
