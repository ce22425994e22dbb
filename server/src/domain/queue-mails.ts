import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { outbox } from '../db/schema.js';

/** The mails the shop sends (docs/architecture.md#accounts-mail-live); each row of the outbox holds one. */
export type MailJob =
  /**
   * The verification mail: its token is erased from the row once sent. A
   * welcome queued before verification existed has none and goes without a link.
   */
  | { kind: 'welcome'; userId: number; token?: string }
  /** One per checkout, listing every vendor's order. */
  | { kind: 'order-confirmation'; buyerId: number; orderIds: number[] }
  /** One per order, to its vendor, with only that vendor's lines. */
  | { kind: 'vendor-new-order'; orderId: number }
  | { kind: 'order-shipped'; orderId: number }
  | { kind: 'order-delivered'; orderId: number }
  | { kind: 'order-cancelled'; orderId: number }
  /** The token is erased from the row once the mail is sent; only its hash is kept for checking. */
  | { kind: 'password-reset'; userId: number; token: string }
  /** 'Tell me when it's back' answered: queued by the trigger of migration 0022 as the variant comes back. */
  | { kind: 'back-in-stock'; buyerId: number; variantId: number }
  /** Returns (docs/architecture.md#returns): the vendor hears of a new one; the buyer of its approval, rejection, refund and exchange. */
  | { kind: 'return-new' | 'return-approved' | 'return-rejected' | 'return-refunded' | 'return-exchange'; returnId: number }
  /** The operator's decision on a dispute, to the vendor; an owed refund paid by hand, to the buyer (decision 205). */
  | { kind: 'return-disputed' | 'return-decided' | 'return-refund-paid'; returnId: number }
  /** The operator suspended or reactivated the vendor's shop (docs/decisions/218). */
  | { kind: 'shop-suspended' | 'shop-reactivated'; vendorId: number };

export type MailKind = MailJob['kind'];

/**
 * Work queued for the worker that is not yet a mail: 'Forgot password?' answers at once and the
 * worker issues the link (domain/users/passwords.ts `issueResetLink`), so the answer's time says
 * nothing of the account. The e-mail is erased from the row once done.
 */
export type PreparedJob = { kind: 'password-reset-request'; email: string };
export type OutboxJob = MailJob | PreparedJob;
export const isPreparedJob = (job: OutboxJob): job is PreparedJob => job.kind === 'password-reset-request';

/** The statement that queues `jobs`: run it inside the transaction of what caused them. */
export function queueMailsSql(jobs: readonly OutboxJob[]): SQL {
  const rows = jobs.map((job) => sql`(${job.kind}, ${JSON.stringify(job)}::jsonb)`);
  return sql`insert into ${outbox} (kind, payload) values ${sql.join(rows, sql`, `)}`;
}

/** Queues `jobs` through a drizzle transaction (or the database, for a write of one statement). */
export async function queueMails(tx: Tx, jobs: readonly OutboxJob[]): Promise<void> {
  if (jobs.length > 0) await tx.execute(queueMailsSql(jobs));
}

/**
 * Part of checkout's one write statement (domain/orders/place-orders.ts): a CTE that queues the
 * buyer's confirmation (every order of the checkout) and one mail per vendor's order, reading the
 * orders from the statement's CTE `o`. The payloads are the `MailJob`s above.
 */
export function queueOrderPlacedMails(buyerId: number): SQL {
  return sql`m as (
        insert into ${outbox} (kind, payload)
        select 'order-confirmation', jsonb_build_object('kind', 'order-confirmation', 'buyerId', ${buyerId}::int, 'orderIds', (select jsonb_agg(o.id order by o.id) from o))
        where exists (select 1 from o)
        union all
        select 'vendor-new-order', jsonb_build_object('kind', 'vendor-new-order', 'orderId', o.id) from o
      ),`;
}
