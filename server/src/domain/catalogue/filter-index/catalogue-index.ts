import {
  ALL_SIZES,
  CATEGORIES,
  type CatalogueFilters,
  type Category,
  type ColourSwatch,
  fromCents,
  type ProductSummary,
  type Sort,
  SUBCATEGORIES,
  type Subcategory,
} from '@seamline/contract';
import { add, andInto, BitFamily, type Bits, orInto, popcount, popcountAndAny, remove, slotsOf, wordsFor } from './bits.js';
import { Codes } from './codes.js';
import { Runs } from './runs.js';
import { SortedSlots } from './sorted-slots.js';

/** A product as filters see it (DESIGN §9): what it is, who sells it, its price and its sizes × colours with stock. */
export interface IndexedProduct {
  id: number;
  category: Category;
  subcategory: Subcategory;
  vendorId: number;
  priceCents: number;
  stock: number;
  soldCount: number;
  /** created_at in microseconds since 1970, exact (PostgreSQL keeps microseconds). */
  createdMicros: number;
  deleted: boolean;
  /** Its live variants with stock > 0: [size, colour in lower case, hex]. */
  variants: readonly (readonly [string | null, string | null, string | null])[];
  /** What lists show of it besides the facts above (spec §3; DESIGN §8 colours). */
  name: string;
  description: string;
  imageUrl: string;
  colours: readonly ColourSwatch[];
  /** The words its search document holds (search_doc's lexemes), each with the weight of the best field it is in (A: name … D: description). */
  lexemes: readonly (readonly [string, Weight])[];
}

/** search_doc's weights: A name, B category words, C shop, D description. */
export type Weight = 'A' | 'B' | 'C' | 'D';
/** ts_rank's default weight of each (PostgreSQL manual, "Ranking Search Results"). */
const WEIGHTS = [1.0, 0.4, 0.2, 0.1];
const WEIGHT_BITS = 2;

/** What one question asks of the index: the list's own scope, and the filters. */
export interface IndexQuery {
  category?: Category;
  /** Only these slots (a search's matches); all when absent. */
  within?: Bits;
  filters: CatalogueFilters;
}

/** Counts by value for each facet, before they are named. */
export interface FacetCounts {
  total: number;
  sizes: Map<string, number>;
  colours: Map<string, number>;
  subcategories: Map<Subcategory, number>;
  vendors: Map<string, number>;
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

/** Size and colour of one variant in one number: size code in the high bits. */
const COLOUR_BITS = 20;
const COLOUR_MASK = (1 << COLOUR_BITS) - 1;
const pack = (size: number, colour: number) => (size << COLOUR_BITS) | colour;

const ALL = -1;

/** Counts of live products by value, per category: the facets of a question that filters nothing else. */
class Tallies {
  readonly byCategory = CATEGORIES.map(() => [] as number[]);

  change(category: number, code: number, by: number): void {
    const counts = this.byCategory[category] as number[];
    counts[code] = (counts[code] ?? 0) + by;
  }

  /** Per code, over one category or all of them. */
  counts(category: number): number[] {
    if (category !== ALL) return this.byCategory[category] as number[];
    const out: number[] = [];
    for (const counts of this.byCategory) {
      counts.forEach((n, code) => {
        out[code] = (out[code] ?? 0) + n;
      });
    }
    return out;
  }

  clear(): void {
    for (const counts of this.byCategory) counts.length = 0;
  }
}

/** Which counts a pass makes. */
interface Want {
  sizes?: boolean;
  colours?: boolean;
  subs?: boolean;
  vendors?: boolean;
}

interface Counted {
  sizes: Int32Array;
  colours: Int32Array;
  subs: Int32Array;
  vendors: Int32Array;
}

/** The filters of one question as bit sets; null where a filter is not asked. */
interface Chosen {
  base: Bits;
  /** The question is a search's (its matches narrow the base). */
  searched: boolean;
  category: number;
  sub: Bits | null;
  vendor: Bits | null;
  price: Bits | null;
  stock: Bits | null;
  sizes: Bits | null;
  colours: Bits | null;
  /** One variant in a chosen size and a chosen colour (or either alone when only one is asked). */
  variant: Bits | null;
  sizeSel: Uint8Array | null;
  colourSel: Uint8Array | null;
  sizeCodes: number[];
  colourCodes: number[];
}

/**
 * Every live product's filterable facts, held so that a question over the whole shop is a few
 * word-wide operations on bit sets (a set per category, subcategory, shop, size, colour and
 * size × colour) instead of a count over joined tables: counting 100,000 products and 600,000
 * variants per facet took PostgreSQL half a second. Facets of a question that filters nothing but
 * the category come from tallies kept as products change. It holds no answers: every question is
 * computed from the facts, which the feed keeps equal to the database (filter-index/feed.ts).
 */
export class CatalogueIndex {
  private capacity = 0;
  private used = 0;
  private words = 0;
  private readonly slotOf = new Map<number, number>();
  ids = new Int32Array(0);
  live = new Uint8Array(0);
  category = new Uint8Array(0);
  subcategory = new Uint8Array(0);
  vendor = new Int32Array(0);
  price = new Int32Array(0);
  inStock = new Uint8Array(0);
  sold = new Int32Array(0);
  created = new Float64Array(0);

