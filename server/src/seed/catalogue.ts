import type { Category, Fit, OrderStatus, Subcategory } from '@seamline/contract';
import { prng, type Random } from '../lib/seeded-random.js';
import { COLOURS, type Colour, GARMENT_KINDS, GARMENT_VIEWS, type GarmentKind, garmentImageUrl } from '../images/garment-art.js';

/** The deterministic demo catalogue (docs/architecture.md#server-rules): plain data, no database. */

export const DEMO_PASSWORD = 'password123';

/** The seeded PRNG every seed run builds the same shop with. */
export { prng };

export interface DemoUser {
  fullName: string;
  email: string;
  role: 'buyer' | 'vendor' | 'admin';
  preferences: Category | null;
  vendorName: string | null;
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
}

const VENDORS: Array<[string, string, string, string, string, string]> = [
  ['Northwind Apparel', 'Hannah Lindqvist', '14 Harbour Street', 'Portland', '97209', 'USA'],
  ['Lumière Femme', 'Camille Besson', '8 Rue des Arts', 'Lyon', '69002', 'France'],
  ['Stride & Co Shoes', 'Marcus Reid', '220 Mill Lane', 'Manchester', 'M4 6DE', 'UK'],
  ['Little Sprouts Kids', 'Aiko Tanaka', '3-5 Sakura Dori', 'Osaka', '530-0001', 'Japan'],
  ['Urban Thread Apparel', 'Diego Alvarez', '51 Calle Mayor', 'Madrid', '28013', 'Spain'],
  ['Fjord Outdoor Outfitters', 'Ingrid Solberg', '9 Bryggen', 'Bergen', '5003', 'Norway'],
];

/** What each shop sells, so its name reads true: a kids' shop sells kids' things, a shoe shop shoes. */
interface ShopRange {
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  /** Only these garments (an outdoor shop); all that fit the categories when unset. */
  kinds?: readonly GarmentKind[];
}
const SHOP_RANGES: ShopRange[] = [
  { categories: ['female', 'male'], subcategories: ['clothes'] },
  { categories: ['female'], subcategories: ['clothes', 'shoes'] },
  { categories: ['female', 'male', 'children'], subcategories: ['shoes'] },
  { categories: ['children'], subcategories: ['clothes', 'shoes'] },
  { categories: ['female', 'male', 'children'], subcategories: ['clothes'] },
  {
    categories: ['female', 'male', 'children'],
    subcategories: ['clothes', 'shoes'],
    kinds: ['jacket', 'coat', 'sweater', 'hoodie', 'shorts', 'boots', 'running-shoes', 'sandals'],
  },
];

const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Lena',
  'Omar',
  'Chloe',
  'Lucas',
  'Priya',
  'Jonas',
  'Sofia',
  'Mateo',
  'Nora',
  'Kai',
  'Elif',
  'Ravi',
  'Grace',
  'Felix',
];
const LAST = ['Brooks', 'Nguyen', 'Schmidt', 'Okafor', 'Rossi', 'Kowalski', 'Haddad', 'Silva', 'Murphy', 'Jensen'];
const STREETS = ['Oak Avenue', 'Maple Road', 'Cedar Lane', 'Elm Street', 'Birch Way', 'Willow Close', 'Park Row', 'Station Road'];
const CITIES: Array<[string, string, string]> = [
  ['Seattle', '98101', 'USA'],
  ['Austin', '73301', 'USA'],
  ['Toronto', 'M5V 2T6', 'Canada'],
  ['Dublin', 'D02 X285', 'Ireland'],
  ['Berlin', '10115', 'Germany'],
  ['Melbourne', '3000', 'Australia'],
  ['Amsterdam', '1012 AB', 'Netherlands'],
  ['Chicago', '60601', 'USA'],
];
const PREFS: Category[] = ['female', 'male', 'children'];

/** The marketplace's operator (docs/architecture.md#money-and-operator). */
export const DEMO_OPERATOR: DemoUser = {
  fullName: 'Olivia Operator',
  email: 'admin@seamline.test',
  role: 'admin',
  preferences: null,
  vendorName: null,
  addressLine1: '1 Market Square',
  city: 'Portland',
  postalCode: '97204',
  country: 'USA',
};

