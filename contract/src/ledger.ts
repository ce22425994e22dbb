/** The marketplace's money (docs/architecture.md#money-and-operator): the vendor's balance, ledger and payouts, the operator's payouts and ledger check. */

/** What a vendor's ledger entry records (docs/architecture.md#money-and-operator), as the vendor reads it. */
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
  'shipping',
  'shipping_refund',
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
  /** Under Paid out while a payout is still being sent. */
  onItsWay: (amount: string) => `${amount} on its way to your bank`,
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
    shipping: 'Delivery fee',
    shipping_refund: 'Delivery fee refunded',
  } as Record<LedgerKind, string>,
  payoutStatusLabels: { pending: 'Sending', paid: 'Paid', failed: 'Failed' } as Record<PayoutStatus, string>,
  loadFailed: 'Could not load your earnings. Try again.',
  // The operator's Payouts screen.
  adminPayouts: 'Payouts',
  runPayouts: 'Run payouts',
  runConfirmTitle: 'Run payouts now?',
  runConfirmBody: (minimum: string) =>
    `Every shop with at least ${minimum} available is paid its whole available balance; suspended shops are left out.`,
  runConfirm: 'Run payouts',
  /** After a run that left shops out (decision 209): 'N shops left out: suspended'. */
  runLeftOut: (count: number) => `${count} shop${count === 1 ? '' : 's'} left out: suspended`,
  leftOutNames: (names: string[]) => `Not paid while suspended: ${names.join(', ')}. Paid at the first run after the shop is reactivated.`,
  runDone: (count: number) =>
    count === 0 ? 'No shop has enough available for a payout' : `${count} payout${count === 1 ? '' : 's'} started`,
  markPaid: 'Mark paid',
  markFailed: 'Mark failed',
  markedPaid: (store: string) => `Payout to ${store} marked paid`,
  markedFailed: (store: string) => `Payout to ${store} marked failed; the amount is available again`,
  store: 'Store',
  created: 'Created',
  ledgerBalanced: 'Ledger balanced',
  ledgerUnbalanced: 'Ledger does not balance',
  /** The check's faults of money out above money in (decision 201), one per line and per order. */
  overRefundedLine: (orderId: number, orderItemId: number, settled: number, quantity: number) =>
    `Order #${orderId}, line ${orderItemId}: ${settled} of ${quantity} units refunded or exchanged`,
  overRefundedOrder: (orderId: number, refunded: string, paid: string) => `Order #${orderId}: ${refunded} refunded of ${paid} paid`,
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
