import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BUS_RESUMED, type Bus, copyOf, Subscribers } from './bus.js';
import { Outage, type OutageLog } from '../lib/outage.js';

/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_PAYLOAD = 7900;
const RETRY_MS = { first: 100, most: 2000 };

/**
 * The bus over PostgreSQL LISTEN/NOTIFY, for several instances on one PostgreSQL without Redis:
 * one connection listens (reopened when it breaks), a small pool notifies. As with Redis, this
 * instance's own subscribers hear a message at once and its echo is dropped.
 */
export function createPostgresBus(
  url: string,
  options: { channel?: string; log?: OutageLog } = {},
): Bus & { outage: Outage; ready: Promise<void> } {
  const channel = options.channel ?? 'seamline_bus';
  const from = randomUUID();
  const subscribers = new Subscribers();
  const outage = new Outage('PostgreSQL LISTEN (the bus between instances)', 'this instance keeps no answers of its own', options.log);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  let listener: pg.Client | null = null;
  let hearing = false;
  let closed = false;
  let retry = RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== channel || !n.payload) return;
    let envelope: { f?: string; c?: string; m?: unknown };
    try {
      envelope = JSON.parse(n.payload);
    } catch {
      return;
    }
    if (envelope.f === from || typeof envelope.c !== 'string') return;
    subscribers.deliver(envelope.c, envelope.m ?? null);
  };

  const lost = (client: pg.Client, err?: unknown) => {
    if (listener !== client) return;
    listener = null;
    hearing = false;
    client.end().catch(() => {});
    if (closed) return;
    outage.begin(err);
    timer = setTimeout(() => void listen(), retry);
    retry = Math.min(retry * 2, RETRY_MS.most);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(client, err);
      return;
    }
    if (closed || listener !== client) return;
    hearing = true;
    retry = RETRY_MS.first;
    if (outage.end()) subscribers.deliver(BUS_RESUMED, null);
  }

  const ready = listen();

  return {
    outage,
    ready,
    async publish(name, message) {
      const payload = JSON.stringify({ f: from, c: name, m: message ?? null });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`a bus message must stay under ${MAX_PAYLOAD} bytes`);
      subscribers.deliver(name, copyOf(message));
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(name, handler) {
      const { remove } = subscribers.add(name, handler);
      return () => void remove();
    },
    hears: () => hearing,
    async close() {
      closed = true;
      clearTimeout(timer);
      subscribers.clear();
      const client = listener;
      listener = null;
      await Promise.all([client?.end().catch(() => {}), pool.end().catch(() => {})]);
    },
  };
}
