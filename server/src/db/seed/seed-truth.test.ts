import { describe, expect, it } from 'vitest';
import { COLOURS, GARMENT_KINDS } from '../../images/garment-art.js';
import { demoProducts, demoUsers } from './catalogue.js';

/**
 * The demo shop reads true, checked by rule rather than by listing its products: names agree
 * with their pictures, descriptions with their names, shops' names with what they sell.
 */

const products = demoProducts();
const { vendors } = demoUsers();
const kindOf = (imageUrl: string) => /^\/images\/catalog\/([a-z-]+)\/([a-z]+)\.svg$/.exec(imageUrl)?.[1] ?? '';
const colourOf = (imageUrl: string) => /^\/images\/catalog\/([a-z-]+)\/([a-z]+)\.svg$/.exec(imageUrl)?.[2] ?? '';
const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

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
  striped: [], stripe: [], stripes: [], breton: [], check: [], checked: [], plaid: [], tartan: [], gingham: [],
  floral: [], polka: [], dot: [], dots: [], camo: [], leopard: [], paisley: [], houndstooth: [], quilted: [],
  cable: ['sweater'],
};
/** Shapes a name might claim that the drawing must show. */
const SHAPES: Record<string, readonly string[]> = {
  'v-neck': [], zip: ['jacket'], 'zip-up': ['jacket'], 'slip-on': [], chelsea: [], slide: [], wrap: [], pocket: [], camp: [], kitten: [], rain: [],
};

/** Materials a name or description may name; each names its own family so "wool" in one and "cotton" in the other disagree. */
const MATERIAL: Record<string, string> = {
  cotton: 'cotton', canvas: 'cotton', poplin: 'cotton', oxford: 'cotton', flannel: 'cotton-or-wool', twill: 'cotton-or-wool', chino: 'cotton',
  jersey: 'cotton', voile: 'cotton', gabardine: 'cotton-or-wool', denim: 'cotton',
  linen: 'linen',
  wool: 'wool', merino: 'wool', lambswool: 'wool', cashmere: 'wool',
  silk: 'silk', satin: 'satin', viscose: 'viscose', crepe: 'crepe', tencel: 'tencel',
  fleece: 'synthetic', nylon: 'synthetic', polyester: 'synthetic', mesh: 'synthetic', webbing: 'synthetic',
  leather: 'leather', suede: 'leather', nubuck: 'leather',
};
const families = (text: string) => new Set(words(text).flatMap((w) => (MATERIAL[w] ? [MATERIAL[w]] : [])));
const agree = (named: string, described: Set<string>) =>
  described.has(named) || (named === 'cotton-or-wool' && (described.has('cotton') || described.has('wool'))) ||
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
  it('names each product for the garment its picture draws, in the colour drawn', () => {
    const wrong = products.filter((p) => {
      const kind = kindOf(p.imageUrl);
      const matching = Object.entries(KIND_WORDS).filter(([, re]) => re.test(p.name)).map(([k]) => k);
      const colour = COLOURS.find((c) => c.name === colourOf(p.imageUrl));
      return matching.length !== 1 || matching[0] !== kind || !colour || !p.name.startsWith(`${colour.label} `);
    });
    expect(wrong.map((p) => `${p.name} → ${p.imageUrl}`)).toEqual([]);
  });

  it('names no pattern or shape the picture does not draw', () => {
    const wrong = products.filter((p) => {
      const kind = kindOf(p.imageUrl);
      const claims = { ...PATTERNS, ...SHAPES };
      const nameWords = p.name.toLowerCase().split(/\s+/).flatMap((w) => [w, ...w.split('-')]);
      return nameWords.some((w) => claims[w] !== undefined && !claims[w]?.includes(kind));
    });
    expect(wrong.map((p) => `${p.name} → ${p.imageUrl}`)).toEqual([]);
  });

  it('describes each product as its name says: the same garment, colour and material', () => {
    const wrong = products.filter((p) => {
      const m = /^(?<base>.+?) in (?<colour>[a-z]+) (?<material>[^,.]+), with [^.]+\.\s.+\.$/.exec(p.description);
      if (!m?.groups) return true;
      const { base = '', colour = '', material = '' } = m.groups;
      if (p.name !== `${colour.charAt(0).toUpperCase()}${colour.slice(1)} ${base}`) return true;
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
    const wrong = products.filter((p) => (p.subcategory === 'shoes' ? /\b(seams|slim fit|relaxed fit|tailored|roomy|washable)\b/i : shoeWords).test(p.description));
    expect(wrong.map((p) => `${p.name}: ${p.description}`)).toEqual([]);
    expect(products.some((p) => p.subcategory === 'clothes' && clothesWords.test(p.description))).toBe(true);
  });

  it('puts children’s words only on children’s products, and every kids’ product says so', () => {
    const kidsWords = /\b(kids|junior|little)\b/i;
    const wrong = products.filter((p) => kidsWords.test(p.name) !== (p.category === 'children'));
    expect(wrong.map((p) => `${p.name} (${p.category})`)).toEqual([]);
    const grown = products.filter((p) => p.category === 'children' && ['heels', 'coat', 'blouse', 'dress', 'skirt', 'trousers', 'loafers'].includes(kindOf(p.imageUrl)));
    expect(grown.map((p) => p.name)).toEqual([]);
  });

  it('gives every shop a name that says what it sells, and keeps each shop to it', () => {
    const wrong = vendors.flatMap((v, i) => {
      const rules = SHOP_RULES.filter((r) => r.says.test(v.vendorName ?? ''));
      if (rules.length === 0) return [`${v.vendorName}: the name says nothing of what it sells`];
      const own = products.filter((p) => p.vendorIndex === i);
      if (own.length === 0) return [`${v.vendorName}: sells nothing`];
      return own.filter((p) => rules.some((r) => !r.holds(p))).map((p) => `${v.vendorName} sells ${p.name} (${p.category}, ${p.subcategory})`);
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
