/** The money API's schemas (docs/architecture.md#money-and-operator); its texts and constants are in ../ledger.ts, without zod. */
import { z } from 'zod';
import { LEDGER_KINDS, LEDGER_MESSAGES, PAYOUT_STATUSES, VENDOR_ACCOUNTS } from '../ledger.js';
import { listQuery } from './common.js';

/** Money in dollars, exact to the cent, as everywhere in the API. */
export const vendorBalance = z.object({
  onHold: z.number(),
  available: z.number(),
  /** Payouts marked paid: money the vendor's bank has. */
  paidOut: z.number(),
  /** Payouts still being sent: no longer available, not yet paid out. */
  onItsWay: z.number(),
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
  /** Added (decision 209): shops with enough available that the run did not pay, and why; paid at the first run after. */
  leftOut: z
    .array(z.object({ vendorId: z.number().int(), vendorName: z.string(), amount: z.number(), reason: z.enum(['suspended']) }))
    .optional(),
});
export type PayoutRun = z.infer<typeof payoutRun>;

export const ledgerCheck = z.object({
  balanced: z.boolean(),
  entries: z.number().int(),
  /** Accounts whose kept balance differs from the sum of their entries, and journals that do not sum to zero. */
  mismatchedAccounts: z.array(z.object({ accountId: z.number().int(), kept: z.number(), entries: z.number() })),
  unbalancedJournals: z.array(z.number().int()),
  /**
   * Money out never above money in, per unit and per vendor order: order lines that refunded or
   * exchanged more units than they sold (or whose kept counts differ from their returns), and
   * vendor orders whose refunds (in the ledger, or fixed on their returns) exceed what the buyer paid.
   */
  overRefundedLines: z.array(
    z.object({
      orderId: z.number().int(),
      orderItemId: z.number().int(),
      quantity: z.number().int(),
      refundedUnits: z.number().int(),
      exchangedUnits: z.number().int(),
    }),
  ),
  overRefundedOrders: z.array(z.object({ orderId: z.number().int(), paid: z.number(), refunded: z.number() })),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;
