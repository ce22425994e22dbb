import { sql } from 'drizzle-orm';
import type { Statements } from '../db/statements.js';
import { httpClient } from '../lib/http-client.js';
import { pspAuthorizations, pspEvents } from './schema.js';
import { SIGNATURE_HEADER, signWebhook, WEBHOOK_BATCH_MAX } from './signature.js';
import { type AuthRow, toAuthorization } from './store.js';

/**
 * How the sandbox delivers its webhooks; tests switch it (docs/architecture.md#payments):
 * - `normal`: just after the call that caused them answers;
 * - `before_client`: before that call answers (the webhook races ahead of the client);
 * - `duplicate`: each one three times;
 * - `late`: held until `flush()`; `out_of_order`: held, then delivered newest first;
 * - `lost`: never (what the reconciliation job is for).
 */
export type WebhookMode = 'normal' | 'before_client' | 'duplicate' | 'late' | 'out_of_order' | 'lost';

interface Pending {
  seq: number;
  id: string;
  type: string;
  authorizationId: string;
  paymentId: string | null;
  createdAt: string;
  /** The authorisation as it stands when the round reads it. */
  authorization: AuthRow;
}

export interface WebhookSender {
  mode: WebhookMode;
  /** What the shop answered to each delivery so far (tests read it). */
  readonly answers: number[];
  /** Delivers what is due in the current mode; awaited by `before_client` calls and the clock. */
  deliver(): Promise<void>;
  /** Delivers what is held (late, out of order), then goes back to normal. */
  flush(): Promise<void>;
  /** The body and headers a delivery would send, for tests that forge or replay one. */
  sign(body: string, atSeconds?: number): string;
}

/** How many deliveries one round sends at once unless told. */
const PARALLEL = 8;

type Order = 'asc' | 'desc';

interface SenderOptions {
  statements: Statements;
  secret: string;
  /** The shop's webhook address. */
  url: () => string;
  timeoutMs?: number;
  /** How many deliveries go at once (PARALLEL unless set). */
  parallel?: number;
  /** The least time between the starts of two delivery rounds, in ms (0 unless set). */
  spacingMs?: number;
  log: (msg: string, err?: unknown) => void;
}

/**
 * What is undelivered, up to 200 events: what is due first (its partial index), then each one's
 * authorisation by its key: a lookup per event whatever the planner thinks of the tables' sizes,
 * never a scan of every authorisation.
 */
const dueEvents = (statements: Statements, order: Order) =>
  statements.rows<Pending>(
    sql`
    with e as materialized (
      select seq, id, type, authorization_id, created_at from ${pspEvents}
      where delivered_at is null order by seq ${order === 'asc' ? sql`asc` : sql`desc`} limit 200
    )
    select e.seq, e.id, e.type, e.authorization_id as "authorizationId", a.metadata->>'paymentId' as "paymentId", e.created_at::text as "createdAt",
      json_build_object('id', a.id, 'status', a.status, 'outcome', a.outcome, 'amountCents', a.amount_cents, 'capturedCents', a.captured_cents,
        'voidedCents', a.voided_cents, 'refundedCents', a.refunded_cents, 'message', a.message, 'returnUrl', a.return_url) as "authorization"
    from e join lateral (select * from ${pspAuthorizations} a where a.id = e.authorization_id offset 0) a on true
    order by e.seq ${order === 'asc' ? sql`asc` : sql`desc`}`,
    'psp_due_events',
  );

/** One delivery: `{ events: [...] }`, signed as a whole; true when the shop took it (2xx). */
function poster(opts: SenderOptions, sign: (body: string) => string, answers: number[]) {
  const request = httpClient();
  return async (batch: Pending[]): Promise<boolean> => {
    const body = JSON.stringify({
      events: batch.map((e) => ({
        id: e.id,
        type: e.type,
        created: e.createdAt,
        // The authorisation's state as the round read it, so the shop need not ask (retrieve) again.
        data: { authorizationId: e.authorizationId, paymentId: e.paymentId, authorization: toAuthorization(e.authorization) },
      })),
    });
    try {
      const res = await request(opts.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body) },
        body,
        timeoutMs: opts.timeoutMs ?? 10_000,
      });
      answers.push(res.status);
      return res.status >= 200 && res.status < 300;
    } catch (err) {
      opts.log('sandbox webhook delivery failed', err);
      return false;
    }
  };
}

/**
 * One delivery round at a time per instance, so events go in the order they were made; calls
 * while one waits to start join it (it reads every undelivered event), so rounds never pile up.
 * With `spacingMs`, a round starts no sooner than that after the one before: under load each
 * delivery carries what came in meanwhile; one at a time, an event still goes at once.
 */
function oneRoundAtATime(opts: SenderOptions, round: (order: Order, times: number) => Promise<void>) {
  let running: Promise<void> = Promise.resolve();
  let waiting: { order: Order; times: number; round: Promise<void> } | undefined;
  let lastStart = Number.NEGATIVE_INFINITY;
  return (order: Order, times: number): Promise<void> => {
    if (waiting && waiting.order === order && waiting.times === times) return waiting.round;
    const next = running
      .then(async () => {
        const wait = lastStart + (opts.spacingMs ?? 0) - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        waiting = undefined;
        lastStart = Date.now();
        return round(order, times);
      })
      .catch((err) => opts.log('sandbox webhook round failed', err));
    waiting = { order, times, round: next };
    running = next;
    return next;
  };
}

export function webhookSender(opts: SenderOptions): WebhookSender {
  const answers: number[] = [];
  const sign = (body: string, atSeconds = Math.floor(Date.now() / 1000)) => signWebhook(opts.secret, body, atSeconds);
  const post = poster(opts, sign, answers);

  /**
   * One round: what is undelivered, oldest first, in deliveries of up to WEBHOOK_BATCH_MAX events
   * each, up to `parallel` deliveries at once, as a provider's delivery workers send them
   * (`desc`, for the out-of-order switch: newest first, one event per delivery, one at a time).
   */
  async function once(order: Order, times: number) {
    const due = await dueEvents(opts.statements, order);
    const size = order === 'asc' ? WEBHOOK_BATCH_MAX : 1;
    const batches: Pending[][] = [];
    for (let i = 0; i < due.length; i += size) batches.push(due.slice(i, i + size));
    const width = order === 'asc' ? (opts.parallel ?? PARALLEL) : 1;
    for (let i = 0; i < batches.length; i += width) {
      // A closing server stops mid-round; what is left goes after restart.
      if (sender.mode === 'lost') return;
      const sent = await Promise.all(
        batches.slice(i, i + width).map(async (batch) => {
          let ok = false;
          for (let n = 0; n < times; n++) ok = (await post(batch)) || ok;
          return ok ? batch.map((e) => e.seq) : [];
        }),
      );
      const delivered = sent.flat();
      if (delivered.length > 0)
        await opts.statements.rows(
          sql`update ${pspEvents} set delivered_at = now() where seq = any(${`{${delivered.join(',')}}`}::int[])`,
          'psp_delivered',
        );
    }
  }
  const queued = oneRoundAtATime(opts, once);

  const sender: WebhookSender = {
    mode: 'normal',
    answers,
    sign,
    deliver() {
      if (sender.mode === 'late' || sender.mode === 'out_of_order' || sender.mode === 'lost') return Promise.resolve();
      return queued('asc', sender.mode === 'duplicate' ? 3 : 1);
    },
    async flush() {
      const order = sender.mode === 'out_of_order' ? 'desc' : 'asc';
      sender.mode = 'normal';
      await queued(order, 1);
    },
  };
  return sender;
}
