import { z } from 'zod';
import { SHOP_STATUSES } from '../admin.js';
import { CATEGORIES, LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { returnDaysField } from '../returns.js';
import { addressFields, visibleText } from './fields.js';

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
  /** Added (DESIGN §14): how many days after delivery the shop's orders may be returned. */
  returnDays: z.number().int(),
  /** Added (DESIGN §13): 'suspended' while the operator has suspended the shop, so its screens can say so (decision 156). */
  shopStatus: z.enum(SHOP_STATUSES),
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
  /** Optional (DESIGN §14): left out, the window stays as it is. */
  returnDays: returnDaysField.optional(),
});
export type VendorProfileInput = z.input<typeof vendorProfileInput>;
