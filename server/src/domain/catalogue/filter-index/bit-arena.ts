import { BIT_KERNELS_BASE64 } from './bit-kernels.js';
import { BLOCK_WORDS, type Bits, type Scope } from './bits.js';
import { CHECKED, checkAlive } from './lifetimes.js';
import { Work } from './work.js';

/** The compiled word loops of bit-kernels.wat. */
interface Kernels {
  popcount_in(a: number, scope: number, n: number): number;
  popcount_and_in(a: number, b: number, scope: number, n: number): number;
  popcount_and_any_in(a: number, sets: number, k: number, scope: number, n: number): number;
  and_all_in(out: number, a: number, sets: number, k: number, scope: number, n: number): void;
  combine_in(op: number, out: number, a: number, b: number, scope: number, n: number): void;
  scope_of(a: number, within: number, n: number, out: number): number;
  slots_in(a: number, scope: number, n: number, out: number): number;
}

const AND = 0;
const OR = 1;
const AND_NOT = 2;
const COPY = 3;

const PAGE_BYTES = 65_536;
/** The kernels' memory may grow to 1 GiB (bit-kernels.wat): 50,000 sets of a million slots' bits. */
const MAX_PAGES = 16_384;
/** At most this many sets are joined by one popcountAndAnyIn. */
const MAX_JOINED = 1024;

let compiled: WebAssembly.Module | undefined;
const kernelsModule = () => {
  compiled ??= new WebAssembly.Module(Buffer.from(BIT_KERNELS_BASE64, 'base64'));
  return compiled;
};

/**
 * Where the filters index keeps its bit sets: one WebAssembly memory, whose word loops
 * (bit-kernels.wat) read 128 bits at a time, five to eight times the speed of the same loop in
 * JavaScript (decision 087). Every set has the same number of words; a set is a Uint32Array
 * over the memory, so the index reads and writes single bits as before. The memory is shared
 * (a SharedArrayBuffer) only so that growing it keeps every set already handed out valid; no
 * other thread uses it. Only `grow`, which every set's length follows, moves sets: a set held
 * across it must be asked for again.
 */
export class BitArena {
  private readonly memory = new WebAssembly.Memory({ initial: 1, maximum: MAX_PAGES, shared: true });
  private readonly k: Kernels;
  private words = 0;
  /** Ints the kernels read and write beside the sets: a scope, scopeOf's blocks, joined sets' addresses, slotsIn's slots. */
  private ints = new Int32Array(0);
  private intsBase = 0;
  private setsBase = 0;
  private views: Bits[] = [];
  private readonly free: number[] = [];
  /** The memory's buffers so far (a grown shared memory has a new one): under tests, what `at` accepts. */
  private readonly buffers = new WeakSet<ArrayBufferLike>();
  /** The scope the ints hold now (copied in once for a run of calls over it). */
  private copied: Scope | null = null;
  /** Where in the ints the joined sets' addresses and slotsIn's slots go. */
  private joinedAt = 0;
  private slotsAt = 0;

  /** `work`: where the words its kernels read are counted. */
  constructor(
    words = 0,
    readonly work = new Work(),
  ) {
    this.k = new WebAssembly.Instance(kernelsModule(), { env: { memory: this.memory } }).exports as unknown as Kernels;
    if (CHECKED) this.buffers.add(this.memory.buffer);
    this.layout(words);
  }

  /** A new empty set. */
  alloc(): number {
    const id = this.free.pop() ?? this.views.length;
    if (id === this.views.length) {
      this.reserve(this.setsBase + (id + 1) * this.words * 4);
      this.views.push(new Uint32Array(this.memory.buffer, this.setsBase + id * this.words * 4, this.words));
    }
    const set = this.views[id] as Bits;
    set.fill(0);
    return id;
  }

  /** The set `id` as it is now (its view changes when the arena grows). */
  view(id: number): Bits {
    return this.views[id] as Bits;
  }

  /** A new view of the set `id` (views handed out before stay valid until the arena grows). */
  freshView(id: number): Bits {
    const view = this.views[id] as Bits;
    return new Uint32Array(view.buffer, view.byteOffset, view.length);
  }

  /** Bytes of its memory that sets reach (the ints, then every set ever held at once) and the sets held now. */
  usage(): { bytes: number; sets: number } {
    return { bytes: this.setsBase + this.views.length * this.words * 4, sets: this.views.length - this.free.length };
  }

  release(id: number): void {
    this.free.push(id);
  }

  /** Every set to `words` words, keeping what each holds. */
  grow(words: number): void {
    if (words > this.words) this.layout(words);
  }

  // ——— The kernels; every set given must be one of this arena's ———

  popcountIn(bits: Bits, scope: Scope): number {
    this.work.words += scope.length * BLOCK_WORDS;
    return this.k.popcount_in(this.at(bits), this.scope(scope), scope.length);
  }

  popcountAndIn(a: Bits, b: Bits, scope: Scope): number {
    this.work.words += 2 * scope.length * BLOCK_WORDS;
    return this.k.popcount_and_in(this.at(a), this.at(b), this.scope(scope), scope.length);
  }

  popcountAndAnyIn(a: Bits, any: readonly Bits[], scope: Scope): number {
    if (any.length === 1) return this.popcountAndIn(a, any[0] as Bits, scope);
    this.work.words += (1 + any.length) * scope.length * BLOCK_WORDS;
    return this.k.popcount_and_any_in(this.at(a), this.joined(any), any.length, this.scope(scope), scope.length);
  }

