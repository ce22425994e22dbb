import type { Category, OrderStatus } from '@seamline/contract';
import { COLOURS, type Colour, GARMENT_KINDS, type GarmentKind, garmentImageUrl } from '../../images/garment-art.js';

/** The deterministic demo catalogue (DESIGN §5): plain data, no database. */

export const DEMO_PASSWORD = 'password123';

/** A small seeded PRNG (mulberry32), so every seed run builds the same shop. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export interface DemoUser {
  fullName: string;
  email: string;
  role: 'buyer' | 'vendor';
  preferences: Category | null;
  vendorName: string | null;
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
}

const VENDORS: Array<[string, string, string, string, string, string]> = [
  ['Northwind Apparel', 'Hannah Lindqvist', '14 Harbour Street', 'Portland', '97209', 'USA'],
  ['Atelier Lumière', 'Camille Besson', '8 Rue des Arts', 'Lyon', '69002', 'France'],
  ['Stride & Co', 'Marcus Reid', '220 Mill Lane', 'Manchester', 'M4 6DE', 'UK'],
  ['Little Sprouts', 'Aiko Tanaka', '3-5 Sakura Dori', 'Osaka', '530-0001', 'Japan'],
  ['Urban Thread', 'Diego Alvarez', '51 Calle Mayor', 'Madrid', '28013', 'Spain'],
  ['Fjord Outfitters', 'Ingrid Solberg', '9 Bryggen', 'Bergen', '5003', 'Norway'],
];

const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Lena', 'Omar', 'Chloe', 'Lucas', 'Priya', 'Jonas', 'Sofia', 'Mateo', 'Nora', 'Kai', 'Elif', 'Ravi', 'Grace', 'Felix'];
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

/** Words that make a garment's name and description, and its price range in whole dollars. */
const GARMENT_TEXT: Record<GarmentKind, { names: string[]; price: [number, number]; material: string[] }> = {
  't-shirt': { names: ['Classic Crew-Neck T-Shirt', 'Organic Cotton Tee', 'Relaxed Pocket T-Shirt', 'Striped Breton Tee'], price: [12, 35], material: ['organic cotton', 'cotton jersey', 'slub cotton'] },
  shirt: { names: ['Oxford Button-Down Shirt', 'Linen Camp Shirt', 'Flannel Check Shirt', 'Poplin Dress Shirt'], price: [28, 75], material: ['cotton oxford', 'washed linen', 'brushed flannel'] },
  blouse: { names: ['Silk Wrap Blouse', 'Ruffle Collar Blouse', 'Satin Bow Blouse'], price: [35, 95], material: ['mulberry silk', 'soft satin', 'airy viscose'] },
  dress: { names: ['Linen Summer Dress', 'Wrap Midi Dress', 'Knit Sweater Dress', 'Floral Tea Dress'], price: [45, 160], material: ['breezy linen', 'fluid crepe', 'fine merino knit'] },
  skirt: { names: ['Pleated Midi Skirt', 'Denim A-Line Skirt', 'Satin Slip Skirt'], price: [30, 90], material: ['recycled polyester', 'rigid denim', 'satin'] },
  jeans: { names: ['Slim Stretch Jeans', 'Straight Leg Jeans', 'Relaxed Taper Jeans', 'High-Rise Mom Jeans'], price: [35, 120], material: ['stretch denim', 'selvedge denim', 'organic denim'] },
  trousers: { names: ['Tailored Wool Trousers', 'Chino Trousers', 'Wide-Leg Trousers'], price: [40, 140], material: ['wool blend', 'cotton twill', 'drapey tencel'] },
  shorts: { names: ['Chino Shorts', 'Running Shorts', 'Linen Drawstring Shorts'], price: [18, 55], material: ['cotton twill', 'quick-dry nylon', 'linen'] },
  hoodie: { names: ['Fleece Pullover Hoodie', 'Zip-Up Hoodie', 'Heavyweight Hoodie'], price: [35, 95], material: ['brushed fleece', 'loopback cotton', 'heavyweight jersey'] },
  sweater: { names: ['Merino Crew Sweater', 'Cable Knit Sweater', 'Cashmere V-Neck'], price: [45, 180], material: ['merino wool', 'chunky wool', 'soft cashmere'] },
  jacket: { names: ['Denim Trucker Jacket', 'Quilted Liner Jacket', 'Waterproof Rain Jacket', 'Bomber Jacket'], price: [55, 220], material: ['rigid denim', 'recycled nylon', 'waterproof shell'] },
  coat: { names: ['Wool Overcoat', 'Trench Coat', 'Down Parka'], price: [90, 260], material: ['double-faced wool', 'water-repellent cotton', 'responsible down'] },
  sneakers: { names: ['Canvas Sneakers', 'Leather Court Sneakers', 'Retro Sneakers', 'Slip-On Sneakers'], price: [40, 140], material: ['canvas', 'full-grain leather', 'suede and mesh'] },
  'running-shoes': { names: ['Trail Running Shoes', 'Road Running Shoes', 'Lightweight Trainers'], price: [60, 180], material: ['engineered mesh', 'recycled knit', 'breathable mesh'] },
  boots: { names: ['Chelsea Boots', 'Hiking Boots', 'Lace-Up Combat Boots', 'Rain Boots'], price: [70, 240], material: ['waxed leather', 'waterproof nubuck', 'natural rubber'] },
  sandals: { names: ['Leather Slide Sandals', 'Sport Sandals', 'Strappy Sandals'], price: [25, 90], material: ['vegetable-tanned leather', 'quick-dry webbing', 'soft leather'] },
  heels: { names: ['Block Heel Pumps', 'Strappy Heels', 'Kitten Heel Mules'], price: [60, 190], material: ['patent leather', 'suede', 'satin'] },
  loafers: { names: ['Penny Loafers', 'Suede Loafers', 'Chunky Loafers'], price: [65, 180], material: ['polished leather', 'soft suede', 'brushed leather'] },
};
const FITS = ['a relaxed fit', 'a slim fit', 'a true-to-size fit', 'an easy, roomy fit', 'a tailored fit'];
const FEATURES = ['Machine washable.', 'Made to last season after season.', 'Finished with reinforced seams.', 'Easy to pair with everything.', 'Cut for everyday comfort.'];
const KIDS_PREFIX = ['Kids', 'Junior', 'Little'];

