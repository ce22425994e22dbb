import { SHIPPING_TEXTS, type ShippingMethod } from '@seamline/contract';
import type { Statements } from '../../db/statements.js';
import { allocate } from '../../lib/allocate.js';
import { groupBy } from '../../lib/group-by.js';
import type { CartLine } from '../cart/cart-line.js';
import { type AppliedCoupon, applyCoupon } from '../coupons/apply.js';
import { invalidInput } from '../errors.js';
import { dayOf } from '../shipping/business-days.js';
import { type ParcelShipping, type ProfileCents, priceParcelShipping } from '../shipping/parcel-shipping.js';
import { profilesRead, shippingProfilesOf } from '../shipping/shipping-profiles.js';
import { couponRead, withCategories } from '../coupons/store.js';
import { readTogether } from '../../db/reads.js';
import { taxCents } from './tax.js';

/** The buyer's choices a checkout is priced by: a delivery method per shop (vendor id as text) and one code. */
export interface CheckoutChoices {
  shipping?: Readonly<Record<string, ShippingMethod>>;
  couponCode?: string;
}

/** One shop's parcel, priced: one vendor order of the checkout. */
export interface PricedParcel {
  vendorId: number;
  lines: CartLine[];
  /** The goods at their prices. */
  subtotalCents: number;
  /** What the code took off them. */
  discountCents: number;
  shipping: ParcelShipping;
  /** Its share of the tax on the goods after discount (delivery is not taxed). */
  taxCents: number;
  /** subtotal − discount + shipping fee + tax: what the buyer pays for this parcel. */
  totalCents: number;
}

/** A cart priced as the quote shows it and checkout charges it. */
export interface PricedCheckout {
  parcels: PricedParcel[];
  coupon: AppliedCoupon | null;
  totalCents: number;
}

/**
 * Prices the cart's live lines with the shops' profiles, the code's discounts and the chosen
 * methods (docs/architecture.md#shipping-and-promotions, docs/decisions/261-shipping-in-the-order-total.md):
 * one parcel per shop in vendor order; the 8% tax on the goods after discount, computed on the
 * whole cart and shared out over the parcels so the parts add up to it; delivery untaxed. Express
 * from a shop without it is refused (400).
 */
export function priceParcels(
  live: readonly CartLine[],
  profiles: ReadonlyMap<number, ProfileCents>,
  coupon: AppliedCoupon | null,
  choices: CheckoutChoices,
  orderDay: string,
): PricedCheckout {
  const groups = [...groupBy(live, (l) => l.vendorId).entries()].sort(([a], [b]) => a - b);
  const goods = groups.map(([vendorId, lines]) => {
    const subtotalCents = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
    const discountCents = Math.min(subtotalCents, coupon?.discounts.get(vendorId) ?? 0);
    return { vendorId, lines, subtotalCents, discountCents };
  });
  const afterDiscount = goods.map((g) => g.subtotalCents - g.discountCents);
  const taxes = allocate(taxCents(afterDiscount.reduce((a, b) => a + b, 0)), afterDiscount);
  const parcels = goods.map((g, i): PricedParcel => {
    const profile = profiles.get(g.vendorId);
    if (!profile) throw new Error(`no shipping profile read for vendor ${g.vendorId}`);
    const method = choices.shipping?.[String(g.vendorId)] ?? 'standard';
    const facts = {
      units: g.lines.reduce((s, l) => s + l.quantity, 0),
      subtotalAfterDiscountCents: afterDiscount[i] ?? 0,
      orderDay,
      freeShipping: coupon?.freeShipping.has(g.vendorId) ?? false,
    };
    const shipping = priceParcelShipping(profile, facts, method);
    if (!shipping) throw invalidInput(SHIPPING_TEXTS.noExpress);
    const tax = taxes[i] ?? 0;
    return { ...g, shipping, taxCents: tax, totalCents: (afterDiscount[i] ?? 0) + shipping.feeCents + tax };
  });
  return { parcels, coupon, totalCents: parcels.reduce((s, p) => s + p.totalCents, 0) };
}

/**
 * The cart's live lines priced: the shops' profiles and the code read through `db` (checkout's
 * transaction when it holds one), the order's day by `now` (the money clock) in the marketplace's
 * time zone.
 */
export async function priceCheckout(
  db: Pick<Statements, 'rows'>,
  live: readonly CartLine[],
  req: CheckoutChoices & { buyerId: number; now: Date },
): Promise<PricedCheckout> {
  const vendorIds = [...new Set(live.map((l) => l.vendorId))].sort((a, b) => a - b);
  const code = req.couponCode;
  // A code is read beside the shops' profiles: one statement either way.
  const [profiles, looked] = code
    ? await readTogether(db, profilesRead(vendorIds), couponRead(code, req.buyerId))
    : [await shippingProfilesOf(db, vendorIds), null];
  const found = await withCategories(
    db,
    looked,
    live.map((l) => l.productId),
  );
  const parcels = vendorIds.map((vendorId) => {
    const lines = live.filter((l) => l.vendorId === vendorId);
    return { vendorId, lines, subtotalCents: lines.reduce((s, l) => s + l.priceCents * l.quantity, 0) };
  });
  const coupon = applyCoupon(found, { code, parcels, now: req.now });
  return priceParcels(live, profiles, coupon, req, dayOf(req.now));
}