  /** Per slot, what a list shows of the product beyond the facts: its page is read from here. */
  private shown: (Pick<IndexedProduct, 'name' | 'description' | 'imageUrl' | 'colours'> | undefined)[] = [];
  /** Per slot, its variants' packed (size, colour) and hex codes, and its distinct sizes and colours in stock. */
  private readonly variants = new Runs();
  private readonly hexes = new Runs();
  private readonly sizesInStock = new Runs();
  private readonly coloursInStock = new Runs();
  /** Per slot, its search words' codes (shifted, with their weight class) in ascending order; per word, the slots that had it (some may no longer). */
  private readonly words_ = new Runs();
  private readonly wordCodes = new Codes();
  private postings: number[][] = [];
  /** Bits of the words many products hold, dropped when their list changes. */
  private readonly wordBits = new Map<number, Bits>();

  private readonly sizeCodes = new Codes(ALL_SIZES);
  private readonly colourCodes = new Codes();
  private readonly hexCodes = new Codes();
  /** How many live variants give each colour each hex: a colour's swatch is its most common one. */
  private readonly hexTally = new Map<number, Map<number, number>>();
  private readonly vendorCodes = new Codes();
  private readonly vendorNames = new Map<number, string>();
  private vendorByCode: number[] = [0];

  // Bit sets of live slots.
  private liveBits = new Uint32Array(0);
  private stockBits = new Uint32Array(0);
  private readonly categoryBits = new BitFamily(0);
  private readonly subBits = new BitFamily(0);
  private readonly vendorBits = new BitFamily(0);
  private readonly sizeBits = new BitFamily(0);
  private readonly colourBits = new BitFamily(0);
  private readonly pairBits = new BitFamily(0);
  /** The colours each size has a size × colour set with, and the sizes each colour has one with. */
  private readonly coloursOfSize = new Map<number, Set<number>>();
  private readonly sizesOfColour = new Map<number, Set<number>>();

  private readonly sizeTally = new Tallies();
  private readonly colourTally = new Tallies();
  private readonly subTally = new Tallies();
  private readonly vendorTally = new Tallies();

  private readonly byPopularity = new SortedSlots(
    (a, b) => (this.sold[b] as number) - (this.sold[a] as number) || (this.ids[b] as number) - (this.ids[a] as number),
    () => this.liveSlots(),
  );
  private readonly byPrice = new SortedSlots(
    (a, b) => (this.price[a] as number) - (this.price[b] as number) || (this.ids[a] as number) - (this.ids[b] as number),
    () => this.liveSlots(),
  );
  private readonly byNewest = new SortedSlots(
    (a, b) => (this.created[b] as number) - (this.created[a] as number) || (this.ids[b] as number) - (this.ids[a] as number),
    () => this.liveSlots(),
  );
  private readonly orders = [this.byPopularity, this.byPrice, this.byNewest];

  /** Replaces what the index knows of these products (new, changed or deleted). */
  put(products: readonly IndexedProduct[]): void {
    // A bulk load sorts once when first walked instead of moving each product into place.
    if (products.length > 1000) for (const o of this.orders) o.invalidate();
    for (const p of products) this.putOne(p);
  }

  /** A vendor's shop name (a rename shows in facets and filters at once). */
  nameVendor(vendorId: number, name: string | null): void {
    if (name === null) this.vendorNames.delete(vendorId);
    else this.vendorNames.set(vendorId, name);
  }

  clear(): void {
    this.used = 0;
    this.slotOf.clear();
    this.shown = [];
    this.live.fill(0);
    for (const runs of [this.variants, this.hexes, this.sizesInStock, this.coloursInStock, this.words_]) runs.clear();
    this.postings = [];
    this.wordBits.clear();
    this.hexTally.clear();
    this.liveBits.fill(0);
    this.stockBits.fill(0);
    for (const family of [this.categoryBits, this.subBits, this.vendorBits, this.sizeBits, this.colourBits, this.pairBits]) family.clear();
    this.coloursOfSize.clear();
    this.sizesOfColour.clear();
    for (const tally of [this.sizeTally, this.colourTally, this.subTally, this.vendorTally]) tally.clear();
    for (const o of this.orders) o.invalidate();
  }

