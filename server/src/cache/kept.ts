import { BUS_RESUMED, type Bus } from '../bus/bus.js';
import { type Kind, KINDS, kindsReading, type Topic } from './kinds.js';
import { type Clock, KEEP_NOTHING, type KeptStore, MemoryStore } from './memory-store.js';

/** The bus channel on which a write tells every instance which kinds to forget. */
export const FORGET_CHANNEL = 'kept.forget';
interface ForgetMessage {
  from: string;
  kinds: Kind[];
}

/** Answers `load()`'s value, from the kept copy while it is fresh. Domain code takes this to keep a value it computes. */
export type Remember = <V>(key: string, load: () => Promise<V>) => Promise<V>;

/** Remembers nothing: what domain functions use when no cache is given. */
export const rememberNothing: Remember = (_key, load) => load();

export interface KeptOptions {
  /** How long an answer is kept; 0 keeps nothing. */
  ttlSeconds: number;
  now?: Clock;
  store?: KeptStore;
  /** Carries this instance's forgets to the others, and theirs here; none: one instance. */
  bus?: Bus;
}

/**
 * The one cache of the server: every answer kept for a few seconds goes through here.
 * - Concurrent misses of one key share one load, so a burst of identical requests costs one query.
 * - `forget` drops every kind that reads a changed topic, and a load that began before it never
 *   stores its value, so nothing read before a write outlives it.
 * - A failed load is never kept.
 * - With a bus, every forget reaches every instance: in a store of its own (memory) each forgets
 *   there; in a shared one (Redis) the writer's forget already moved the kind's version for all.
 *   An instance that cannot hear the others (its bus is down) keeps nothing of its own until it
 *   can again, and then forgets what it had.
 */
export class Kept {
  private readonly ttlMs: number;
  private readonly store: KeptStore;
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly generations = new Map<Kind, number>();
  private readonly bus: Bus | undefined;
  private readonly id = Math.random().toString(36).slice(2);
  private readonly unsubscribe: Array<() => void> = [];

  constructor(options: KeptOptions) {
    this.ttlMs = options.ttlSeconds * 1000;
    const sizes = Object.fromEntries(Object.entries(KINDS).map(([k, v]) => [k, v.max])) as Record<Kind, number>;
    this.store = options.store ?? new MemoryStore(sizes, options.now ?? Date.now);
    this.bus = options.bus;
    if (this.bus) {
      this.unsubscribe.push(
        this.bus.subscribe(FORGET_CHANNEL, (message) => {
          const { from, kinds } = message as ForgetMessage;
          if (from !== this.id && Array.isArray(kinds)) void this.forgetHere(kinds.filter((k) => k in KINDS));
        }),
        // Back after a gap in which forgets may have been missed: nothing kept before it stands.
        this.bus.subscribe(BUS_RESUMED, () => void this.forgetHere(Object.keys(KINDS) as Kind[])),
      );
    }
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Whether a kept answer would be forgotten on time: the store is shared, or this instance hears every forget. */
  private get trusted(): boolean {
    return this.store.shared || (this.bus?.hears?.() ?? true);
  }

  get<V>(kind: Kind, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled || !this.trusted) return load();
    // Taken when the question is asked, before any await: a write after this point makes the answer stale.
    return this.lookup(kind, key, load, this.generation(kind));
  }

  private generation(kind: Kind): number {
    return this.generations.get(kind) ?? 0;
  }

  private async lookup<V>(kind: Kind, key: string, load: () => Promise<V>, generation: number): Promise<V> {
    const hit = await this.store.get(kind, key);
    if (hit.found) return hit.value as V;
    // Keyed by generation and version too, so a question asked after a write never joins a load begun before it.
    const id = `${kind}\u0000${generation}\u0000${hit.version}\u0000${key}`;
    const running = this.loading.get(id);
    if (running) return running as Promise<V>;

    const promise = load().then(async (value) => {
      if (this.generation(kind) === generation && hit.version !== KEEP_NOTHING)
        await this.store.set(kind, key, value, this.ttlMs, hit.version);
      return value;
    });
    this.loading.set(id, promise);
    const done = () => this.loading.delete(id);
    promise.then(done, done);
    return promise;
  }

  /** A `Remember` for one kind, to hand to domain code. */
  remember(kind: Kind): Remember {
    return (key, load) => this.get(kind, key, load);
  }

  /** What a successful write calls with the topics it changed. */
  async forget(topics: readonly Topic[]): Promise<void> {
    const kinds = kindsReading(topics);
    if (kinds.length === 0) return;
    await this.forgetHere(kinds, true);
    // The bus reports its own outages; this instance then keeps nothing (see `trusted`).
    await this.bus?.publish(FORGET_CHANNEL, { from: this.id, kinds } satisfies ForgetMessage).catch(() => {});
  }

  /** Forgets `kinds` on this instance; in a shared store only the writer (`own`) moves them for all. */
  private async forgetHere(kinds: readonly Kind[], own = false): Promise<void> {
    for (const kind of kinds) this.generations.set(kind, this.generation(kind) + 1);
    if (own || !this.store.shared) await this.store.forget(kinds);
  }

  /** Stops hearing other instances' forgets. */
  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }
}
