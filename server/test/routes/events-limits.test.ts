import { API_MESSAGES } from '@seamline/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUS_RESUMED } from '../../src/bus/bus.js';
import { revokeSessions } from '../../src/domain/users/sessions.js';
import { type EventStream, openEventStream, openStreamFrom, ticketFor, useListening } from '../events.js';
import { createBuyer, type TestUser } from '../factories.js';
import { useTwoInstances } from '../instances.js';
import { until } from '../redis-server.js';
import type { TestApp } from '../test-app.js';

const HEARTBEAT_MS = 25_000;
// The heartbeat is an interval: faked before the instances start, moved by hand.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const x = useTwoInstances(() => ({ eventStreamsPerClient: 3, eventStreamsMax: 5 }));
const urlOf = useListening(x);

/** Closes the streams and waits until the instance has let them go. */
async function closeAll(t: TestApp, streams: { close(): void }[]): Promise<void> {
  for (const s of streams) s.close();
  await until(() => t.app.liveEvents.size === 0, 'the streams let go');
}

describe('live-update streams are bounded', () => {
  it('answers a stream without a ticket with 401 and a message', async () => {
    const res = await x.a.call('GET', '/api/events');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MESSAGES.unauthorized });
  });

  it('opens one stream per ticket, on whichever instance it is used first', async () => {
    const buyer = await createBuyer(x.a);
    const ticket = await ticketFor(x.a, buyer);
    const first = await openEventStream(urlOf(x.a), ticket);
    expect(first.status).toBe(200);
    for (const t of [x.a, x.b]) {
      const again = await t.call('GET', `/api/events?ticket=${encodeURIComponent(ticket)}`);
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(API_MESSAGES.sessionInvalid);
    }
    const fresh = await openEventStream(urlOf(x.b), await ticketFor(x.a, buyer));
    expect(fresh.status).toBe(200);
    await closeAll(x.a, [first]);
    await closeAll(x.b, [fresh]);
  });

  it('caps streams per client address (429) and per instance (503), each with a message', async () => {
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createBuyer(x.a)));
    const from = async (address: string, buyer: TestUser) => openStreamFrom(urlOf(x.a), await ticketFor(x.a, buyer), address);
    const open = [];
    for (const buyer of buyers.slice(0, 3)) open.push(await from('127.0.0.1', buyer));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await from('127.0.0.1', buyers[3] as TestUser);
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body)).toEqual({ message: API_MESSAGES.tooManyRequests });
    // Another client still gets in, until the instance holds its most.
    for (const buyer of buyers.slice(3, 5)) open.push(await from('127.0.0.2', buyer));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const busy = await from('127.0.0.3', buyers[5] as TestUser);
    expect(busy.status).toBe(503);
    expect(JSON.parse(busy.body)).toEqual({ message: API_MESSAGES.liveUpdatesBusy });
    await closeAll(x.a, open);
    const later = await from('127.0.0.3', buyers[5] as TestUser);
    expect(later.status).toBe(200);
    await closeAll(x.a, [later]);
  });
});

describe('an open stream is checked again', () => {
  const heartbeat = () => vi.advanceTimersByTime(HEARTBEAT_MS);
  const streamOf = async (t: TestApp, user: TestUser): Promise<EventStream> => {
    const stream = await openEventStream(urlOf(t), await ticketFor(t, user));
    expect(stream.status).toBe(200);
    return stream;
  };

  it("ends at its token's expiry, and not before", async () => {
    const buyer = await createBuyer(x.a);
    const stream = await streamOf(x.b, buyer);
    x.clock.advance(23 * 3_600_000);
    heartbeat();
    expect(x.b.app.liveEvents.countFor(buyer.id)).toBe(1);
    x.clock.advance(3_600_000);
    heartbeat();
    await stream.ended;
    expect(x.b.app.liveEvents.countFor(buyer.id)).toBe(0);
  });

  it('ends at the next heartbeat when its session ended and the bus lost the news', async () => {
    const buyer = await createBuyer(x.a);
    const stream = await streamOf(x.b, buyer);
    // Revoked in the database only, as when the logout's message never reached this instance.
    await revokeSessions(x.a.db, buyer.id, 'all', new Date(x.clock.now()));
    // The session lookup is kept for CACHE_SECONDS (3 s) and no forget arrived either.
    x.clock.advance(4000);
    expect(x.b.app.liveEvents.countFor(buyer.id)).toBe(1);
    heartbeat();
    await stream.ended;
    expect(x.b.app.liveEvents.countFor(buyer.id)).toBe(0);
  });

  it('ends when the bus is heard again after a gap and the session ended meanwhile', async () => {
    const buyer = await createBuyer(x.a);
    const stream = await streamOf(x.b, buyer);
    await revokeSessions(x.a.db, buyer.id, 'all', new Date(x.clock.now()));
    x.clock.advance(4000);
    await x.bus.publish(BUS_RESUMED, null);
    await stream.ended;
    expect(x.b.app.liveEvents.countFor(buyer.id)).toBe(0);
  });
});
