import type { Subcategory } from './constants.js';

/**
 * What kind of garment a product is, read from its name: the size passport keeps a buyer's usual
 * sizes per group and weighs the measurements each group is tried on by (docs/decisions/252).
 * Subcategories say clothes or shoes; the name says a shirt, jeans or a dress.
 */
export const GARMENT_GROUPS = ['tops', 'bottoms', 'dresses', 'shoes'] as const;
export type GarmentGroup = (typeof GARMENT_GROUPS)[number];

export const GARMENT_GROUP_LABELS: Record<GarmentGroup, string> = {
  tops: 'Tops',
  bottoms: 'Bottoms',
  dresses: 'Dresses',
  shoes: 'Shoes',
};

/** The words that name each group's garments; a plural word is spoken of as 'these'. */
const WORDS: Record<Exclude<GarmentGroup, 'shoes'>, readonly string[]> = {
  tops: [
    't-shirt',
    'tee',
    'shirt',
    'blouse',
    'top',
    'hoodie',
    'sweater',
    'jumper',
    'cardigan',
    'sweatshirt',
    'jacket',
    'windbreaker',
    'coat',
    'overcoat',
    'parka',
    'blazer',
    'polo',
  ],
  bottoms: ['jeans', 'trousers', 'pants', 'shorts', 'skirt', 'chinos', 'leggings', 'joggers'],
  dresses: ['dress', 'sundress', 'gown', 'jumpsuit'],
};
const SHOE_WORDS = ['sneakers', 'trainers', 'boots', 'sandals', 'heels', 'pumps', 'loafers', 'shoes', 'slides', 'mules'];
/** Words spoken of as 'these'. */
const PLURALS = new Set([...WORDS.bottoms.filter((w) => w !== 'skirt'), ...SHOE_WORDS]);

const WORD = /[a-z]+(?:-[a-z]+)?/g;

/** The last garment word of a name: in English the garment comes last ('Dress Shirt' is a shirt). */
function lastGarmentWord(name: string, words: readonly string[]): string | undefined {
  const found = name.toLowerCase().match(WORD) ?? [];
  return found.filter((w) => words.includes(w)).at(-1);
}

const CLOTHES_WORDS = Object.values(WORDS).flat();

/** The group of a product: shoes by subcategory, clothes by the last garment word of the name (tops when none). */
export function garmentGroupOf(name: string, subcategory: Subcategory): GarmentGroup {
  if (subcategory === 'shoes') return 'shoes';
  const word = lastGarmentWord(name, CLOTHES_WORDS);
  if (word && WORDS.dresses.includes(word)) return 'dresses';
  if (word && WORDS.bottoms.includes(word)) return 'bottoms';
  return 'tops';
}

/** How a sentence speaks of the product: 'this shirt', 'these jeans', 'these boots'; 'this item' when the name says no garment. */
export function garmentNounOf(name: string, subcategory: Subcategory): string {
  const word = lastGarmentWord(name, subcategory === 'shoes' ? SHOE_WORDS : CLOTHES_WORDS);
  if (!word) return subcategory === 'shoes' ? 'these shoes' : 'this item';
  return PLURALS.has(word) ? `these ${word}` : `this ${word}`;
}
