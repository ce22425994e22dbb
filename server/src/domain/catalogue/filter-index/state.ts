import { ALL_SIZES } from '@seamline/contract';
import { grown } from './arrays.js';
import { BitArena } from './bit-arena.js';
import { BitFamily } from './bit-family.js';
import { BLOCK_WORDS, type Bits, type Scope, wordsFor } from './bits.js';
import { CardBytes } from './card-bytes.js';
import { Codes } from './codes.js';
import { type Counting, IN_STOCK, LIVE, ON_SALE } from './model.js';
import { Runs } from './runs.js';
import { SortedSlots } from './sorted-slots.js';
import { Tallies } from './tallies.js';
import { Work } from './work.js';
import { WorkingInts, WorkingSets } from './working-sets.js';

/**
 * What the index knows, in one place: every live product's filterable facts by slot, the bit sets,
 * tallies and kept orders built from them, the codes of their values, and the working sets of the
 * question being answered. The other files of the folder each do one job over it (README.md).
 */
export class IndexState {
  constructor(readonly counting: Counting = 'cheapest') {}

  /** The work of the question being answered (work.ts). */
  readonly work = new Work();
  /** Every bit set of the index, and the questions' working sets, in memory the word loops run over. */
  readonly arena = new BitArena(0, this.work);
  /** Slots the per-slot arrays have room for. */
  capacity = 0;
  /** Slots handed out so far: whole blocks of one group (slots.ts). */
  used = 0;
  /** Words of every set. */
  words = 0;

  // ——— Slot allocation (slots.ts) ———
  readonly slotOf = new Map<number, number>();
  /** Per block, its group. */
  blockGroup: number[] = [];
  /** Per word, the shop (vendor code) its slots hold. */
  wordVendor = new Int32Array(0);
  /** Per group, the next word of its newest block, when that has room. */
  readonly nextWordOf = new Map<number, number>();
  /** Per shelf (group and shop), the next slot of its newest word, when that has room. */
  readonly nextSlotOf = new Map<number, number>();
  /** Per shelf, slots let go by products that moved to another group. */
  readonly freeSlotsOf = new Map<number, number[]>();

  // ——— Per slot, its product's facts ———
  ids = new Int32Array(0);
  live = new Uint8Array(0);
  category = new Uint8Array(0);
  subcategory = new Uint8Array(0);
  vendor = new Int32Array(0);
  price = new Int32Array(0);
  inStock = new Uint8Array(0);
  /** 1 when the card shows a 'was' price above the price. */
  onSale = new Uint8Array(0);
  sold = new Int32Array(0);
  created = new Float64Array(0);
  /** Per slot, the product's card as lists send it: a live product has one, a deleted or let-go slot none. */
  readonly cardBytes = new CardBytes();
  /** Per slot, its variants' pairs (model.ts pairOf) and hex codes, and its distinct sizes and colours in stock. */
  readonly variants = new Runs();
  readonly hexes = new Runs();
  readonly sizesInStock = new Runs();
  readonly coloursInStock = new Runs();

  // ——— Values and their codes ———
  readonly sizeCodes = new Codes(ALL_SIZES);
  readonly colourCodes = new Codes();
  readonly hexCodes = new Codes();
  readonly vendorCodes = new Codes();
  /** Per vendor code, the vendor id. */
  vendorByCode: number[] = [0];
  /** Each shop's name, and as JSON for the cards, by vendor id. */
  readonly vendorNames = new Map<number, string>();
  readonly vendorNamesJson = new Map<number, Buffer>();
  /** How many live variants give each colour each hex: a colour's swatch is its most common one. */
  readonly hexTally = new Map<number, Map<number, number>>();
  /** Per hex code, how many live variants give it (vocabulary.ts). */
  hexUses: number[] = [];

  // ——— Search terms (search-terms.ts) ———
  /** Per slot, its terms' codes (shifted, with their weight class) in ascending order. */
  readonly terms = new Runs();
  readonly termCodes = new Codes();
  /** Per term, the slots holding it, ascending (none: the code is free). */
  postings: (number[] | undefined)[] = [];
  /** Bits of the terms many products hold, dropped when their postings change. */
  readonly termBits = new BitFamily(this.arena);
  /** Of the same terms, per slot the weight class of the best field holding it, plus one (0: it does not), four bits a slot. */
  readonly termWeightBits = new Map<number, Uint8Array>();
  /** Working sets of the search under way. */
  readonly searchSets = new WorkingSets(this.arena, 'a search');

  // ——— Bit sets of live slots, by value ———
  readonly flags = new BitFamily(this.arena);
  readonly categories = new BitFamily(this.arena);
  readonly subcategories = new BitFamily(this.arena);
  readonly vendors = new BitFamily(this.arena);
  readonly sizes = new BitFamily(this.arena);
  readonly colours = new BitFamily(this.arena);
  readonly pairs = new BitFamily(this.arena);
  /** Per price band, the live slots priced in it or a cheaper one; and priced exactly at its lower end (price-bands.ts). */
  readonly upToBand = new BitFamily(this.arena);
  readonly atBandStart = new BitFamily(this.arena);
  /** Per pair and group (model.ts pairInGroup), the same slots as an ascending list: few, so counting them can beat a pass over the words. */
  readonly pairSlots = new Map<number, number[]>();
  /** The colours each size has a pair set with, and the sizes each colour has one with. */
  readonly coloursOfSize = new Map<number, Set<number>>();
  readonly sizesOfColour = new Map<number, Set<number>>();

