import { z } from 'zod';
import { listQuery } from './common.js';

/** The operator's screens and API (DESIGN §13): texts, requests and answers. */

export const ADMIN_PERIODS = ['7d', '30d', '90d'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];
export const ADMIN_PERIOD_DAYS: Record<AdminPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const COMMISSION_PERCENT_MIN = 0;
export const COMMISSION_PERCENT_MAX = 100;
export const SHOP_STATUSES = ['active', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** What an audit row's `action` names. */
export const AUDIT_ACTIONS = ['vendor.commission', 'operator.created', 'operator.promoted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ADMIN_TEXTS = {
  title: 'Operator',
  overview: 'Overview',
  vendors: 'Vendors',
  audit: 'Audit log',
  periodLabel: 'Period',
  periods: { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' } as Record<AdminPeriod, string>,
  gmv: 'Gross sales',
  gmvHint: 'What buyers paid, tax included, for orders not cancelled',
  orders: 'Orders',
  averageOrderValue: 'Average order',
  commission: 'Commission',
  commissionHint: 'Each order at the rate frozen when it was placed',
  buyers: 'Buyers',
  vendorsCount: 'Vendors',
  products: 'Products',
  accountsHint: 'All accounts to date',
  store: 'Store',
  email: 'E-mail',
  status: 'Status',
  commissionRate: 'Commission %',
  statusLabels: { active: 'Active', suspended: 'Suspended' } as Record<ShopStatus, string>,
  defaultRate: (percent: number) => `default (${percent}%)`,
  editRate: (store: string) => `Edit commission of ${store}`,
  /** What the Edit button adds for a screen reader: its visible word comes first. */
  editRateHidden: (store: string) => ` commission of ${store}`,
  rateLabel: (store: string) => `Commission % for ${store}`,
  save: 'Save',
  cancel: 'Cancel',
  useDefault: 'Use default',
  rateSaved: (store: string, percent: number | null) =>
    percent === null ? `${store} now pays the default commission` : `${store} now pays ${percent}% commission`,
  noVendors: 'No vendors yet',
  noAudit: 'No operator actions yet',
  when: 'When',
  who: 'Who',
  what: 'What',
  whom: 'To whom',
  change: 'Change',
  commandLine: 'command line',
  actionLabels: {
    'vendor.commission': 'Commission rate',
    'operator.created': 'Operator created',
    'operator.promoted': 'Promoted to operator',
  } as Record<AuditAction, string>,
  loadFailed: 'Could not load this page. Try again.',
} as const;

export const ADMIN_MESSAGES = {
  periodInvalid: 'Period must be one of 7d, 30d, 90d',
  commissionInvalid: `Commission must be a whole number from ${COMMISSION_PERCENT_MIN} to ${COMMISSION_PERCENT_MAX}`,
  nothingToChange: 'Give commissionPercent to change',
  vendorNotFound: 'Vendor not found',
  vendorIdInvalid: 'Vendor ID must be a positive whole number',
} as const;

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
  /** The commission a vendor without a rate of its own pays (COMMISSION_PERCENT). */
  defaultCommissionPercent: z.number().int(),
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
});
export type AdminVendor = z.infer<typeof adminVendor>;
export const adminVendorList = z.array(adminVendor);

export const adminVendorParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, ADMIN_MESSAGES.vendorIdInvalid)
    .transform(Number),
});

/** `commissionPercent: null` returns the vendor to the default rate. */
export const adminVendorUpdate = z
  .object({ commissionPercent: commissionPercentField.nullable().optional() }, { error: ADMIN_MESSAGES.nothingToChange })
  .strict()
  .refine((v) => v.commissionPercent !== undefined, { message: ADMIN_MESSAGES.nothingToChange, path: ['commissionPercent'] });
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
