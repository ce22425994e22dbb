/** The marketplace's money (DESIGN §13): the vendor's balance, ledger and payouts, the operator's payouts and ledger check. */
import { z } from 'zod';
import { listQuery } from './schemas/common.js';

/** What a vendor's ledger entry records (DESIGN §13), as the vendor reads it. */
export const LEDGER_KINDS = [
  'sale',
  'commission',
  'tax',
  'release',
  'refund',
  'commission_refund',
  'on_delivery_commission',
  'payout',
  'payout_failed',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A vendor's two accounts: money held until the return window closes, and money that can be paid out. */
export const VENDOR_ACCOUNTS = ['on_hold', 'available'] as const;
export type VendorAccount = (typeof VENDOR_ACCOUNTS)[number];

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const LEDGER_PAGE = 20;
export const PAYOUTS_PAGE = 20;

export const LEDGER_TEXTS = {
  earnings: 'Earnings',
  onHold: 'On hold',
  onHoldHint: 'Until the return window of each delivered order closes',
  available: 'Available',
  availableHint: 'Paid out with the next payout',
  paidOut: 'Paid out',
  paidOutHint: 'Sent to your bank to date',
  commissionRate: (percent: number) => `Commission on new orders: ${percent}%`,
  nextRelease: 'Next release',
  noRelease: 'No delivered order is waiting for its return window to close',
  entries: 'Entries',
  noEntries: 'No entries yet. Your first sale appears here once you ship a card order.',
  payouts: 'Payouts',
  noPayouts: 'No payouts yet',
  date: 'Date',
  what: 'What',
  order: 'Order',
  account: 'Account',
  amount: 'Amount',
  balanceAfter: 'Balance after',
  status: 'Status',
  settles: 'Entries settled',
  accountLabels: { on_hold: 'On hold', available: 'Available' } as Record<VendorAccount, string>,
  kindLabels: {
    sale: 'Sale (card payment captured)',
    commission: 'Commission on the sale',
    tax: 'Tax collected on delivery, owed to the platform',
    release: 'Return window closed',
    refund: 'Refund to the buyer',
    commission_refund: 'Commission returned with the refund',
    on_delivery_commission: 'Commission on an order paid on delivery',
    payout: 'Payout to your bank',
    payout_failed: 'Payout failed, amount returned',
  } as Record<LedgerKind, string>,
  payoutStatusLabels: { pending: 'Sending', paid: 'Paid', failed: 'Failed' } as Record<PayoutStatus, string>,
  loadFailed: 'Could not load your earnings. Try again.',
  // The operator's Payouts screen.
  adminPayouts: 'Payouts',
  runPayouts: 'Run payouts',
  runConfirmTitle: 'Run payouts now?',
  runConfirmBody: (minimum: string) => `Every shop with at least ${minimum} available is paid its whole available balance.`,
  runConfirm: 'Run payouts',
  runDone: (count: number) => (count === 0 ? 'No shop has enough available for a payout' : `${count} payout${count === 1 ? '' : 's'} started`),
  markPaid: 'Mark paid',
  markFailed: 'Mark failed',
  markedPaid: (store: string) => `Payout to ${store} marked paid`,
  markedFailed: (store: string) => `Payout to ${store} marked failed; the amount is available again`,
  store: 'Store',
  created: 'Created',
  ledgerBalanced: 'Ledger balanced',
  ledgerUnbalanced: 'Ledger does not balance',
  cancel: 'Cancel',
} as const;

export const LEDGER_MESSAGES = {
  payoutNotFound: 'Payout not found',
  payoutIdInvalid: 'Payout ID must be a positive whole number',
  payoutStatusInvalid: "Status must be 'paid' or 'failed'",
  payoutSettled: (status: PayoutStatus) => `This payout is already ${status}`,
  refundTooLarge: 'A refund cannot be more than what is left of the order',
  refundInvalid: 'A refund must be a positive amount in cents',
  notCaptured: 'This order has no captured payment to refund',
} as const;

/** Money in dollars, exact to the cent, as everywhere in the API. */
export const vendorBalance = z.object({
  onHold: z.number(),
  available: z.number(),
  paidOut: z.number(),
  commissionPercent: z.number().int(),
  /** When the next delivered order's return window closes (ISO), or null. */
  nextReleaseDate: z.string().nullable(),
});
export type VendorBalance = z.infer<typeof vendorBalance>;

export const ledgerEntry = z.object({
  entryId: z.number().int(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  orderId: z.number().int().nullable(),
  returnId: z.number().int().nullable(),
  payoutId: z.number().int().nullable(),
  account: z.enum(VENDOR_ACCOUNTS),
  /** Positive: the platform owes the vendor more. */
  amount: z.number(),
  balanceAfter: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerEntryList = z.array(ledgerEntry);
export const ledgerQuery = listQuery.pick({ limit: true, offset: true });

export const payout = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The provider's transfer, once it was made. */
  transferId: z.string().nullable(),
  /** The ledger entries this payout settles (their sum is its amount). */
  entryIds: z.array(z.number().int()),
});
export type Payout = z.infer<typeof payout>;
export const payoutList = z.array(payout);
export const payoutsQuery = listQuery.pick({ limit: true, offset: true });

export const payoutParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, LEDGER_MESSAGES.payoutIdInvalid)
    .transform(Number),
});
export const payoutUpdate = z.object({ status: z.enum(['paid', 'failed'], { error: LEDGER_MESSAGES.payoutStatusInvalid }) }).strict();
export type PayoutUpdate = z.infer<typeof payoutUpdate>;

export const payoutRun = z.object({
  /** The payouts this run started (none when no shop reaches the minimum). */
  payouts: payoutList,
  minimum: z.number(),
});
export type PayoutRun = z.infer<typeof payoutRun>;

export const ledgerCheck = z.object({
  balanced: z.boolean(),
  entries: z.number().int(),
  /** Accounts whose kept balance differs from the sum of their entries, and journals that do not sum to zero. */
  mismatchedAccounts: z.array(z.object({ accountId: z.number().int(), kept: z.number(), entries: z.number() })),
  unbalancedJournals: z.array(z.number().int()),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;
