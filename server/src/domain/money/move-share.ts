import { type PaymentStatus, SHARE_MOVES, type ShareMove } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { statusList } from './move-payment.js';

/** The statuses a share may move to `to` from: all the table allows, or fewer, each checked against it. */
function fromOf(to: ShareMove, from?: readonly PaymentStatus[]): readonly PaymentStatus[] {
  const allowed: readonly PaymentStatus[] = SHARE_MOVES[to];
  const chosen = from ?? allowed;
  const stray = chosen.filter((s) => !allowed.includes(s));
  if (stray.length > 0) throw new Error(`orders.payment_status: no move from ${stray.join(', ')} to ${to}`);
  return chosen;
}

/** One move of a share inside another UPDATE of the order: `to` when `when` holds (and the table allows it). */
export interface ShareCase {
  to: ShareMove;
  /** A condition on the order's row; none: always. */
  when?: SQL;
  from?: readonly PaymentStatus[];
}

/**
 * The one writer of `orders.payment_status` inside another UPDATE of the order (its status
 * change, a refund recorded): the value the column takes, the first case that holds and whose move
 * SHARE_MOVES allows from the row's status, else the status it has. Checked on the row the UPDATE
 * writes, so a race cannot make an illegal move.
 */
export function shareStatusAfter(cases: readonly ShareCase[]): SQL {
  const whens = cases.map(
    (c) =>
      sql`when payment_status in ${statusList(fromOf(c.to, c.from))}${c.when ? sql` and (${c.when})` : sql``} then ${sql.raw(`'${c.to}'`)}`,
  );
  return sql`(case ${sql.join(whens, sql` `)} else payment_status end)`;
}

export interface ShareMoveOf {
  orderId: number;
  to: ShareMove;
  from?: readonly PaymentStatus[];
  /** Further columns written with it. */
  set?: SQL;
}

/**
 * The one UPDATE that moves a share on its own: from a status SHARE_MOVES allows, checked in its
 * WHERE, so of two callers one moves it; answers the order's id when it moved.
 */
export function moveShare(m: ShareMoveOf): SQL {
  return sql`update ${orders} set payment_status = ${sql.raw(`'${m.to}'`)}${m.set ? sql`, ${m.set}` : sql``}, updated_at = now()
    where id = ${m.orderId} and payment_status in ${statusList(fromOf(m.to, m.from))} returning id`;
}
