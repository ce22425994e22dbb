import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/fake-clock.js';
import { BUS_RESUMED, type Bus, createLocalBus } from '../bus/bus.js';
import { Kept } from './kept.js';
import { KINDS, kindsReading } from './kinds.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('Kept', () => {
  it('answers a burst of identical misses with one load', async () => {
    const kept = new Kept({ ttlSeconds: 60 });
    let loads = 0;
    const gate = deferred<number>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const all = Promise.all([kept.get('lists', 'k', load), kept.get('lists', 'k', load), kept.get('lists', 'k', load)]);
    gate.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(await kept.get('lists', 'k', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('never keeps a value loaded before a write that changes what it reads', async () => {
    const kept = new Kept({ ttlSeconds: 60 });
    const gate = deferred<string>();
    const before = kept.get('products', 'k', () => gate.promise);
    await kept.forget(['stock']);
    // A request after the write does not join the load that began before it.
    const after = kept.get('products', 'k', async () => 'new');
    gate.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await kept.get('products', 'k', async () => 'newer')).toBe('new');
  });

  it('forgets only the kinds that read what a write changed', async () => {
    const kept = new Kept({ ttlSeconds: 60 });
    await kept.get('lists', 'k', async () => 'list');
    await kept.get('orderCounts', 'k', async () => 'count');
    await kept.forget(['orders']);
    expect(await kept.get('lists', 'k', async () => 'fresh list')).toBe('list');
    expect(await kept.get('orderCounts', 'k', async () => 'fresh count')).toBe('fresh count');
    await kept.forget(['catalogue']);
    expect(await kept.get('lists', 'k', async () => 'fresh list')).toBe('fresh list');
  });

  it('forgets a failed load, and expires values by its clock', async () => {
    const clock = fakeClock();
    const kept = new Kept({ ttlSeconds: 1, now: clock.now });
    await expect(kept.get('lists', 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await kept.get('lists', 'k', async () => 1)).toBe(1);
    clock.advance(999);
    expect(await kept.get('lists', 'k', async () => 2)).toBe(1);
    clock.advance(2);
    expect(await kept.get('lists', 'k', async () => 3)).toBe(3);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const off = new Kept({ ttlSeconds: 0 });
    let n = 0;
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      await off.get(kind, 'k', async () => ++n);
      await off.get(kind, 'k', async () => ++n);
    }
    expect(n).toBe(2 * Object.keys(KINDS).length);
  });

  it('keeps at most its size per kind, dropping the oldest', async () => {
    const kept = new Kept({ ttlSeconds: 60 });
    const max = KINDS.dashboards.max;
    for (let i = 0; i <= max; i++) await kept.get('dashboards', `k${i}`, async () => i);
    expect(await kept.get('dashboards', 'k0', async () => -1)).toBe(-1);
    expect(await kept.get('dashboards', `k${max}`, async () => -1)).toBe(max);
  });

  it("forgets what another instance's write changed, as the bus tells it", async () => {
    const bus = createLocalBus();
    const here = new Kept({ ttlSeconds: 60, bus });
    const there = new Kept({ ttlSeconds: 60, bus });
    expect(await here.get('products', 'p', async () => 'old')).toBe('old');
    expect(await here.get('orderCounts', 'v', async () => 1)).toBe(1);
    await there.forget(['catalogue']);
    expect(await here.get('products', 'p', async () => 'new')).toBe('new');
    expect(await here.get('orderCounts', 'v', async () => 2)).toBe(1);
    here.close();
    await there.forget(['catalogue']);
    expect(await here.get('products', 'p', async () => 'unheard')).toBe('new');
  });

  it('keeps nothing while its bus cannot hear the others, and forgets all when it hears again', async () => {
    const local = createLocalBus();
    let hearing = true;
    const bus: Bus = { ...local, hears: () => hearing };
    const kept = new Kept({ ttlSeconds: 60, bus });
    await kept.get('lists', 'k', async () => 'before');
    hearing = false;
    expect(await kept.get('lists', 'k', async () => 'deaf 1')).toBe('deaf 1');
    expect(await kept.get('lists', 'k', async () => 'deaf 2')).toBe('deaf 2');
    hearing = true;
    await local.publish(BUS_RESUMED, null);
    expect(await kept.get('lists', 'k', async () => 'after')).toBe('after');
    expect(await kept.get('lists', 'k', async () => 'later')).toBe('after');
  });

  it('declares every kind stale for a write that changes everything', () => {
    expect(kindsReading(['catalogue', 'stock', 'reviews', 'orders', 'accounts', 'sessions', 'sizeCharts']).sort()).toEqual(
      Object.keys(KINDS).sort(),
    );
    expect(kindsReading([])).toEqual([]);
  });
});
