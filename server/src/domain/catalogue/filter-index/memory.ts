import type { IndexState } from './state.js';

/** What the index holds, counted deterministically (no garbage collector in it). */
export interface IndexMemory {
  /** WebAssembly memory the bit sets reach: the kernels' ints, then every set ever held at once. */
  wasmBytes: number;
  /** Bit sets held now. */
  sets: number;
  /** Typed arrays and buffers: per-slot facts, runs, cards, kept orders, counting space. */
  arrayBytes: number;
  /** Entries of maps, lists and sets kept per value (codes, postings, pair lists, tallies, swatches). */
  entries: number;
  /** All of it, an entry counted as ENTRY_BYTES. */
  bytes: number;
}

/** What an entry of a Map or number[] costs at least in V8 (a key and a value slot). */
const ENTRY_BYTES = 16;

export function memoryOf(ix: IndexState): IndexMemory {
  const { bytes: wasmBytes, sets } = ix.arena.usage();
  const perSlot = [
    ix.ids,
    ix.live,
    ix.category,
    ix.subcategory,
    ix.vendor,
    ix.price,
    ix.inStock,
    ix.onSale,
    ix.sold,
    ix.created,
    ix.countedBy,
    ix.wordVendor,
  ];
  const arrayBytes =
    perSlot.reduce((n, a) => n + a.byteLength, 0) +
    [ix.variants, ix.hexes, ix.sizesInStock, ix.coloursInStock, ix.terms].reduce((n, runs) => n + runs.byteSize(), 0) +
    ix.cardBytes.byteSize() +
    ix.orders.reduce((n, o) => n + o.byteSize(), 0) +
    ix.ints.byteSize() +
    [...ix.termWeightBits.values()].reduce((n, a) => n + a.byteLength, 0);
  const lengths = (lists: Iterable<{ length: number } | undefined>) => {
    let n = 0;
    for (const list of lists) n += 1 + (list?.length ?? 0);
    return n;
  };
  const sizes = (sets: Iterable<{ size: number }>) => {
    let n = 0;
    for (const set of sets) n += 1 + set.size;
    return n;
  };
  const entries =
    [ix.sizeCodes, ix.colourCodes, ix.hexCodes, ix.vendorCodes, ix.termCodes].reduce((n, codes) => n + codes.count, 0) +
    lengths(ix.postings) +
    lengths(ix.pairSlots.values()) +
    sizes(ix.coloursOfSize.values()) +
    sizes(ix.sizesOfColour.values()) +
    sizes(ix.hexTally.values()) +
    ix.hexUses.length +
    [ix.sizeTally, ix.colourTally, ix.subcategoryTally, ix.vendorTally].reduce((n, t) => n + lengths(t.byGroup), 0) +
    ix.slotOf.size +
    lengths(ix.freeSlotsOf.values());
  return { wasmBytes, sets, arrayBytes, entries, bytes: wasmBytes + arrayBytes + entries * ENTRY_BYTES };
}
