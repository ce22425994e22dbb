import { z } from 'zod';
import { CATEGORIES } from '../constants.js';
import { formatPrice } from '../money.js';

/**
 * Shipping, the cart's quote and coupons (docs/architecture.md#shipping-and-promotions): the shapes
 * the server answers and takes, and every text a buyer, vendor or operator reads about them.
 * Amounts are dollars at the edge, integer cents inside.
 */

// ---- Texts ------------------------------------------------------------------------------------

export const SHIPPING_TEXTS = {
  feeRange: (label: string) => `${label} must be between 0 and 500`,
  feeCents: (label: string) => `${label} must have at most 2 decimal places`,
  daysRange: (label: string) => `${label} must be a whole number of days between 0 and 30`,
  transitOrder: (label: string) => `${label}: the first day must not be after the last`,
  freeOverRange: 'Free delivery threshold must be between 0 and 100000',
  saved: 'Shipping settings saved',
  addForFree: (amount: number, shop: string) => `Add ${formatPrice(amount)} more from ${shop} for free delivery`,
  freeDelivery: 'Free delivery',
  standard: 'Standard',
  express: 'Express',
  // Refused at the quote and the checkout (400).
  noExpress: 'This shop does not offer express delivery',
} as const;

export const COUPON_TEXTS = {
  codeFormat: 'Code must be 4–20 letters A–Z, digits or -',
  codeTaken: 'This code is already in use',
  kindRequired: 'Kind must be percent, amount or free_shipping',
  percentRange: 'A percent discount must be between 1 and 90',
  amountRange: 'An amount discount must be between 0.01 and 10000',
  usesRange: 'Uses must be a whole number between 1 and 1000000',
  datesOrder: 'The end must be after the start',
  unknownProducts: 'Some of these products are not in this shop',
  notFound: 'Coupon not found',
  idInvalid: 'Coupon ID must be a positive whole number',
  created: 'Coupon created',
  updated: 'Coupon updated',
  // Refusals at the quote and the checkout (400).
  unknown: 'This code does not exist',
  inactive: 'This code is no longer active',
  notStarted: 'This code is not active yet',
  expired: 'This code has expired',
  addMore: (amount: number) => `Add ${formatPrice(amount)} more to use this code`,
  notForItems: 'This code is not valid for these items',
  usedByYou: 'You have already used this code',
  usedUp: 'This code has been used up',
  applied: (amount: number) => `Code applied: ${formatPrice(amount)} off`,
  freeShippingApplied: 'Code applied: free delivery',
} as const;

// ---- Shipping profile: GET/PUT /api/vendors/shipping --------------------------------------------

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

const fee = (label: string) =>
  z
    .number({ error: SHIPPING_TEXTS.feeRange(label) })
    .min(0, SHIPPING_TEXTS.feeRange(label))
    .max(500, SHIPPING_TEXTS.feeRange(label))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, SHIPPING_TEXTS.feeCents(label));

const days = (label: string) =>
  z
    .number({ error: SHIPPING_TEXTS.daysRange(label) })
    .int(SHIPPING_TEXTS.daysRange(label))
    .min(0, SHIPPING_TEXTS.daysRange(label))
    .max(30, SHIPPING_TEXTS.daysRange(label));

const rate = (name: string) =>
  z.object({
    firstItem: fee(`${name} first item fee`),
    additionalItem: fee(`${name} additional item fee`),
    transitDays: z
      .tuple([days(`${name} transit days`), days(`${name} transit days`)], { error: SHIPPING_TEXTS.daysRange(`${name} transit days`) })
      .refine(([min, max]) => min <= max, SHIPPING_TEXTS.transitOrder(`${name} transit days`)),
  });

export const shippingProfile = z.object({
  processingDays: days('Processing days'),
  standard: rate('Standard'),
  express: rate('Express').nullable(),
  freeOver: z
    .number({ error: SHIPPING_TEXTS.freeOverRange })
    .min(0, SHIPPING_TEXTS.freeOverRange)
    .max(100000, SHIPPING_TEXTS.freeOverRange)
    .nullable(),
});
export type ShippingProfile = z.infer<typeof shippingProfile>;

/** What a new shop starts with. */
export const DEFAULT_SHIPPING_PROFILE: ShippingProfile = {
  processingDays: 2,
  standard: { firstItem: 4.95, additionalItem: 1, transitDays: [2, 5] },
  express: null,
  freeOver: 75,
};