export interface DemoProduct {
  vendorIndex: number;
  name: string;
  description: string;
  category: Category;
  subcategory: 'clothes' | 'shoes';
  priceCents: number;
  stock: number;
  imageUrl: string;
  createdDaysAgo: number;
}

const CENT_ENDINGS = [99, 50, 0, 95, 99];

export function demoProducts(rand = prng(7)): DemoProduct[] {
  const products: DemoProduct[] = [];
  const seen = new Set<string>();
  VENDORS.forEach((_, vendorIndex) => {
    // Each vendor leans to some categories but covers all of them; 28 products each.
    for (let n = 0; n < 28; n++) {
      const category = PREFS[(vendorIndex + n) % 3] as Category;
      const subcategory = n % 5 < 3 ? 'clothes' : 'shoes';
      const kinds = GARMENT_KINDS.filter((k) => k.subcategory === subcategory && (k.categories as readonly string[]).includes(category));
      let attempt = 0;
      for (;;) {
        const kind = rand.pick(kinds).id as GarmentKind;
        const colour = rand.pick(COLOURS);
        const text = GARMENT_TEXT[kind];
        const base = rand.pick(text.names);
        const prefix = category === 'children' ? `${rand.pick(KIDS_PREFIX)} ` : '';
        const name = `${colour.label} ${prefix}${base}`;
        if (seen.has(name) && attempt++ < 20) continue;
        seen.add(name);
        const [lo, hi] = text.price;
        const dollars = Math.round((category === 'children' ? 0.6 : 1) * rand.int(lo, hi));
        const cents = CENT_ENDINGS[n % CENT_ENDINGS.length] as number;
        products.push({
          vendorIndex,
          name,
          description: `${base} in ${colour.label.toLowerCase()} ${rand.pick(text.material)}, with ${rand.pick(FITS)}. ${rand.pick(FEATURES)}`,
          category,
          subcategory,
          priceCents: Math.max(1, dollars * 100 - (cents === 0 ? 0 : 100 - cents)),
          stock: n % 9 === 4 ? 0 : rand.int(3, 60),
          imageUrl: garmentImageUrl(kind, colour.name as Colour),
          createdDaysAgo: rand.int(0, 120),
        });
        break;
      }
    }
  });
  return products;
}

