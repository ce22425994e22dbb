import { z } from 'zod';

/** Returns and exchanges (DESIGN §14): the words, the calls' shapes and the messages. */

export const RETURN_DAYS_MIN = 14;
export const RETURN_DAYS_MAX = 100;
export const RETURN_DAYS_DEFAULT = 30;
/** A vendor that has not answered a request within this many days has approved it. */
export const RETURN_ANSWER_DAYS = 3;
/** An approved return the buyer has not shipped within this many days expires. */
export const RETURN_SHIP_DAYS = 14;

export const RETURN_REASONS = ['too_small', 'too_large', 'not_as_pictured', 'quality', 'damaged', 'wrong_item', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_OUTCOMES = ['refund', 'exchange'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'shipped',
  'received',
  'closed',
  'rejected',
  'disputed',
  'cancelled',
  'expired',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Statuses in which a return is still open: an order has at most one such return. */
export const OPEN_RETURN_STATUSES = ['requested', 'approved', 'shipped', 'received', 'disputed'] as const satisfies readonly ReturnStatus[];
/** Who moved a return: its buyer, its vendor, the operator, or a timer. */
export const RETURN_ACTORS = ['buyer', 'vendor', 'admin', 'system'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];
/** Where a return's refund stands: being sent, sent, or owed to the buyer of a pay-on-delivery order. */
export const REFUND_STATUSES = ['pending', 'refunded', 'owed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** What moved a variant's stock (DESIGN §14's stock movement history). */
export const STOCK_CAUSES = [
  'opening',
  'checkout',
  'cancel',
  'vendor_edit',
  'return_restock',
  'exchange_reserve',
  'exchange_release',
  'write_off',
] as const;
export type StockCause = (typeof STOCK_CAUSES)[number];

export const RETURN_TEXTS = {
  reasons: {
    too_small: 'Too small',
    too_large: 'Too large',
    not_as_pictured: 'Not as pictured',
    quality: 'Quality',
    damaged: 'Arrived damaged',
    wrong_item: 'Wrong item',
    changed_mind: 'Changed my mind',
  } satisfies Record<ReturnReason, string>,
  statuses: {
    requested: 'Requested',
    approved: 'Approved',
    shipped: 'Sent back',
    received: 'Received',
    closed: 'Closed',
    rejected: 'Rejected',
    disputed: 'In dispute',
    cancelled: 'Cancelled',
    expired: 'Expired',
  } satisfies Record<ReturnStatus, string>,
  outcomes: { refund: 'Refund', exchange: 'Exchange' } satisfies Record<ReturnOutcome, string>,
  actors: { buyer: 'You', vendor: 'The shop', admin: 'Seamline', system: 'Automatically' } satisfies Record<ReturnActor, string>,
  causes: {
    opening: 'Stock before the history began',
    checkout: 'Checkout',
    cancel: 'Order cancelled',
    vendor_edit: 'Edited',
    return_restock: 'Return restocked',
    exchange_reserve: 'Reserved for an exchange',
    exchange_release: 'Exchange reservation released',
    write_off: 'Written off (damaged)',
  } satisfies Record<StockCause, string>,
  returnOrExchange: 'Return or exchange',
  returns: 'Returns',
  returnsInDispute: 'Returns in dispute',
  policy: (days: number) => `Free returns within ${days} days of delivery`,
  returnUntil: (date: string) => `Returnable until ${date}`,
  /** The vendor's product table: the share of the product's returns given for its top reason. */
  topReason: (percent: number, reason: ReturnReason) => `${percent} % of returns: ${RETURN_TEXTS.reasons[reason].toLowerCase()}`,
  returnRate: (percent: number) => `${percent} % returned`,
  returnCreated: 'Your return has been requested.',
  newReturnSubject: (id: number) => `New return #${id}`,
} as const;

export const RETURN_MESSAGES = {
  returnDaysInvalid: `Return window must be a whole number of days from ${RETURN_DAYS_MIN} to ${RETURN_DAYS_MAX}`,
  orderNotFound: 'Order not found',
  returnNotFound: 'Return not found',
  notDelivered: 'This order has not been delivered yet, so it cannot be returned.',
  outsideWindow: (days: number) => `The return window of ${days} days after delivery has closed.`,
  noLines: 'Please choose at least one item to return',
  lineNotInOrder: 'That item is not part of this order',
  lineTwice: 'Each item may be listed once',
  quantityTooHigh: (name: string, returnable: number) => `Only ${returnable} of ${name} can still be returned`,
  reasonInvalid: `Reason must be one of: ${RETURN_REASONS.join(', ')}`,
  outcomeInvalid: 'Outcome must be refund or exchange',
  exchangeVariantMissing: 'Please choose the size to exchange for',
  exchangeVariantOnRefund: 'Only an exchange names a size to exchange for',
  exchangeOtherProduct: 'An exchange must be for another size or colour of the same product',
  exchangeSameVariant: 'Please choose a different size or colour to exchange for',
  exchangeSoldOut: (label: string) => `${label} is sold out`,
  exchangePriceDiffers: 'An exchange must be for a size or colour at the same price',
  openReturnExists: 'This order already has an open return',
  move: (from: ReturnStatus, action: string) => `A return that is ${RETURN_TEXTS.statuses[from].toLowerCase()} cannot be ${action}`,
  receiveLinesMismatch: 'Please give resellable and damaged units for every line of the return',
  receiveCountsInvalid: (returnLineId: number, quantity: number) =>
    `Resellable and damaged units of line ${returnLineId} must add up to ${quantity}`,
  rejectReasonRequired: 'Please give a reason for the rejection',
  disputeMessageRequired: 'Please tell us why you dispute the rejection',
  noteRequired: 'Please add a note to the decision',
  statusInvalid: `Status must be one of: ${RETURN_STATUSES.join(', ')}`,
  refundFailed: 'The refund could not be sent; it will be tried again.',
} as const;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep it under ${max} characters`);
const positiveId = (name: string) => z.number({ error: `${name} must be a positive whole number` }).int(`${name} must be a whole number`).positive();

export const returnDaysField = z
  .number({ error: RETURN_MESSAGES.returnDaysInvalid })
  .int(RETURN_MESSAGES.returnDaysInvalid)
  .min(RETURN_DAYS_MIN, RETURN_MESSAGES.returnDaysInvalid)
  .max(RETURN_DAYS_MAX, RETURN_MESSAGES.returnDaysInvalid);

export const returnLineInput = z.object({
  orderItemId: positiveId('orderItemId'),
  quantity: z.number({ error: 'Quantity must be a whole number of 1 or more' }).int('Quantity must be a whole number').min(1, 'Quantity must be 1 or more'),
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
        resellable: z.number({ error: 'Resellable must be a whole number' }).int('Resellable must be a whole number').min(0),
        damaged: z.number({ error: 'Damaged must be a whole number' }).int('Damaged must be a whole number').min(0),
      }),
      { error: RETURN_MESSAGES.receiveLinesMismatch },
    )
    .min(1, RETURN_MESSAGES.receiveLinesMismatch),
});
export type ReturnReceiveInput = z.infer<typeof returnReceiveInput>;
export const returnResolveInput = z.object({
  outcome: z.enum(['refund', 'reject'], { error: 'Outcome must be refund or reject' }),
  note: text(RETURN_MESSAGES.noteRequired, 1000),
});
export const returnStatusQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: RETURN_MESSAGES.statusInvalid }).optional(),
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
  reason: z.enum(RETURN_REASONS),
  outcome: z.enum(RETURN_OUTCOMES),
  exchangeVariantId: z.number().int().nullable(),
  /** Added: the replacement's size and colour, for an exchange. */
  exchangeSize: z.string().nullable(),
  exchangeColour: z.string().nullable(),
  unitPrice: z.number(),
  resellable: z.number().int().nullable(),
  damaged: z.number().int().nullable(),
});
export const returnEvent = z.object({ status: z.enum(RETURN_STATUSES), at: z.string(), by: z.enum(RETURN_ACTORS), note: z.string().nullable() });
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
  paymentMethod: z.enum(['card', 'on_delivery']),
  exchangeOrderId: z.number().int().nullable(),
  note: z.string().nullable(),
  rejectReason: z.string().nullable(),
  disputeMessage: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  buyerName: z.string(),
  vendorName: z.string(),
  /** When the waiting party must act (the vendor's answer, the buyer's shipping); null otherwise. */
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