// ---- The quote: GET /api/buyer/cart/quote ------------------------------------------------------

export const shippingOption = z.object({
  method: z.enum(SHIPPING_METHODS),
  fee: z.number(),
  /** Business days from the day of the order, as ISO dates (YYYY-MM-DD). */
  deliveryFrom: z.string(),
  deliveryTo: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOption>;

export const quoteLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  /** This line's share of the parcel's discount. */
  discount: z.number(),
});

export const quoteParcel = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  lines: z.array(quoteLine),
  subtotal: z.number(),
  discount: z.number(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingOptions: z.array(shippingOption),
  shipping: z.number(),
  /** What the parcel lacks for free standard delivery: 0 when free, null when the shop has none. */
  freeShippingRemaining: z.number().nullable(),
  tax: z.number(),
});
export type QuoteParcel = z.infer<typeof quoteParcel>;

export const quoteCoupon = z.object({ code: z.string(), discount: z.number(), message: z.string() });

export const cartQuote = z.object({
  parcels: z.array(quoteParcel),
  coupon: quoteCoupon.nullable(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type CartQuote = z.infer<typeof cartQuote>;

/** Checkout's and the quote's choices: a delivery method per shop, and one code. */
export const shippingChoice = z.record(
  z.string().regex(/^\d{1,18}$/),
  z.enum(SHIPPING_METHODS, { error: 'Delivery must be standard or express' }),
);
export const couponCodeField = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().max(20, COUPON_TEXTS.unknown));

// ---- Coupons: /api/vendors/coupons and /api/admin/coupons --------------------------------------

export const COUPON_KINDS = ['percent', 'amount', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_CODE = /^[A-Z0-9-]{4,20}$/;

const uses = z
  .number({ error: COUPON_TEXTS.usesRange })
  .int(COUPON_TEXTS.usesRange)
  .min(1, COUPON_TEXTS.usesRange)
  .max(1_000_000, COUPON_TEXTS.usesRange);
const when = z.iso.datetime({ offset: true, error: 'Dates must be ISO 8601 date-times' });
const ids = z.array(z.string().regex(/^\d{1,18}$/, 'Ids must be numbers')).max(500);

export const couponInput = z
  .object({
    code: z
      .string({ error: COUPON_TEXTS.codeFormat })
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE, COUPON_TEXTS.codeFormat)),
    kind: z.enum(COUPON_KINDS, { error: COUPON_TEXTS.kindRequired }),
    /** Percent (1–90) or dollars (0.01–10000); ignored for free_shipping. */
    value: z.number({ error: COUPON_TEXTS.amountRange }).optional(),
    minSubtotal: z.number().min(0).max(100000).nullish(),
    startsAt: when.nullish(),
    endsAt: when.nullish(),
    maxUses: uses.nullish(),
    maxUsesPerBuyer: uses.default(1),
    productIds: ids.nullish(),
    vendorIds: ids.nullish(),
    categories: z.array(z.enum(CATEGORIES)).nullish(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && !(Number.isInteger(c.value) && (c.value as number) >= 1 && (c.value as number) <= 90))
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_TEXTS.percentRange });
    if (
      c.kind === 'amount' &&
      !(typeof c.value === 'number' && c.value >= 0.01 && c.value <= 10000 && Number.isInteger(Math.round(c.value * 100)))
    )
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_TEXTS.amountRange });
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: COUPON_TEXTS.datesOrder });
  });
export type CouponInput = z.input<typeof couponInput>;

export const couponIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, COUPON_TEXTS.idInvalid)
    .transform(Number),
});

export const couponActiveInput = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export const coupon = z.object({
  couponId: z.string(),
  code: z.string(),
  /** null for the platform's coupons. */
  vendorId: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerBuyer: z.number(),
  productIds: z.array(z.string()).nullable(),
  vendorIds: z.array(z.string()).nullable(),
  categories: z.array(z.string()).nullable(),
  active: z.boolean(),
  /** Placed checkouts that used it (given back when their orders are cancelled before shipping). */
  uses: z.number(),
  /** What it has taken off so far, in dollars. */
  discountGiven: z.number(),
});
export type Coupon = z.infer<typeof coupon>;
