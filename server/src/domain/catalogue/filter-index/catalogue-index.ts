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
import {
  add,
  BitArena,
  BitFamily,
  type Bits,
  BLOCK_SLOTS,
  BLOCK_WORDS,
  bitCount,
  remove,
  type Scope,
  ScratchInts,
  ScratchSets,
  scopeWords,
  slotsOf,
  wordsFor,
} from './bits.js';
import { CardBytes } from './card-bytes.js';
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
/** A size × colour within one group (category × subcategory). */
const listKey = (pair: number, group: number) => pair * 8 + group;

const ALL = -1;
/** Keys of the flag sets. */
const LIVE = 0;
const IN_STOCK = 1;
/** Always empty. */
const NONE = 2;

/**
 * Lower ends of the price bands, in cents: $5 apart to $500, $25 to $1,000, $100 to $2,000, then
 * wider. A price range is the bands wholly inside it plus, where a bound is not a band's end, the
 * products of that bound's band checked one by one; shoppers set round bounds, which mostly are.
 */
const PRICE_BANDS: readonly number[] = [
  ...Array.from({ length: 100 }, (_, i) => i * 500),
  ...Array.from({ length: 20 }, (_, i) => 50_000 + i * 2500),
  ...Array.from({ length: 10 }, (_, i) => 100_000 + i * 10_000),
  200_000,
  300_000,
  500_000,
  1_000_000,
];