export function demoUsers(): { vendors: DemoUser[]; buyers: DemoUser[] } {
  const vendors = VENDORS.map(([vendorName, fullName, addressLine1, city, postalCode, country], i) => ({
    fullName,
    email: `vendor${i + 1}@seamline.test`,
    role: 'vendor' as const,
    preferences: null,
    vendorName,
    addressLine1,
    city,
    postalCode,
    country,
  }));
  const buyers = Array.from({ length: 20 }, (_, i) => {
    const [city, postalCode, country] = CITIES[i % CITIES.length] as [string, string, string];
    return {
      fullName: `${FIRST[i]} ${LAST[i % LAST.length]}`,
      email: `buyer${i + 1}@seamline.test`,
      role: 'buyer' as const,
      preferences: PREFS[i % 3] as Category,
      vendorName: null,
      addressLine1: `${10 + i * 7} ${STREETS[i % STREETS.length]}`,
      city,
      postalCode,
      country,
    };
  });
  return { vendors, buyers };
}

/**
 * Each garment's names, each with the materials it may be made of, and the price range in whole
 * dollars. A name only says what the kind's drawing shows (garment-drawings.ts: no stripes, checks
 * or prints; the sweater is cable-knit) and a material named in it is the one its description gives.
 */
type Named = Array<[name: string, materials: string[]]>;
const GARMENT_TEXT: Record<GarmentKind, { names: Named; price: [number, number] }> = {
  't-shirt': {
    names: [
      ['Classic Crew-Neck T-Shirt', ['cotton jersey', 'organic cotton']],
      ['Organic Cotton Tee', ['organic cotton']],
      ['Relaxed Fit T-Shirt', ['cotton jersey', 'slub cotton']],
      ['Slub Cotton Tee', ['slub cotton']],
    ],
    price: [12, 35],
  },
  shirt: {
    names: [
      ['Oxford Button-Down Shirt', ['cotton oxford']],
      ['Linen Shirt', ['washed linen']],
      ['Flannel Shirt', ['brushed cotton flannel']],
      ['Poplin Office Shirt', ['crisp cotton poplin']],
    ],
    price: [28, 75],
  },
  blouse: {
    names: [
      ['Satin Bow Blouse', ['soft satin']],
      ['Puff Sleeve Blouse', ['airy viscose', 'cotton voile']],
      ['Silk Peplum Blouse', ['mulberry silk']],
    ],
    price: [35, 95],
  },
  dress: {
    names: [
      ['Linen Summer Dress', ['breezy linen', 'washed linen']],
      ['Belted Fit-and-Flare Dress', ['fluid crepe', 'cotton poplin']],
      ['Pleated Sundress', ['light cotton', 'airy viscose']],
    ],
    price: [45, 160],
  },
  skirt: {
    names: [
      ['Pleated Midi Skirt', ['recycled polyester', 'fluid crepe']],
      ['Denim A-Line Skirt', ['rigid denim']],
      ['Twill A-Line Skirt', ['cotton twill']],
    ],
    price: [30, 90],
  },
  jeans: {
    names: [
      ['Slim Stretch Jeans', ['stretch denim']],
      ['Straight Leg Jeans', ['selvedge denim', 'rigid denim']],
      ['Relaxed Taper Jeans', ['organic denim']],
      ['High-Rise Mom Jeans', ['rigid denim']],
    ],
    price: [35, 120],
  },
  trousers: {
    names: [
      ['Tailored Wool Trousers', ['fine wool', 'wool flannel']],
      ['Chino Trousers', ['cotton twill']],
      ['Straight Trousers', ['drapey tencel', 'cotton twill']],
    ],
    price: [40, 140],
  },
  shorts: {
    names: [
      ['Chino Shorts', ['cotton twill']],
      ['Running Shorts', ['quick-dry nylon']],
      ['Linen Drawstring Shorts', ['washed linen']],
    ],
    price: [18, 55],
  },
  hoodie: {
    names: [
      ['Fleece Pullover Hoodie', ['brushed fleece']],
      ['Cotton Pullover Hoodie', ['loopback cotton']],
      ['Heavyweight Hoodie', ['heavyweight cotton jersey']],
    ],
    price: [35, 95],
  },
  sweater: {
    names: [
      ['Cable Knit Sweater', ['chunky wool knit', 'soft lambswool knit']],
      ['Merino Cable Sweater', ['fine merino wool']],
      ['Cashmere Cable Sweater', ['soft cashmere']],
    ],
    price: [45, 180],
  },
  jacket: {
    names: [
      ['Bomber Jacket', ['recycled nylon', 'cotton twill']],
      ['Zip Track Jacket', ['recycled polyester']],
      ['Nylon Windbreaker Jacket', ['ripstop nylon']],
    ],
    price: [55, 220],
  },
  coat: {
    names: [
      ['Wool Overcoat', ['double-faced wool', 'melton wool']],
      ['Trench Coat', ['water-repellent cotton gabardine']],
      ['Belted Wool Coat', ['wool and cashmere blend']],
    ],
    price: [90, 260],
  },
  sneakers: {
    names: [
      ['Canvas Sneakers', ['cotton canvas']],
      ['Leather Court Sneakers', ['full-grain leather']],
      ['Retro Sneakers', ['suede and mesh']],
      ['Low-Top Sneakers', ['cotton canvas', 'smooth leather']],
    ],
    price: [40, 140],
  },
  'running-shoes': {
    names: [
      ['Trail Running Shoes', ['engineered mesh']],
      ['Road Running Shoes', ['recycled knit mesh', 'breathable mesh']],
      ['Lightweight Running Shoes', ['breathable mesh']],
    ],
    price: [60, 180],
  },
  boots: {
    names: [
      ['Hiking Boots', ['waterproof nubuck', 'waxed leather']],
      ['Lace-Up Combat Boots', ['polished leather']],
      ['Lace-Up Ankle Boots', ['waxed leather', 'soft suede']],
      ['Suede Work Boots', ['rugged suede']],
    ],
    price: [70, 240],
  },
  sandals: {
    names: [
      ['Ankle Strap Sandals', ['vegetable-tanned leather', 'soft leather']],
      ['Sport Sandals', ['quick-dry webbing']],
      ['Strappy Sandals', ['soft leather']],
    ],
    price: [25, 90],
  },
  heels: {
    names: [
      ['Block Heel Pumps', ['patent leather', 'soft suede']],
      ['Classic Court Heels', ['smooth leather']],
      ['Satin Evening Pumps', ['satin']],
    ],
    price: [60, 190],
  },
  loafers: {
    names: [
      ['Penny Loafers', ['polished leather']],
      ['Suede Loafers', ['soft suede']],
      ['Chunky Loafers', ['brushed leather']],
    ],
    price: [65, 180],
  },
};
const FITS: Record<Subcategory, string[]> = {
  clothes: ['a relaxed fit', 'a slim fit', 'a true-to-size fit', 'an easy, roomy fit', 'a tailored fit'],
  shoes: ['a cushioned footbed', 'a true-to-size fit', 'a padded, supportive insole', 'a flexible sole'],
};
const FEATURES: Record<Subcategory, string[]> = {
  clothes: [
    'Made to last season after season.',
    'Finished with reinforced seams.',
    'Easy to pair with everything.',
    'Cut for everyday comfort.',
  ],
  shoes: ['Made to last season after season.', 'Comfortable from the first wear.', 'Easy to pair with everything.', 'Stitched to last.'],
};
const KIDS_PREFIX = ['Kids', 'Junior', 'Little'];

