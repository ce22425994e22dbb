import { CLOTHING_SIZES, compareSizes, isValidSize, KIDS_CLOTHING_SIZES, LOW_STOCK_BELOW, ONLY_LEFT_BELOW } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { COLOURS, GARMENT_KINDS } from '../images/garment-art.js';
import { demoOrders, demoProducts, demoReviews, demoUsers, FIT_COMMENTS, LARGER_SIZE_EXTRA_CENTS, variantPriceCents } from './catalogue.js';

/**
 * The demo shop reads true, checked by rule rather than by listing its products: names agree
 * with their pictures, descriptions with their names, shops' names with what they sell.
 */

const products = demoProducts();
const { vendors } = demoUsers();
const kindOf = (imageUrl: string) => /^\/images\/catalog\/([a-z-]+)\/([a-z]+)\.svg$/.exec(imageUrl)?.[1] ?? '';
const colourOf = (imageUrl: string) => /^\/images\/catalog\/([a-z-]+)\/([a-z]+)\.svg$/.exec(imageUrl)?.[2] ?? '';
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** What a name must say for each drawn garment (and no other garment's word). */
const KIND_WORDS: Record<string, RegExp> = {
  't-shirt': /\b(t-shirt|tee)\b/i,
  shirt: /(?<!t-)\bshirt\b/i,
  blouse: /\bblouse\b/i,
  dress: /\b(dress|sundress)\b/i,
  skirt: /\bskirt\b/i,
  jeans: /\bjeans\b/i,
  trousers: /\btrousers\b/i,
  shorts: /\bshorts\b/i,
  hoodie: /\bhoodie\b/i,
  sweater: /\b(sweater|jumper|cardigan)\b/i,
  jacket: /\b(jacket|windbreaker)\b/i,
  coat: /(coat|parka)\b/i,
  sneakers: /\bsneakers\b/i,
  'running-shoes': /\b(running shoes|trainers)\b/i,
  boots: /\bboots\b/i,
  sandals: /\b(sandals|slides)\b/i,
  heels: /\b(heels|pumps|mules)\b/i,
  loafers: /\bloafers\b/i,
};

/** Patterns a name might claim, and the garments whose drawing shows each (garment-drawings.ts). */
const PATTERNS: Record<string, readonly string[]> = {
  striped: [],
  stripe: [],
  stripes: [],
  breton: [],
  check: [],
  checked: [],
  plaid: [],
  tartan: [],
  gingham: [],
  floral: [],
  polka: [],
  dot: [],
  dots: [],
  camo: [],
  leopard: [],
  paisley: [],
  houndstooth: [],
  quilted: [],
  cable: ['sweater'],
};
/** Shapes a name might claim that the drawing must show. */
const SHAPES: Record<string, readonly string[]> = {
  'v-neck': [],
  zip: ['jacket'],
  'zip-up': ['jacket'],
  'slip-on': [],
  chelsea: [],
  slide: [],
  wrap: [],
  pocket: [],
  camp: [],
  kitten: [],
  rain: [],
};

/** Materials a name or description may name; each names its own family so "wool" in one and "cotton" in the other disagree. */
const MATERIAL: Record<string, string> = {
  cotton: 'cotton',
  canvas: 'cotton',
  poplin: 'cotton',
  oxford: 'cotton',
  flannel: 'cotton-or-wool',
  twill: 'cotton-or-wool',
  chino: 'cotton',
  jersey: 'cotton',
  voile: 'cotton',
  gabardine: 'cotton-or-wool',
  denim: 'cotton',
  linen: 'linen',
  wool: 'wool',
  merino: 'wool',
  lambswool: 'wool',
  cashmere: 'wool',
  silk: 'silk',
  satin: 'satin',
  viscose: 'viscose',
  crepe: 'crepe',
  tencel: 'tencel',
  fleece: 'synthetic',
  nylon: 'synthetic',
  polyester: 'synthetic',
  mesh: 'synthetic',
  webbing: 'synthetic',
  leather: 'leather',
  suede: 'leather',
  nubuck: 'leather',
};
const families = (text: string) => new Set(words(text).flatMap((w) => (MATERIAL[w] ? [MATERIAL[w]] : [])));
const agree = (named: string, described: Set<string>) =>
  described.has(named) ||
  (named === 'cotton-or-wool' && (described.has('cotton') || described.has('wool'))) ||
  ((named === 'cotton' || named === 'wool') && described.has('cotton-or-wool'));

/** How a shop's name speaks of what it sells. Every shop's name must say something. */
const SHOP_RULES: Array<{ says: RegExp; holds: (p: (typeof products)[number]) => boolean }> = [
  { says: /\b(kids|little|junior|mini)\b/i, holds: (p) => p.category === 'children' },
  { says: /\b(femme|women|ladies)\b/i, holds: (p) => p.category === 'female' },
  { says: /\b(shoes|footwear|boots)\b/i, holds: (p) => p.subcategory === 'shoes' },
  { says: /\b(apparel|thread|tailors?)\b/i, holds: (p) => p.subcategory === 'clothes' },
  {
    says: /\b(outdoor|outfitters|trail)\b/i,
    holds: (p) => ['jacket', 'coat', 'sweater', 'hoodie', 'shorts', 'boots', 'running-shoes', 'sandals'].includes(kindOf(p.imageUrl)),
  },
];

describe('demo data that reads true', () => {
  it('names each product for the garment its picture draws, and a colour only when it is the one sold', () => {
    const wrong = products.filter((p) => {
      const kind = kindOf(p.imageUrl);
      const matching = Object.entries(KIND_WORDS)
        .filter(([, re]) => re.test(p.name))
        .map(([k]) => k);
      const drawn = COLOURS.find((c) => c.name === colourOf(p.imageUrl));
      const named = COLOURS.filter((c) => words(p.name).includes(c.name));
      const colourOk = p.colours.length === 1 ? named.length === 1 && p.name.startsWith(`${drawn?.label} `) : named.length === 0;
      return matching.length !== 1 || matching[0] !== kind || kind !== p.kind || !drawn || drawn.label !== p.colours[0]?.name || !colourOk;
    });
    expect(wrong.map((p) => `${p.name} → ${p.imageUrl}`)).toEqual([]);
  });

  it('names no pattern or shape the picture does not draw', () => {
    const wrong = products.filter((p) => {
      const kind = kindOf(p.imageUrl);
      const claims = { ...PATTERNS, ...SHAPES };
      const nameWords = p.name
        .toLowerCase()
        .split(/\s+/)
        .flatMap((w) => [w, ...w.split('-')]);
      return nameWords.some((w) => claims[w] !== undefined && !claims[w]?.includes(kind));
    });
    expect(wrong.map((p) => `${p.name} → ${p.imageUrl}`)).toEqual([]);
  });

  it('describes each product as its name says: the same garment, colour and material', () => {
    const wrong = products.filter((p) => {
      const m = /^(?<base>.+?) in (?<material>[^,.]+), with [^.]+\.\s.+\.$/.exec(p.description);
      if (!m?.groups) return true;
      const { base = '', material: rest = '' } = m.groups;
      // One colour: the description says it first ('in navy washed linen'); several: it names none.
      const colour = p.colours.length === 1 ? `${p.colours[0]?.name.toLowerCase()} ` : '';
      if (!rest.startsWith(colour) || COLOURS.some((c) => words(rest.slice(colour.length)).includes(c.name))) return true;
      if (p.name !== `${colour ? `${p.colours[0]?.name} ` : ''}${base}`) return true;
      const material = rest.slice(colour.length);
      const named = families(p.name);
      const described = families(material);
      if (described.size === 0) return true;
      // Every material in the name is the one described, and the description names no other.
      return [...named].some((f) => !agree(f, described)) || (named.size > 0 && [...described].some((f) => !agree(f, named)));
    });
    expect(wrong.map((p) => `${p.name}: ${p.description}`)).toEqual([]);
  });

  it('speaks of shoes as shoes and of clothes as clothes', () => {
    const clothesWords = /\b(fit|seams|cut)\b/i;
    const shoeWords = /\b(sole|insole|footbed|stitched)\b/i;
    const wrong = products.filter((p) =>
      (p.subcategory === 'shoes' ? /\b(seams|slim fit|relaxed fit|tailored|roomy|washable)\b/i : shoeWords).test(p.description),
    );
    expect(wrong.map((p) => `${p.name}: ${p.description}`)).toEqual([]);
    expect(products.some((p) => p.subcategory === 'clothes' && clothesWords.test(p.description))).toBe(true);
  });

  it('puts children’s words only on children’s products, and every kids’ product says so', () => {
    const kidsWords = /\b(kids|junior|little)\b/i;
    const wrong = products.filter((p) => kidsWords.test(p.name) !== (p.category === 'children'));
    expect(wrong.map((p) => `${p.name} (${p.category})`)).toEqual([]);
    const grown = products.filter(
      (p) => p.category === 'children' && ['heels', 'coat', 'blouse', 'dress', 'skirt', 'trousers', 'loafers'].includes(kindOf(p.imageUrl)),
    );
    expect(grown.map((p) => p.name)).toEqual([]);
  });

  it('gives every shop a name that says what it sells, and keeps each shop to it', () => {
    const wrong = vendors.flatMap((v, i) => {
      const rules = SHOP_RULES.filter((r) => r.says.test(v.vendorName ?? ''));
      if (rules.length === 0) return [`${v.vendorName}: the name says nothing of what it sells`];
      const own = products.filter((p) => p.vendorIndex === i);
      if (own.length === 0) return [`${v.vendorName}: sells nothing`];
      return own
        .filter((p) => rules.some((r) => !r.holds(p)))
        .map((p) => `${v.vendorName} sells ${p.name} (${p.category}, ${p.subcategory})`);
    });
    expect(wrong).toEqual([]);
  });

  it('still covers every category and subcategory, and every garment the art draws', () => {
    const pairs = new Set(products.map((p) => `${p.category}/${p.subcategory}`));
    expect(pairs.size).toBe(6);
    const kinds = new Set(products.map((p) => kindOf(p.imageUrl)));
    expect([...kinds].sort()).toEqual(GARMENT_KINDS.map((k) => k.id).sort());
  });

  it('is the same shop on every run', () => {
    expect(demoProducts()).toEqual(products);
  });
});

const { buyers } = demoUsers();
const orders = demoOrders(products, buyers.length);
const reviews = demoReviews(products, orders, buyers.length);
const effective = (p: (typeof products)[number]) => p.variants.map((v) => variantPriceCents(p, v));
const sizesOf = (p: (typeof products)[number]) => [...new Set(p.variants.map((v) => v.size))];

describe('demo sizes and colours that read true', () => {
  it('sells clothes in 3–6 sizes of the right system and shoes in their EU range, in 1–3 colours', () => {
    const wrong = products.flatMap((p) => {
      const sizes = sizesOf(p) as string[];
      const problems: string[] = [];
      if (sizes.some((s) => s === null || !isValidSize(p.category, p.subcategory, s))) problems.push(`sizes ${sizes.join(' ')}`);
      if (p.colours.length < 1 || p.colours.length > 3) problems.push(`${p.colours.length} colours`);
      if (p.variants.length !== sizes.length * p.colours.length) problems.push('not every size in every colour');
      if (p.subcategory === 'clothes') {
        if (sizes.length < 3 || sizes.length > 6) problems.push(`${sizes.length} sizes`);
        const system = p.category === 'children' ? KIDS_CLOTHING_SIZES : CLOTHING_SIZES;
        if (sizes.some((s) => !(system as readonly string[]).includes(s))) problems.push('sizes of another system');
      } else {
        const { lo, hi } = { female: { lo: 36, hi: 42 }, male: { lo: 40, hi: 46 }, children: { lo: 20, hi: 35 } }[p.category];
        if (sizes.some((s) => Number(s) < lo || Number(s) > hi)) problems.push(`shoe sizes ${sizes.join(' ')}`);
      }
      const sorted = [...sizes].sort(compareSizes(p.category, p.subcategory));
      if (sorted.join() !== sizes.join()) problems.push('sizes out of order');
      return problems.map((m) => `${p.name}: ${m}`);
    });
    expect(wrong).toEqual([]);
    // Both ends of the range are there: one-colour products and three-colour ones, short and long size runs.
    expect(new Set(products.map((p) => p.colours.length))).toEqual(new Set([1, 2, 3]));
    expect(products.some((p) => p.category === 'children' && p.subcategory === 'clothes' && sizesOf(p).includes('2Y'))).toBe(true);
  });

  it('names each colour with a hex, and shows each colour in its own picture of the garment', () => {
    const wrong = products.flatMap((p) =>
      p.variants.flatMap((v) => {
        const colour = COLOURS.find((c) => c.label === v.colour);
        const ok =
          colour &&
          v.colourHex === colour.hex &&
          /^#[0-9a-f]{6}$/.test(v.colourHex) &&
          kindOf(v.imageUrl) === p.kind &&
          colourOf(v.imageUrl) === colour.name;
        return ok ? [] : [`${p.name} ${v.size} ${v.colour} ${v.colourHex} → ${v.imageUrl}`];
      }),
    );
    expect(wrong).toEqual([]);
    // The colours a card shows are the variants' distinct colours, in the vendor's order.
    for (const p of products) {
      expect(p.colours).toEqual([...new Map(p.variants.map((v) => [v.colour, { name: v.colour, hex: v.colourHex }])).values()]);
      expect(p.imageUrl).toBe(p.variants[0]?.imageUrl);
    }
  });

  it('gives every variant a plausible SKU: shop, product number, size and colour, unique in its shop', () => {
    const bad = products.flatMap((p) =>
      p.variants
        .filter((v) => {
          const m = /^([A-Z]{3})-(\d{3})-([0-9A-Z.]+)-([A-Z]{3})$/.exec(v.sku);
          return !m || m[3] !== v.size || !v.colour?.toUpperCase().startsWith(m[4]?.charAt(0) ?? '?');
        })
        .map((v) => `${p.name}: ${v.sku}`),
    );
    expect(bad).toEqual([]);
    const perShop = new Map<number, Set<string>>();
    for (const p of products) {
      const own = perShop.get(p.vendorIndex) ?? new Set<string>();
      for (const v of p.variants) {
        expect(own.has(v.sku.toLowerCase()), v.sku).toBe(false);
        own.add(v.sku.toLowerCase());
      }
      perShop.set(p.vendorIndex, own);
    }
    expect(new Set(products.map((p) => p.variants[0]?.sku.slice(0, 3))).size).toBe(vendors.length);
  });

  it('keeps each product’s stock and price the sum and the lowest price of its variants', () => {
    for (const p of products) {
      expect(p.stock, p.name).toBe(p.variants.reduce((s, v) => s + v.stock, 0));
      expect(p.priceCents, p.name).toBe(Math.min(...effective(p)));
      expect(p.variants.every((v) => v.stock >= 0 && (v.ownPriceCents === null || v.ownPriceCents > 0))).toBe(true);
    }
  });

  it('charges more for some larger sizes and less for some colours, so "from $x" differs from the base price', () => {
    const largerCostMore = products.filter((p) =>
      p.variants.some((v) => ['XL', 'XXL', '3XL'].includes(v.size ?? '') && v.ownPriceCents === p.basePriceCents + LARGER_SIZE_EXTRA_CENTS),
    );
    expect(largerCostMore.length).toBeGreaterThan(5);
    // Only larger sizes cost more; a product never charges extra for a small one.
    for (const p of largerCostMore)
      for (const v of p.variants)
        if (v.ownPriceCents !== null && v.ownPriceCents > p.basePriceCents) expect(['XL', 'XXL', '3XL']).toContain(v.size);
    const fromLess = products.filter((p) => p.priceCents < p.basePriceCents);
    expect(fromLess.length).toBeGreaterThan(3);
    for (const p of fromLess) expect(new Set(p.variants.filter((v) => v.ownPriceCents === p.priceCents).map((v) => v.colour)).size).toBe(1);
  });

  it('has sold-out sizes, sizes with only a few left, and sold-out products, at every shop', () => {
    vendors.forEach((v, i) => {
      const own = products.filter((p) => p.vendorIndex === i && p.stock > 0);
      const variants = own.flatMap((p) => p.variants);
      expect(
        variants.some((x) => x.stock === 0),
        `${v.vendorName}: a struck size`,
      ).toBe(true);
      expect(
        variants.some((x) => x.stock > 0 && x.stock < ONLY_LEFT_BELOW),
        `${v.vendorName}: 'Only n left'`,
      ).toBe(true);
      expect(
        variants.some((x) => x.stock > 0 && x.stock < LOW_STOCK_BELOW),
        `${v.vendorName}: 'Low stock'`,
      ).toBe(true);
    });
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });
});

describe('demo orders and reviews of variants', () => {
  it('orders variants of the vendor’s own products, sometimes two sizes of one product', () => {
    for (const o of orders) {
      for (const l of o.lines) {
        const p = products[l.productIndex];
        expect(p?.vendorIndex).toBe(o.vendorIndex);
        expect(p?.variants[l.variantIndex]).toBeDefined();
        expect(p?.createdDaysAgo).toBeGreaterThan(o.daysAgo);
      }
      expect(new Set(o.lines.map((l) => `${l.productIndex}:${l.variantIndex}`)).size).toBe(o.lines.length);
    }
    const twoSizes = orders.filter((o) => new Set(o.lines.map((l) => l.productIndex)).size < o.lines.length);
    expect(twoSizes.length).toBeGreaterThan(5);
  });

  it('has reviews from buyers who bought the product, written after their order', () => {
    const firstOrder = new Map<string, number>();
    for (const o of orders) {
      if (o.status === 'cancelled') continue;
      for (const l of o.lines) {
        const key = `${l.productIndex}:${o.buyerIndex}`;
        firstOrder.set(key, Math.max(firstOrder.get(key) ?? 0, o.daysAgo));
      }
    }
    const verified = reviews.filter((r) => firstOrder.has(`${r.productIndex}:${r.buyerIndex}`));
    expect(verified.length).toBeGreaterThan(reviews.length / 3);
    for (const r of verified) expect(r.daysAgo).toBeLessThan(Math.max(1, firstOrder.get(`${r.productIndex}:${r.buyerIndex}`) ?? 0));
    expect(new Set(reviews.map((r) => `${r.productIndex}:${r.buyerIndex}`)).size).toBe(reviews.length);
    // Products that show a fit summary from verified reviews alone (at least 3 of them gave a fit).
    const summaries = products.map((_, i) => verified.filter((r) => r.productIndex === i && r.fit !== null));
    const shown = summaries.filter((s) => s.length >= 3);
    expect(shown.length).toBeGreaterThan(10);
    const majority = (s: typeof verified, fit: string) => s.filter((r) => r.fit === fit).length * 2 > s.length;
    expect(shown.filter((s) => majority(s, 'small')).length, 'runs small').toBeGreaterThan(1);
    expect(shown.filter((s) => majority(s, 'large')).length, 'runs large').toBeGreaterThan(1);
    expect(shown.filter((s) => majority(s, 'true')).length, 'true to size').toBeGreaterThan(1);
  });

  it('says in a comment only the fit the review gives', () => {
    const wrong = reviews.filter((r) =>
      Object.entries(FIT_COMMENTS).some(([fit, sentences]) => fit !== r.fit && sentences.some((s) => r.comment.includes(s))),
    );
    expect(wrong).toEqual([]);
    const sizeWords = /\b(small|large|size|roomy|snug)\b/i;
    expect(reviews.filter((r) => r.fit === null && sizeWords.test(r.comment))).toEqual([]);
    expect(new Set(reviews.map((r) => r.fit))).toEqual(new Set(['small', 'true', 'large', null]));
  });
});
