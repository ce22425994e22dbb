import { createHmac, timingSafeEqual } from 'node:crypto';
import { BUS_RESUMED, type Bus } from './bus.js';

/** What a signed bus sends: the message and its MAC over the channel and the message's JSON. */
interface Signed {
  m: unknown;
  s: string;
}

/**
 * Signs every message with a key the bus (Redis, PostgreSQL) never holds, and drops messages whose
 * MAC does not match: whoever can publish on the bus without the key can no longer send live
 * events to a user's stream, end sessions' streams or make instances forget (docs/security.md,
 * "Redis and the bus"). A captured message can still be replayed: none carries more than a hint
 * (an order id and status a screen then refetches, a forget, an end of streams already ended).
 */
export function signedBus(bus: Bus, key: Uint8Array): Bus {
  const mac = (channel: string, json: string) => createHmac('sha256', key).update(channel).update('\u0000').update(json).digest();
  return {
    publish(channel, message) {
      const m = message ?? null;
      return bus.publish(channel, { m, s: mac(channel, JSON.stringify(m)).toString('base64url') } satisfies Signed);
    },
    subscribe(channel, handler) {
      // The bus's own local signal that it hears the others again carries nothing to forge.
      if (channel === BUS_RESUMED) return bus.subscribe(channel, handler);
      return bus.subscribe(channel, (raw) => {
        const signed = raw as Partial<Signed> | null;
        if (!signed || typeof signed !== 'object' || typeof signed.s !== 'string' || !('m' in signed)) return;
        const given = Buffer.from(signed.s, 'base64url');
        const expected = mac(channel, JSON.stringify(signed.m));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
        handler(signed.m);
      });
    },
    close: () => bus.close(),
    ...(bus.hears ? { hears: () => bus.hears?.() ?? true } : {}),
  };
}
