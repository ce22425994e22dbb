import type { Category, Subcategory } from '@seamline/contract';

/** The garment kinds of the demo catalogue, each in the subcategory and categories it is sold in. */
export const GARMENT_KINDS = [
  { id: 't-shirt', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'shirt', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'blouse', subcategory: 'clothes', categories: ['female'] },
  { id: 'dress', subcategory: 'clothes', categories: ['female'] },
  { id: 'skirt', subcategory: 'clothes', categories: ['female'] },
  { id: 'jeans', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'trousers', subcategory: 'clothes', categories: ['female', 'male'] },
  { id: 'shorts', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'hoodie', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'sweater', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'jacket', subcategory: 'clothes', categories: ['female', 'male', 'children'] },
  { id: 'coat', subcategory: 'clothes', categories: ['female', 'male'] },
  { id: 'sneakers', subcategory: 'shoes', categories: ['female', 'male', 'children'] },
  { id: 'running-shoes', subcategory: 'shoes', categories: ['female', 'male', 'children'] },
  { id: 'boots', subcategory: 'shoes', categories: ['female', 'male', 'children'] },
  { id: 'sandals', subcategory: 'shoes', categories: ['female', 'male', 'children'] },
  { id: 'heels', subcategory: 'shoes', categories: ['female'] },
  { id: 'loafers', subcategory: 'shoes', categories: ['female', 'male'] },
] as const satisfies ReadonlyArray<{
  id: string;
  subcategory: Subcategory;
  categories: readonly Category[];
}>;
export type GarmentKind = (typeof GARMENT_KINDS)[number]['id'];
