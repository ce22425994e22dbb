import type { ShippingMethod } from '@seamline/contract';
import { addBusinessDays } from './business-days.js';

/** One delivery rate of a shop, in cents and days. */
export interface RateCents {
  firstItemCents: number;
  /** Per unit after the first. */
  additionalItemCents: number;
  transitDays: readonly [number, number];
}

/** A shop's delivery profile in cents (the contract's ShippingProfile is its dollars at the edge). */
export interface ProfileCents {
  processingDays: number;
  standard: RateCents;
  express: RateCents | null;
  /** Standard delivery is free from this subtotal (after the parcel's discount) on; null: never. */
  freeOverCents: number | null;
}

/** One way a parcel can be delivered: its fee and the business days it arrives between. */
export interface OptionCents {
  method: ShippingMethod;
  feeCents: number;
  deliveryFrom: string;
  deliveryTo: string;
}

/** What one shop's parcel costs to deliver, by the method chosen. */
export interface ParcelShipping {
  method: ShippingMethod;
  feeCents: number;
  deliveryFrom: string;
  deliveryTo: string;
  /** Every method the shop offers, the chosen one among them. */
  options: OptionCents[];
  /** What the parcel lacks for free standard delivery: 0 when free, null when the shop has no threshold. */
  freeShippingRemainingCents: number | null;
}

export interface ParcelFacts {
  /** Units in the parcel (the sum of its lines' quantities). */
  units: number;
  /** The parcel's goods after its discount, in cents. */
  subtotalAfterDiscountCents: number;
  /** The day of the order, YYYY-MM-DD. */
  orderDay: string;
  /** A code that makes this parcel's delivery free (standard and express alike). */
  freeShipping?: boolean;
}

const rateFee = (rate: RateCents, units: number) => (units <= 0 ? 0 : rate.firstItemCents + rate.additionalItemCents * (units - 1));

function option(profile: ProfileCents, method: ShippingMethod, rate: RateCents, feeCents: number, day: string): OptionCents {
  return {
    method,
    feeCents,
    deliveryFrom: addBusinessDays(day, profile.processingDays + rate.transitDays[0]),
    deliveryTo: addBusinessDays(day, profile.processingDays + rate.transitDays[1]),
  };
}

/**
 * One shop's parcel priced for delivery (docs/architecture.md#shipping-and-promotions): the first
 * unit at the rate's first-item fee and each unit after at its additional fee; standard free once
 * the parcel's subtotal after its discount reaches `freeOverCents`. Undefined when `method` is not
 * offered (express of a shop without it).
 */
export function priceParcelShipping(profile: ProfileCents, parcel: ParcelFacts, method: ShippingMethod): ParcelShipping | undefined {
  const free = profile.freeOverCents !== null && parcel.subtotalAfterDiscountCents >= profile.freeOverCents;
  const standardFee = free || parcel.freeShipping ? 0 : rateFee(profile.standard, parcel.units);
  const options = [option(profile, 'standard', profile.standard, standardFee, parcel.orderDay)];
  if (profile.express) {
    const expressFee = parcel.freeShipping ? 0 : rateFee(profile.express, parcel.units);
    options.push(option(profile, 'express', profile.express, expressFee, parcel.orderDay));
  }
  const chosen = options.find((o) => o.method === method);
  if (!chosen) return undefined;
  const remaining = profile.freeOverCents === null ? null : Math.max(0, profile.freeOverCents - parcel.subtotalAfterDiscountCents);
  return { ...chosen, options, freeShippingRemainingCents: remaining };
}
