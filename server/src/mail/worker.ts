import { isPreparedJob } from '../domain/queue-mails.js';
import { type MailContext, renderMail } from './messages.js';
import { type Claimed, claimDue, markFailed, markSent, prepareOnce } from './outbox-lease.js';
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

export { retryDelayMs } from './outbox-lease.js';

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

  async function deliver(row: Claimed, lease: string): Promise<boolean> {
    const job = row.payload;
    try {
      if (isPreparedJob(job)) {
        await prepareOnce(ctx, { ...row, payload: job }, lease, now());
        return false;
      }
      const mail = await renderMail(ctx, job);
      if (!mail) {
        await markFailed(ctx, row, lease, now(), { failed: true, error: 'nothing to send: what the mail is about no longer exists' });
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
      await markFailed(ctx, row, lease, now(), { failed, error });
      return false;
    }
    await markSent(ctx, row.id, now());
    return true;
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const { rows, lease } = await claimDue(ctx, now(), leaseMs);
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
