import type { Category, FitHistoryEntry, FitOutcome, ReturnLineReason, Subcategory } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';

const DAY = 86_400_000;
/** The most recent sized lines a buyer's history reads; older ones say little of the body today. */
export const HISTORY_LINES_MAX = 500;

/** A delivered order line of one size, with its shop, its return window and the returns of it that count. */
export interface DeliveredLine {
  itemId: number;
  productId: number;
  productName: string;
  size: string;
  quantity: number;
  vendorId: number;
  vendorName: string;
  category: Category;
  subcategory: Subcategory;
  deliveredAt: Date | string;
  returnDays: number;
  /** [reason, units, asked at]; null when none. */
  returns: Array<[ReturnLineReason, number, string]> | null;
}

/**
 * The buyer's delivered lines of one size, newest first. Returns count unless cancelled, rejected
 * or expired (the buyer kept those units), and 'not_shipped' (the shop's refund of an exchange
 * that never left) never counts: the same returns as the vendor's return figures.
 */
export function readDeliveredLines(statements: Statements, buyerId: number): Promise<DeliveredLine[]> {
  return statements.rows<DeliveredLine>(
    sql`select oi.id as "itemId", oi.product_id as "productId", oi.product_name as "productName", oi.size, oi.quantity,
      o.vendor_id as "vendorId", coalesce(u.vendor_name, '') as "vendorName", p.category, p.subcategory,
      o.delivered_at as "deliveredAt", o.return_days as "returnDays",
      (select json_agg(json_build_array(rl.reason, rl.quantity, r.created_at) order by r.created_at, rl.id)
        from return_lines rl join returns r on r.id = rl.return_id
        where rl.order_item_id = oi.id and r.status not in ('cancelled', 'rejected', 'expired') and rl.reason <> 'not_shipped') as returns
    from orders o
    join order_items oi on oi.order_id = o.id
    join products p on p.id = oi.product_id
    join users u on u.id = o.vendor_id
    where o.buyer_id = ${buyerId}::int and o.delivered_at is not null and oi.size is not null
    order by o.delivered_at desc, oi.id desc
    limit ${HISTORY_LINES_MAX}`,
    'fit_history',
  );
}

/** What a line's return says of its size. */
const outcomeOf = (reason: ReturnLineReason): FitOutcome =>
  reason === 'too_small' ? 'returned_small' : reason === 'too_large' ? 'returned_large' : 'returned_other';

export interface PastOutcome {
  line: DeliveredLine;
  outcome: FitOutcome;
  at: Date;
}

/**
 * What became of each line (docs/decisions/252): each return of it, as its reason says, when it was
 * asked for; and kept, when its return window closed by `now` (the money clock) with units of it
 * not returned. A line still inside its window and not returned has no outcome yet. Newest first.
 */
export function outcomesOf(lines: readonly DeliveredLine[], now: Date): PastOutcome[] {
  const outcomes = lines.flatMap((line): PastOutcome[] => {
    const returned = (line.returns ?? []).map(([reason, , at]) => ({ line, outcome: outcomeOf(reason), at: new Date(at) }));
    const units = (line.returns ?? []).reduce((sum, [, quantity]) => sum + quantity, 0);
    const closes = new Date(new Date(line.deliveredAt).getTime() + line.returnDays * DAY);
    const kept = units < line.quantity && closes <= now ? [{ line, outcome: 'kept' as const, at: closes }] : [];
    return [...returned, ...kept];
  });
  return outcomes.sort((a, b) => b.at.getTime() - a.at.getTime() || b.line.itemId - a.line.itemId);
}

/** The fit profile's history, as answered. */
export const historyEntries = (outcomes: readonly PastOutcome[]): FitHistoryEntry[] =>
  outcomes.map(({ line, outcome, at }) => ({
    productId: line.productId,
    productName: line.productName,
    vendorName: line.vendorName,
    size: line.size,
    outcome,
    at: at.toISOString(),
  }));