/** One size × colour of a demo product (docs/architecture.md#sizes-and-colours). */
export interface DemoVariant {
  size: string | null;
  /** The colour's label ('Navy'), as a vendor would name it. */
  colour: string | null;
  colourHex: string | null;
  sku: string;
  /** Its own price; null when it sells at the product's base price. */
  ownPriceCents: number | null;
  stock: number;
  imageUrl: string;
}

export interface DemoProduct {
  vendorIndex: number;
  kind: GarmentKind;
  name: string;
  description: string;
  category: Category;
  subcategory: 'clothes' | 'shoes';
  /** The price the vendor set. */
  basePriceCents: number;
  /** The lowest price a variant sells at ("from $x"). */
  priceCents: number;
  /** The variants' stock summed. */
  stock: number;
  /** The distinct colours in variant order, for swatches. */
  colours: Array<{ name: string; hex: string }>;
  /** The first colour's picture. */
  imageUrl: string;
  /** Each colour's shots in order: the whole garment, then closer looks (docs/architecture.md#everyday-shop). */
  images: Array<{ colour: string; urls: string[] }>;
  variants: DemoVariant[];
  createdDaysAgo: number;
}

const CENT_ENDINGS = [99, 50, 0, 95, 99];

/** Each shop's SKU prefix, in VENDORS order. */
const SKU_PREFIXES = ['NWA', 'LUM', 'STR', 'LSK', 'UTA', 'FJO'];
const COLOUR_CODES: Record<Colour, string> = {
  black: 'BLK',
  white: 'WHT',
  navy: 'NVY',
  red: 'RED',
  green: 'GRN',
  beige: 'BGE',
  grey: 'GRY',
  pink: 'PNK',
  olive: 'OLV',
  mustard: 'MUS',
  burgundy: 'BUR',
  cream: 'CRM',
  charcoal: 'CHA',
  khaki: 'KHA',
  teal: 'TEA',
};

