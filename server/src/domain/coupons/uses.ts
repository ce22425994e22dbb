import { COUPON_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { invalidInput } from '../errors.js';
import { pgArray } from '../../db/pg-array.js';
import type { RunsRows } from './store.js';

export { type RunsRows, rowsOf } from './store.js';

/**
 * A coupon's uses (docs/architecture.md#shipping-and-promotions, docs/decisions/265): counted in the
 * transaction that places the checkout, given back once when every vendor order of that checkout was
 * cancelled before shipping.
 */

/** How a coupon's uses are held to its limits: by its row (a limit of uses), and per buyer. */
export interface UseLimits {
  /** Whether it has a limit of uses (`max_uses`), which its row's count gates. */
  limited: boolean;
  /** Uses each buyer may hold (`max_uses_per_buyer`). */
  perBuyer: number;
}

export interface UseClaim extends UseLimits {
  couponId: number;
  buyerId: number;
  /** The checkout's payment: one use per placed checkout. */
  paymentId: string;
  orderIds: number[];
  discountCents: number;
  platformFunded: boolean;
  at: Date;
}

/**
 * Takes one use of the coupon for a checkout being placed, inside its transaction, in two
 * statements. A coupon with a limit is gated by its row: the conditional UPDATE never passes
 * `max_uses` (of two checkouts racing for the last use, the second waits for the first and then
 * finds none left). A coupon without one keeps no count on its row, so its checkouts never queue on
 * it (a sale's code is in most of them): the buyer's own lock, keyed by coupon and buyer, stands in
 * for the row. Either way the buyer's uses are counted after the lock is won, by a statement that
 * sees every use committed before. A checkout placed before (the same payment again) takes nothing
 * more. Refused (400, the buyer's words), the caller's transaction rolls back.
 */
export async function claimUse(tx: RunsRows, use: UseClaim): Promise<void> {
  const placedBefore = sql`exists (select 1 from coupon_uses where payment_id = ${use.paymentId})`;
  if (use.limited) {
    const [won] = await tx.rows<{ id: number }>(
      sql`update coupons set uses = uses + 1 where id = ${use.couponId} and active and uses < max_uses and not ${placedBefore}
      returning id`,
      'coupon_gate',
    );
    if (!won) {
      const [again] = await tx.rows<{ held: boolean }>(sql`select ${placedBefore} as held`);
      if (again?.held) return;
      throw invalidInput(COUPON_TEXTS.usedUp);
    }
  } else {
    const [state] = await tx.rows<{ held: boolean; active: boolean | null }>(
      sql`select ${placedBefore} as held, (select active from coupons where id = ${use.couponId}) as active,
        pg_advisory_xact_lock(hashtextextended(${`coupon-use:${use.couponId}:${use.buyerId}`}, 0))::text as locked`,
      'coupon_buyer_lock',
    );
    if (state?.held) return;
    if (!state?.active) throw invalidInput(COUPON_TEXTS.usedUp);
  }
  const orderIds = pgArray(use.orderIds);
  const [made] = await tx.rows<{ id: number }>(
    sql`insert into coupon_uses (coupon_id, buyer_id, payment_id, order_ids, discount_cents, platform_funded, used_at)
      select ${use.couponId}, ${use.buyerId}, ${use.paymentId}, ${orderIds}::int[], ${use.discountCents}, ${use.platformFunded},
        ${use.at.toISOString()}::timestamptz
      where (select count(*) from coupon_uses where coupon_id = ${use.couponId} and buyer_id = ${use.buyerId}
        and given_back_at is null) < ${use.perBuyer}
      returning id`,
    'coupon_use',
  );
  if (!made) throw invalidInput(COUPON_TEXTS.usedByYou);
}

/**
 * Gives back the use of the checkout `orderId` belongs to when `orderId` (being cancelled in `tx`)
 * is the last of its vendor orders still standing. The use's row is locked first, so two of its orders
 * cancelled at once take turns and the second sees the first's cancel: given back once. Answers
 * whether it was given back here.
 */
export async function giveBackUse(tx: Tx, orderId: number, at: Date): Promise<boolean> {
  const [use] = await queryRows<{ id: number; paymentId: string }>(
    tx,
    sql`select u.id, u.payment_id as "paymentId" from coupon_uses u
      join orders o on o.payment_id = u.payment_id
      where o.id = ${orderId} and o.kind = 'sale' and u.given_back_at is null
      for update of u`,
  );
  if (!use) return false;
  const [back] = await queryRows<{ couponId: number }>(
    tx,
    sql`update coupon_uses u set given_back_at = ${at.toISOString()}::timestamptz
      where u.id = ${use.id} and u.given_back_at is null
        and not exists (select 1 from orders o where o.payment_id = ${use.paymentId} and o.id <> ${orderId}
          and o.kind = 'sale' and o.status <> 'cancelled')
      returning u.coupon_id as "couponId"`,
  );
  if (!back) return false;
  await tx.execute(sql`update coupons set uses = uses - 1 where id = ${back.couponId} and max_uses is not null`);
  return true;
}

/** What platform coupons took off in checkouts placed since `since` and not given back: the platform's promotion spend. */
export async function promotionSpendCents(db: Tx, since: Date): Promise<number> {
  const [found] = await queryRows<{ cents: string }>(
    db,
    sql`select coalesce(sum(discount_cents), 0)::text as cents from coupon_uses
      where platform_funded and given_back_at is null and used_at > ${since.toISOString()}::timestamptz`,
  );
  return Number(found?.cents ?? 0);
}
