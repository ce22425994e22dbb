// The operator's constants and texts (docs/architecture.md#money-and-operator), free of zod so the web's first page can name them.
/** The operator's screens and API (docs/architecture.md#money-and-operator): texts, requests and answers. */

export const ADMIN_PERIODS = ['7d', '30d', '90d'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];
export const ADMIN_PERIOD_DAYS: Record<AdminPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const COMMISSION_PERCENT_MIN = 0;
export const COMMISSION_PERCENT_MAX = 100;
export const SHOP_STATUSES = ['active', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** What an audit row's `action` names. */
export const AUDIT_ACTIONS = [
  'vendor.commission',
  'operator.created',
  'operator.promoted',
  // Payouts (the ledger's, docs/architecture.md#money-and-operator).
  'payouts.run',
  'payout.created',
  'payout.paid',
  'payout.failed',
  // Returns in dispute (docs/architecture.md#returns).
  'return.resolved',
  'return.refund_paid',
  'vendor.status',
  'product.hidden',
  'review.hidden',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ADMIN_TEXTS = {
  title: 'Operator',
  overview: 'Overview',
  vendors: 'Vendors',
  audit: 'Audit log',
  payouts: 'Payouts',
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
  payoutsDue: 'Payouts due',
  payoutsDueHint: 'Available balances at or over the payout minimum',
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
    'payouts.run': 'Payouts run',
    'payout.created': 'Payout made',
    'payout.paid': 'Payout paid',
    'payout.failed': 'Payout failed',
    'vendor.status': 'Shop status',
    'product.hidden': 'Product visibility',
    'review.hidden': 'Review visibility',
    'return.resolved': 'Dispute decided',
    'return.refund_paid': 'Owed refund paid',
  } satisfies Record<AuditAction, string>,
  loadFailed: 'Could not load this page. Try again.',
  /** How the audit log's Change column words each value an action recorded. */
  auditValues: {
    none: '—',
    defaultRate: 'default',
    hidden: 'hidden',
    shown: 'shown',
    payout: (id: unknown) => `payout #${id}`,
    payouts: (n: number) => (n === 1 ? '1 payout' : `${n} payouts`),
    minimum: (price: string) => `minimum ${price}`,
    refund: (price: string) => `refund ${price}`,
  },
} as const;

export const ADMIN_MESSAGES = {
  periodInvalid: 'Period must be one of 7d, 30d, 90d',
  commissionInvalid: `Commission must be a whole number from ${COMMISSION_PERCENT_MIN} to ${COMMISSION_PERCENT_MAX}`,
  nothingToChange: 'Give status or commissionPercent to change',
  vendorNotFound: 'Vendor not found',
  vendorIdInvalid: 'Vendor ID must be a positive whole number',
} as const;
