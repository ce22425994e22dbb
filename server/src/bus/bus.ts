/**
 * How instances tell each other what happened: a successful write publishes on a channel and every
 * instance's subscribers hear it (their own included). In one process this is a plain in-memory
 * fan-out; with several instances an implementation over Redis or PostgreSQL carries it across.
 */
export interface Bus {
  /** Delivers `message` (JSON-serialisable) to every subscriber of `channel` on every instance. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for every message on `channel`; the answer unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
  /**
   * Whether this instance hears every other instance just now (unset: it always does). A bus whose
   * connection broke answers false until it is back, then tells its own subscribers of BUS_RESUMED.
   */
  hears?(): boolean;
}

/** A local channel on which a bus tells this instance it hears the others again after a gap. */
export const BUS_RESUMED = 'bus.resumed';

/** Subscribers by channel, called with a message; shared by every implementation. */
export class Subscribers {
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  add(channel: string, handler: (message: unknown) => void): { first: boolean; remove: () => boolean } {
    const first = !this.handlers.has(channel);
    const own = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, own);
    own.add(handler);
    return {
      first,
      /** Answers true when the channel has no subscriber left. */
      remove: () => {
        own.delete(handler);
        if (own.size > 0 || this.handlers.get(channel) !== own) return false;
        this.handlers.delete(channel);
        return true;
      },
    };
  }

  deliver(channel: string, message: unknown): void {
    for (const handler of [...(this.handlers.get(channel) ?? [])]) {
      try {
        handler(message);
      } catch {
        // One subscriber's failure is its own: the others still hear the message.
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** As a remote bus would deliver: no subscriber shares the publisher's object. */
export const copyOf = (message: unknown): unknown => JSON.parse(JSON.stringify(message ?? null));

/** The embedded default: one process, so every subscriber is local. */
export function createLocalBus(): Bus {
  const subscribers = new Subscribers();
  return {
    async publish(channel, message) {
      subscribers.deliver(channel, copyOf(message));
    },
    subscribe(channel, handler) {
      const { remove } = subscribers.add(channel, handler);
      return () => void remove();
    },
    async close() {
      subscribers.clear();
    },
  };
}
