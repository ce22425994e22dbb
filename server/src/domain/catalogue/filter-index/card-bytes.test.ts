import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardBytes } from './card-bytes.js';

const SLOTS = 12;
const shops = ['"Loom"', '"Harbour & Hem"', '"Ørsted — Ström"'].map((name) => Buffer.from(name));
const shopOf = (slot: number) => shops[slot % shops.length] as Buffer;

describe('card bytes', () => {
  it('pages the cards last set, through drops, growth and the reclaiming of replaced bytes', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    const change = fc.oneof(
      fc.record({ slot: fc.nat(SLOTS - 1), head: text, tail: text }),
      fc.record({ slot: fc.nat(SLOTS - 1), drop: fc.constant(true) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 80 }), fc.array(fc.nat(SLOTS - 1), { maxLength: 20 }), (changes, slots) => {
        // A small buffer, so that changes fill it and replaced bytes are reclaimed many times over.
        const cards = new CardBytes(16);
        cards.grow(SLOTS);
        const expected = new Map<number, [string, string]>();
        for (const c of changes) {
          if ('drop' in c) {
            cards.drop(c.slot);
            expected.delete(c.slot);
          } else {
            cards.set(c.slot, c.head, c.tail);
            expected.set(c.slot, [c.head, c.tail]);
          }
        }
        const listed = slots.flatMap((s) => {
          const card = expected.get(s);
          return card ? [`${card[0]}${shopOf(s).toString()}${card[1]}`] : [];
        });
        expect(cards.page(slots, shopOf).toString()).toBe(`[${listed.join(',')}]`);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps cards when the slots grow, and forgets them all on clear', () => {
    const cards = new CardBytes();
    cards.grow(2);
    cards.set(1, '{"a":', '}');
    cards.grow(4096);
    cards.set(4002, '{"b":', '}');
    expect(cards.page([4002, 0, 1], shopOf).toString()).toBe('[{"b":"Loom"},{"a":"Harbour & Hem"}]');
    cards.clear();
    expect(cards.has(1)).toBe(false);
    expect(cards.page([1, 4002], shopOf).toString()).toBe('[]');
  });
});
