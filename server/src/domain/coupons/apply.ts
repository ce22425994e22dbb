import { COUPON_TEXTS } from '@seamline/contract';
import type { CartLine } from '../cart/cart-line.js';
import { invalidInput } from '../errors.js';
import { appliedMessage, evaluateCoupon } from './evaluate.js';
import type { CouponForBuyer } from './store.js';
import type { UseClaim, UseLimits } from './uses.js';

/** One shop's parcel as a code sees it: its lines and their goods before any discount, in cents. */
export interface CouponParcel {
  vendorId: number;
  lines: readonly CartLine[];
  subtotalCents: number;
}

export interface CouponRequest {
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
  /** How its uses are counted when a checkout takes one (uses.ts useCtes). */
  limits: UseLimits;
}

/**
 * The one seam between checkout and coupons (docs/architecture.md#shipping-and-promotions): the quote
 * and every checkout call it with the cart's parcels and the code as `store.ts couponRead` found it
 * (read inside checkout's transaction when there is one). Answers null for no code, the coupon when
 * it applies, and throws 400 with the reason (COUPON_TEXTS) when it does not. The use a checkout
 * takes is `useOf`'s, written by checkout's write.
 */
export function applyCoupon(found: CouponForBuyer | null, req: CouponRequest): AppliedCoupon | null {
  if (!req.code) return null;
  if (!found) throw invalidInput(COUPON_TEXTS.unknown);
  const { rules: coupon, buyerUses, categories } = found;
  const parcels = req.parcels.map((p) => ({
    vendorId: p.vendorId,
    lines: p.lines.map((l) => ({
      productId: l.productId,
      category: categories.get(l.productId) ?? '',
      unitPriceCents: l.priceCents,
      quantity: l.quantity,
    })),
  }));
  const out = evaluateCoupon(coupon, parcels, buyerUses, req.now);
  if (!out.ok) throw invalidInput(out.message);
  const lineDiscounts = new Map<number, number>();
  for (const [i, p] of out.parcels.entries()) {
    for (const [k, l] of (req.parcels[i]?.lines ?? []).entries()) lineDiscounts.set(l.cartId, p.lineDiscountCents[k] ?? 0);
  }
  return {
    couponId: out.couponId,
    code: out.code,
    fundedBy: out.platformFunded ? 'platform' : 'vendor',
    discounts: new Map(out.parcels.map((p) => [p.vendorId, p.discountCents])),
    lineDiscounts,
    freeShipping: new Set(out.parcels.filter((p) => p.freeShipping).map((p) => p.vendorId)),
    message: appliedMessage(out.discountCents, out.kind),
    limits: { limited: coupon.maxUses !== null, perBuyer: coupon.maxUsesPerBuyer },
  };
}

/**
 * The use a checkout placing with a code takes (uses.ts useCtes), written by checkout's write right
 * after its orders: the coupon's limits hold under concurrent checkouts there, and the same
 * checkout placed again counts nothing more. Refused, checkout's transaction rolls back.
 */
export function useOf(coupon: AppliedCoupon, buyerId: number, paymentId: string, now: Date): UseClaim {
  return {
    couponId: coupon.couponId,
    ...coupon.limits,
    buyerId,
    paymentId,
    discountCents: [...coupon.discounts.values()].reduce((a, b) => a + b, 0),
    platformFunded: coupon.fundedBy === 'platform',
    at: now,
  };
}
