import type { LiveEvent } from '@seamline/contract';
import { describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, type EventSourceLike } from './connect-live-events';

/** An EventSource the test opens, drops and speaks through. */
class FakeSource implements EventSourceLike {
  readonly listeners = new Map<string, ((ev: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

/** Drains pending promise callbacks without waiting on the clock. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(tickets: (() => Promise<string>)[] = []) {
  const sources: FakeSource[] = [];
  const waits: number[] = [];
  const events: LiveEvent[] = [];
  const onOpen = vi.fn();
  let asked = 0;
  let issued = 0;
  const stop = connectLiveEvents({
    getTicket: () => tickets[asked++]?.() ?? Promise.resolve(`ticket-${++issued}`),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onOpen,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { sources, waits, events, onOpen, stop };
}

describe('connectLiveEvents', () => {
  it('opens the stream with a ticket and hands on each event', async () => {
    const s = setup();
    await settle();
    expect(s.sources.map((x) => x.url)).toEqual(['/api/events?ticket=ticket-1']);
    expect(s.onOpen).not.toHaveBeenCalled();
    s.sources[0]?.emit('open');
    // What happened while the screen fetched and the stream opened is fetched again.
    expect(s.onOpen).toHaveBeenCalledTimes(1);
    s.sources[0]?.emit('order-placed', JSON.stringify({ type: 'order-placed', orderId: 7 }));
    s.sources[0]?.emit('order-status', JSON.stringify({ type: 'order-status', orderId: 7, status: 'shipped' }));
    expect(s.events).toEqual([
      { type: 'order-placed', orderId: 7 },
      { type: 'order-status', orderId: 7, status: 'shipped' },
    ]);
    expect(s.onOpen).toHaveBeenCalledTimes(1);
    s.stop();
    expect(s.sources[0]?.closed).toBe(true);
  });

  it('reconnects after a drop with a fresh ticket, waiting longer while it keeps failing, and says it is back', async () => {
    const s = setup();
    await settle();
    s.sources[0]?.emit('open');
    s.sources[0]?.emit('error');
    await settle();
    expect(s.sources[0]?.closed).toBe(true);
    expect(s.sources[1]?.url).toBe('/api/events?ticket=ticket-2');
    s.sources[1]?.emit('error');
    await settle();
    s.sources[2]?.emit('error');
    await settle();
    expect(s.waits).toEqual([1000, 2000, 4000]);
    s.sources[3]?.emit('open');
    expect(s.onOpen).toHaveBeenCalledTimes(2);
    // Back up: the next drop waits 1 s again.
    s.sources[3]?.emit('error');
    await settle();
    expect(s.waits.at(-1)).toBe(1000);
    s.stop();
  });

  it('tries again when the ticket cannot be had, and stops for good when told', async () => {
    const s = setup([() => Promise.reject(new Error('offline'))]);
    await settle();
    expect(s.waits).toEqual([1000]);
    expect(s.sources.map((x) => x.url)).toEqual(['/api/events?ticket=ticket-1']);
    s.stop();
    s.sources[0]?.emit('error');
    await settle();
    expect(s.sources).toHaveLength(1);
  });
});
