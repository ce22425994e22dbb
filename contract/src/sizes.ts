import { z } from 'zod';
import type { Category, Subcategory } from './constants.js';
import { SIZE_MESSAGES } from './messages.js';

/**
 * Every size is stored in one canonical system per category × subcategory (docs/architecture.md#sizes-and-colours), so stock,
 * carts and orders never compare a 'UK 8' with an 'EU 42'. Sources: docs/decisions/045.
 */

export const CLOTHING_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;
export type ClothingSize = (typeof CLOTHING_SIZES)[number];

export const KIDS_CLOTHING_SIZES = ['2Y', '3Y', '4Y', '5Y', '6Y', '8Y', '10Y', '12Y', '14Y'] as const;
export type KidsClothingSize = (typeof KIDS_CLOTHING_SIZES)[number];

/** EU shoe sizes are whole or half; adults and children each have their own span of the 16–50 scale. */
export const SHOE_SIZE_RANGES: Record<Category, { min: number; max: number }> = {
  female: { min: 35, max: 50 },
  male: { min: 35, max: 50 },
  children: { min: 16, max: 40 },
};

const euSizes = ({ min, max }: { min: number; max: number }): string[] =>
  Array.from({ length: (max - min) * 2 + 1 }, (_, i) => String(min + i / 2));

export const SIZE_SYSTEMS = ['letter', 'age', 'eu'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

export function sizeSystemOf(category: Category, subcategory: Subcategory): SizeSystem {
  if (subcategory === 'shoes') return 'eu';
  return category === 'children' ? 'age' : 'letter';
}

/** The sizes a product of this pair may be sold in, in their natural order. */
export function validSizes(category: Category, subcategory: Subcategory): readonly string[] {
  const system = sizeSystemOf(category, subcategory);
  if (system === 'letter') return CLOTHING_SIZES;
  if (system === 'age') return KIDS_CLOTHING_SIZES;
  return euSizes(SHOE_SIZE_RANGES[category]);
}

export function isValidSize(category: Category, subcategory: Subcategory, size: string): boolean {
  return validSizes(category, subcategory).includes(size);
}

/** Sorts sizes of one pair in their natural order (S before M, 2Y before 10Y, 38 before 38.5); unknown sizes last. */
export function compareSizes(category: Category, subcategory: Subcategory): (a: string, b: string) => number {
  const sizes = validSizes(category, subcategory);
  const rank = (s: string) => {
    const i = sizes.indexOf(s);
    return i === -1 ? sizes.length : i;
  };
  return (a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** What an invalid size is told: the letter and age lists are named; the 69 shoe sizes as their range. */
export function allowedSizesText(category: Category, subcategory: Subcategory): string {
  if (subcategory === 'shoes') {
    const { min, max } = SHOE_SIZE_RANGES[category];
    return `EU ${min}–${max}, in whole or half sizes`;
  }
  return `one of ${validSizes(category, subcategory).join(', ')}`;
}

/** A size as the server will accept it for a product of this pair. */
export function sizeField(category: Category, subcategory: Subcategory) {
  const message = SIZE_MESSAGES.sizeInvalid(allowedSizesText(category, subcategory));
  return z
    .string({ error: message })
    .trim()
    .refine((s) => isValidSize(category, subcategory, s), message);
}

/** How a review says a product fits (docs/architecture.md#sizes-and-colours). */
export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];
export const FIT_LABELS: Record<Fit, string> = { small: 'Runs small', true: 'True to size', large: 'Runs large' };
