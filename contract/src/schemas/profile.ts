import { z } from 'zod';
import { SHOP_STATUSES } from '../admin.js';
import { CATEGORIES, LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { RETURN_INSTRUCTIONS_MAX, RETURN_SLIP_MESSAGES } from '../return-slip.js';
import { returnDaysField } from '../returns.js';
import { addressFields, hasControlCharacters, visibleText } from './fields.js';
import { shippingAddress } from './orders.js';

/** Profile responses (spec §3): the address is one comma-separated string. */
export const buyerProfile = z.object({
  fullName: z.string(),
  emailAddress: z.string(),
  preferences: z.string(),
  address: z.string(),
});
export type BuyerProfile = z.infer<typeof buyerProfile>;

export const vendorProfile = z.object({
  fullName: z.string(),
  emailAddress: z.string(),
  vendorName: z.string(),
  address: z.string(),
  /** Added (docs/architecture.md#returns): how many days after delivery the shop's orders may be returned. */
  returnDays: z.number().int(),
  /** Added (docs/architecture.md#money-and-operator): 'suspended' while the operator has suspended the shop, so its screens can say so (decision 156). */
  shopStatus: z.enum(SHOP_STATUSES),
  /** Added (decision 221): where buyers send approved returns; null is the business address above. */
  returnAddress: shippingAddress.nullable(),
  /** Added (decision 221): the shop's note to buyers sending a return back; null when it has none. */
  returnInstructions: z.string().nullable(),
  /** Added (decision 208): the shop page's address now, `/shop/{shopSlug}`. */
  shopSlug: z.string().optional(),
  /** Added (decision 208): addresses the shop gave up that still send visitors to it, and until when. */
  oldAddresses: z.array(z.object({ slug: z.string(), redirectsUntil: z.string() })).optional(),
});
export type VendorProfile = z.infer<typeof vendorProfile>;

export const buyerProfileInput = z.object({
  fullName: visibleText(VALIDATION.fullNameRequired, 'Full Name', LIMITS.nameMax),
  preferences: z.enum(CATEGORIES, { error: VALIDATION.preferencesProfileRequired }),
  ...addressFields,
});
export type BuyerProfileInput = z.input<typeof buyerProfileInput>;

export const vendorProfileInput = z.object({
  vendorName: visibleText(VALIDATION.storeNameRequired, 'Store name', LIMITS.nameMax),
  fullName: visibleText(VALIDATION.contactPersonRequired, 'Contact person name', LIMITS.nameMax),
  ...addressFields,
  /** Optional (docs/architecture.md#returns): left out, the window stays as it is. */
  returnDays: returnDaysField.optional(),
  /** Optional (decision 221): null returns to the business address; left out, it stays as it is. */
  returnAddress: z.object(addressFields).nullable().optional(),
  /** Optional (decision 221): blank removes them; left out, they stay as they are. Line breaks are kept. */
  returnInstructions: z
    .string({ error: RETURN_SLIP_MESSAGES.instructionsInvalid })
    .trim()
    .max(RETURN_INSTRUCTIONS_MAX, RETURN_SLIP_MESSAGES.instructionsTooLong)
    .refine((s) => !hasControlCharacters(s), RETURN_SLIP_MESSAGES.instructionsInvalid)
    .nullish()
    .transform((s) => (s === undefined ? undefined : s || null)),
});
export type VendorProfileInput = z.input<typeof vendorProfileInput>;