/**
 * The size runs a shop stocks, per category × subcategory, in the canonical systems (contract
 * sizes.ts): letter sizes for adults, age sizes for children, EU sizes for shoes.
 */
const SIZE_RUNS: Record<Category, Record<Subcategory, string[][]>> = {
  female: {
    clothes: [
      ['XS', 'S', 'M', 'L'],
      ['XS', 'S', 'M', 'L', 'XL'],
      ['S', 'M', 'L'],
      ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    ],
    shoes: [
      ['36', '37', '38', '39', '40', '41'],
      ['37', '38', '39', '40', '41', '42'],
      ['36', '37', '38', '39', '40', '41', '42'],
    ],
  },
  male: {
    clothes: [
      ['S', 'M', 'L', 'XL'],
      ['S', 'M', 'L', 'XL', 'XXL'],
      ['M', 'L', 'XL'],
      ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
    ],
    shoes: [
      ['40', '41', '42', '43', '44', '45'],
      ['41', '42', '43', '44', '45', '46'],
      ['40', '41', '42', '43', '44', '45', '46'],
    ],
  },
  children: {
    clothes: [
      ['2Y', '3Y', '4Y', '5Y', '6Y'],
      ['4Y', '6Y', '8Y', '10Y', '12Y'],
      ['6Y', '8Y', '10Y', '12Y', '14Y'],
      ['8Y', '10Y', '12Y', '14Y'],
      ['2Y', '3Y', '4Y'],
    ],
    shoes: [
      ['28', '29', '30', '31', '32', '33', '34', '35'],
      ['30', '31', '32', '33', '34', '35'],
      ['24', '25', '26', '27', '28'],
    ],
  },
};
/** Sizes that cost more when a product charges for its larger sizes. */
const LARGER_SIZES = new Set(['XL', 'XXL', '3XL']);
export const LARGER_SIZE_EXTRA_CENTS = 500;

/** The (category, subcategory) pairs a shop sells and the garments it has for each. */
function shopShelves(range: ShopRange): Array<{ category: Category; subcategory: Subcategory; kinds: GarmentKind[] }> {
  return range.categories.flatMap((category) =>
    range.subcategories.flatMap((subcategory) => {
      const kinds = GARMENT_KINDS.filter(
        (k) =>
          k.subcategory === subcategory &&
          (k.categories as readonly string[]).includes(category) &&
          (!range.kinds || range.kinds.includes(k.id)),
      ).map((k) => k.id as GarmentKind);
      return kinds.length > 0 ? [{ category, subcategory, kinds }] : [];
    }),
  );
}

type Rand = Random;
type ColourEntry = (typeof COLOURS)[number];

/** 1–3 distinct colours, the first the one picked. */
function pickColours(rand: Rand, first: ColourEntry): ColourEntry[] {
  const r = rand.next();
  const count = r < 0.35 ? 1 : r < 0.75 ? 2 : 3;
  const colours = [first];
  while (colours.length < count) {
    const next = rand.pick(COLOURS);
    if (!colours.includes(next)) colours.push(next);
  }
  return colours;
}

