import { RETURN_MOVES, type ReturnMove, type ReturnStatus } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { statusList } from '../money/move-payment.js';

/**
 * The one writer of `returns.status`: moves the return (locked by the caller, `from` its status
 * then) to `to`, only from a status RETURN_MOVES allows, checked again in the UPDATE's WHERE.
 * A move the table does not allow, or a row no longer in `from`, is a mistake in the code: it throws.
 */
export async function moveReturn(tx: Tx, id: number, from: ReturnStatus, to: ReturnMove, now: Date, extra: SQL = sql``): Promise<void> {
  const allowed: readonly ReturnStatus[] = RETURN_MOVES[to];
  if (!allowed.includes(from)) throw new Error(`returns.status: no move from ${from} to ${to}`);
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update returns set status = ${sql.raw(`'${to}'`)}, updated_at = ${now.toISOString()}::timestamptz ${extra}
      where id = ${id} and status = ${from} and status in ${statusList(allowed)} returning id`,
  );
  if (moved.length === 0) throw new Error(`return ${id} was not ${from}`);
}
