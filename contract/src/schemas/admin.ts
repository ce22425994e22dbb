import { z } from 'zod';
import { ADMIN_MESSAGES, ADMIN_PERIODS, AUDIT_ACTIONS, COMMISSION_PERCENT_MAX, COMMISSION_PERCENT_MIN, SHOP_STATUSES } from '../admin.js';
import { MODERATION_MESSAGES } from '../moderation.js';
import { listQuery } from './common.js';
import { gmvDay } from './moderation.js';
export const adminOverviewQuery = z.object({
  period: z.enum(ADMIN_PERIODS, { error: ADMIN_MESSAGES.periodInvalid }).default('30d'),
});

/** Money in dollars, exact to the cent, as everywhere in the API. */
export const adminOverview = z.object({
  period: z.enum(ADMIN_PERIODS),
  /** What buyers paid (subtotal and tax) for the period's orders that were not cancelled. */
  gmv: z.number(),
  /** Vendor orders placed in the period and not cancelled. */
  orders: z.number().int(),
  averageOrderValue: z.number(),
  /** The platform's commission on those orders, at each order's frozen rate. */
  commission: z.number(),
  buyers: z.number().int(),
  vendors: z.number().int(),
  products: z.number().int(),
  /** What the next payout run would pay: the available balances at or over PAYOUT_MINIMUM. */
  payoutsDue: z.number(),
  /** The commission a vendor without a rate of its own pays (COMMISSION_PERCENT). */
  defaultCommissionPercent: z.number().int(),
  /** Units returned over units delivered in the period, 0–1 (docs/architecture.md#returns). */
  returnRate: z.number(),
  /** Percent of the period's checkouts that held two or more sizes of one product and colour (docs/decisions/254). */
  bracketedCheckoutShare: z.number(),
  /** What the platform's coupons took off checkouts placed in the period and not given back: its promotion expense (docs/architecture.md#shipping-and-promotions). */
  promotionSpend: z.number(),
  /** Gross sales per day of the period, oldest first, every day present. */
  gmvByDay: z.array(gmvDay),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const commissionPercentField = z
  .number({ error: ADMIN_MESSAGES.commissionInvalid })
  .int(ADMIN_MESSAGES.commissionInvalid)
  .min(COMMISSION_PERCENT_MIN, ADMIN_MESSAGES.commissionInvalid)
  .max(COMMISSION_PERCENT_MAX, ADMIN_MESSAGES.commissionInvalid);

export const adminVendor = z.object({
  id: z.number().int(),
  vendorName: z.string(),
  email: z.string(),
  status: z.enum(SHOP_STATUSES),
  /** The vendor's own rate, or null when it pays the default. */
  commissionPercent: z.number().int().nullable(),
  /** What its next order is charged: its own rate, else the default. */
  effectiveCommissionPercent: z.number().int(),
  /** Its balances as its Earnings show them (docs/architecture.md#money-and-operator): on hold, available, paid out to date. */
  onHold: z.number(),
  available: z.number(),
  paidOut: z.number(),
});
export type AdminVendor = z.infer<typeof adminVendor>;
export const adminVendorList = z.array(adminVendor);

export const adminVendorParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, ADMIN_MESSAGES.vendorIdInvalid)
    .transform(Number),
});

/** `commissionPercent: null` returns the vendor to the default rate; `status` suspends or reactivates the shop. */
export const adminVendorUpdate = z
  .object(
    {
      status: z.enum(SHOP_STATUSES, { error: MODERATION_MESSAGES.statusInvalid }).optional(),
      commissionPercent: commissionPercentField.nullable().optional(),
    },
    { error: ADMIN_MESSAGES.nothingToChange },
  )
  .strict()
  .refine((v) => v.commissionPercent !== undefined || v.status !== undefined, {
    message: ADMIN_MESSAGES.nothingToChange,
    path: ['commissionPercent'],
  });
export type AdminVendorUpdate = z.infer<typeof adminVendorUpdate>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who acted: null for the command line (`npm run admin`). */
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.number().int(),
  /** The target's name as it is now (a store, an e-mail). */
  targetName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.array(auditEntry);

export const AUDIT_PAGE = 50;
/** Paged like every list (limit, offset; `X-Total-Count`), newest first. */
export const auditQuery = listQuery.pick({ limit: true, offset: true });
