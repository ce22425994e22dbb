import { grown } from './arrays.js';

/**
 * Each slot's product card as lists send it, UTF-8 JSON in one growing buffer outside the
 * JavaScript heap, in two parts around the shop's name (a rename shows at once). A page is these
 * copied into one buffer: nothing built, encoded or measured per request, and nothing for the
 * garbage collector to walk per product.
 */
export class CardBytes {
  private bytes: Buffer;
  private used = 0;
  /** Bytes of cards replaced or gone, reclaimed when the buffer next fills. */
  private unused = 0;
  /** Per slot: whether it has a card, where the card starts, where the shop's name goes, where it ends. */
  private present = new Uint8Array(0);
  private start = new Int32Array(0);
  private middle = new Int32Array(0);
  private end = new Int32Array(0);

  /** `initialBytes`: room before the first growth (tests start small). */
  constructor(initialBytes = 1 << 16) {
    this.bytes = Buffer.alloc(initialBytes);
  }

  /** Room for slots below `capacity`. */
  grow(capacity: number): void {
    this.present = grown(this.present, capacity);
    this.start = grown(this.start, capacity);
    this.middle = grown(this.middle, capacity);
    this.end = grown(this.end, capacity);
  }

  /** Bytes it holds. */
  byteSize(): number {
    return this.bytes.length + this.present.byteLength + this.start.byteLength + this.middle.byteLength + this.end.byteLength;
  }

  /** The slot's card: `head` before the shop's name, `tail` after it. */
  set(slot: number, head: string, tail: string): void {
    this.drop(slot);
    const length = Buffer.byteLength(head) + Buffer.byteLength(tail);
    if (this.used + length > this.bytes.length) this.makeRoom(length);
    this.start[slot] = this.used;
    this.used += this.bytes.write(head, this.used);
    this.middle[slot] = this.used;
    this.used += this.bytes.write(tail, this.used);
    this.end[slot] = this.used;
    this.present[slot] = 1;
  }

  /** The slot has no card (its product is gone). */
  drop(slot: number): void {
    this.unused += (this.end[slot] as number) - (this.start[slot] as number);
    this.present[slot] = 0;
    this.start[slot] = 0;
    this.middle[slot] = 0;
    this.end[slot] = 0;
  }

  has(slot: number): boolean {
    return this.present[slot] === 1;
  }

  clear(): void {
    this.present.fill(0);
    this.start.fill(0);
    this.middle.fill(0);
    this.end.fill(0);
    this.used = 0;
    this.unused = 0;
  }

  /** The JSON list of the cards of `slots` that have one, in that order, each with its shop's name (JSON) from `shop`. */
  page(slots: readonly number[], shop: (slot: number) => Buffer): Buffer {
    let length = 2;
    let cards = 0;
    for (const s of slots) {
      if (!this.has(s)) continue;
      length += (this.end[s] as number) - (this.start[s] as number) + shop(s).length + (cards++ > 0 ? 1 : 0);
    }
    const out = Buffer.allocUnsafe(length);
    let at = 0;
    out[at++] = 0x5b; // [
    for (const s of slots) {
      if (!this.has(s)) continue;
      if (at > 1) out[at++] = 0x2c; // ,
      at += this.bytes.copy(out, at, this.start[s] as number, this.middle[s] as number);
      at += shop(s).copy(out, at);
      at += this.bytes.copy(out, at, this.middle[s] as number, this.end[s] as number);
    }
    out[at++] = 0x5d; // ]
    return out;
  }

  /**
   * After a bulk load: room for twice the live cards, the size later writes keep it at (replaced
   * cards are then reclaimed, not grown over).
   */
  settle(): void {
    if (this.bytes.length < 2 * (this.used - this.unused)) this.makeRoom(0);
  }

  /** Copies the live cards to the front of a buffer big enough for them and `more` bytes, at least twice what they hold. */
  private makeRoom(more: number): void {
    const live = this.used - this.unused;
    const next = Buffer.alloc(Math.max(this.bytes.length, 2 * (live + more)));
    let at = 0;
    for (let s = 0; s < this.start.length; s++) {
      if (!this.has(s)) continue;
      const start = this.start[s] as number;
      const shift = at - start;
      at += this.bytes.copy(next, at, start, this.end[s] as number);
      this.start[s] = start + shift;
      this.middle[s] = (this.middle[s] as number) + shift;
      this.end[s] = (this.end[s] as number) + shift;
    }
    this.bytes = next;
    this.used = at;
    this.unused = 0;
  }
}