  /** How many live products the shop, or one category of it, has. */
  count(category?: Category): number {
    return popcount(category === undefined ? this.liveBits : this.categorySet(CATEGORIES.indexOf(category)));
  }

  /** Every slot of a live product. */
  liveSlots(): number[] {
    return Array.from(slotsOf(this.liveBits));
  }

  /** The slot of a product id, if the index has it live. */
  slotOfId(id: number): number | undefined {
    const s = this.slotOf.get(id);
    return s !== undefined && this.live[s] === 1 ? s : undefined;
  }

  // ——— Search words ———

  /** Replaces the slot's search words, keeping every word's list of slots exact and in order. */
  private setWords(s: number, best: Map<number, number>): void {
    const before = new Set<number>();
    const start = this.words_.start[s] ?? 0;
    for (let i = 0; i < (this.words_.count[s] ?? 0); i++) before.add((this.words_.data[start + i] as number) >>> WEIGHT_BITS);
    for (const code of before) if (!best.has(code)) this.unlist(code, s);
    for (const code of best.keys()) if (!before.has(code)) this.list(code, s);
    const codes = [...best.keys()].sort((a, b) => a - b);
    this.words_.set(
      s,
      codes.map((w) => (w << WEIGHT_BITS) | (best.get(w) as number)),
    );
  }

  private list(code: number, s: number): void {
    const posting = this.postings[code] ?? [];
    this.postings[code] = posting;
    if (posting.length === 0 || (posting[posting.length - 1] as number) < s) posting.push(s);
    else posting.splice(sortedIndex(posting, s), 0, s);
    this.wordBits.delete(code);
  }

  private unlist(code: number, s: number): void {
    const posting = this.postings[code];
    if (!posting) return;
    const i = sortedIndex(posting, s);
    if (posting[i] === s) posting.splice(i, 1);
    this.wordBits.delete(code);
  }

  /** The live products holding the word, as bits (kept for words many products hold). */
  slotsOfWord(code: number): Bits {
    const kept = this.wordBits.get(code);
    if (kept) return kept;
    const out = new Uint32Array(this.words);
    const posting = code < 0 ? [] : (this.postings[code] ?? []);
    for (const s of posting) if (this.live[s] === 1) add(out, s);
    if (posting.length * 64 > this.used) this.wordBits.set(code, out);
    return out;
  }

  /** The live products, as bits. */
  allSlots(): Bits {
    return new Uint32Array(this.liveBits);
  }

  /** A search word's code; -1 for a word no product was ever written with. */
  wordCode(word: string): number {
    return this.wordCodes.find(word) ?? -1;
  }

  /** ts_rank's weight of the best field of the product holding the word; 0 when it does not. */
  wordWeight(slot: number, code: number): number {
    if (code < 0) return 0;
    const v = this.words_.find(slot, code, WEIGHT_BITS);
    return v < 0 ? 0 : (WEIGHTS[v & 3] as number);
  }

  /** An empty set of slots, to fill. */
  noSlots(): Bits {
    return new Uint32Array(this.words);
  }

  // ——— Keeping the facts ———

  private slotFor(id: number): number {
    const known = this.slotOf.get(id);
    if (known !== undefined) return known;
    if (this.used === this.capacity) this.grow();
    const slot = this.used++;
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Int32Array | Uint8Array | Float64Array | Uint32Array>(old: T, make: (n: number) => T, n = capacity): T => {
      const next = make(n);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, (n) => new Int32Array(n));
    this.live = grown(this.live, (n) => new Uint8Array(n));
    this.category = grown(this.category, (n) => new Uint8Array(n));
    this.subcategory = grown(this.subcategory, (n) => new Uint8Array(n));
    this.vendor = grown(this.vendor, (n) => new Int32Array(n));
    this.price = grown(this.price, (n) => new Int32Array(n));
    this.inStock = grown(this.inStock, (n) => new Uint8Array(n));
    this.sold = grown(this.sold, (n) => new Int32Array(n));
    this.created = grown(this.created, (n) => new Float64Array(n));
    const words = wordsFor(capacity);
    this.liveBits = grown(this.liveBits, (n) => new Uint32Array(n), words);
    this.stockBits = grown(this.stockBits, (n) => new Uint32Array(n), words);
    for (const family of [this.categoryBits, this.subBits, this.vendorBits, this.sizeBits, this.colourBits, this.pairBits])
      family.grow(words);
    this.words = words;
    this.capacity = capacity;
  }

