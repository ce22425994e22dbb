import type { LiveEvent } from '@seamline/contract';
import type { TokenClaims } from '../auth/tokens.js';
import type { SessionsToEnd } from '../domain/users/sessions.js';

/** One open event stream: a signed-in user's browser tab. */
export interface Stream extends TokenClaims {
  /** The client address it was opened from (counted against the per-client cap). */
  address: string;
  /** When the session's token expires (ms): the stream ends then. */
  expiresAt: number;
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
 * This instance's open streams, by user and by client address. Every instance hears every event on
 * the bus and writes it to the streams it holds for the users named; nothing is kept per stream
 * but its entry here.
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<Stream>>();
  private readonly byAddress = new Map<string, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** How many streams one user has open here. */
  countFor(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** How many streams one client address has open here. */
  countFrom(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  add(stream: Stream): void {
    const set = this.byUser.get(stream.userId) ?? new Set();
    this.byUser.set(stream.userId, set);
    set.add(stream);
    this.byAddress.set(stream.address, this.countFrom(stream.address) + 1);
    this.count += 1;
  }

  remove(stream: Stream): void {
    const set = this.byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(stream.userId);
    const from = this.countFrom(stream.address) - 1;
    if (from > 0) this.byAddress.set(stream.address, from);
    else this.byAddress.delete(stream.address);
  }

  deliver({ userIds, event }: Envelope): void {
    const chunk = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const userId of userIds) for (const stream of this.byUser.get(userId) ?? []) stream.write(chunk);
  }

  /** Closes the streams of ended sessions: a revoked token hears nothing more. */
  endSessions({ userId, which }: SessionsEnded): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) {
      const ends = which === 'all' || ('only' in which ? stream.sessionId === which.only : stream.sessionId !== which.except);
      if (ends) this.close(stream);
    }
  }

  /**
   * Ends every stream whose token has expired by `now` or whose session `isOpen` no longer finds
   * (one lookup per session), so a stream never outlives its session, even when the bus lost the
   * message that ended it. A lookup that fails keeps the stream (it is checked again next time).
   */
  async recheck(isOpen: (claims: TokenClaims) => Promise<boolean>, now: number): Promise<void> {
    const lookups = new Map<string, Promise<boolean>>();
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    await Promise.all(
      streams.map(async (stream) => {
        if (stream.expiresAt <= now) return this.close(stream);
        const key = `${stream.sessionId}|${stream.userId}|${stream.role}`;
        let open = lookups.get(key);
        if (!open) {
          open = isOpen(stream).catch(() => true);
          lookups.set(key, open);
        }
        if (!(await open)) this.close(stream);
      }),
    );
  }

  /** A comment line to every stream, so proxies and browsers keep idle connections open. */
  heartbeat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.write(': ping\n\n');
  }

  closeAll(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.end();
    this.byUser.clear();
    this.byAddress.clear();
    this.count = 0;
  }

  private close(stream: Stream): void {
    this.remove(stream);
    stream.end();
  }
}