/** Stock for one size: middle sizes sell best, so shops hold more of them; some are sold out or nearly. */
function sizeStock(rand: Rand, sizeIndex: number, sizeCount: number): number {
  const r = rand.next();
  if (r < 0.1) return 0;
  if (r < 0.24) return rand.int(1, 4);
  const middle = (sizeCount - 1) / 2;
  const nearMiddle = 1 - Math.abs(sizeIndex - middle) / Math.max(1, sizeCount);
  return Math.round(rand.int(5, 18) * (0.6 + nearMiddle));
}

function demoVariants(
  rand: Rand,
  o: {
    vendorIndex: number;
    number: number;
    kind: GarmentKind;
    category: Category;
    subcategory: Subcategory;
    basePriceCents: number;
    soldOut: boolean;
    colours: ColourEntry[];
  },
): DemoVariant[] {
  const sizes = rand.pick(SIZE_RUNS[o.category][o.subcategory]);
  // Some adult clothes charge more for their larger sizes; some products sell one colour for less.
  const largerCostMore = o.subcategory === 'clothes' && o.category !== 'children' && rand.next() < 0.35;
  const cheaperColour = o.colours.length > 1 && o.basePriceCents > 2000 && rand.next() < 0.25 ? o.colours.length - 1 : -1;
  const prefix = `${SKU_PREFIXES[o.vendorIndex]}-${String(o.number).padStart(3, '0')}`;
  return o.colours.flatMap((colour, c) =>
    sizes.map((size, s) => {
      let ownPriceCents: number | null = null;
      if (largerCostMore && LARGER_SIZES.has(size)) ownPriceCents = o.basePriceCents + LARGER_SIZE_EXTRA_CENTS;
      if (c === cheaperColour) ownPriceCents = o.basePriceCents - 500;
      return {
        size,
        colour: colour.label,
        colourHex: colour.hex,
        sku: `${prefix}-${size}-${COLOUR_CODES[colour.name]}`,
        ownPriceCents,
        stock: o.soldOut ? 0 : sizeStock(rand, s, sizes.length),
        imageUrl: garmentImageUrl(o.kind, colour.name),
      };
    }),
  );
}

export function demoProducts(rand = prng(7)): DemoProduct[] {
  const products: DemoProduct[] = [];
  const seen = new Set<string>();
  SHOP_RANGES.forEach((range, vendorIndex) => {
    const shelves = shopShelves(range);
    // 28 products each, spread over the shop's shelves, and on each shelf over its garments in turn.
    for (let n = 0; n < 28; n++) {
      const { category, subcategory, kinds } = shelves[n % shelves.length] as (typeof shelves)[number];
      const turn = Math.floor(n / shelves.length) + vendorIndex;
      let attempt = 0;
      for (;;) {
        const kind = kinds[(turn + attempt) % kinds.length] as GarmentKind;
        const colours = pickColours(rand, rand.pick(COLOURS));
        const first = colours[0] as ColourEntry;
        const text = GARMENT_TEXT[kind];
        const [base, materials] = rand.pick(text.names);
        const prefix = category === 'children' ? `${rand.pick(KIDS_PREFIX)} ` : '';
        // A product sold in one colour says it in its name; one sold in several lets the swatches say it.
        const single = colours.length === 1;
        const name = `${single ? `${first.label} ` : ''}${prefix}${base}`;
        if (seen.has(`${vendorIndex}:${name}`) && attempt++ < 20) continue;
        seen.add(`${vendorIndex}:${name}`);
        const [lo, hi] = text.price;
        const dollars = Math.round((category === 'children' ? 0.6 : 1) * rand.int(lo, hi));
        const cents = CENT_ENDINGS[n % CENT_ENDINGS.length] as number;
        const basePriceCents = Math.max(1, dollars * 100 - (cents === 0 ? 0 : 100 - cents));
        const variants = demoVariants(rand, {
          vendorIndex,
          number: n + 1,
          kind,
          category,
          subcategory,
          basePriceCents,
          soldOut: n % 9 === 4,
          colours,
        });
        products.push({
          vendorIndex,
          kind,
          name,
          description: `${prefix}${base} in ${single ? `${first.label.toLowerCase()} ` : ''}${rand.pick(materials)}, with ${rand.pick(FITS[subcategory])}. ${rand.pick(FEATURES[subcategory])}`,
          category,
          subcategory,
          basePriceCents,
          priceCents: Math.min(...variants.map((v) => v.ownPriceCents ?? basePriceCents)),
          stock: variants.reduce((sum, v) => sum + v.stock, 0),
          colours: colours.map((c) => ({ name: c.label, hex: c.hex })),
          imageUrl: garmentImageUrl(kind, first.name),
          images: colours.map((c) => ({ colour: c.label, urls: GARMENT_VIEWS.map((view) => garmentImageUrl(kind, c.name, view)) })),
          variants,
          createdDaysAgo: rand.int(0, 120),
        });
        break;
      }
    }
  });
  return products;
}