  readonly sizeTally = new Tallies();
  readonly colourTally = new Tallies();
  readonly subcategoryTally = new Tallies();
  readonly vendorTally = new Tallies();

  // ——— Kept orders (paging.ts) ———
  readonly byPopularity = new SortedSlots(
    (a, b) => (this.sold[b] as number) - (this.sold[a] as number) || (this.ids[b] as number) - (this.ids[a] as number),
    () => this.liveSlots(),
    this.work,
  );
  readonly byPrice = new SortedSlots(
    (a, b) => (this.price[a] as number) - (this.price[b] as number) || (this.ids[a] as number) - (this.ids[b] as number),
    () => this.liveSlots(),
    this.work,
  );
  readonly byNewest = new SortedSlots(
    (a, b) => (this.created[b] as number) - (this.created[a] as number) || (this.ids[b] as number) - (this.ids[a] as number),
    () => this.liveSlots(),
    this.work,
  );
  /** On sale first, then by popularity (docs/decisions/270). */
  readonly bySale = new SortedSlots(
    (a, b) =>
      (this.onSale[b] as number) - (this.onSale[a] as number) ||
      (this.sold[b] as number) - (this.sold[a] as number) ||
      (this.ids[b] as number) - (this.ids[a] as number),
    () => this.liveSlots(),
    this.work,
  );
  readonly orders = [this.byPopularity, this.byPrice, this.byNewest, this.bySale];

  // ——— The question being answered ———
  /** Its working sets. */
  readonly working = new WorkingSets(this.arena);
  /** Its counts and scopes. */
  readonly ints = new WorkingInts();
  /** Per slot, the stamp of the count that last counted it (counting a union of lists once per slot). */
  countedBy = new Uint32Array(0);
  lastStamp = 0;
  private allBlocks = new Int32Array(0);

  /** The live slots. */
  get liveBits(): Bits {
    return this.flags.of(LIVE);
  }

  /** The slots of products in stock. */
  get stockBits(): Bits {
    return this.flags.of(IN_STOCK);
  }

  /** The slots of products on sale. */
  get saleBits(): Bits {
    return this.flags.of(ON_SALE);
  }

  /** Every slot of a live product, ascending. */
  liveSlots(): number[] {
    return Array.from(this.arena.slotsIn(this.liveBits, this.wholeShop()));
  }

  /** Every block, as a scope. */
  wholeShop(): Scope {
    const blocks = Math.ceil(this.words / BLOCK_WORDS);
    if (this.allBlocks.length !== blocks) this.allBlocks = Int32Array.from({ length: blocks }, (_, b) => b);
    return this.allBlocks;
  }

  /** Room for twice the slots (at least 1,024). */
  grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    this.ids = grown(this.ids, capacity);
    this.live = grown(this.live, capacity);
    this.category = grown(this.category, capacity);
    this.subcategory = grown(this.subcategory, capacity);
    this.vendor = grown(this.vendor, capacity);
    this.price = grown(this.price, capacity);
    this.inStock = grown(this.inStock, capacity);
    this.onSale = grown(this.onSale, capacity);
    this.sold = grown(this.sold, capacity);
    this.created = grown(this.created, capacity);
    this.countedBy = grown(this.countedBy, capacity);
    const words = wordsFor(capacity);
    this.wordVendor = grown(this.wordVendor, words);
    this.cardBytes.grow(capacity);
    this.arena.grow(words);
    this.words = words;
    this.capacity = capacity;
  }

  /** Forgets every product (the shop was emptied and is read anew). */
  clear(): void {
    this.used = 0;
    this.slotOf.clear();
    this.blockGroup = [];
    this.nextWordOf.clear();
    this.nextSlotOf.clear();
    this.freeSlotsOf.clear();
    this.cardBytes.clear();
    this.live.fill(0);
    for (const runs of [this.variants, this.hexes, this.sizesInStock, this.coloursInStock, this.terms]) runs.clear();
    this.postings = [];
    this.termWeightBits.clear();
    this.hexTally.clear();
    this.hexUses = [];
    for (const codes of [this.colourCodes, this.hexCodes, this.termCodes]) codes.clear();
    for (const family of this.families()) family.clear();
    this.coloursOfSize.clear();
    this.pairSlots.clear();
    this.sizesOfColour.clear();
    for (const tally of [this.sizeTally, this.colourTally, this.subcategoryTally, this.vendorTally]) tally.clear();
    for (const o of this.orders) o.invalidate();
  }

  private families(): BitFamily[] {
    const { flags, categories, subcategories, vendors, sizes, colours, pairs, upToBand, atBandStart, termBits } = this;
    return [flags, categories, subcategories, vendors, sizes, colours, pairs, upToBand, atBandStart, termBits];
  }
}