  private putOne(p: IndexedProduct): void {
    if (p.deleted && !this.slotOf.has(p.id)) return;
    const s = this.slotFor(p.id);
    if (this.live[s] === 1) this.leave(s);

    this.live[s] = p.deleted ? 0 : 1;
    this.category[s] = CATEGORIES.indexOf(p.category);
    this.subcategory[s] = SUBCATEGORIES.indexOf(p.subcategory);
    const vendor = this.vendorCodes.code(String(p.vendorId));
    this.vendor[s] = vendor;
    this.vendorByCode[vendor] = p.vendorId;
    this.price[s] = p.priceCents;
    this.inStock[s] = p.stock > 0 ? 1 : 0;
    this.sold[s] = p.soldCount;
    this.created[s] = p.createdMicros;
    this.shown[s] = p.deleted ? undefined : { name: p.name, description: p.description, imageUrl: p.imageUrl, colours: p.colours };

    const variants = p.deleted ? [] : p.variants;
    const sizes = variants.map(([size]) => (size === null ? 0 : this.sizeCodes.code(size)));
    const colours = variants.map(([, colour]) => (colour === null ? 0 : this.colourCodes.code(colour)));
    const distinct = (codes: number[]) => [...new Set(codes.filter((c) => c !== 0))].sort((a, b) => a - b);
    this.variants.set(
      s,
      sizes.map((size, i) => pack(size, colours[i] ?? 0)),
    );
    this.hexes.set(
      s,
      variants.map(([, , hex]) => (hex === null ? 0 : this.hexCodes.code(hex))),
    );
    this.sizesInStock.set(s, distinct(sizes));
    this.coloursInStock.set(s, distinct(colours));

    const best = new Map<number, number>();
    for (const [word, weight] of p.deleted ? [] : p.lexemes) {
      const code = this.wordCodes.code(word);
      const cls = 'ABCD'.indexOf(weight);
      best.set(code, Math.min(best.get(code) ?? 3, cls < 0 ? 3 : cls));
    }
    this.setWords(s, best);

    if (this.live[s] === 1) this.enter(s);
  }

  /** Adds a live slot to every set, tally and order it belongs to. */
  private enter(s: number): void {
    this.forgetWordBits(s);
    this.mark(s, add, 1);
    for (const o of this.orders) o.insert(s);
  }

  /** Takes a slot out of every set, tally and order, before it changes or goes. */
  private leave(s: number): void {
    this.forgetWordBits(s);
    this.mark(s, remove, -1);
    for (const o of this.orders) o.remove(s);
  }

  /** A slot coming or going changes the kept bits of its words. */
  private forgetWordBits(s: number): void {
    if (this.wordBits.size === 0) return;
    const start = this.words_.start[s] ?? 0;
    for (let i = 0; i < (this.words_.count[s] ?? 0); i++) this.wordBits.delete((this.words_.data[start + i] as number) >>> WEIGHT_BITS);
  }

  private mark(s: number, change: (bits: Bits, slot: number) => void, by: 1 | -1): void {
    const cat = this.category[s] as number;
    const sub = this.subcategory[s] as number;
    const vendor = this.vendor[s] as number;
    change(this.liveBits, s);
    if (this.inStock[s] === 1) change(this.stockBits, s);
    change(this.categoryBits.of(cat), s);
    change(this.subBits.of(sub), s);
    change(this.vendorBits.of(vendor), s);
    this.subTally.change(cat, sub, by);
    this.vendorTally.change(cat, vendor, by);
    this.eachRun(this.sizesInStock, s, (size) => {
      change(this.sizeBits.of(size), s);
      this.sizeTally.change(cat, size, by);
    });
    this.eachRun(this.coloursInStock, s, (colour) => {
      change(this.colourBits.of(colour), s);
      this.colourTally.change(cat, colour, by);
    });
    this.eachRun(this.variants, s, (pair, i) => {
      if (pair >>> COLOUR_BITS !== 0 && (pair & COLOUR_MASK) !== 0) {
        if (!this.pairBits.get(pair)) this.notePair(pair >>> COLOUR_BITS, pair & COLOUR_MASK);
        change(this.pairBits.of(pair), s);
      }
      const hex = this.hexes.data[(this.hexes.start[s] as number) + i] as number;
      if (hex !== 0 && (pair & COLOUR_MASK) !== 0) this.tallyHex(pair & COLOUR_MASK, hex, by);
    });
  }