  /** `out` := `a` AND every one of `all`, in the scope. */
  andAllIn(out: Bits, a: Bits, all: readonly Bits[], scope: Scope): void {
    this.work.words += (1 + all.length) * scope.length * BLOCK_WORDS;
    this.k.and_all_in(this.at(out), this.at(a), this.joined(all), all.length, this.scope(scope), scope.length);
  }

  /** The sets' addresses written where the kernels read them; their address. */
  private joined(sets: readonly Bits[]): number {
    if (sets.length > MAX_JOINED) throw new RangeError(`at most ${MAX_JOINED} sets are joined at once`);
    sets.forEach((set, i) => {
      this.ints[this.joinedAt + i] = this.at(set);
    });
    return this.intsBase + this.joinedAt * 4;
  }

  /** `into` := `into` AND `other`, in the scope. */
  andIn(into: Bits, other: Bits, scope: Scope): void {
    this.combine(AND, into, into, other, scope);
  }

  /** `out` := `a` AND `b`, in the scope. */
  andOf(out: Bits, a: Bits, b: Bits, scope: Scope): void {
    this.combine(AND, out, a, b, scope);
  }

  /** `into` := `into` OR `other`, in the scope. */
  orIn(into: Bits, other: Bits, scope: Scope): void {
    this.combine(OR, into, into, other, scope);
  }

  /** `out` := `a` AND NOT `b`, in the scope. */
  andNotIn(out: Bits, a: Bits, b: Bits, scope: Scope): void {
    this.combine(AND_NOT, out, a, b, scope);
  }

  /** `out` := `a`, in the scope. */
  copyIn(out: Bits, a: Bits, scope: Scope): void {
    this.combine(COPY, out, a, a, scope);
  }

  /** Empties the scope's blocks of `bits`. */
  clearIn(bits: Bits, scope: Scope): void {
    this.combine(AND_NOT, bits, bits, bits, scope);
  }

  /**
   * The blocks `bits` holds slots in: among those of `within` when given (it holds none
   * elsewhere). Taken from `ints` when given, else a fresh array.
   */
  scopeOf(bits: Bits, within?: Scope, ints?: { take(n: number): Int32Array }): Scope {
    const blocks = Math.ceil(this.words / BLOCK_WORDS);
    const out = this.intsBase + blocks * 4;
    this.work.words += (within ? within.length : blocks) * BLOCK_WORDS;
    const n = within
      ? this.k.scope_of(this.at(bits), this.scope(within), within.length, out)
      : this.k.scope_of(this.at(bits), -1, blocks, out);
    const found = this.ints.subarray(blocks, blocks + n);
    if (!ints) return found.slice();
    const scope = ints.take(n);
    scope.set(found);
    return scope;
  }

  /** The slots `bits` holds in the scope, ascending: valid until the next call. */
  slotsIn(bits: Bits, scope: Scope): Int32Array {
    this.work.words += scope.length * BLOCK_WORDS;
    const n = this.k.slots_in(this.at(bits), this.scope(scope), scope.length, this.intsBase + this.slotsAt * 4);
    return this.ints.subarray(this.slotsAt, this.slotsAt + n);
  }

  private combine(op: number, out: Bits, a: Bits, b: Bits, scope: Scope): void {
    this.work.words += (op === COPY ? 1 : 2) * scope.length * BLOCK_WORDS;
    this.k.combine_in(op, this.at(out), this.at(a), this.at(b), this.scope(scope), scope.length);
  }

  /** Where a set starts in the memory. */
  private at(bits: Bits): number {
    if (CHECKED && (!this.buffers.has(bits.buffer as SharedArrayBuffer) || bits.length !== this.words)) {
      throw new Error('a bit set given to the kernels is not one of the arena’s');
    }
    checkAlive(bits);
    return bits.byteOffset;
  }

  /** The scope copied into the ints the kernels read; its address. */
  private scope(scope: Scope): number {
    if (scope !== this.copied) {
      this.ints.set(scope);
      this.copied = scope;
    }
    return this.intsBase;
  }

  private reserve(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    if (bytes <= have) return;
    const pages = Math.ceil((Math.max(bytes, have * 1.5) - have) / PAGE_BYTES);
    this.memory.grow(Math.min(pages, MAX_PAGES - have / PAGE_BYTES));
    if (CHECKED) this.buffers.add(this.memory.buffer);
  }

  /**
   * Lays the memory out for sets of `words` words: the ints first (a scope, scopeOf's blocks, the
   * joined sets' addresses and slotsIn's slots), then the sets, each moved up to its new place, last first, so
   * that none is written over before it has moved.
   */
  private layout(words: number): void {
    const blocks = Math.ceil(words / BLOCK_WORDS);
    this.joinedAt = 2 * blocks;
    this.slotsAt = this.joinedAt + MAX_JOINED;
    const intsLength = this.slotsAt + words * 32;
    const setsBase = Math.ceil((intsLength * 4) / 32) * 32;
    const stride = words * 4;
    this.reserve(setsBase + this.views.length * stride);
    const bytes = new Uint8Array(this.memory.buffer);
    const oldStride = this.words * 4;
    for (let id = this.views.length - 1; id >= 0; id--) {
      const from = this.setsBase + id * oldStride;
      const to = setsBase + id * stride;
      bytes.copyWithin(to, from, from + oldStride);
      bytes.fill(0, to + oldStride, to + stride);
    }
    this.words = words;
    this.setsBase = setsBase;
    this.ints = new Int32Array(this.memory.buffer, this.intsBase, intsLength);
    this.copied = null;
    this.views = this.views.map((_, id) => new Uint32Array(this.memory.buffer, setsBase + id * stride, words));
  }
}
