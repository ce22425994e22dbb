import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Outage, type OutageLog } from '../lib/outage.js';
import { type Kind, KINDS } from './kinds.js';
import { KEEP_NOTHING, type KeptStore, type Lookup } from './memory-store.js';

/** In one round trip: the kind's version, and the value kept under it for the key. */
const LOOKUP = `
local version = redis.call('GET', KEYS[1]) or '0'
return {version, redis.call('GET', ARGV[1] .. version .. ':' .. ARGV[2])}
`;

/** How soon a failed resume is tried again while the connection stands. */
const RETRY_MS = 250;

type WithLookup = Redis & { seamlineKeptLookup(versionKey: string, valuePrefix: string, key: string): Promise<[string, string | null]> };

/**
 * Kept answers in Redis, shared by every instance (REDIS_URL). Each kind has a version; a value is
 * kept under the version its load began with and expires by TTL. A forget moves the kind's version
 * (a fresh random one), so whatever was kept before, or is still loading from before, is never
 * read again, on any instance, from the moment the writer's forget returns.
 *
 * While Redis is away every lookup is a miss that keeps nothing: answers come from PostgreSQL.
 * When it is back every version moves first, since forgets made meanwhile did not reach it.
 * Keys are hashed (tokens are among them, and none should sit in Redis in the clear).
 */
export class RedisStore implements KeptStore {
  readonly shared = true;
  readonly outage: Outage;
  private usable = false;
  private resuming = false;
  private readonly redis: WithLookup;

  constructor(
    redis: Redis,
    private readonly prefix = 'seamline:',
    log?: OutageLog,
  ) {
    this.outage = new Outage('Redis (kept answers, rate limits)', 'answering from PostgreSQL and keeping nothing', log);
    if (!('seamlineKeptLookup' in redis)) redis.defineCommand('seamlineKeptLookup', { numberOfKeys: 1, lua: LOOKUP });
    this.redis = redis as WithLookup;
    redis.on('ready', () => void this.resume());
    redis.on('close', () => {
      this.usable = false;
      if (redis.status !== 'end') this.outage.begin();
    });
    redis.on('error', (err: Error) => this.outage.begin(err));
    if (redis.status === 'ready') void this.resume();
  }

  /** Whether kept answers are read and written just now. */
  get available(): boolean {
    return this.usable;
  }

  private versionKey(kind: Kind): string {
    return `${this.prefix}kept:${kind}:v`;
  }

  /** Moves every version, then uses the store again; tried again shortly while Redis is connected but failing. */
  private async resume(): Promise<void> {
    if (this.resuming) return;
    this.resuming = true;
    try {
      await this.moveVersions(Object.keys(KINDS) as Kind[]);
      this.usable = true;
      this.outage.end();
    } catch (err) {
      this.outage.begin(err);
      if (this.redis.status === 'ready') setTimeout(() => void this.resume(), RETRY_MS).unref();
    } finally {
      this.resuming = false;
    }
  }

  private async moveVersions(kinds: readonly Kind[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const kind of kinds) pipeline.set(this.versionKey(kind), randomBytes(6).toString('base64url'));
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0];
  }

  async get(kind: Kind, key: string): Promise<Lookup> {
    if (!this.usable) return { found: false, version: KEEP_NOTHING };
    try {
      const [version, text] = await this.redis.seamlineKeptLookup(this.versionKey(kind), `${this.prefix}kept:${kind}:`, hash(key));
      return text === null ? { found: false, version } : { found: true, value: JSON.parse(text) };
    } catch (err) {
      this.outage.begin(err);
      return { found: false, version: KEEP_NOTHING };
    }
  }

  async set(kind: Kind, key: string, value: unknown, ttlMs: number, version: string): Promise<void> {
    if (!this.usable || version === KEEP_NOTHING || value === undefined) return;
    try {
      await this.redis.set(`${this.prefix}kept:${kind}:${version}:${hash(key)}`, JSON.stringify(value), 'PX', ttlMs);
    } catch (err) {
      this.outage.begin(err);
    }
  }

  async forget(kinds: readonly Kind[]): Promise<void> {
    if (!this.usable || kinds.length === 0) return;
    try {
      await this.moveVersions(kinds);
    } catch (err) {
      // The write's forget did not reach Redis (down or too slow): this instance keeps nothing, and
      // every version moves as soon as Redis answers again, so what it kept before is never read.
      this.usable = false;
      this.outage.begin(err);
      void this.resume();
    }
  }
}

const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