  private notePair(size: number, colour: number): void {
    const colours = this.coloursOfSize.get(size) ?? new Set<number>();
    colours.add(colour);
    this.coloursOfSize.set(size, colours);
    const sizes = this.sizesOfColour.get(colour) ?? new Set<number>();
    sizes.add(size);
    this.sizesOfColour.set(colour, sizes);
  }

  private eachRun(runs: Runs, s: number, f: (value: number, i: number) => void): void {
    const start = runs.start[s] as number;
    const n = runs.count[s] as number;
    for (let i = 0; i < n; i++) f(runs.data[start + i] as number, i);
  }

  private tallyHex(colour: number, hex: number, by: number): void {
    const tally = this.hexTally.get(colour) ?? new Map<number, number>();
    this.hexTally.set(colour, tally);
    const n = (tally.get(hex) ?? 0) + by;
    if (n > 0) tally.set(hex, n);
    else tally.delete(hex);
  }

  /** The hex most live variants of this colour give (ties: the smaller), or null. */
  hexOf(colour: string): string | null {
    const code = this.colourCodes.find(colour);
    const tally = code === undefined ? undefined : this.hexTally.get(code);
    let best: string | null = null;
    let most = 0;
    for (const [hex, n] of tally ?? []) {
      const value = this.hexCodes.value(hex);
      if (n > most || (n === most && best !== null && value < best)) {
        best = value;
        most = n;
      }
    }
    return best;
  }

  private vendorName(code: number): string | undefined {
    return this.vendorNames.get(this.vendorByCode[code] ?? 0);
  }

  // ——— Questions ———

  private categorySet(cat: number): Bits {
    return this.categoryBits.get(cat) ?? new Uint32Array(this.words);
  }

  private union(family: BitFamily, codes: Iterable<number>): Bits {
    const out = new Uint32Array(this.words);
    for (const code of codes) {
      const set = family.get(code);
      if (set) orInto(out, set);
    }
    return out;
  }

  private choose(q: IndexQuery): Chosen {
    const f = q.filters;
    const category = q.category === undefined ? ALL : CATEGORIES.indexOf(q.category);
    const base = new Uint32Array(category === ALL ? this.liveBits : this.categorySet(category));
    if (q.within) andInto(base, q.within);
    const sizeCodes = this.codesOf(this.sizeCodes, f.sizes);
    const colourCodes = this.codesOf(this.colourCodes, f.colours);
    const sizes = f.sizes.length > 0 ? this.union(this.sizeBits, sizeCodes) : null;
    const colours = f.colours.length > 0 ? this.union(this.colourBits, colourCodes) : null;
    const pairs = sizes && colours ? sizeCodes.flatMap((s) => colourCodes.map((c) => pack(s, c))) : [];
    const sub =
      f.subcategories.length > 0
        ? this.union(
            this.subBits,
            f.subcategories.map((v) => SUBCATEGORIES.indexOf(v)),
          )
        : null;
    const vendor = f.vendors.length > 0 ? this.union(this.vendorBits, this.vendorCodesNamed(f.vendors)) : null;
    const price =
      f.minPriceCents !== undefined || f.maxPriceCents !== undefined ? this.priceRange(base, f.minPriceCents, f.maxPriceCents) : null;
    return {
      base,
      searched: q.within !== undefined,
      category,
      sub,
      vendor,
      price,
      stock: f.inStock ? this.stockBits : null,
      sizes,
      colours,
      variant: sizes && colours ? this.union(this.pairBits, pairs) : (sizes ?? colours),
      sizeSel: sizes ? this.selection(this.sizeCodes, sizeCodes) : null,
      colourSel: colours ? this.selection(this.colourCodes, colourCodes) : null,
      sizeCodes,
      colourCodes,
    };
  }

  /** The base narrowed by every filter given (nulls skipped). */
  private narrowed(c: Chosen, filters: (Bits | null)[]): Bits {
    const out = new Uint32Array(c.base);
    for (const f of filters) if (f) andInto(out, f);
    return out;
  }

  /** Every match of the question, as bits, and how many. */
  matches(q: IndexQuery): { total: number; bits: Bits } {
    const c = this.choose(q);
    const bits = this.narrowed(c, [c.sub, c.vendor, c.price, c.stock, c.variant]);
    return { total: popcount(bits), bits };
  }

