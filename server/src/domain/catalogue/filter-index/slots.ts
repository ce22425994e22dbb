import { BLOCK_SLOTS, BLOCK_WORDS } from './bits.js';
import { shelfOf } from './model.js';
import type { IndexState } from './state.js';

/**
 * Slots are handed out in whole blocks (bits.ts BLOCK_SLOTS) of one group (category ×
 * subcategory), whose words each hold one shop's products: a shelf is a group and a shop. A
 * question's subcategory and shop counts are then a popcount per word, not a read per product
 * (decision 086).
 */

/** The shelf a slot is on. */
function shelfOfSlot(ix: IndexState, slot: number): number {
  return shelfOf(ix.blockGroup[Math.floor(slot / BLOCK_SLOTS)] as number, ix.wordVendor[slot >>> 5] as number);
}

/** The product's slot, if it has one that is not on this shelf: it must be emptied and let go (letGo). */
export function movedSlot(ix: IndexState, id: number, group: number, vendor: number): number | undefined {
  const known = ix.slotOf.get(id);
  return known !== undefined && shelfOfSlot(ix, known) !== shelfOf(group, vendor) ? known : undefined;
}

/** The product's slot on the shelf: the one it has, a let-go one, or a new one. */
export function slotFor(ix: IndexState, id: number, group: number, vendor: number): number {
  const known = ix.slotOf.get(id);
  if (known !== undefined) return known;
  const slot = ix.freeSlotsOf.get(shelfOf(group, vendor))?.pop() ?? nextSlot(ix, group, vendor);
  ix.slotOf.set(id, slot);
  ix.ids[slot] = id;
  return slot;
}

/** Keeps an emptied slot (its product moved to another group) for the next product of the same shelf. */
export function letGo(ix: IndexState, slot: number): void {
  ix.slotOf.delete(ix.ids[slot] as number);
  ix.live[slot] = 0;
  const shelf = shelfOfSlot(ix, slot);
  const free = ix.freeSlotsOf.get(shelf) ?? [];
  free.push(slot);
  ix.freeSlotsOf.set(shelf, free);
}

function nextSlot(ix: IndexState, group: number, vendor: number): number {
  const shelf = shelfOf(group, vendor);
  let slot = ix.nextSlotOf.get(shelf);
  if (slot === undefined) {
    const word = nextWord(ix, group);
    ix.wordVendor[word] = vendor;
    slot = word * 32;
  }
  if ((slot + 1) % 32 === 0) ix.nextSlotOf.delete(shelf);
  else ix.nextSlotOf.set(shelf, slot + 1);
  return slot;
}

function nextWord(ix: IndexState, group: number): number {
  let word = ix.nextWordOf.get(group);
  if (word === undefined) {
    if (ix.used === ix.capacity) ix.grow();
    word = ix.used / 32;
    ix.blockGroup[ix.used / BLOCK_SLOTS] = group;
    ix.used += BLOCK_SLOTS;
  }
  if ((word + 1) % BLOCK_WORDS === 0) ix.nextWordOf.delete(group);
  else ix.nextWordOf.set(group, word + 1);
  return word;
}
