import { COUPON_TEXTS, type CouponKind, fromCents } from '@seamline/contract';
import { allocate } from '../../lib/allocate.js';

/**
 * What a code takes off a cart (docs/architecture.md#shipping-and-promotions), as a pure function of
 * the cart's parcels, the coupon, the buyer's uses of it and the time: a refusal in the buyer's
 * words, or the discount cent by cent. Nothing here reads or writes the database.
 */

/** One cart line as the coupon reads it: the unit price in cents (after any sale). */
export interface CouponLine {
  productId: number;
  category: string;
  unitPriceCents: number;
  quantity: number;
}

/** One shop's parcel of the cart. */
export interface CouponParcel {
  vendorId: number;
  lines: CouponLine[];
}

/** A coupon's rules, amounts in cents (`value`: a percent, cents, or 0 for free delivery). */
export interface CouponRules {
  id: number;
  code: string;
  /** null: the platform's. */
  vendorId: number | null;
  kind: CouponKind;
  value: number;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  /** Placed checkouts holding a use now. */
  uses: number;
  maxUsesPerBuyer: number;
  productIds: number[] | null;
  vendorIds: number[] | null;
  categories: string[] | null;
  active: boolean;
}

/** One parcel's part: its discount, each line's share of it (in the parcel's line order), free delivery. */
export interface ParcelDiscount {
  vendorId: number;
  discountCents: number;
  lineDiscountCents: number[];
  /** Standard delivery free on this parcel (a free_shipping code it is eligible for). */
  freeShipping: boolean;
}

export type CouponOutcome =
  | { ok: false; message: string }
  | {
      ok: true;
      couponId: number;
      code: string;
      kind: CouponKind;
      /** The platform funds it (its promotion expense); otherwise the shop does. */
      platformFunded: boolean;
      discountCents: number;
      parcels: ParcelDiscount[];
    };

const lineCents = (l: CouponLine) => l.unitPriceCents * l.quantity;

/** Whether the coupon covers this line of this shop's parcel. */
export function covers(c: CouponRules, vendorId: number, line: CouponLine): boolean {
  if (c.vendorId !== null && c.vendorId !== vendorId) return false;
  if (c.vendorIds && !c.vendorIds.includes(vendorId)) return false;
  if (c.productIds && !c.productIds.includes(line.productId)) return false;
  return !c.categories || c.categories.includes(line.category);
}

/** Why the coupon cannot be used at `now` by a buyer holding `buyerUses` of it, before looking at the cart; null when it can. */
export function refusalBeforeCart(c: CouponRules, buyerUses: number, now: Date): string | null {
  if (!c.active) return COUPON_TEXTS.inactive;
  if (c.startsAt && now < c.startsAt) return COUPON_TEXTS.notStarted;
  if (c.endsAt && now >= c.endsAt) return COUPON_TEXTS.expired;
  if (buyerUses >= c.maxUsesPerBuyer) return COUPON_TEXTS.usedByYou;
  if (c.maxUses !== null && c.uses >= c.maxUses) return COUPON_TEXTS.usedUp;
  return null;
}

/** The whole discount on an eligible subtotal: a percent rounded half up, an amount never above the subtotal. */
export function discountOn(c: CouponRules, eligibleCents: number): number {
  if (c.kind === 'percent') return Math.floor((eligibleCents * c.value + 50) / 100);
  if (c.kind === 'amount') return Math.min(c.value, eligibleCents);
  return 0;
}

/**
 * Evaluates `c` on the cart. A platform coupon's discount is spread over the eligible parcels in
 * proportion to their eligible subtotals, and within a parcel over its eligible lines the same way
 * (largest remainder: the parts add up to the cent).
 */
export function evaluateCoupon(c: CouponRules, parcels: CouponParcel[], buyerUses: number, now: Date): CouponOutcome {
  const before = refusalBeforeCart(c, buyerUses, now);
  if (before) return { ok: false, message: before };
  const eligible = parcels.map((p) => p.lines.map((l) => (covers(c, p.vendorId, l) ? lineCents(l) : 0)));
  const perParcel = eligible.map((lines) => lines.reduce((a, b) => a + b, 0));
  const eligibleCents = perParcel.reduce((a, b) => a + b, 0);
  if (eligibleCents === 0) return { ok: false, message: COUPON_TEXTS.notForItems };
  const min = c.minSubtotalCents ?? 0;
  if (eligibleCents < min) return { ok: false, message: COUPON_TEXTS.addMore(fromCents(min - eligibleCents)) };
  const discountCents = discountOn(c, eligibleCents);
  const parcelShares = allocate(discountCents, perParcel);
  return {
    ok: true,
    couponId: c.id,
    code: c.code,
    kind: c.kind,
    platformFunded: c.vendorId === null,
    discountCents,
    parcels: parcels.map((p, i) => ({
      vendorId: p.vendorId,
      discountCents: parcelShares[i] ?? 0,
      lineDiscountCents: allocate(parcelShares[i] ?? 0, eligible[i] ?? []),
      freeShipping: c.kind === 'free_shipping' && (perParcel[i] ?? 0) > 0,
    })),
  };
}

/** The buyer's message for an applied outcome. */
export const appliedMessage = (discountCents: number, kind: CouponKind): string =>
  kind === 'free_shipping' ? COUPON_TEXTS.freeShippingApplied : COUPON_TEXTS.applied(fromCents(discountCents));