  /**
   * Disjunctive counts (DESIGN §9): each facet counts the products every other chosen filter leaves.
   * A facet whose own filter is not chosen counts the matches; one whose filter is chosen counts what
   * the others leave. Counting a set most of the category holds costs what counting the rest costs:
   * the category's tallies less the counts of the products left out.
   */
  facets(q: IndexQuery): FacetCounts {
    const c = this.choose(q);
    const { sub, vendor, price, stock, variant, sizes, colours } = c;
    const matches = this.narrowed(c, [sub, vendor, price, stock, variant]);
    const plainSizes = c.colourSel === null;
    const plainColours = c.sizeSel === null;

    // The matches, counted once for every facet whose own filter is not chosen.
    const shared = this.countOver(c, matches, {
      sizes: sizes === null && colours === null,
      colours: colours === null && sizes === null,
      subs: sub === null,
      vendors: vendor === null,
    });
    const own = (bits: Bits, want: Want) => this.countOver(c, bits, want);
    // Sizes (colours) of the matches in a chosen colour (size) are counted from the variants themselves.
    const sizeCounts =
      sizes !== null
        ? plainSizes
          ? own(this.narrowed(c, [sub, vendor, price, stock]), { sizes: true }).sizes
          : this.sizesIn(this.narrowed(c, [sub, vendor, price, stock, colours]), c.colourSel, c.colourCodes, c.category)
        : plainSizes
          ? shared.sizes
          : this.sizesIn(matches, c.colourSel, c.colourCodes, c.category);
    const colourCounts =
      colours !== null
        ? plainColours
          ? own(this.narrowed(c, [sub, vendor, price, stock]), { colours: true }).colours
          : this.coloursIn(this.narrowed(c, [sub, vendor, price, stock, sizes]), c.sizeSel, c.sizeCodes, c.category)
        : plainColours
          ? shared.colours
          : this.coloursIn(matches, c.sizeSel, c.sizeCodes, c.category);
    const subCounts = sub !== null ? own(this.narrowed(c, [vendor, price, stock, variant]), { subs: true }).subs : shared.subs;
    const vendorCounts = vendor !== null ? own(this.narrowed(c, [sub, price, stock, variant]), { vendors: true }).vendors : shared.vendors;
    const [minPriceCents, maxPriceCents] = this.priceSpan(price !== null ? this.narrowed(c, [sub, vendor, stock, variant]) : matches);

    const named = <K extends string>(counts: Int32Array, name: (code: number) => K | undefined) => {
      const out = new Map<K, number>();
      counts.forEach((n, code) => {
        const value = n > 0 ? name(code) : undefined;
        if (value !== undefined && value !== '') out.set(value, (out.get(value) ?? 0) + n);
      });
      return out;
    };
    return {
      total: popcount(matches),
      sizes: named(sizeCounts, (code) => (code === 0 ? undefined : this.sizeCodes.value(code))),
      colours: named(colourCounts, (code) => (code === 0 ? undefined : this.colourCodes.value(code))),
      subcategories: named(subCounts, (code) => SUBCATEGORIES[code]),
      vendors: named(vendorCounts, (code) => this.vendorName(code)),
      minPriceCents,
      maxPriceCents,
    };
  }

  /**
   * Products of `bits` by size in stock, colour in stock, subcategory and shop (those asked). When
   * the set holds most of an unsearched category, the category's tallies less the rest's counts.
   */
  private countOver(c: Chosen, bits: Bits, want: Want): Counted {
    const n = popcount(bits);
    const all = c.searched ? n : popcount(c.base);
    if (!c.searched && n * 2 > all) {
      const rest = new Uint32Array(c.base);
      for (let i = 0; i < rest.length; i++) rest[i] = (rest[i] as number) & ~(bits[i] as number);
      const left = this.tallyOf(rest, want);
      const less = (tally: Tallies, counts: Int32Array) => {
        const out = new Int32Array(counts.length);
        tally.counts(c.category).forEach((k, code) => {
          if (code < out.length) out[code] = k - (counts[code] as number);
        });
        return out;
      };
      return {
        sizes: less(this.sizeTally, left.sizes),
        colours: less(this.colourTally, left.colours),
        subs: less(this.subTally, left.subs),
        vendors: less(this.vendorTally, left.vendors),
      };
    }
    return this.tallyOf(bits, want);
  }

