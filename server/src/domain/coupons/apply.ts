import { COUPON_TEXTS } from '@seamline/contract';
import type { Statements } from '../../db/statements.js';
import type { CartLine } from '../cart/cart-line.js';
import { invalidInput } from '../errors.js';

/** One shop's parcel as a code sees it: its lines and their goods before any discount, in cents. */
export interface CouponParcel {
  vendorId: number;
  lines: readonly CartLine[];
  subtotalCents: number;
}

export interface CouponRequest {
  buyerId: number;
  /** The code the buyer typed (trimmed, upper case); undefined or empty: none. */
  code: string | undefined;
  parcels: readonly CouponParcel[];
  /** The money clock: a code's start and end are read against it. */
  now: Date;
}

/** A code that applies: what it takes off, where, and who pays for it. */
export interface AppliedCoupon {
  couponId: number;
  code: string;
  /** A shop's code is the vendor's; the platform's is the platform's promotion expense. */
  fundedBy: 'vendor' | 'platform';
  /** Cents off each shop's parcel (vendor id → cents), never more than its subtotal; shops left out get nothing off. */
  discounts: ReadonlyMap<number, number>;
  /** Each cart line's share of its parcel's discount (cart line id → cents), adding up to the parcel's exactly. */
  lineDiscounts: ReadonlyMap<number, number>;
  /** Shops whose parcel the code delivers for nothing (a free_shipping code). */
  freeShipping: ReadonlySet<number>;
  /** What the buyer reads: COUPON_TEXTS.applied or freeShippingApplied. */
  message: string;
}

/**
 * The one seam between checkout and coupons (docs/architecture.md#shipping-and-promotions): the quote
 * and every checkout call it with the cart's parcels, inside checkout's transaction when there is
 * one. Answers null for no code, the coupon when it applies, and throws 400 with the reason
 * (COUPON_TEXTS) when it does not. Counting a use is the coupon's own step at checkout.
 */
export async function applyCoupon(_db: Pick<Statements, 'rows'>, req: CouponRequest): Promise<AppliedCoupon | null> {
  if (!req.code) return null;
  throw invalidInput(COUPON_TEXTS.unknown);
}

/**
 * Counts one use of a code that applied, in checkout's transaction right after its orders are
 * written (the coupon's limits hold under concurrent checkouts there). Nothing to count yet.
 */
export async function recordCouponUse(
  _tx: Pick<Statements, 'rows'>,
  _use: { coupon: AppliedCoupon; buyerId: number; orderIds: readonly number[] },
): Promise<void> {}
