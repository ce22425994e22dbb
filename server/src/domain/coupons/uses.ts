import { COUPON_TEXTS } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { invalidInput } from '../errors.js';
import type { Statements } from '../../db/statements.js';

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
  discountCents: number;
  platformFunded: boolean;
  at: Date;
}

/** Whether the checkout of this payment holds a use already (placed before). */
const usedBy = (paymentId: string) => sql`exists (select 1 from coupon_uses where payment_id = ${paymentId})`;

/**
 * One use of the coupon taken by checkout's write (order-write.ts), as CTEs after its orders (`o`),
 * so a code adds no statement of its own to the write. `coupon_gate`: a coupon with a limit is gated
 * by its row, whose conditional UPDATE never passes `max_uses` (of two checkouts racing for the last
 * use, the second waits for the first and then finds none left); one without a limit keeps no count
 * on its row, so its checkouts never queue on it (a sale's code is in most of them) and the gate
 * only reads that it is still active. `coupon_buyer`: the buyer's count of uses
 * (`coupon_buyer_uses`), raised by an upsert that never passes `max_uses_per_buyer`; two checkouts
 * of one buyer take turns on that row, other buyers never wait on it. `coupon_use`: the use's row,
 * with the orders' ids. A checkout placed before (the same payment again) takes nothing more.
 * `useTaken` reads what happened; `settleUse` turns it into the buyer's answer.
 */
export function useCtes(use: UseClaim, orderIds: SQL): SQL {
  const placedBefore = usedBy(use.paymentId);
  const gate = use.limited
    ? sql`update coupons set uses = uses + 1 where id = ${use.couponId}::int and active and uses < max_uses and not ${placedBefore} returning id`
    : sql`select id from coupons where id = ${use.couponId}::int and active and not ${placedBefore}`;
  return sql`coupon_gate as (${gate}),
      coupon_buyer as (
        insert into coupon_buyer_uses as b (coupon_id, buyer_id, uses)
        select ${use.couponId}::int, ${use.buyerId}::int, 1 from coupon_gate where ${use.perBuyer}::int >= 1
        on conflict (coupon_id, buyer_id) do update set uses = b.uses + 1 where b.uses < ${use.perBuyer}::int
        returning b.uses
      ),
      coupon_use as (
        insert into coupon_uses (coupon_id, buyer_id, payment_id, order_ids, discount_cents, platform_funded, used_at)
        select ${use.couponId}::int, ${use.buyerId}::int, ${use.paymentId}::text, ${orderIds}, ${use.discountCents}::bigint,
          ${use.platformFunded}::boolean, ${use.at.toISOString()}::timestamptz
        from coupon_buyer
        on conflict (payment_id) do nothing
        returning id
      ),`;
}

/** The columns that say what `useCtes` did: whether the gate passed and whether the use was written. */
export const useTaken = sql`exists (select 1 from coupon_gate) as "couponOpen", exists (select 1 from coupon_use) as "couponUsed"`;

export interface UseTaken {
  couponOpen: boolean;
  couponUsed: boolean;
}

/**
 * The buyer's answer to a use `useCtes` tried to take: nothing when it was taken, or when this
 * checkout had taken it before (the same payment placed again); otherwise 400 with the reason, and
 * the caller's transaction rolls back all its statement wrote.
 */
export async function settleUse(tx: Pick<Statements, 'rows'>, use: Pick<UseClaim, 'paymentId'>, taken: UseTaken): Promise<void> {
  if (taken.couponUsed) return;
  const [again] = await tx.rows<{ held: boolean }>(sql`select ${usedBy(use.paymentId)} as held`);
  if (again?.held) return;
  throw invalidInput(taken.couponOpen ? COUPON_TEXTS.usedByYou : COUPON_TEXTS.usedUp);
}

/**
 * Gives back the use of the checkout `orderId` belongs to when `orderId` (being cancelled in `tx`)
 * is the last of its vendor orders still standing (the buyer's count and a limited coupon's count
 * go down with it). The use's row is locked first, so two of its orders
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
    sql`with back as (
        update coupon_uses u set given_back_at = ${at.toISOString()}::timestamptz
        where u.id = ${use.id} and u.given_back_at is null
          and not exists (select 1 from orders o where o.payment_id = ${use.paymentId} and o.id <> ${orderId}
            and o.kind = 'sale' and o.status <> 'cancelled')
        returning u.coupon_id, u.buyer_id
      ),
      buyer as (
        update coupon_buyer_uses b set uses = b.uses - 1 from back where b.coupon_id = back.coupon_id and b.buyer_id = back.buyer_id
      ),
      row as (
        update coupons c set uses = c.uses - 1 from back where c.id = back.coupon_id and c.max_uses is not null
      )
      select coupon_id as "couponId" from back`,
  );
  return back !== undefined;
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