  /** Counts over the slots of `over` (each asked kind; the others stay zero). */
  private tallyOf(over: Bits, want: Want): Counted {
    const sizes = new Int32Array(this.sizeCodes.count);
    const colours = new Int32Array(this.colourCodes.count);
    const subs = new Int32Array(SUBCATEGORIES.length);
    const vendors = new Int32Array(this.vendorCodes.count);
    const { start: sizeStart, count: sizeCount, data: sizeData } = this.sizesInStock;
    const { start: colourStart, count: colourCount, data: colourData } = this.coloursInStock;
    const subOf = this.subcategory;
    const vendorOf = this.vendor;
    const wantSizes = want.sizes === true;
    const wantColours = want.colours === true;
    const wantSubs = want.subs === true;
    const wantVendors = want.vendors === true;
    for (let w = 0; w < over.length; w++) {
      let v = over[w] as number;
      while (v !== 0) {
        const low = v & -v;
        const s = (w << 5) + 31 - Math.clz32(low);
        v ^= low;
        if (wantSizes) {
          const to = (sizeStart[s] as number) + (sizeCount[s] as number);
          for (let j = sizeStart[s] as number; j < to; j++) sizes[sizeData[j] as number] = (sizes[sizeData[j] as number] as number) + 1;
        }
        if (wantColours) {
          const to = (colourStart[s] as number) + (colourCount[s] as number);
          for (let j = colourStart[s] as number; j < to; j++)
            colours[colourData[j] as number] = (colours[colourData[j] as number] as number) + 1;
        }
        if (wantSubs) subs[subOf[s] as number] = (subs[subOf[s] as number] as number) + 1;
        if (wantVendors) vendors[vendorOf[s] as number] = (vendors[vendorOf[s] as number] as number) + 1;
      }
    }
    return { sizes, colours, subs, vendors };
  }

  /** The sizes each product of `bits` has in stock in a chosen colour. */
  private sizesIn(bits: Bits, colourSel: Uint8Array | null, chosenColours: readonly number[], category: number): Int32Array {
    return this.valuesWith(bits, this.sizeCodes.count, chosenColours, this.sizesOfColour, true, colourSel, this.sizeTally.counts(category));
  }

  /** The colours each product of `bits` has in stock in a chosen size. */
  private coloursIn(bits: Bits, sizeSel: Uint8Array | null, chosenSizes: readonly number[], category: number): Int32Array {
    return this.valuesWith(
      bits,
      this.colourCodes.count,
      chosenSizes,
      this.coloursOfSize,
      false,
      sizeSel,
      this.colourTally.counts(category),
    );
  }

  /**
   * Per size (or colour), how many products of `bits` have a variant in stock pairing it with one
   * of the chosen colours (sizes). With few candidate values each is a popcount of the bits and
   * its size × colour sets; otherwise each product's variants are read.
   */
  private valuesWith(
    bits: Bits,
    codes: number,
    chosen: readonly number[],
    partners: Map<number, Set<number>>,
    sizes: boolean,
    sel: Uint8Array | null,
    inScope: readonly number[],
  ): Int32Array {
    const counts = new Int32Array(codes);
    // Only values some product of the question's category has: a men's question counts no kids' sizes.
    const candidates = new Set<number>();
    for (const partner of chosen) for (const value of partners.get(partner) ?? []) if ((inScope[value] ?? 0) > 0) candidates.add(value);
    const n = popcount(bits);
    // Measured costs on this machine: a word of a popcount over k sets ≈ 2 + 3k operations; a
    // product read with its six or so variants ≈ 34.
    if (candidates.size * this.words * (2 + 3 * chosen.length) < n * 34) {
      for (const value of candidates) {
        const sets = chosen.flatMap((partner) => this.pairBits.get(sizes ? pack(value, partner) : pack(partner, value)) ?? []);
        if (sets.length > 0) counts[value] = popcountAndAny(bits, sets);
      }
      return counts;
    }
    const seen = new Int32Array(codes);
    const { start, count, data } = this.variants;
    for (let w = 0; w < bits.length; w++) {
      let v = bits[w] as number;
      while (v !== 0) {
        const low = v & -v;
        const s = (w << 5) + 31 - Math.clz32(low);
        v ^= low;
        const to = (start[s] as number) + (count[s] as number);
        for (let j = start[s] as number; j < to; j++) {
          const pair = data[j] as number;
          const value = sizes ? pair >>> COLOUR_BITS : pair & COLOUR_MASK;
          const partner = sizes ? pair & COLOUR_MASK : pair >>> COLOUR_BITS;
          if (value !== 0 && seen[value] !== s + 1 && (sel === null || sel[partner] === 1)) {
            seen[value] = s + 1;
            counts[value] = (counts[value] as number) + 1;
          }
        }
      }
    }
    return counts;
  }

