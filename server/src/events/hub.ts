import type { LiveEvent } from '@seamline/contract';
import type { SessionsToEnd } from '../domain/users/sessions.js';

/** One open event stream: a signed-in user's browser tab. */
export interface Stream {
  userId: number;
  sessionId: string;
  write(chunk: string): void;
  end(): void;
}

/** What goes over the bus: an event and whom it is for. */
export interface Envelope {
  userIds: number[];
  event: LiveEvent;
}

/** The bus channels of live updates and of ended sessions. */
export const EVENTS_CHANNEL = 'live-events';
export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

export interface SessionsEnded {
  userId: number;
  which: SessionsToEnd;
}

/**
 * This instance's open streams, by user. Every instance hears every event on the bus and writes it
 * to the streams it holds for the users named; nothing is kept per stream but its entry here.
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<Stream>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** How many streams one user has open here. */
  countFor(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(stream: Stream): void {
    const set = this.byUser.get(stream.userId) ?? new Set();
    this.byUser.set(stream.userId, set);
    set.add(stream);
    this.count += 1;
  }

  remove(stream: Stream): void {
    const set = this.byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(stream.userId);
  }

  deliver({ userIds, event }: Envelope): void {
    const chunk = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const userId of userIds) for (const stream of this.byUser.get(userId) ?? []) stream.write(chunk);
  }

  /** Closes the streams of ended sessions: a revoked token hears nothing more. */
  endSessions({ userId, which }: SessionsEnded): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) {
      const ends = which === 'all' || ('only' in which ? stream.sessionId === which.only : stream.sessionId !== which.except);
      if (!ends) continue;
      this.remove(stream);
      stream.end();
    }
  }

  /** A comment line to every stream, so proxies and browsers keep idle connections open. */
  heartbeat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.write(': ping\n\n');
  }

  closeAll(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.end();
    this.byUser.clear();
    this.count = 0;
  }
}
