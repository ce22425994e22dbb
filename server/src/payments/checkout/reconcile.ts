import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import { statusList } from '../../domain/money/move-payment.js';
import type { CheckoutHandles } from './handles.js';
import { columns, type PaymentRow } from './payment-row.js';
import { sync } from './settle.js';
import { finishVoid } from './void-unplaced.js';

/** What the reconciliation job looks at: payments still open, or claimed for a void not yet sent. */
const UNFINISHED = statusList(['authorizing', 'requires_action', 'authorized', 'voiding']);

/**
 * The reconciliation job's round: every payment left open for `olderThanSeconds`, settled against
 * the provider; a void a crash cut short, sent. Answers how many it looked at.
 */
export async function reconcile(h: CheckoutHandles, olderThanSeconds: number): Promise<number> {
  const open = await h.statements.rows<PaymentRow>(sql`
    select ${columns} from ${payments} p
    where p.status in ${UNFINISHED} and p.updated_at < now() - make_interval(secs => ${olderThanSeconds})
    order by p.updated_at limit 100`);
  for (const p of open) {
    try {
      if (p.status === 'voiding') await finishVoid(h, p.id);
      else await sync(h, p, false);
    } catch (err) {
      h.log(`reconciling payment ${p.id} failed`, err);
    }
  }
  return open.length;
}
