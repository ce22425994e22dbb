import { Redis } from 'ioredis';
import { type Bus, createLocalBus } from './bus/bus.js';
import { createPostgresBus } from './bus/postgres-bus.js';
import { createRedisBus } from './bus/redis-bus.js';
import type { KeptStore } from './cache/memory-store.js';
import { RedisStore } from './cache/redis-store.js';
import type { Config } from './config.js';
import type { Outage, OutageLog } from './lib/outage.js';

/** What instances share, chosen from the configuration (docs/architecture.md#several-machines, docs/scaling.md). */
export interface SharedState {
  bus: Bus;
  /** Kept answers in Redis; unset: each instance keeps its own (forgets still reach all by the bus). */
  keptStore?: KeptStore;
  /** Redis for rate-limit counters. */
  redis?: Redis;
  /** Where outages are told from now on (the app's log once it exists). */
  useLog(log: OutageLog): void;
  close(): Promise<void>;
}

/**
 * REDIS_URL: Redis for kept answers, rate-limit counters and the bus. Else DATABASE_URL: the bus
 * over PostgreSQL LISTEN/NOTIFY, so instances on one PostgreSQL still forget together. Else the
 * embedded default: one process, everything in it.
 */
export async function openSharedState(config: Pick<Config, 'redisUrl' | 'redisKeyPrefix' | 'databaseUrl'>): Promise<SharedState> {
  if (config.redisUrl) {
    // Commands fail fast while Redis is away (no queue, a short timeout): requests go on without it.
    const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, commandTimeout: 2000, maxRetriesPerRequest: 1 });
    const store = new RedisStore(redis, config.redisKeyPrefix);
    const bus = createRedisBus(config.redisUrl, { prefix: config.redisKeyPrefix });
    // Wait briefly for the first connection so the first requests already share; start without it otherwise.
    await firstConnection(redis, 3000);
    const outages: Outage[] = [store.outage, bus.outage];
    return {
      bus,
      keptStore: store,
      redis,
      useLog: (log) => {
        for (const o of outages) o.log = log;
      },
      async close() {
        // Closing is no outage: nothing more is told.
        for (const o of outages) o.log = { warn: () => {}, info: () => {} };
        await bus.close();
        redis.disconnect();
      },
    };
  }
  if (config.databaseUrl) {
    const bus = createPostgresBus(config.databaseUrl);
    await bus.ready;
    return {
      bus,
      useLog: (log) => {
        bus.outage.log = log;
      },
      close: () => bus.close(),
    };
  }
  const bus = createLocalBus();
  return { bus, useLog: () => {}, close: () => bus.close() };
}

function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