/** The band a price falls in. */
function bandOf(cents: number): number {
  let lo = 0;
  let hi = PRICE_BANDS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((PRICE_BANDS[mid] as number) <= cents) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A group and shop, as one key. */
const shelfOf = (group: number, vendor: number) => vendor * GROUPS + group;

/**
 * Rough costs of the ways to count sizes and colours, in nanoseconds, measured on the bench
 * catalogue: a call of a kernel (bits.ts) over some blocks, and a word of its popcount against one
 * set; a product's sizes (or colours) read; a slot of a size × colour list looked up; a product's
 * six or so variants read; a word of a popcount against the union of k sets.
 */
const CALL_COST = 60;
const WORD_COST = 0.5;
const PRODUCT_VALUES_COST = 12;
const LISTED_SLOT_COST = 6;
const PRODUCT_VARIANTS_COST = 55;
const unionWordCost = (k: number) => 0.4 + 0.3 * k;

/**
 * Rough costs, in nanoseconds, of the two ways to a page: a slot of the kept order passed on a
 * walk; otherwise a word read, and a match's place in the order read and held against a cut
 * (SortedSlots.first), the few below it sorted.
 */
const WALKED_SLOT_COST = 2.5;
const SCANNED_WORD_COST = 1.5;
const SORTED_SLOT_COST = 6;

/** Groups: a category's clothes or shoes. Blocks of slots, tallies and size × colour lists are kept per group. */
const GROUPS = CATEGORIES.length * SUBCATEGORIES.length;
const groupOf = (category: number, subcategory: number) => category * SUBCATEGORIES.length + subcategory;

/** Counts of live products by value, per group: the facets of a question that filters nothing else, and where each value is found. */
class Tallies {
  readonly byGroup = Array.from({ length: GROUPS }, () => [] as number[]);

  change(group: number, code: number, by: number): void {
    const counts = this.byGroup[group] as number[];
    counts[code] = (counts[code] ?? 0) + by;
  }

  /** Whether a live product of the group has the value. */
  has(group: number, code: number): boolean {
    return ((this.byGroup[group] as number[])[code] ?? 0) > 0;
  }

  /** Per code, over one category or all of them. */
  counts(category: number): number[] {
    const out: number[] = [];
    this.byGroup.forEach((counts, group) => {
      if (category !== ALL && Math.floor(group / SUBCATEGORIES.length) !== category) return;
      counts.forEach((n, code) => {
        out[code] = (out[code] ?? 0) + n;
      });
    });
    return out;
  }

  clear(): void {
    for (const counts of this.byGroup) counts.length = 0;
  }
}

/**
 * Ways to count a set's sizes and colours: look each slot of the size × colour lists up in the set,
 * popcount the set with each value's bits, or read each product's own.
 */
export type Counting = 'cheapest' | 'lists' | 'sets' | 'products';

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
  /** The blocks the base holds slots in: no other word can hold a match. */
  scope: Scope;
  /** How many slots the base holds. */
  baseCount: number;
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
  /** How facets count sizes and colours: the cheapest way for each question, or (in tests) always one way. */
  constructor(private readonly counting: Counting = 'cheapest') {}

  /** Every bit set of the index, and the questions' working sets, in memory the word loops run over (bits.ts). */
  private readonly arena = new BitArena();
  private capacity = 0;
  /**
   * Slots handed out so far: whole blocks (bits.ts BLOCK_SLOTS) of one group (category ×
   * subcategory), whose words each hold one shop's products. A question's subcategory and shop
   * counts are then a popcount per word, not a read per product.
   */
  private used = 0;
  private words = 0;
  private readonly slotOf = new Map<number, number>();
  /** Per block, its group. */
  private blockGroup: number[] = [];
  /** Per word, the shop (vendor code) its slots hold. */
  private wordVendor = new Int32Array(0);
  /** Per group, the next word of its newest block, when that has room. */
  private readonly nextWordOf = new Map<number, number>();
  /** Per group and shop (shelfOf), the next slot of its newest word, when that has room. */
  private readonly nextSlotOf = new Map<number, number>();
  /** Per group and shop, slots let go by products that moved to another group. */
  private readonly freeSlotsOf = new Map<number, number[]>();
  ids = new Int32Array(0);
  live = new Uint8Array(0);
  category = new Uint8Array(0);
  subcategory = new Uint8Array(0);
  vendor = new Int32Array(0);
  price = new Int32Array(0);
  inStock = new Uint8Array(0);
  sold = new Int32Array(0);
  created = new Float64Array(0);

  /** Per slot, the product's card as lists send it: a live product has one, a deleted or let-go slot none. */
  private readonly cardBytes = new CardBytes();
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
  private readonly wordBits = new BitFamily(this.arena);
  /**
   * Of the same words, per slot the weight class of the best field holding it, plus one (0: it
   * does not), four bits a slot: a search's relevance is then one read per candidate instead of a
   * look-up in each product's words, which at 100,000 products sit far apart in memory.
   */
  private readonly wordWeightBits = new Map<number, Uint8Array>();

  private readonly sizeCodes = new Codes(ALL_SIZES);
  private readonly colourCodes = new Codes();
  private readonly hexCodes = new Codes();
  /** How many live variants give each colour each hex: a colour's swatch is its most common one. */
  private readonly hexTally = new Map<number, Map<number, number>>();
  private readonly vendorCodes = new Codes();
  private readonly vendorNames = new Map<number, string>();
  /** Each shop's name as JSON, by vendor id, for the cards. */
  private readonly vendorNamesJson = new Map<number, Buffer>();
  private vendorByCode: number[] = [0];

  // Bit sets of live slots.
  private readonly flagBits = new BitFamily(this.arena);
  private readonly categoryBits = new BitFamily(this.arena);
  private readonly subBits = new BitFamily(this.arena);
  private readonly vendorBits = new BitFamily(this.arena);
  private readonly sizeBits = new BitFamily(this.arena);
  private readonly colourBits = new BitFamily(this.arena);
  private readonly pairBits = new BitFamily(this.arena);
  /** Per size × colour and group (listKey), the same slots as an ascending list: few, so counting them can beat a pass over the words. */
  private readonly pairSlots = new Map<number, number[]>();
  /** Per slot, the last count that met it (counting a union of lists once per slot). */
  private metBy = new Uint32Array(0);
  private lastStamp = 0;
  /** Per price band, the live slots priced in it or a cheaper one. */
  private readonly upToBand = new BitFamily(this.arena);
  /** Per price band, the live slots priced exactly at its lower end: a round upper bound takes them whole. */
  private readonly atBandStart = new BitFamily(this.arena);
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
  /** Working sets of the question being answered. */
  private readonly scratch = new ScratchSets(this.arena);
  /** Counts and scopes of the question being answered. */
  private readonly ints = new ScratchInts();
  /** Working sets of the search under way (beginSearch). */
  private readonly searchScratch = new ScratchSets(this.arena);
  private allBlocks = new Int32Array(0);

  /** The live slots. */
  private get liveBits(): Bits {
    return this.flagBits.of(LIVE);
  }

  /** The slots of products in stock. */
  private get stockBits(): Bits {
    return this.flagBits.of(IN_STOCK);
  }

  /** Replaces what the index knows of these products (new, changed or deleted). */
  put(products: readonly IndexedProduct[]): void {
    // A bulk load sorts once when first walked instead of moving each product into place.
    if (products.length > 1000) for (const o of this.orders) o.invalidate();
    for (const p of products) this.putOne(p);
  }

  /** A vendor's shop name (a rename shows in facets and filters at once). */
  nameVendor(vendorId: number, name: string | null): void {
    if (name === null) {
      this.vendorNames.delete(vendorId);
      this.vendorNamesJson.delete(vendorId);
    } else {
      this.vendorNames.set(vendorId, name);
      this.vendorNamesJson.set(vendorId, Buffer.from(JSON.stringify(name)));
    }
  }

  clear(): void {
    this.used = 0;
    this.slotOf.clear();
    this.blockGroup = [];
    this.nextWordOf.clear();
    this.nextSlotOf.clear();
    this.freeSlotsOf.clear();
    this.cardBytes.clear();
    this.live.fill(0);
    for (const runs of [this.variants, this.hexes, this.sizesInStock, this.coloursInStock, this.words_]) runs.clear();
    this.postings = [];
    this.wordBits.clear();
    this.wordWeightBits.clear();
    this.hexTally.clear();
    for (const family of this.families()) family.clear();
    this.coloursOfSize.clear();
    this.pairSlots.clear();
    this.sizesOfColour.clear();
    for (const tally of [this.sizeTally, this.colourTally, this.subTally, this.vendorTally]) tally.clear();
    for (const o of this.orders) o.invalidate();
  }

  /** How many live products the shop, or one category of it, has. */
  count(category?: Category): number {
    return this.arena.popcountIn(category === undefined ? this.liveBits : this.categorySet(CATEGORIES.indexOf(category)), this.wholeShop());
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
    this.forgetWord(code);
  }

  private unlist(code: number, s: number): void {
    const posting = this.postings[code];
    if (!posting) return;
    const i = sortedIndex(posting, s);
    if (posting[i] === s) posting.splice(i, 1);
    this.forgetWord(code);
  }

  /** Drops what is kept of the word's products: they changed. */
  private forgetWord(code: number): void {
    this.wordBits.delete(code);
    this.wordWeightBits.delete(code);
  }

  /** Whether the word's products are many enough to keep as bits. */
  private keepsWord(posting: readonly number[]): boolean {
    return posting.length * 64 > this.used;
  }

  /**
   * The live products holding the word, as bits: kept for words many products hold, else one of
   * the search's sets (search sets are valid until the next search begins).
   */
  slotsOfWord(code: number): Bits {
    const kept = this.wordBits.get(code);
    if (kept) return kept;
    const posting = code < 0 ? [] : (this.postings[code] ?? []);
    const out = this.keepsWord(posting) ? this.wordBits.of(code) : this.searchSet();
    for (const s of posting) if (this.live[s] === 1) add(out, s);
    return out;
  }

  /**
   * Starts a search: the sets its matches are worked out in are handed out again. A search's sets
   * are read at once, before anything awaits, so no other question can begin one in between.
   */
  beginSearch(): void {
    this.searchScratch.reset();
  }

  /** An empty set for the search under way. */
  searchSet(): Bits {
    return this.searchScratch.take(this.wholeShop());
  }

  /** `into` := `into` AND `other`, OR `other`, or AND NOT `other`, over the whole shop; both sets the index's. */
  join(into: Bits, other: Bits, how: 'and' | 'or' | 'and not'): void {
    const all = this.wholeShop();
    if (how === 'and') this.arena.andIn(into, other, all);
    else if (how === 'or') this.arena.orIn(into, other, all);
    else this.arena.andNotIn(into, into, other, all);
  }

  /** A copy of `bits` (the index's) among the search's sets. */
  searchCopy(bits: Bits): Bits {
    const out = this.searchSet();
    this.arena.copyIn(out, bits, this.wholeShop());
    return out;
  }

  /** Every block, as a scope. */
  private wholeShop(): Scope {
    const blocks = Math.ceil(this.words / BLOCK_WORDS);
    if (this.allBlocks.length !== blocks) this.allBlocks = Int32Array.from({ length: blocks }, (_, b) => b);
    return this.allBlocks;
  }

  /** The word's products' weight classes, plus one, four bits a slot: kept for words many hold; null for the rest. */
  private weightsOf(code: number): Uint8Array | null {
    const kept = this.wordWeightBits.get(code);
    if (kept) return kept;
    const posting = this.postings[code] ?? [];
    if (!this.keepsWord(posting)) return null;
    const out = new Uint8Array(Math.ceil(this.capacity / 2));
    for (const s of posting) {
      const v = this.live[s] === 1 ? this.words_.find(s, code, WEIGHT_BITS) : -1;
      if (v >= 0) out[s >>> 1] = (out[s >>> 1] as number) | (((v & 3) + 1) << ((s & 1) * 4));
    }
    this.wordWeightBits.set(code, out);
    return out;
  }

  /** The live products, as bits: read only. */
  liveSet(): Bits {
    return this.liveBits;
  }

  /** A search word's code; -1 for a word no product was ever written with. */
  wordCode(word: string): number {
    return this.wordCodes.find(word) ?? -1;
  }

  /** ts_rank's weight of the best field holding the word, for any slot (0 where the product does not hold it). */
  wordWeigher(code: number): (slot: number) => number {
    if (code < 0) return () => 0;
    const kept = this.weightsOf(code);
    if (kept) {
      return (slot) => {
        const cls = ((kept[slot >>> 1] as number) >>> ((slot & 1) * 4)) & 15;
        return cls === 0 ? 0 : (WEIGHTS[cls - 1] as number);
      };
    }
    return (slot) => {
      const v = this.words_.find(slot, code, WEIGHT_BITS);
      return v < 0 ? 0 : (WEIGHTS[v & 3] as number);
    };
  }

  // ——— Keeping the facts ———

  /**
   * The product's slot among its group's and shop's: the one it has, or a new one when it is new or
   * has moved to another category or subcategory (its old slot, already out of every set, is let go).
   */
  private slotFor(id: number, group: number, vendor: number): number {
    const known = this.slotOf.get(id);
    if (known !== undefined) {
      if (this.shelfOfSlot(known) === shelfOf(group, vendor)) return known;
      this.letGo(known);
    }
    const slot = this.freeSlotsOf.get(shelfOf(group, vendor))?.pop() ?? this.nextSlot(group, vendor);
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private shelfOfSlot(s: number): number {
    return shelfOf(this.blockGroup[Math.floor(s / BLOCK_SLOTS)] as number, this.wordVendor[s >>> 5] as number);
  }

  private nextSlot(group: number, vendor: number): number {
    const shelf = shelfOf(group, vendor);
    let slot = this.nextSlotOf.get(shelf);
    if (slot === undefined) {
      const word = this.nextWord(group);
      this.wordVendor[word] = vendor;
      slot = word * 32;
    }
    if ((slot + 1) % 32 === 0) this.nextSlotOf.delete(shelf);
    else this.nextSlotOf.set(shelf, slot + 1);
    return slot;
  }

  private nextWord(group: number): number {
    let word = this.nextWordOf.get(group);
    if (word === undefined) {
      if (this.used === this.capacity) this.grow();
      word = this.used / 32;
      this.blockGroup[this.used / BLOCK_SLOTS] = group;
      this.used += BLOCK_SLOTS;
    }
    if ((word + 1) % BLOCK_WORDS === 0) this.nextWordOf.delete(group);
    else this.nextWordOf.set(group, word + 1);
    return word;
  }

  /** Empties a slot its product has left, for the next product of the same group and shop. */
  private letGo(s: number): void {
    this.slotOf.delete(this.ids[s] as number);
    this.live[s] = 0;
    this.cardBytes.drop(s);
    this.setWords(s, new Map());
    for (const runs of [this.variants, this.hexes, this.sizesInStock, this.coloursInStock]) runs.set(s, []);
    const shelf = this.shelfOfSlot(s);
    const free = this.freeSlotsOf.get(shelf) ?? [];
    free.push(s);
    this.freeSlotsOf.set(shelf, free);
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
    this.wordVendor = grown(this.wordVendor, (n) => new Int32Array(n), words);
    this.metBy = grown(this.metBy, (n) => new Uint32Array(n));
    this.cardBytes.grow(capacity);
    this.arena.grow(words);
    this.words = words;
    this.capacity = capacity;
  }

  private families(): BitFamily[] {
    return [
      this.flagBits,
      this.categoryBits,
      this.subBits,
      this.vendorBits,
      this.sizeBits,
      this.colourBits,
      this.pairBits,
      this.upToBand,
      this.atBandStart,
    ];
  }

  private putOne(p: IndexedProduct): void {
    if (p.deleted && !this.slotOf.has(p.id)) return;
    const known = this.slotOf.get(p.id);
    if (known !== undefined && this.live[known] === 1) this.leave(known);
    const category = CATEGORIES.indexOf(p.category);
    const subcategory = SUBCATEGORIES.indexOf(p.subcategory);
    const vendor = this.vendorCodes.code(String(p.vendorId));
    const s = this.slotFor(p.id, groupOf(category, subcategory), vendor);

    this.live[s] = p.deleted ? 0 : 1;
    this.category[s] = category;
    this.subcategory[s] = subcategory;
    this.vendor[s] = vendor;
    this.vendorByCode[vendor] = p.vendorId;
    this.price[s] = p.priceCents;
    this.inStock[s] = p.stock > 0 ? 1 : 0;
    this.sold[s] = p.soldCount;
    this.created[s] = p.createdMicros;
    if (p.deleted) this.cardBytes.drop(s);
    else this.cardBytes.set(s, ...cardParts(p));

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
    if (this.wordBits.size() === 0 && this.wordWeightBits.size === 0) return;
    const start = this.words_.start[s] ?? 0;
    for (let i = 0; i < (this.words_.count[s] ?? 0); i++) this.forgetWord((this.words_.data[start + i] as number) >>> WEIGHT_BITS);
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
    const price = this.price[s] as number;
    const priceBand = bandOf(price);
    for (let band = priceBand; band < PRICE_BANDS.length; band++) change(this.upToBand.of(band), s);
    if (PRICE_BANDS[priceBand] === price) change(this.atBandStart.of(priceBand), s);
    const group = groupOf(cat, sub);
    this.subTally.change(group, sub, by);
    this.vendorTally.change(group, vendor, by);
    this.eachRun(this.sizesInStock, s, (size) => {
      change(this.sizeBits.of(size), s);
      this.sizeTally.change(group, size, by);
    });
    this.eachRun(this.coloursInStock, s, (colour) => {
      change(this.colourBits.of(colour), s);
      this.colourTally.change(group, colour, by);
    });
    this.eachRun(this.variants, s, (pair, i) => {
      if (pair >>> COLOUR_BITS !== 0 && (pair & COLOUR_MASK) !== 0) {
        if (!this.pairBits.get(pair)) this.notePair(pair >>> COLOUR_BITS, pair & COLOUR_MASK);
        change(this.pairBits.of(pair), s);
        this.listPair(pair, s, by);
      }
      const hex = this.hexes.data[(this.hexes.start[s] as number) + i] as number;
      if (hex !== 0 && (pair & COLOUR_MASK) !== 0) this.tallyHex(pair & COLOUR_MASK, hex, by);
    });
  }

  private listPair(pair: number, s: number, by: 1 | -1): void {
    const key = listKey(pair, this.blockGroup[Math.floor(s / BLOCK_SLOTS)] as number);
    const list = this.pairSlots.get(key) ?? [];
    this.pairSlots.set(key, list);
    const i = list.length === 0 || (list[list.length - 1] as number) < s ? list.length : sortedIndex(list, s);
    if (by > 0 && list[i] !== s) list.splice(i, 0, s);
    if (by < 0 && list[i] === s) list.splice(i, 1);
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
    return this.categoryBits.of(cat);
  }

  /** The slots any of the codes' sets holds, within the scope (elsewhere empty). */
  private union(family: BitFamily, codes: Iterable<number>, scope: Scope): Bits {
    const out = this.scratch.take(scope);
    for (const code of codes) {
      const set = family.get(code);
      if (set) this.arena.orIn(out, set, scope);
    }
    return out;
  }

  private choose(q: IndexQuery): Chosen {
    const f = q.filters;
    const category = q.category === undefined ? ALL : CATEGORIES.indexOf(q.category);
    const from = category === ALL ? this.liveBits : this.categorySet(category);
    const fromScope = this.arena.scopeOf(from, undefined, this.ints);
    const base = this.scratch.take(fromScope);
    this.arena.copyIn(base, from, fromScope);
    if (q.within) this.arena.andIn(base, q.within, fromScope);
    const scope = this.arena.scopeOf(base, fromScope, this.ints);
    const sizeCodes = this.codesOf(this.sizeCodes, f.sizes);
    const colourCodes = this.codesOf(this.colourCodes, f.colours);
    const sizes = f.sizes.length > 0 ? this.union(this.sizeBits, sizeCodes, scope) : null;
    const colours = f.colours.length > 0 ? this.union(this.colourBits, colourCodes, scope) : null;
    const pairs = sizes && colours ? sizeCodes.flatMap((s) => colourCodes.map((c) => pack(s, c))) : [];
    const sub =
      f.subcategories.length > 0
        ? this.union(
            this.subBits,
            f.subcategories.map((v) => SUBCATEGORIES.indexOf(v)),
            scope,
          )
        : null;
    const vendor = f.vendors.length > 0 ? this.union(this.vendorBits, this.vendorCodesNamed(f.vendors), scope) : null;
    const price =
      f.minPriceCents !== undefined || f.maxPriceCents !== undefined
        ? this.priceRange(base, scope, f.minPriceCents, f.maxPriceCents)
        : null;
    return {
      base,
      scope,
      baseCount: this.arena.popcountIn(base, scope),
      searched: q.within !== undefined,
      category,
      sub,
      vendor,
      price,
      stock: f.inStock ? this.stockBits : null,
      sizes,
      colours,
      variant: sizes && colours ? this.union(this.pairBits, pairs, scope) : (sizes ?? colours),
      sizeSel: sizes ? this.selection(this.sizeCodes, sizeCodes) : null,
      colourSel: colours ? this.selection(this.colourCodes, colourCodes) : null,
      sizeCodes,
      colourCodes,
    };
  }

  /** The base narrowed by every filter given (nulls skipped). */
  private narrowed(c: Chosen, filters: (Bits | null)[]): Bits {
    const { base, scope } = c;
    const out = this.scratch.take(scope);
    this.arena.andAllIn(
      out,
      base,
      filters.filter((f) => f !== null),
      scope,
    );
    return out;
  }

  /**
   * Every match of the question, as bits, and how many: the question's own set, read (and paged)
   * at once, before anything awaits, as the next question takes it again.
   */
  matches(q: IndexQuery): { total: number; bits: Bits } {
    this.scratch.reset();
    this.ints.reset();
    const c = this.choose(q);
    const bits = this.narrowed(c, [c.sub, c.vendor, c.price, c.stock, c.variant]);
    return { total: this.arena.popcountIn(bits, c.scope), bits };
  }

  /**
   * Disjunctive counts (DESIGN §9): each facet counts the products every other chosen filter leaves.
   * A facet whose own filter is not chosen counts the matches; one whose filter is chosen counts what
   * the others leave. Counting a set most of the category holds costs what counting the rest costs:
   * the category's tallies less the counts of the products left out.
   */
  facets(q: IndexQuery): FacetCounts {
    this.scratch.reset();
    this.ints.reset();
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
          : this.sizesIn(c, this.narrowed(c, [sub, vendor, price, stock, colours]))
        : plainSizes
          ? shared.sizes
          : this.sizesIn(c, matches);
    const colourCounts =
      colours !== null
        ? plainColours
          ? own(this.narrowed(c, [sub, vendor, price, stock]), { colours: true }).colours
          : this.coloursIn(c, this.narrowed(c, [sub, vendor, price, stock, sizes]))
        : plainColours
          ? shared.colours
          : this.coloursIn(c, matches);
    const subCounts = sub !== null ? own(this.narrowed(c, [vendor, price, stock, variant]), { subs: true }).subs : shared.subs;
    const vendorCounts = vendor !== null ? own(this.narrowed(c, [sub, price, stock, variant]), { vendors: true }).vendors : shared.vendors;
    const [minPriceCents, maxPriceCents] = this.priceSpan(
      price !== null ? this.narrowed(c, [sub, vendor, stock, variant]) : matches,
      c.scope,
    );

    const named = <K extends string>(counts: Int32Array, name: (code: number) => K | undefined) => {
      const out = new Map<K, number>();
      counts.forEach((n, code) => {
        const value = n > 0 ? name(code) : undefined;
        if (value !== undefined && value !== '') out.set(value, (out.get(value) ?? 0) + n);
      });
      return out;
    };
    return {
      total: this.arena.popcountIn(matches, c.scope),
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
    const n = this.arena.popcountIn(bits, c.scope);
    if (!c.searched && n * 2 > c.baseCount) {
      const rest = this.scratch.take(c.scope);
      const { base, scope } = c;
      this.arena.andNotIn(rest, base, bits, scope);
      const left = this.tallyOf(rest, want, c.category, scope);
      const less = (wanted: boolean | undefined, tally: Tallies, counts: Int32Array) => {
        if (wanted !== true) return counts;
        const out = this.ints.take(counts.length);
        tally.counts(c.category).forEach((k, code) => {
          if (code < out.length) out[code] = k - (counts[code] as number);
        });
        return out;
      };
      return {
        sizes: less(want.sizes, this.sizeTally, left.sizes),
        colours: less(want.colours, this.colourTally, left.colours),
        subs: less(want.subs, this.subTally, left.subs),
        vendors: less(want.vendors, this.vendorTally, left.vendors),
      };
    }
    return this.tallyOf(bits, want, c.category, c.scope);
  }

  /**
   * Counts over the slots of `over` (each asked kind; the others stay zero). Subcategories and shops
   * are a popcount per word (a word holds one group's and one shop's slots). Sizes or colours with
   * few values in the category are a popcount of `over` and each value's set; otherwise each
   * product's are read.
   */
  private tallyOf(over: Bits, want: Want, category: number, within: Scope): Counted {
    const scope = this.arena.scopeOf(over, within, this.ints);
    const n = this.arena.popcountIn(over, scope);
    const parts = this.partsOf(scope);
    // A product's sizes (or colours) read, against a word of a popcount per value, in the groups that have it.
    const bySets = (tally: Tallies) => {
      const inScope = tally.counts(category);
      let cost = 0;
      inScope.forEach((k, code) => {
        if (k === 0) return;
        parts.forEach((part, g) => {
          if (part.length > 0 && tally.has(g, code)) cost += CALL_COST + scopeWords(part) * WORD_COST;
        });
      });
      const cheaper = this.counting === 'cheapest' ? cost < n * PRODUCT_VALUES_COST : this.counting !== 'products';
      return cheaper ? inScope : null;
    };
    const sizeValues = want.sizes === true ? bySets(this.sizeTally) : null;
    const colourValues = want.colours === true ? bySets(this.colourTally) : null;
    const sizes = sizeValues
      ? this.countBySets(this.sizeBits, this.sizeTally, sizeValues, over, parts)
      : this.ints.take(this.sizeCodes.count);
    const colours = colourValues
      ? this.countBySets(this.colourBits, this.colourTally, colourValues, over, parts)
      : this.ints.take(this.colourCodes.count);
    const subs = this.ints.take(SUBCATEGORIES.length);
    const vendors = this.ints.take(this.vendorCodes.count);
    if (want.subs === true || want.vendors === true) {
      const { wordVendor, blockGroup } = this;
      for (const b of scope) {
        const sub = (blockGroup[b] as number) % SUBCATEGORIES.length;
        for (let w = b * BLOCK_WORDS; w < (b + 1) * BLOCK_WORDS; w++) {
          const v = over[w] as number;
          if (v === 0) continue;
          const k = bitCount(v);
          subs[sub] = (subs[sub] as number) + k;
          vendors[wordVendor[w] as number] = (vendors[wordVendor[w] as number] as number) + k;
        }
      }
    }
    const wantSizes = want.sizes === true && sizeValues === null;
    const wantColours = want.colours === true && colourValues === null;
    if (!wantSizes && !wantColours) return { sizes, colours, subs, vendors };
    const { start: sizeStart, count: sizeCount, data: sizeData } = this.sizesInStock;
    const { start: colourStart, count: colourCount, data: colourData } = this.coloursInStock;
    for (const s of this.arena.slotsIn(over, scope)) {
      if (wantSizes) {
        const to = (sizeStart[s] as number) + (sizeCount[s] as number);
        for (let j = sizeStart[s] as number; j < to; j++) sizes[sizeData[j] as number] = (sizes[sizeData[j] as number] as number) + 1;
      }
      if (wantColours) {
        const to = (colourStart[s] as number) + (colourCount[s] as number);
        for (let j = colourStart[s] as number; j < to; j++)
          colours[colourData[j] as number] = (colours[colourData[j] as number] as number) + 1;
      }
    }
    return { sizes, colours, subs, vendors };
  }

  /** Per value the category has, how many slots of `over` its set holds, over the parts of its scope in groups that have the value. */
  private countBySets(family: BitFamily, tally: Tallies, inScope: readonly number[], over: Bits, parts: readonly Scope[]): Int32Array {
    const counts = this.ints.take(inScope.length);
    const sets = inScope.map((k, code) => (k > 0 ? family.get(code) : undefined));
    // A part at a time, so that the kernels read its blocks' numbers once for every value.
    parts.forEach((part, g) => {
      if (part.length === 0) return;
      sets.forEach((set, code) => {
        if (set && tally.has(g, code)) counts[code] = (counts[code] as number) + this.arena.popcountAndIn(over, set, part);
      });
    });
    return counts;
  }

  /** A scope's blocks, by group. */
  private partsOf(scope: Scope): Scope[] {
    const sizes = this.ints.take(GROUPS);
    for (const b of scope) {
      const g = this.blockGroup[b] as number;
      sizes[g] = (sizes[g] as number) + 1;
    }
    const parts = Array.from(sizes, (n) => this.ints.take(n));
    const filled = this.ints.take(GROUPS);
    for (const b of scope) {
      const g = this.blockGroup[b] as number;
      (parts[g] as Int32Array)[filled[g] as number] = b;
      filled[g] = (filled[g] as number) + 1;
    }
    return parts;
  }

  /** The sizes each product of `bits` has in stock in a chosen colour. */
  private sizesIn(c: Chosen, bits: Bits): Int32Array {
    const inScope = this.sizeTally.counts(c.category);
    return this.valuesWith(bits, c.scope, this.sizeCodes.count, c.colourCodes, this.sizesOfColour, true, c.colourSel, inScope);
  }

  /** The colours each product of `bits` has in stock in a chosen size. */
  private coloursIn(c: Chosen, bits: Bits): Int32Array {
    const inScope = this.colourTally.counts(c.category);
    return this.valuesWith(bits, c.scope, this.colourCodes.count, c.sizeCodes, this.coloursOfSize, false, c.sizeSel, inScope);
  }

  /**
   * Per size (or colour), how many products of `bits` have a variant in stock pairing it with one
   * of the chosen colours (sizes), whichever way is cheapest: a look-up of each slot of the size ×
   * colour lists, a popcount of the bits and each value's size × colour sets, or a read of each
   * product's variants.
   */
  private valuesWith(
    bits: Bits,
    within: Scope,
    codes: number,
    chosen: readonly number[],
    partners: Map<number, Set<number>>,
    sizes: boolean,
    sel: Uint8Array | null,
    inScope: readonly number[],
  ): Int32Array {
    const counts = this.ints.take(codes);
    // Only values some product of the question's category has: a men's question counts no kids' sizes.
    const candidates = new Set<number>();
    for (const partner of chosen) for (const value of partners.get(partner) ?? []) if ((inScope[value] ?? 0) > 0) candidates.add(value);
    const scope = this.arena.scopeOf(bits, within, this.ints);
    const n = this.arena.popcountIn(bits, scope);
    const parts = this.partsOf(scope);
    const groups = parts.flatMap((part, g) => (part.length > 0 ? [g] : []));
    // A size × colour is found only in the groups that have the size: the value's (a size) or a chosen one (a colour).
    const chosenIn = groups.map((g) => chosen.some((partner) => this.sizeTally.has(g, partner)));
    const counted = (value: number, i: number) => (sizes ? this.sizeTally.has(groups[i] as number, value) : chosenIn[i] === true);
    const values = [...candidates];
    const pairs = values.map((value) => chosen.map((partner) => (sizes ? pack(value, partner) : pack(partner, value))));
    const listsOf = (v: number) => {
      const lists: number[][] = [];
      for (const pair of pairs[v] as number[])
        groups.forEach((g, i) => {
          const list = counted(values[v] as number, i) ? this.pairSlots.get(listKey(pair, g)) : undefined;
          if (list) lists.push(list);
        });
      return lists;
    };
    let byLists = 0;
    let bySets = 0;
    values.forEach((value, v) => {
      for (const list of listsOf(v)) byLists += list.length * LISTED_SLOT_COST;
      groups.forEach((g, i) => {
        if (counted(value, i)) bySets += CALL_COST + scopeWords(parts[g] as Scope) * unionWordCost(chosen.length);
      });
    });
    const byProducts = n * PRODUCT_VARIANTS_COST;
    const way =
      this.counting !== 'cheapest'
        ? this.counting
        : byLists <= bySets && byLists <= byProducts
          ? 'lists'
          : bySets <= byProducts
            ? 'sets'
            : 'products';
    if (way === 'lists') {
      values.forEach((value, v) => {
        counts[value] = this.countListed(bits, listsOf(v));
      });
      return counts;
    }
    if (way === 'sets') {
      const sets = pairs.map((ofValue) => ofValue.flatMap((pair) => this.pairBits.get(pair) ?? []));
      // A part at a time, so that the kernels read its blocks' numbers once for every value.
      groups.forEach((g, i) => {
        const part = parts[g] as Scope;
        values.forEach((value, v) => {
          const any = sets[v] as Bits[];
          if (any.length > 0 && counted(value, i)) counts[value] = (counts[value] as number) + this.arena.popcountAndAnyIn(bits, any, part);
        });
      });
      return counts;
    }
    const seen = this.ints.take(codes);
    const { start, count, data } = this.variants;
    for (const s of this.arena.slotsIn(bits, scope)) {
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
    return counts;
  }

  /** How many slots of `bits` the lists hold, each slot once. */
  private countListed(bits: Bits, lists: readonly (readonly number[])[]): number {
    let n = 0;
    if (lists.length === 1) {
      for (const s of lists[0] as number[]) if (((bits[s >>> 5] as number) & (1 << (s & 31))) !== 0) n++;
      return n;
    }
    this.lastStamp = (this.lastStamp + 1) >>> 0;
    if (this.lastStamp === 0) {
      this.metBy.fill(0);
      this.lastStamp = 1;
    }
    const stamp = this.lastStamp;
    const met = this.metBy;
    for (const list of lists) {
      for (const s of list) {
        if (met[s] !== stamp && ((bits[s >>> 5] as number) & (1 << (s & 31))) !== 0) {
          met[s] = stamp;
          n++;
        }
      }
    }
    return n;
  }

  /** Lowest and highest price among the slots: met first on a walk of the price order when they are many. */
  private priceSpan(bits: Bits, scope: Scope): [number | null, number | null] {
    const n = this.arena.popcountIn(bits, scope);
    if (n === 0) return [null, null];
    if (n * 32 < this.used) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const s of this.arena.slotsIn(bits, scope)) {
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

  /**
   * The base's slots priced within the bounds: the bands between the bounds' bands whole, and the
   * slots of the bounds' own bands checked one by one.
   */
  private priceRange(base: Bits, scope: Scope, min?: number, max?: number): Bits {
    const { arena } = this;
    const low = min === undefined ? -1 : bandOf(min);
    const high = max === undefined ? -1 : bandOf(max);
    const none = this.flagBits.of(NONE);
    const upTo = (band: number) => (band < 0 ? none : (this.upToBand.get(band) ?? none));
    // Not below the min's band, nor above the max's band: in, but for the slots of those two bands.
    const out = this.scratch.take(scope);
    arena.andNotIn(out, base, upTo(low - 1), scope);
    if (max !== undefined) arena.andIn(out, upTo(high), scope);
    // A bound at its band's lower end needs no check: all of the min's band is in, of the max's band only the price at its start.
    const minChecked = min !== undefined && PRICE_BANDS[low] !== min;
    const maxChecked = max !== undefined && PRICE_BANDS[high] !== max;
    const edge = this.scratch.take(scope);
    if (minChecked) arena.andOf(edge, out, upTo(low), scope);
    if (max !== undefined) {
      const top = this.scratch.take(scope);
      arena.andNotIn(top, out, upTo(high - 1), scope);
      if (maxChecked) arena.orIn(edge, top, scope);
      else {
        // Of the max's band, only the price at its start is in.
        arena.andNotIn(out, out, top, scope);
        arena.andIn(top, this.atBandStart.get(high) ?? none, scope);
        arena.orIn(out, top, scope);
      }
    }
    if (!minChecked && !maxChecked) return out;
    arena.andNotIn(out, out, edge, scope);
    const lo = min ?? Number.NEGATIVE_INFINITY;
    const hi = max ?? Number.POSITIVE_INFINITY;
    for (const s of arena.slotsIn(edge, scope)) {
      const p = this.price[s] as number;
      if (p >= lo && p <= hi) add(out, s);
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

  /** A page of products as lists send them (the JSON of a ProductSummary list, UTF-8), in the order of `slots`. */
  cards(slots: readonly number[]): Buffer {
    return this.cardBytes.page(slots, (s) => this.vendorNamesJson.get(this.vendorByCode[this.vendor[s] as number] ?? 0) ?? NO_NAME);
  }

  /** As `page`, the slots. */
  pageSlots(bits: Bits, sort: Sort, first: Bits | null, offset: number, limit: number): number[] {
    const { arena } = this;
    const scope = arena.scopeOf(bits, undefined, this.ints);
    const parts = [bits];
    if (first) {
      const firsts = this.scratch.take(scope);
      const rest = this.scratch.take(scope);
      arena.andOf(firsts, bits, first, scope);
      arena.andNotIn(rest, bits, first, scope);
      parts.splice(0, 1, firsts, rest);
    }
    const out: number[] = [];
    let skip = offset;
    for (const part of parts) {
      if (out.length >= limit) break;
      const n = arena.popcountIn(part, scope);
      if (skip >= n) {
        skip -= n;
        continue;
      }
      out.push(...this.ordered(part, scope, n, sort, skip, limit - out.length));
      skip = 0;
    }
    return out;
  }

  /**
   * The `k` slots after `skip` of the `n` of `bits` in the sort's order: met on a walk of the kept
   * order, which passes about (skip + k) / n of the shop, or read out and the first of them sorted,
   * whichever is cheaper.
   */
  private ordered(bits: Bits, scope: Scope, n: number, sort: Sort, skip: number, k: number): number[] {
    const order = sort === 'price_asc' || sort === 'price_desc' ? this.byPrice : sort === 'newest' ? this.byNewest : this.byPopularity;
    const byWalk = (((skip + k) * this.used) / Math.max(n, 1)) * WALKED_SLOT_COST;
    const bySort = scopeWords(scope) * SCANNED_WORD_COST + n * SORTED_SLOT_COST;
    if (byWalk <= bySort) return order.walk(bits, skip, k, sort === 'price_desc');
    return order.first(this.arena.slotsIn(bits, scope), skip, k, sort === 'price_desc');
  }

  /** The live products of one category. */
  inCategory(category: Category): Bits {
    return this.categorySet(CATEGORIES.indexOf(category));
  }

  /** Slots as bits, in one of the search's sets. */
  bitsOf(slots: ArrayLike<number>): Bits {
    const out = this.searchSet();
    for (let i = 0; i < slots.length; i++) add(out, slots[i] as number);
    return out;
  }
}

/**
 * A product's card as JSON in two parts, before and after its shop's name: each part an object
 * with the ProductSummary fields in the schema's order (a field the contract adds fails to compile).
 */
function cardParts(p: IndexedProduct): [string, string] {
  const before: Omit<ProductSummary, 'vendorName' | 'inStock' | 'colours'> = {
    productId: p.id,
    productName: p.name,
    price: fromCents(p.priceCents),
    imageUrl: p.imageUrl,
    categoryName: p.category,
    description: p.description,
  };
  const after: Pick<ProductSummary, 'inStock' | 'colours'> = {
    inStock: p.stock > 0,
    colours: p.colours.map(({ name, hex }) => ({ name, hex })),
  };
  return [`${JSON.stringify(before).slice(0, -1)},"vendorName":`, `,${JSON.stringify(after).slice(1)}`];
}

/** A shop with no name yet, on a card. */
const NO_NAME = Buffer.from('""');

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
