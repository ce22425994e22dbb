import { CLOTHING_SIZES, type Fit, KIDS_CLOTHING_SIZES } from '@seamline/contract';
import { COLOURS, GARMENT_KINDS } from '../server/src/images/garment-art.js';

/**
 * The words the generated catalogue is made of. Product names are "<adjective> <colour> <noun>",
 * so a garment word such as "shirt" hits many products (the common-word search) while the rare
 * adjective below hits about one in a thousand (the rare-word search).
 */

export const RARE_WORD = 'Zephyr';
/** One product in this many gets the rare word as its adjective. */
export const RARE_EVERY = 1000;

const NOUNS: Record<(typeof GARMENT_KINDS)[number]['id'], string> = {
  't-shirt': 'T-Shirt',
  shirt: 'Shirt',
  blouse: 'Blouse',
  dress: 'Dress',
  skirt: 'Skirt',
  jeans: 'Jeans',
  trousers: 'Trousers',
  shorts: 'Shorts',
  hoodie: 'Hoodie',
  sweater: 'Sweater',
  jacket: 'Jacket',
  coat: 'Coat',
  sneakers: 'Sneakers',
  'running-shoes': 'Running Shoes',
  boots: 'Boots',
  sandals: 'Sandals',
  heels: 'Heels',
  loafers: 'Loafers',
};

/** Typical price in cents of each kind; generated prices vary around it. */
const BASE_PRICE: Record<(typeof GARMENT_KINDS)[number]['id'], number> = {
  't-shirt': 1900,
  shirt: 3900,
  blouse: 4500,
  dress: 6900,
  skirt: 4200,
  jeans: 5900,
  trousers: 5500,
  shorts: 2900,
  hoodie: 4900,
  sweater: 6500,
  jacket: 9900,
  coat: 14900,
  sneakers: 7900,
  'running-shoes': 9900,
  boots: 12900,
  sandals: 3900,
  heels: 8900,
  loafers: 9500,
};

/** One entry per garment kind and category it is sold in, so every pair is equally likely. */
export const KIND_ENTRIES = GARMENT_KINDS.flatMap((kind) =>
  kind.categories.map((category) => ({
    kind: kind.id,
    noun: NOUNS[kind.id],
    subcategory: kind.subcategory,
    category,
    basePrice: BASE_PRICE[kind.id],
  })),
);

export const COLOUR_ENTRIES = COLOURS.map((c) => ({ name: c.name, label: c.label, hex: c.hex }));

/**
 * The sizes products are stocked in, per size system (contract sizes.ts): a product takes 3–5
 * neighbouring sizes of its list and 1–2 colours, about 6 variants on average (docs/architecture.md#sizes-and-colours).
 */
const eu = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
export const SIZE_LISTS = {
  letter: CLOTHING_SIZES.slice(1, 7),
  age: [...KIDS_CLOTHING_SIZES],
  euFemale: eu(36, 42),
  euMale: eu(40, 46),
  euChildren: eu(28, 35),
};
/** Sizes that cost more on products that charge for larger sizes. */
export const LARGER_SIZES = ['XL', 'XXL'];
/** What a review says of fit, drawn uniformly: mostly true to size, some small or large, some silent (null). */
export const REVIEW_FITS: Array<Fit | null> = ['true', 'true', 'true', 'small', 'small', 'large', null];

export const ADJECTIVES = [
  'Classic',
  'Relaxed',
  'Slim',
  'Oversized',
  'Vintage',
  'Essential',
  'Everyday',
  'Tailored',
  'Cropped',
  'Lightweight',
  'Heavyweight',
  'Soft',
  'Organic',
  'Recycled',
  'Urban',
  'Weekend',
  'Coastal',
  'Alpine',
  'Heritage',
  'Modern',
  'Minimal',
  'Cosy',
  'Breezy',
  'Rugged',
];

export const MATERIALS = [
  'organic cotton',
  'linen',
  'merino wool',
  'stretch denim',
  'full-grain leather',
  'suede',
  'canvas',
  'recycled polyester',
  'fleece',
  'jersey',
  'corduroy',
  'cashmere blend',
  'twill',
];

export const FEATURES = [
  'A relaxed fit that layers easily',
  'Reinforced seams for everyday wear',
  'Cut for a clean silhouette',
  'Breathable and quick to dry',
  'Finished with tonal stitching',
  'Cushioned for all-day comfort',
  'Made to be worn season after season',
  'Pairs well with denim and trainers',
  'Designed in small batches',
  'Garment-dyed for a lived-in look',
  'Lined for extra warmth',
];

export const CARE = [
  'Machine wash cold',
  'Hand wash only',
  'Dry clean recommended',
  'Wipe clean with a damp cloth',
  'Wash inside out at 30 degrees',
  'Do not tumble dry',
];

export const REVIEW_COMMENTS = [
  'Fits exactly as described, very happy.',
  'Great quality for the price.',
  'Runs a little small, size up.',
  'Colour is slightly darker than the photo.',
  'Comfortable from day one.',
  'Arrived quickly and well packed.',
  'Looks better in person.',
  'Stitching came loose after a month.',
  'My new favourite, bought a second one.',
  'Decent, but the material feels thin.',
  'Perfect for the office and the weekend.',
  'Would buy again.',
];

/** Ratings drawn uniformly from this list: mostly good, some poor, like a real shop. */
export const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];

export const STORE_NAMES = [
  'Northwind Apparel',
  'Harbour & Hem',
  'Loom Street',
  'Copper Thread',
  'Fieldstone Outfitters',
  'Maple Row Goods',
  'Stride Works',
  'Bluebell Atelier',
  'Granite Supply',
  'Willow & Wool',
];

export const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Ethan',
  'Lena',
  'Omar',
  'Priya',
  'Jonas',
  'Sofia',
  'Mateo',
  'Hana',
  'Lucas',
  'Amara',
  'Felix',
  'Ines',
  'Kai',
  'Nora',
  'Theo',
];

export const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Müller',
  'Okafor',
  'Nguyen',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Silva',
  'Tanaka',
  'Johansson',
  'Dubois',
  'Patel',
  'Byrne',
  'Novak',
];

export const CITIES = [
  ['Springfield', 'USA'],
  ['Portland', 'USA'],
  ['Toronto', 'Canada'],
  ['Manchester', 'UK'],
  ['Dublin', 'Ireland'],
  ['Lyon', 'France'],
  ['Porto', 'Portugal'],
  ['Hamburg', 'Germany'],
] as const;
