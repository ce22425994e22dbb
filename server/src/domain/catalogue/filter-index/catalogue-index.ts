import { CATEGORIES, type Category, type Sort } from '@seamline/contract';
import { add, type Bits } from './bits.js';
import { cardsOf, nameVendor } from './cards.js';
import { facetCounts } from './facet-counts.js';
import type { Counting, FacetCounts, IndexedProduct, IndexQuery } from './model.js';
import { pageSlots } from './paging.js';
import { type IndexMemory, memoryOf } from './memory.js';
import { matches } from './questions.js';
import { searchSet, slotsOfTerm, termCode, termWeigher } from './search-terms.js';
import { IndexState } from './state.js';
import { hexOf } from './swatches.js';
import { put } from './writes.js';

export type { IndexMemory } from './memory.js';
export type { Counting, FacetCounts, IndexedProduct, IndexQuery, Weight } from './model.js';

/**
 * The index cannot answer: something failed inside it (its memory full, a fault). Catalogue routes
 * answer without it (SQL) or 503 with a message, never 500; the feed reads the shop anew.
 */
export class IndexUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the filters index cannot answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'IndexUnavailableError';
  }
}

/** Runs the index's work, any failure inside it turned into IndexUnavailableError. */
function answer<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    throw err instanceof IndexUnavailableError ? err : new IndexUnavailableError(err);
  }
}

/**
 * Every live product's filterable facts, held so that a question over the whole shop is a few
 * word-wide operations on bit sets (a set per category, subcategory, shop, size, colour and
 * size × colour) instead of a count over joined tables: counting 100,000 products and 600,000
 * variants per facet took PostgreSQL half a second. Facets of a question that filters nothing but
 * the category come from tallies kept as products change. It holds no answers: every question is
 * computed from the facts, which the feed keeps equal to the database (feed.ts).
 *
 * This class is the folder's one door: each method hands its job to the file that does it
 * (README.md maps them). Sets it hands out are working sets of the question (or search) that made
 * them, valid until the next one begins.
 */
export class CatalogueIndex {
  private readonly state: IndexState;

  /** How facets count sizes and colours: the cheapest way for each question, or (in tests) always one way. */
  constructor(counting: Counting = 'cheapest') {
    this.state = new IndexState(counting);
  }

  // ——— Writes (writes.ts, cards.ts) ———

  /** Replaces what the index knows of these products (new, changed or deleted). */
  put(products: readonly IndexedProduct[]): void {
    answer(() => put(this.state, products));
  }

  /** A vendor's shop name (a rename shows in facets and filters at once). */
  nameVendor(vendorId: number, name: string | null, slug: string | null = ''): void {
    nameVendor(this.state, vendorId, name, slug);
  }

  clear(): void {
    this.state.clear();
  }

  // ——— Slots ———

  /** Per slot, its product's id. */
  get ids(): Int32Array {
    return this.state.ids;
  }

  /** How many live products the shop, or one category of it, has. */
  count(category?: Category): number {
    const ix = this.state;
    return answer(() =>
      ix.arena.popcountIn(category === undefined ? ix.liveBits : ix.categories.of(CATEGORIES.indexOf(category)), ix.wholeShop()),
    );
  }

  /** Every slot of a live product. */
  liveSlots(): number[] {
    return this.state.liveSlots();
  }

  /** The slot of a product id, if the index has it live. */
  slotOfId(id: number): number | undefined {
    const s = this.state.slotOf.get(id);
    return s !== undefined && this.state.live[s] === 1 ? s : undefined;
  }

  // ——— Questions (questions.ts, facet-counts.ts, paging.ts) ———

  /** Every match of the question, as bits, and how many: a working set of the question, read (and paged) before the next begins. */
  matches(q: IndexQuery): { total: number; bits: Bits } {
    return answer(() => matches(this.state, q));
  }

  /** Disjunctive facet counts (docs/architecture.md#browse-filters). */
  facets(q: IndexQuery): FacetCounts {
    return answer(() => facetCounts(this.state, q));
  }

  /** The slots of one page of the matches in the sort asked (popularity when none), those in `first` before the rest. */
  pageSlots(bits: Bits, sort: Sort, first: Bits | null, offset: number, limit: number): number[] {
    return answer(() => pageSlots(this.state, bits, sort, first, offset, limit));
  }

  /** As `pageSlots`, the products' ids. */
  page(bits: Bits, sort: Sort, first: Bits | null, offset: number, limit: number): number[] {
    return this.pageSlots(bits, sort, first, offset, limit).map((s) => this.state.ids[s] as number);
  }

  /** A page of products as lists send them (the JSON of a ProductSummary list, UTF-8), in the order of `slots`. */
  cards(slots: readonly number[]): Buffer {
    return answer(() => cardsOf(this.state, slots));
  }

  /** The live products of one category: read only. */
  inCategory(category: Category): Bits {
    return this.state.categories.of(CATEGORIES.indexOf(category));
  }

  /** The live products: read only. */
  liveSet(): Bits {
    return this.state.liveBits;
  }

  /** The hex most live variants of this colour give (ties: the smaller), or null. */
  hexOf(colour: string): string | null {
    return hexOf(this.state, colour);
  }

  // ——— Searches (search-terms.ts; text-query.ts joins them) ———

  /**
   * Runs one search's work on the index: its matches are worked out in the search's working sets,
   * which are taken back (and, under tests, refused from then on) when `work` returns. `work` is
   * synchronous, so no caller can hold them across an await.
   */
  searching<T>(work: () => T): T {
    const sets = this.state.searchSets;
    return answer(() => {
      sets.reset();
      try {
        return work();
      } finally {
        sets.reset();
      }
    });
  }

  /** A search term's code; -1 for a term no product holds. */
  termCode(term: string): number {
    return termCode(this.state, term);
  }

  /** The live products holding the term: read only (kept bits, or a working set of the search). */
  slotsOfTerm(code: number): Bits {
    return slotsOfTerm(this.state, code);
  }

  /** ts_rank's weight of the best field holding the term, for any slot (0 where the product does not hold it). */
  termWeigher(code: number): (slot: number) => number {
    return termWeigher(this.state, code);
  }

  /** An empty working set of the search under way. */
  searchSet(): Bits {
    return searchSet(this.state);
  }

  /** A copy of `bits` (the index's) among the search's working sets. */
  searchCopy(bits: Bits): Bits {
    const out = this.searchSet();
    this.state.arena.copyIn(out, bits, this.state.wholeShop());
    return out;
  }

  /** `into` := `into` AND `other`, OR `other`, or AND NOT `other`, over the whole shop; both sets the index's. */
  join(into: Bits, other: Bits, how: 'and' | 'or' | 'and not'): void {
    const { arena } = this.state;
    const all = this.state.wholeShop();
    if (how === 'and') arena.andIn(into, other, all);
    else if (how === 'or') arena.orIn(into, other, all);
    else arena.andNotIn(into, into, other, all);
  }

  /** Slots as bits, in one of the search's working sets. */
  bitsOf(slots: ArrayLike<number>): Bits {
    const out = this.searchSet();
    for (let i = 0; i < slots.length; i++) add(out, slots[i] as number);
    return out;
  }

  /** The work of the last question (matches or facets, and the pages read of its matches since): words and product rows read. */
  lastWork(): { words: number; rows: number } {
    const { words, rows } = this.state.work;
    return { words, rows };
  }

  /** What the index holds now, counted deterministically: its WebAssembly memory in use, arrays and entries. */
  memory(): IndexMemory {
    return memoryOf(this.state);
  }
}
