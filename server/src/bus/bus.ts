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
}

/** The embedded default: one process, so every subscriber is local. */
export function createLocalBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    async publish(channel, message) {
      // A copy, as a remote bus would deliver: no subscriber shares the publisher's object.
      const copy = JSON.parse(JSON.stringify(message ?? null)) as unknown;
      for (const handler of [...(handlers.get(channel) ?? [])]) handler(copy);
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
