import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { OutboxJob, PreparedJob } from '../domain/queue-mails.js';
import { issueResetLink } from '../domain/users/passwords.js';
import type { MailContext } from './messages.js';

/**
 * The outbox rows as the mail worker leases them (docs/decisions/070-mail-outbox.md): claimed with
 * SELECT … FOR UPDATE SKIP LOCKED and taken until the lease ends, so two workers never hold the
 * same mail. Every write after the claim names the lease: a worker whose lease ran out changes nothing.
 */
export interface Claimed {
  id: number;
  payload: OutboxJob;
  attempts: number;
  createdAt: string;
}

const BATCH = 20;
const iso = (ms: number) => new Date(ms).toISOString();

/** Waits 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/** Up to a batch of the mails due at `at`, oldest first, each taken until `at + leaseMs` and counted as an attempt. */
export async function claimDue(ctx: MailContext, at: number, leaseMs: number): Promise<{ rows: Claimed[]; lease: string }> {
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
 * once. What it queues goes out in the same run.
 */
export async function prepareOnce(ctx: MailContext, row: Claimed & { payload: PreparedJob }, lease: string, at: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const done = await queryRows<{ id: number }>(
      tx,
      sql`
      update ${outbox} set sent_at = ${iso(at)}::timestamptz, locked_until = null, last_error = null, payload = payload - 'email'
      where id = ${row.id} and sent_at is null and locked_until = ${lease}::timestamptz
      returning id`,
    );
    if (done.length === 0) return;
    await issueResetLink(tx, row.payload.email, at);
  });
}

/** The mail went out: the reset token's hash is all the database keeps once its mail is gone. */
export async function markSent(ctx: MailContext, id: number, at: number): Promise<void> {
  await ctx.statements.rows(sql`
    update ${outbox} set sent_at = ${iso(at)}::timestamptz, locked_until = null, last_error = null, payload = payload - 'token'
    where id = ${id} and sent_at is null`);
}

/** A failure: retry later, or give up. */
export async function markFailed(
  ctx: MailContext,
  row: Claimed,
  lease: string,
  at: number,
  { failed, error }: { failed: boolean; error: string },
): Promise<void> {
  await ctx.statements.rows(sql`
    update ${outbox} set locked_until = null, last_error = ${error.slice(0, 500)},
      next_attempt_at = ${iso(at + retryDelayMs(row.attempts))}::timestamptz,
      failed_at = ${failed ? iso(at) : null}::timestamptz,
      payload = case when ${failed}::boolean then payload - 'token' else payload end
    where id = ${row.id} and sent_at is null and locked_until = ${lease}::timestamptz`);
}
