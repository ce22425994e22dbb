import type { LiveEvent } from '@seamline/contract';

/** The part of EventSource this needs, so tests can stand in for it. */
export interface EventSourceLike {
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: LiveEvent['type'], listener: (ev: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveEventsOptions {
  getTicket(): Promise<string>;
  open(url: string): EventSourceLike;
  onEvent(event: LiveEvent): void;
  /**
   * The stream is listening, first or after a drop: events sent before it opened (while the screen
   * fetched, or while it was down) were missed, so screens should refetch.
   */
  onOpen(): void;
  /** Waits before the next attempt (tests pass one that does not wait on the clock). */
  wait(ms: number): Promise<void>;
}

const EVENT_TYPES: LiveEvent['type'][] = ['order-placed', 'order-status', 'return', 'shop-status'];
const MAX_DELAY_MS = 30_000;

/**
 * Keeps the event stream open until stopped: each connection takes a fresh ticket; a dropped one
 * (server restart, network change, an instance going away) is opened again after 1 s, doubling up
 * to 30 s while it keeps failing. EventSource's own retry would reuse the expired ticket, so it is
 * closed and this loop reconnects instead. Answers a function that stops it.
 */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  let stopped = false;
  let source: EventSourceLike | undefined;
  let failures = 0;

  const retry = () => {
    const delay = Math.min(1000 * 2 ** failures, MAX_DELAY_MS);
    failures += 1;
    void options.wait(delay).then(connect);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const current = options.open(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      options.onOpen();
    });
    current.addEventListener('error', () => {
      current.close();
      if (!stopped) retry();
    });
    for (const type of EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        try {
          options.onEvent(JSON.parse(message.data) as LiveEvent);
        } catch {
          // A message this version does not understand is not worth a broken stream.
        }
      });
    }
  }

  void connect();
  return () => {
    stopped = true;
    source?.close();
  };
}
