import * as words from './catalogue-words.js';
import { type Random, seededRandom } from './random.js';

/**
 * What shoppers type into search, built from the words the generated catalogue is made of
 * (catalogue-words.ts): one word or two ("linen", "red boots", "soft cotton", "northwind jacket"), and each of them a
 * second time with a typo — a letter dropped, two swapped or one replaced by a neighbouring key —
 * so half the terms exercise the spell correction.
 */

/** The generator names women's, men's and children's products with these words (migration 0001). */
const CATEGORY_WORDS = ['women', 'men', 'kids', 'ladies', 'boys', 'girls'];

const lower = (list: readonly string[]) => list.map((w) => w.toLowerCase());
const unique = (list: readonly string[]) => [...new Set(list)];

const ADJECTIVES = lower([...words.ADJECTIVES, words.RARE_WORD]);
const COLOURS = lower(words.COLOUR_ENTRIES.map((c) => c.label));
const NOUNS = unique(lower(words.KIND_ENTRIES.map((k) => k.noun)));
/** Garments named in one word, so a word before them still makes a two-word term. */
const ONE_WORD_NOUNS = NOUNS.filter((n) => !n.includes(' '));
const MATERIALS = lower(words.MATERIALS);
/** The fabric word of each material ("merino wool" → wool), as a shopper would put it before a garment. */
const FABRICS = unique(MATERIALS.map((m) => m.split(' ').at(-1) ?? m)).filter((f) => f !== 'blend');
const SHOP_WORDS = unique(lower(words.STORE_NAMES.flatMap((s) => s.split(' '))).filter((w) => /^[a-z]{3,}$/.test(w)));

/** Every word a term may be made of: a typo must not land on one of them. */
const VOCABULARY = new Set(
  [...ADJECTIVES, ...COLOURS, ...NOUNS, ...MATERIALS, ...FABRICS, ...SHOP_WORDS, ...CATEGORY_WORDS].flatMap((w) => w.split(' ')),
);

/** Exact terms: every single word or phrase, and the two-word pairs a shopper would type. */
function exactTerms(): string[] {
  const singles = [...ADJECTIVES, ...COLOURS, ...NOUNS, ...MATERIALS, ...SHOP_WORDS, ...CATEGORY_WORDS];
  const beforeGarment = [...ADJECTIVES, ...COLOURS, ...FABRICS, ...CATEGORY_WORDS, ...SHOP_WORDS];
  const pairs = [
    ...beforeGarment.flatMap((m) => ONE_WORD_NOUNS.map((n) => `${m} ${n}`)),
    ...ADJECTIVES.flatMap((a) => [...COLOURS, ...FABRICS].map((w) => `${a} ${w}`)),
    ...COLOURS.flatMap((c) => FABRICS.map((f) => `${c} ${f}`)),
  ];
  return unique([...singles, ...pairs]);
}

/** Keys next to each letter on a QWERTY keyboard: the letter a slipping finger types instead. */
const NEIGHBOURS: Record<string, string> = {
  a: 'qwsz',
  b: 'vghn',
  c: 'xdfv',
  d: 'serfcx',
  e: 'wsdr',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  i: 'ujko',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  m: 'njk',
  n: 'bhjm',
  o: 'iklp',
  p: 'ol',
  q: 'wa',
  r: 'edft',
  s: 'awedxz',
  t: 'rfgy',
  u: 'yhji',
  v: 'cfgb',
  w: 'qase',
  x: 'zsdc',
  y: 'tghu',
  z: 'asx',
};

/** The word with one slip of the finger, never on its first letter (shoppers rarely miss that one). */
function misspell(word: string, rng: Random): string {
  const i = 1 + rng.below(word.length - 1);
  const at = word[i] ?? '';
  switch (rng.below(3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1: {
      const j = i < word.length - 1 ? i + 1 : i - 1;
      const [a, b] = [Math.min(i, j), Math.max(i, j)];
      return word.slice(0, a) + word[b] + word[a] + word.slice(b + 1);
    }
    default:
      return word.slice(0, i) + rng.pick([...(NEIGHBOURS[at] ?? 'e')]) + word.slice(i + 1);
  }
}

/** The term with a typo in one of its words of four letters or more; null when none can take one. */
function withTypo(term: string, rng: Random): string | null {
  const parts = term.split(' ');
  const candidates = parts.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{4,}$/.test(w));
  if (!candidates.length) return null;
  for (let attempt = 0; attempt < 10; attempt++) {
    const [w, i] = rng.pick(candidates);
    const typo = misspell(w, rng);
    if (typo !== w && !VOCABULARY.has(typo)) return parts.map((p, k) => (k === i ? typo : p)).join(' ');
  }
  return null;
}

export interface SearchTerm {
  term: string;
  typo: boolean;
}

/**
 * Every exact term that can take a typo, once as typed correctly and once misspelt, shuffled:
 * exactly half the list has a typo. About 4,800 different terms.
 */
export function searchTerms(seed: number): SearchTerm[] {
  const rng = seededRandom(seed * 7919 + 1);
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  for (const term of exactTerms()) {
    const typo = withTypo(term, rng);
    if (typo === null || seen.has(typo)) continue;
    seen.add(typo);
    terms.push({ term, typo: false }, { term: typo, typo: true });
  }
  for (let i = terms.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [terms[i], terms[j]] = [terms[j] as SearchTerm, terms[i] as SearchTerm];
  }
  return terms;
}

/** The page the web asks for (web/src/features/products/api/get-products.ts), searches and lists alike. */
export const PAGE = 24;

/** The search calls of the rotating search scenario, one per term, each asking the first page as the web does. */
export const searchQuestions = (seed: number): string[] =>
  searchTerms(seed).map((t) => `/api/buyer/search?searchTerm=${encodeURIComponent(t.term)}&limit=${PAGE}`);
