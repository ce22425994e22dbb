import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's own two stores (CommonJS files it does not export by name).
const require = createRequire(import.meta.url);
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
interface Store extends FastifyRateLimitStore {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
}

/**
 * Rate-limit counters in Redis, shared by every instance; while Redis is away (not connected, or a
 * command fails) each process counts in its own memory instead, so a limit is never off: an
 * instance then allows what its limit allows, and N instances N times that
 * (docs/decisions/096-rate-limits-without-redis.md).
 */
export function sharedOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallingBack {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
      );
    }
  };
}

class FallingBack implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly redis: Redis,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.either('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.either('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Parameters<Store['child']>[0]): Store {
    return new FallingBack(this.shared.child(routeOptions), this.local.child(routeOptions), this.redis);
  }

  private either(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
    const own = () => this.local[method]?.(key, callback, timeWindow, max);
    if (this.redis.status === 'ready') this.shared[method]?.(key, (err, result) => (err ? own() : callback(null, result)), timeWindow, max);
    else own();
  }
}
