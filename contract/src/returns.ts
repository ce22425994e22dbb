import { RETURN_SLIP_MESSAGES, returnIdOfSlipCode } from './return-slip.js';
import { shippingAddress } from './schemas/orders.js';
import { z } from 'zod';
import {
  REFUND_STATUSES,
  RETURN_ACTORS,
  RETURN_DAYS_MAX,
  RETURN_DAYS_MIN,
  RETURN_MESSAGES,
  RETURN_LINE_REASONS,
  RETURN_OUTCOMES,
  RETURN_REASONS,
  RETURN_STATUSES,
  STOCK_CAUSES,
} from './return-texts.js';

/** Returns and exchanges (docs/architecture.md#returns): the calls' shapes. */
const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep it under ${max} characters`);
const positiveId = (name: string) =>
  z
    .number({ error: `${name} must be a positive whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive whole number`)
    .max(2_147_483_647, `${name} is not a known id`);

export const returnDaysField = z
  .number({ error: RETURN_MESSAGES.returnDaysInvalid })
  .int(RETURN_MESSAGES.returnDaysInvalid)
  .min(RETURN_DAYS_MIN, RETURN_MESSAGES.returnDaysInvalid)
  .max(RETURN_DAYS_MAX, RETURN_MESSAGES.returnDaysInvalid);

export const returnLineInput = z.object({
  orderItemId: positiveId('orderItemId'),
  quantity: z
    .number({ error: 'Quantity must be a whole number of 1 or more' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be 1 or more')
    .max(10_000, 'Quantity must be 10000 or less'),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonInvalid }),
  outcome: z.enum(RETURN_OUTCOMES, { error: RETURN_MESSAGES.outcomeInvalid }),
  exchangeVariantId: positiveId('exchangeVariantId').nullish(),
});
export type ReturnLineInput = z.infer<typeof returnLineInput>;

export const createReturnInput = z.object({
  orderId: positiveId('orderId'),
  lines: z.array(returnLineInput, { error: RETURN_MESSAGES.noLines }).min(1, RETURN_MESSAGES.noLines).max(100),
  note: z.string().trim().max(1000, 'Please keep the note under 1000 characters').optional(),
});
export type CreateReturnInput = z.infer<typeof createReturnInput>;
export const createReturnResponse = z.object({ returnId: z.number().int(), status: z.literal('requested') });

export const returnShippedInput = z.object({ trackingNumber: z.string().trim().max(100).nullish() });
export const returnDisputeInput = z.object({ message: text(RETURN_MESSAGES.disputeMessageRequired, 1000) });
export const returnRejectInput = z.object({ reason: text(RETURN_MESSAGES.rejectReasonRequired, 1000) });
export const returnReceiveInput = z.object({
  lines: z
    .array(
      z.object({
        returnLineId: positiveId('returnLineId'),
        resellable: z.number({ error: 'Resellable must be a whole number' }).int('Resellable must be a whole number').min(0).max(10_000),
        damaged: z.number({ error: 'Damaged must be a whole number' }).int('Damaged must be a whole number').min(0).max(10_000),
      }),
      { error: RETURN_MESSAGES.receiveLinesMismatch },
    )
    .min(1, RETURN_MESSAGES.receiveLinesMismatch),
});
export type ReturnReceiveInput = z.infer<typeof returnReceiveInput>;
/**
 * The operator's decision on a dispute (decision 205): `refund` once the goods are back (the
 * return is approved for the buyer to send), `refund_without_return` at once, or `reject`.
 */
export const RETURN_RESOLUTIONS = ['refund', 'refund_without_return', 'reject'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
export const returnResolveInput = z.object({
  outcome: z.enum(RETURN_RESOLUTIONS, { error: 'Outcome must be refund, refund_without_return or reject' }),
  note: text(RETURN_MESSAGES.noteRequired, 1000),
});
export const refundPaidInput = z.object({ reference: text(RETURN_MESSAGES.referenceRequired, 200) });
export const returnStatusQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: RETURN_MESSAGES.statusInvalid }).optional(),
});
/** The vendor's list may be narrowed to the return a slip's code stands for (decision 222). */
export const vendorReturnsQuery = returnStatusQuery.extend({
  code: z
    .string()
    .max(40, RETURN_SLIP_MESSAGES.slipCodeInvalid)
    .transform((code, ctx) => {
      const id = returnIdOfSlipCode(code);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: RETURN_SLIP_MESSAGES.slipCodeInvalid });
        return z.NEVER;
      }
      return id;
    })
    .optional(),
});
export const returnIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Return ID must be a positive whole number')
    .transform(Number),
});

export const returnLine = z.object({
  returnLineId: z.number().int(),
  orderItemId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_LINE_REASONS),
  outcome: z.enum(RETURN_OUTCOMES),
  exchangeVariantId: z.number().int().nullable(),
  /** Added: the replacement's size and colour, for an exchange. */
  exchangeSize: z.string().nullable(),
  exchangeColour: z.string().nullable(),
  unitPrice: z.number(),
  resellable: z.number().int().nullable(),
  damaged: z.number().int().nullable(),
});
export const returnEvent = z.object({
  status: z.enum(RETURN_STATUSES),
  at: z.string(),
  by: z.enum(RETURN_ACTORS),
  note: z.string().nullable(),
});
export const returnSchema = z.object({
  returnId: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(returnLine),
  /** What the buyer gets back (the refunded lines and their tax share), once known; null before receipt. */
  refundAmount: z.number().nullable(),
  createdAt: z.string(),
  events: z.array(returnEvent),
  /** Added: where the refund stands, the exchange order made, and the texts given along the way. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  /** An owed refund paid by hand: the payment's reference the operator recorded (decision 205). */
  refundReference: z.string().nullable(),
  paymentMethod: z.enum(['card', 'on_delivery']),
  exchangeOrderId: z.number().int().nullable(),
  /**
   * Added (decisions 221, 222): where to send it, the shop's note and the slip's code, once the return
   * is approved and while the parcel is on its way (approved, sent back); null before and after.
   */
  returnAddress: shippingAddress.nullable(),
  returnInstructions: z.string().nullable(),
  slipCode: z.string().nullable(),
  note: z.string().nullable(),
  rejectReason: z.string().nullable(),
  disputeMessage: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  buyerName: z.string(),
  vendorName: z.string(),
  /** When the waiting party must act (the vendor's answer, the buyer's shipping, the buyer's last day to dispute a rejection); null otherwise. */
  dueAt: z.string().nullable(),
});
export type Return = z.infer<typeof returnSchema>;
export const returnList = z.array(returnSchema);

export const stockMovement = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  cause: z.enum(STOCK_CAUSES),
  orderId: z.number().int().nullable(),
  returnId: z.number().int().nullable(),
  /** Units written off (damaged): they never came back to stock. */
  writtenOff: z.number().int(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const stockHistory = z.array(stockMovement);

/** The vendor's product table: how often each product comes back, and why most. */
export const productReturnStats = z.object({
  productId: z.number().int(),
  deliveredUnits: z.number().int(),
  returnedUnits: z.number().int(),
  /** Whole percent of delivered units returned. */
  returnRate: z.number().int(),
  topReason: z.enum(RETURN_REASONS).nullable(),
  /** Whole percent of the product's returned units given for the top reason. */
  topReasonPercent: z.number().int(),
});
export type ProductReturnStats = z.infer<typeof productReturnStats>;
export const productReturnStatsList = z.array(productReturnStats);
