import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BUS_RESUMED, type Bus, copyOf, Subscribers } from './bus.js';
import { Outage, type OutageLog } from '../lib/outage.js';

/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_PAYLOAD = 7900;
const RETRY_MS = { first: 100, most: 2000 };

/** One message as it travels: its channel and body. */
interface Carried {
  c: string;
  m: unknown;
}

/** The messages a NOTIFY's payload carries: one (`c`, `m`) or a batch (`b`); none when this instance (`from`) sent it. */
function messagesOf(payload: string, from: string): { c: string; m: unknown }[] {
  let envelope: { f?: string; c?: string; m?: unknown; b?: unknown };
  try {
    envelope = JSON.parse(payload);
  } catch {
    return [];
  }
  if (envelope.f === from) return [];
  const batch: unknown[] = Array.isArray(envelope.b) ? envelope.b : [envelope];
  return batch.flatMap((one) => {
    const { c, m } = (one ?? {}) as Partial<Carried>;
    return typeof c === 'string' ? [{ c, m: m ?? null }] : [];
  });
}

/**
 * Sends the messages published in one turn of the event loop together: consecutive ones fill a
 * NOTIFY up to the limit, sent one after another so they arrive in order. Each publish resolves
 * (or fails) with its own NOTIFY.
 */
function batchedNotify(pool: pg.Pool, channel: string, head: string): (text: string) => Promise<void> {
  let waiting: { text: string; done: (err?: unknown) => void }[] = [];
  const flush = async () => {
    const batch = waiting;
    waiting = [];
    const groups: (typeof batch)[] = [];
    let size = Number.POSITIVE_INFINITY;
    for (const w of batch) {
      const bytes = Buffer.byteLength(w.text) + 1;
      if (size + bytes > MAX_PAYLOAD) {
        groups.push([]);
        size = head.length + 2;
      }
      groups.at(-1)?.push(w);
      size += bytes;
    }
    for (const g of groups) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, `${head}${g.map((w) => w.text).join(',')}]}`]);
        for (const w of g) w.done();
      } catch (err) {
        for (const w of g) w.done(err);
      }
    }
  };
  return (text) =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(() => void flush());
      waiting.push({ text, done: (err) => (err ? reject(err) : resolve()) });
    });
}

/**
 * The bus over PostgreSQL LISTEN/NOTIFY, for several instances on one PostgreSQL without Redis:
 * one connection listens (reopened when it breaks), a small pool notifies. As with Redis, this
 * instance's own subscribers hear a message at once and its echo is dropped.
 *
 * Messages published in one turn of the event loop travel together, in order, in as few NOTIFYs
 * as the payload limit allows (`{ f, b: [{ c, m }, …] }`): each NOTIFY is a round trip and takes
 * PostgreSQL's notify queue lock at commit, and a busy instance publishes a forget and a live
 * event for every order placed (decision 191). A publish resolves once its NOTIFY is sent.
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
    for (const { c, m } of messagesOf(n.payload, from)) subscribers.deliver(c, m);
  };
  /** A NOTIFY's payload around its messages. */
  const head = `{"f":${JSON.stringify(from)},"b":[`;
  const notify = batchedNotify(pool, channel, head);

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
      const text = JSON.stringify({ c: name, m: message ?? null } satisfies Carried);
      if (head.length + Buffer.byteLength(text) + 2 > MAX_PAYLOAD) throw new Error(`a bus message must stay under ${MAX_PAYLOAD} bytes`);
      subscribers.deliver(name, copyOf(message));
      await notify(text);
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