const COMMENTS: Record<number, string[]> = {
  5: ['Absolutely love it, fits perfectly.', 'Great quality for the price.', 'My new favourite, ordering another colour.', 'Looks even better in person.'],
  4: ['Very comfortable, runs slightly large.', 'Nice material, arrived quickly.', 'Good value, would buy again.', 'Colour is a little darker than the photo.'],
  3: ['Decent, but the sizing is a bit off.', 'Okay for everyday wear.', 'Fine, nothing special.'],
  2: ['Fabric feels thinner than expected.', 'Had to return for a smaller size.'],
  1: ['Fell apart after a few washes.', 'Not as described.'],
};

export interface DemoReview {
  productIndex: number;
  buyerIndex: number;
  rating: number;
  comment: string;
  daysAgo: number;
}

export function demoReviews(productCount: number, buyerCount: number, rand = prng(11)): DemoReview[] {
  const reviews: DemoReview[] = [];
  for (let p = 0; p < productCount; p++) {
    const count = rand.int(0, 6);
    const start = rand.int(0, buyerCount - 1);
    for (let k = 0; k < count; k++) {
      const r = rand.next();
      const rating = r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.88 ? 3 : r < 0.95 ? 2 : 1;
      reviews.push({ productIndex: p, buyerIndex: (start + k) % buyerCount, rating, comment: rand.pick(COMMENTS[rating] ?? []), daysAgo: rand.int(0, 80) });
    }
  }
  return reviews;
}

export interface DemoOrder {
  buyerIndex: number;
  vendorIndex: number;
  daysAgo: number;
  minuteOfDay: number;
  status: OrderStatus;
  lines: Array<{ productIndex: number; quantity: number }>;
}

/** The statuses an order of this age has gone through, oldest first. */
function pathFor(daysAgo: number, r: number): OrderStatus[] {
  if (r < 0.07) return daysAgo < 5 && r < 0.035 ? ['pending', 'cancelled'] : ['pending', 'processing', 'cancelled'];
  if (daysAgo <= 1) return r < 0.6 ? ['pending'] : ['pending', 'processing'];
  if (daysAgo <= 4) return r < 0.3 ? ['pending'] : r < 0.6 ? ['pending', 'processing'] : ['pending', 'processing', 'shipped'];
  if (daysAgo <= 10) return r < 0.4 ? ['pending', 'processing', 'shipped'] : r < 0.7 ? ['pending', 'processing', 'shipped', 'completed'] : ['pending', 'Delivered'];
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
        const picked = new Set<number>();
        while (picked.size < lineCount) picked.add(rand.pick(own));
        const path = pathFor(day, rand.next());
        orders.push({
          buyerIndex: rand.int(0, buyerCount - 1),
          vendorIndex: v,
          daysAgo: day,
          minuteOfDay: rand.int(8 * 60, 21 * 60),
          status: path[path.length - 1] as OrderStatus,
          path,
          lines: [...picked].map((productIndex) => ({ productIndex, quantity: rand.int(1, 3) })),
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
  ].join('\n');
}
