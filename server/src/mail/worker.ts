import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { type MailContext, renderMail } from './messages.js';
import { isPreparedJob, type OutboxJob, type PreparedJob } from '../domain/queue-mails.js';
import { issueResetLink } from '../domain/users/passwords.js';
import { isPermanent, type MailTransport } from './transport.js';

export interface MailWorkerOptions {
  ctx: MailContext;
  transport: MailTransport;
  from: string;
  now: () => number;
  log: { warn(fields: object, message: string): void; error(fields: object, message: string): void };
  /** How long a claimed mail is this worker's alone; past it, a worker that died is presumed dead. */
  leaseMs?: number;
}

export interface MailWorker {
  /** Sends every mail that is due now; answers how many went out. */
  runOnce(): Promise<number>;
  /** Runs every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

/** Attempts before a mail is given up (about 4½ hours of retrying). */
export const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** Waits 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

interface Claimed {
  id: number;
  payload: OutboxJob;
  attempts: number;
  createdAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The outbox's sender (docs/decisions/070-mail-outbox.md). A run claims due mails with
 * SELECT … FOR UPDATE SKIP LOCKED and marks them taken until `leaseMs` from now, so two workers
 * (two instances) never hold the same mail; a worker that dies mid-send leaves its mails to be
 * claimed again once the lease runs out. A mail is marked sent only after the SMTP server took it.
 */
export function createMailWorker(opts: MailWorkerOptions): MailWorker {
  const { ctx, transport, now, log } = opts;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const host = new URL(ctx.publicUrl).hostname || 'localhost';
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function claim(): Promise<{ rows: Claimed[]; lease: string }> {
    const at = now();
    const lease = iso(at + leaseMs);
    const rows = await ctx.statements.rows<Claimed>(sql`
      update ${outbox} set locked_until = ${lease}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${outbox}
        where sent_at is null and failed_at is null
          and (next_attempt_at is null or next_attempt_at <= ${iso(at)}::timestamptz)
          and (locked_until is null or locked_until <= ${iso(at)}::timestamptz)
        order by id
        limit ${BATCH}
        for update skip locked)
      returning id, payload, attempts, created_at as "createdAt"`);
    return { rows: rows.sort((a, b) => a.id - b.id), lease };
  }

  /**
   * Work that comes before a mail, done with the row's completion in one transaction, so it is done
   * once: a worker whose lease ran out changes nothing. What it queues goes out in this run.
   */
  async function prepare(row: Claimed & { payload: PreparedJob }, lease: string): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      const done = await queryRows<{ id: number }>(
        tx,
        sql`
        update ${outbox} set sent_at = ${iso(now())}::timestamptz, locked_until = null, last_error = null, payload = payload - 'email'
        where id = ${row.id} and sent_at is null and locked_until = ${lease}::timestamptz
        returning id`,
      );
      if (done.length === 0) return;
      await issueResetLink(tx, row.payload.email, now());
    });
  }

  async function deliver(row: Claimed, lease: string): Promise<boolean> {
    const job = row.payload;
    try {
      if (isPreparedJob(job)) {
        await prepare({ ...row, payload: job }, lease);
        return false;
      }
      const mail = await renderMail(ctx, job);
      if (!mail) {
        await finish(row, lease, { failed: true, error: 'nothing to send: what the mail is about no longer exists' });
        return false;
      }
      // The same on every attempt, so a receiver can tell a repeat after a crash from a new mail.
      const messageId = `<mail.${row.id}.${row.createdAt.replace(/\D/g, '')}@${host}>`;
      await transport.send({ ...mail, from: opts.from, messageId });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const failed = row.attempts >= MAX_ATTEMPTS || isPermanent(err);
      log[failed ? 'error' : 'warn'](
        { mailId: row.id, kind: row.payload.kind, attempts: row.attempts, err: error },
        failed ? 'mail given up' : 'mail not sent; will retry',
      );
      await finish(row, lease, { failed, error });
      return false;
    }
    // The reset token's hash is all the database keeps once its mail is gone.
    await ctx.statements.rows(sql`
      update ${outbox} set sent_at = ${iso(now())}::timestamptz, locked_until = null, last_error = null, payload = payload - 'token'
      where id = ${row.id} and sent_at is null`);
    return true;
  }

  /** A failure: retry later, or give up. A worker whose lease ran out changes nothing. */
  async function finish(row: Claimed, lease: string, { failed, error }: { failed: boolean; error: string }) {
    const at = now();
    await ctx.statements.rows(sql`
      update ${outbox} set locked_until = null, last_error = ${error.slice(0, 500)},
        next_attempt_at = ${iso(at + retryDelayMs(row.attempts))}::timestamptz,
        failed_at = ${failed ? iso(at) : null}::timestamptz,
        payload = case when ${failed}::boolean then payload - 'token' else payload end
      where id = ${row.id} and sent_at is null and locked_until = ${lease}::timestamptz`);
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const { rows, lease } = await claim();
      if (rows.length === 0) return sent;
      for (const row of rows) if (await deliver(row, lease)) sent += 1;
    }
  }

  const worker: MailWorker = {
    runOnce() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(intervalMs) {
      const tick = () => {
        if (stopped) return;
        worker
          .runOnce()
          .catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'mail worker run failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, intervalMs).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
  return worker;
}