/** What a variant sells at. */
export const variantPriceCents = (product: DemoProduct, variant: DemoVariant): number => variant.ownPriceCents ?? product.basePriceCents;

/** Comments say nothing of size: a review's fit speaks for that (FIT_COMMENTS). */
const COMMENTS: Record<number, string[]> = {
  5: ['Absolutely love it.', 'Great quality for the price.', 'My new favourite, ordering another one.', 'Looks even better in person.'],
  4: ['Very comfortable.', 'Nice material, arrived quickly.', 'Good value, would buy again.', 'Colour is a little darker than the photo.'],
  3: ['Decent, nothing more.', 'Okay for everyday wear.', 'Fine, nothing special.'],
  2: ['Feels thinner than expected.', 'Not as comfortable as I hoped.'],
  1: ['Fell apart after a few weeks.', 'Not as described.'],
};
/** A sentence about fit, added to some comments: it always agrees with the review's fit. */
export const FIT_COMMENTS: Record<Fit, string[]> = {
  small: ['Runs small, so I would size up.', 'Snug, order one size up.'],
  true: ['True to size.', 'Fits exactly as expected.'],
  large: ['Runs large, size down.', 'Roomy, one size down would have been better.'],
};

export interface DemoReview {
  productIndex: number;
  buyerIndex: number;
  rating: number;
  comment: string;
  fit: Fit | null;
  daysAgo: number;
}

/** How a product really fits: most are true to size, some run small or large. */
function fitTendency(rand: Rand): Fit {
  const r = rand.next();
  return r < 0.22 ? 'small' : r < 0.38 ? 'large' : 'true';
}

/**
 * 0–8 reviews per product. Buyers who bought it (a non-cancelled order) review first, after their
 * order, so many reviews are verified purchases; most say how it fits, mostly agreeing with how it
 * really fits.
 */
export function demoReviews(products: DemoProduct[], orders: DemoOrder[], buyerCount: number, rand = prng(11)): DemoReview[] {
  // Per product: each buyer who bought it and how many days ago they first did.
  const bought = products.map(() => new Map<number, number>());
  for (const o of orders) {
    if (o.status === 'cancelled') continue;
    for (const l of o.lines) {
      const buyers = bought[l.productIndex] as Map<number, number>;
      buyers.set(o.buyerIndex, Math.max(buyers.get(o.buyerIndex) ?? 0, o.daysAgo));
    }
  }
  const reviews: DemoReview[] = [];
  products.forEach((product, p) => {
    const tendency = fitTendency(rand);
    const buyers = bought[p] as Map<number, number>;
    const verified = [...buyers.keys()].sort((a, b) => a - b);
    const count = Math.min(buyerCount, verified.length > 0 ? rand.int(Math.min(verified.length, 3), 8) : rand.int(0, 4));
    const start = rand.int(0, buyerCount - 1);
    const others = Array.from({ length: buyerCount }, (_, k) => (start + k) % buyerCount).filter((b) => !buyers.has(b));
    const reviewers = [...verified, ...others].slice(0, count);
    for (const buyerIndex of reviewers) {
      const r = rand.next();
      const rating = r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.88 ? 3 : r < 0.95 ? 2 : 1;
      const f = rand.next();
      const fit: Fit | null = f < 0.15 ? null : f < 0.75 ? tendency : f < 0.92 ? 'true' : tendency === 'small' ? 'large' : 'small';
      const orderedDaysAgo = buyers.get(buyerIndex);
      const comment = rand.pick(COMMENTS[rating] ?? []);
      reviews.push({
        productIndex: p,
        buyerIndex,
        rating,
        comment: fit && rand.next() < 0.6 ? `${comment} ${rand.pick(FIT_COMMENTS[fit])}` : comment,
        fit,
        // A buyer reviews after the order; others any time since the product went on sale.
        daysAgo:
          orderedDaysAgo !== undefined ? rand.int(0, Math.max(0, orderedDaysAgo - 1)) : rand.int(0, Math.min(80, product.createdDaysAgo)),
      });
    }
  });
  return reviews;
}