  /** Lowest and highest price among the slots: met first on a walk of the price order when they are many. */
  private priceSpan(bits: Bits): [number | null, number | null] {
    const n = popcount(bits);
    if (n === 0) return [null, null];
    if (n * 32 < this.used) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const s of slotsOf(bits)) {
        const p = this.price[s] as number;
        if (p < min) min = p;
        if (p > max) max = p;
      }
      return [min, max];
    }
    const [low] = this.byPrice.walk(bits, 0, 1);
    const [high] = this.byPrice.walk(bits, 0, 1, true);
    return [this.price[low as number] as number, this.price[high as number] as number];
  }

  /** The base's slots priced within the bounds: from the price order when fewer are in range than in the base. */
  private priceRange(base: Bits, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): Bits {
    const inRange = this.byPrice.between(
      (s) => (this.price[s] as number) >= min,
      (s) => (this.price[s] as number) > max,
    );
    if (inRange.length < popcount(base)) {
      const out = this.bitsOf(inRange);
      andInto(out, base);
      return out;
    }
    const out = new Uint32Array(this.words);
    const price = this.price;
    for (let w = 0; w < base.length; w++) {
      let v = base[w] as number;
      let keep = 0;
      while (v !== 0) {
        const low = v & -v;
        const p = price[(w << 5) + 31 - Math.clz32(low)] as number;
        if (p >= min && p <= max) keep |= low;
        v ^= low;
      }
      out[w] = keep;
    }
    return out;
  }

  private codesOf(codes: Codes, values: readonly string[]): number[] {
    return values.flatMap((v) => codes.find(v) ?? []);
  }

  private selection(codes: Codes, chosen: readonly number[]): Uint8Array {
    const sel = new Uint8Array(codes.count);
    for (const code of chosen) sel[code] = 1;
    return sel;
  }

  private vendorCodesNamed(names: readonly string[]): number[] {
    const wanted = new Set(names);
    const out: number[] = [];
    for (let code = 1; code < this.vendorCodes.count; code++) {
      const name = this.vendorName(code);
      if (name !== undefined && wanted.has(name)) out.push(code);
    }
    return out;
  }

  /**
   * The ids of one page of the matches in the sort asked (popularity when none), those in `first`
   * before the rest. Few matches are sorted; many are met in order on a walk of the kept order.
   */
  page(bits: Bits, sort: Sort, first: Bits | null, offset: number, limit: number): number[] {
    return this.pageSlots(bits, sort, first, offset, limit).map((s) => this.ids[s] as number);
  }

  /** A page of products as lists show them, in the order of `slots`. */
  summaries(slots: readonly number[]): ProductSummary[] {
    return slots.flatMap((s) => {
      const shown = this.shown[s];
      if (!shown || this.live[s] !== 1) return [];
      return [
        {
          productId: this.ids[s] as number,
          productName: shown.name,
          price: fromCents(this.price[s] as number),
          imageUrl: shown.imageUrl,
          categoryName: CATEGORIES[this.category[s] as number] as Category,
          description: shown.description,
          vendorName: this.vendorName(this.vendor[s] as number) ?? '',
          inStock: this.inStock[s] === 1,
          colours: [...shown.colours],
        },
      ];
    });
  }

  /** As `page`, the slots. */
  pageSlots(bits: Bits, sort: Sort, first: Bits | null, offset: number, limit: number): number[] {
    const parts = first ? [this.intersect(bits, first), this.minus(bits, first)] : [bits];
    const out: number[] = [];
    let skip = offset;
    for (const part of parts) {
      if (out.length >= limit) break;
      const n = popcount(part);
      if (skip >= n) {
        skip -= n;
        continue;
      }
      out.push(...this.ordered(part, sort, skip, limit - out.length));
      skip = 0;
    }
    return out;
  }

  private ordered(bits: Bits, sort: Sort, skip: number, k: number): number[] {
    const order = sort === 'price_asc' || sort === 'price_desc' ? this.byPrice : sort === 'newest' ? this.byNewest : this.byPopularity;
    if (popcount(bits) * 16 >= this.used) return order.walk(bits, skip, k, sort === 'price_desc');
    return Array.from(order.sort(slotsOf(bits), sort === 'price_desc').subarray(skip, skip + k));
  }

  private intersect(a: Bits, b: Bits): Bits {
    const out = new Uint32Array(a);
    andInto(out, b);
    return out;
  }

  private minus(a: Bits, b: Bits): Bits {
    const out = new Uint32Array(a.length);
    for (let i = 0; i < a.length; i++) out[i] = (a[i] as number) & ~((b[i] ?? 0) as number);
    return out;
  }

  /** The live products of one category. */
  inCategory(category: Category): Bits {
    return this.categorySet(CATEGORIES.indexOf(category));
  }

  /** Slots as bits. */
  bitsOf(slots: ArrayLike<number>): Bits {
    const out = new Uint32Array(this.words);
    for (let i = 0; i < slots.length; i++) add(out, slots[i] as number);
    return out;
  }
}

/** Where `value` is, or would go, in an ascending list. */
function sortedIndex(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
