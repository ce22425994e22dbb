import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { BUS_RESUMED, type Bus, copyOf, Subscribers } from './bus.js';
import { Outage, type OutageLog } from '../lib/outage.js';

export interface RedisBusOptions {
  /** Put before every channel name, so several shops can share one Redis. */
  prefix?: string;
  log?: OutageLog;
}

/**
 * The bus over Redis pub/sub (REDIS_URL): one connection subscribes, another publishes. A message
 * reaches this instance's own subscribers at once (even while Redis is away) and every other
 * instance's through Redis; the echo of its own message is dropped.
 */
export function createRedisBus(url: string, options: RedisBusOptions = {}): Bus & { outage: Outage } {
  const prefix = `${options.prefix ?? 'seamline:'}bus:`;
  const from = randomUUID();
  const subscribers = new Subscribers();
  const outage = new Outage('Redis (the bus between instances)', 'this instance keeps no answers of its own', options.log);
  // Publishing fails at once while Redis is away rather than queueing for later.
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Subscribing waits for the connection, and is redone after every reconnect.
  const sub = new Redis(url, { maxRetriesPerRequest: null, autoResubscribe: true });
  let hearing = false;
  let closed = false;

  pub.on('error', (err) => outage.begin(err));
  sub.on('error', (err) => outage.begin(err));
  sub.on('close', () => {
    hearing = false;
    if (!closed) outage.begin();
  });
  sub.on('ready', () => {
    hearing = true;
    if (outage.end()) subscribers.deliver(BUS_RESUMED, null);
  });
  sub.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: { from?: string; message?: unknown };
    try {
      envelope = JSON.parse(text);
    } catch {
      return;
    }
    if (envelope.from === from) return;
    subscribers.deliver(channel.slice(prefix.length), envelope.message ?? null);
  });

  return {
    outage,
    async publish(channel, message) {
      const text = JSON.stringify({ from, message: message ?? null });
      subscribers.deliver(channel, copyOf(message));
      try {
        await pub.publish(prefix + channel, text);
      } catch (err) {
        outage.begin(err);
        throw err;
      }
    },
    subscribe(channel, handler) {
      const { first, remove } = subscribers.add(channel, handler);
      if (first && channel !== BUS_RESUMED) sub.subscribe(prefix + channel).catch(() => {});
      return () => {
        if (remove() && channel !== BUS_RESUMED && !closed) sub.unsubscribe(prefix + channel).catch(() => {});
      };
    },
    hears: () => hearing,
    async close() {
      closed = true;
      subscribers.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}