export interface DemoOrder {
  buyerIndex: number;
  vendorIndex: number;
  daysAgo: number;
  minuteOfDay: number;
  status: OrderStatus;
  /** One line per variant; a line may be a second size of a product already in the order. */
  lines: Array<{ productIndex: number; variantIndex: number; quantity: number }>;
}

/** The statuses an order of this age has gone through, oldest first. */
function pathFor(daysAgo: number, r: number): OrderStatus[] {
  if (r < 0.07) return daysAgo < 5 && r < 0.035 ? ['pending', 'cancelled'] : ['pending', 'processing', 'cancelled'];
  if (daysAgo <= 1) return r < 0.6 ? ['pending'] : ['pending', 'processing'];
  if (daysAgo <= 4) return r < 0.3 ? ['pending'] : r < 0.6 ? ['pending', 'processing'] : ['pending', 'processing', 'shipped'];
  if (daysAgo <= 10)
    return r < 0.4
      ? ['pending', 'processing', 'shipped']
      : r < 0.7
        ? ['pending', 'processing', 'shipped', 'completed']
        : ['pending', 'Delivered'];
  return r < 0.55 ? ['pending', 'processing', 'shipped', 'completed'] : ['pending', 'Delivered'];
}

export function demoOrders(products: DemoProduct[], buyerCount: number, rand = prng(23)): Array<DemoOrder & { path: OrderStatus[] }> {
  const orders: Array<DemoOrder & { path: OrderStatus[] }> = [];
  const byVendor = VENDORS.map((_, v) => products.flatMap((p, i) => (p.vendorIndex === v ? [i] : [])));
  for (let day = 89; day >= 0; day--) {
    for (let v = 0; v < VENDORS.length; v++) {
      // Most days every vendor sells something; busier towards today.
      const count = rand.next() < 0.25 ? 0 : rand.int(1, day < 14 ? 2 : 1);
      for (let k = 0; k < count; k++) {
        // Only products already on sale that day.
        const own = (byVendor[v] ?? []).filter((i) => (products[i]?.createdDaysAgo ?? 0) > day);
        if (own.length < 3) continue;
        const lineCount = rand.int(1, 3);
        const picked = new Map<string, { productIndex: number; variantIndex: number }>();
        while (picked.size < lineCount) {
          // Now and then a second size of the product just picked (a buyer unsure of the fit).
          const last = [...picked.values()].at(-1);
          const productIndex = last && rand.next() < 0.15 ? last.productIndex : rand.pick(own);
          const variantIndex = rand.int(0, (products[productIndex]?.variants.length ?? 1) - 1);
          picked.set(`${productIndex}:${variantIndex}`, { productIndex, variantIndex });
        }
        const path = pathFor(day, rand.next());
        orders.push({
          buyerIndex: rand.int(0, buyerCount - 1),
          vendorIndex: v,
          daysAgo: day,
          minuteOfDay: rand.int(8 * 60, 21 * 60),
          status: path[path.length - 1] as OrderStatus,
          path,
          lines: [...picked.values()].map((line) => ({ ...line, quantity: rand.int(1, 3) })),
        });
      }
    }
  }
  return orders;
}

export function demoLoginsText(): string {
  return [
    `Demo logins (password: ${DEMO_PASSWORD})`,
    `  vendors: vendor1@seamline.test … vendor${VENDORS.length}@seamline.test`,
    '  buyers:  buyer1@seamline.test … buyer20@seamline.test',
    `  operator: ${DEMO_OPERATOR.email}`,
  ].join('\n');
}
