/** Returns and exchanges (docs/architecture.md#returns): the words, statuses and messages (no zod, so any page may import them). */

export const RETURN_DAYS_MIN = 14;
export const RETURN_DAYS_MAX = 100;
export const RETURN_DAYS_DEFAULT = 30;
/** A vendor that has not answered a request within this many days has approved it. */
export const RETURN_ANSWER_DAYS = 3;
/** An approved return the buyer has not shipped within this many days expires. */
export const RETURN_SHIP_DAYS = 14;

export const RETURN_REASONS = ['too_small', 'too_large', 'not_as_pictured', 'quality', 'damaged', 'wrong_item', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/**
 * Every reason a return line may carry: the buyer's, and 'not_shipped' for the refund the shop
 * makes itself when an exchange's replacement could not ship (never offered to the buyer).
 */
export const RETURN_LINE_REASONS = [...RETURN_REASONS, 'not_shipped'] as const;
export type ReturnLineReason = (typeof RETURN_LINE_REASONS)[number];
/** Where a return line's units stand (decision 201): in the return, refunded, exchanged, or free to be returned again. */
export const RETURN_UNIT_STATES = ['held', 'refunded', 'exchanged', 'freed'] as const;
/** A rejected return may be disputed within this many days; then the rejection is final. */
export const RETURN_DISPUTE_DAYS = 14;
/** An exchange's replacement not shipped within this many days is refunded instead. */
export const EXCHANGE_SHIP_DAYS = 14;
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
/** What moved a variant's stock (docs/architecture.md#returns's stock movement history). */
export const STOCK_CAUSES = [
  'opening',
  'checkout',
  'cancel',
  'vendor_edit',
  'return_restock',
  'exchange_reserve',
  'exchange_unreserve',
  'write_off',
] as const;
export type StockCause = (typeof STOCK_CAUSES)[number];

export const RETURN_TEXTS = {
  /** Under a rejected return: until when the buyer may dispute it, or that the decision stands (decision 201). */
  disputeUntil: (date: string) => `You can dispute this decision until ${date}.`,
  rejectionFinal: 'This decision is final.',
  reasons: {
    too_small: 'Too small',
    too_large: 'Too large',
    not_as_pictured: 'Not as pictured',
    quality: 'Quality',
    damaged: 'Arrived damaged',
    wrong_item: 'Wrong item',
    changed_mind: 'Changed my mind',
    not_shipped: 'Replacement could not ship',
  } satisfies Record<ReturnLineReason, string>,
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
    exchange_unreserve: 'Exchange reservation given back',
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
  /** The vendor's receive form, for an exchange: what ships (reserved at approval) and that no money moves. */
  exchangeShips: (what: string) =>
    `The replacement (${what}) ships to the buyer as a new order of $0.00 in Orders, set aside for them since you approved; no money moves.`,
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
  referenceRequired: 'Please give the reference of the payment to the buyer',
  refundNotOwed: 'This return has no refund owed to its buyer',
  statusInvalid: `Status must be one of: ${RETURN_STATUSES.join(', ')}`,
  refundFailed: 'The refund could not be sent; it will be tried again.',
  /** Decision 158: the buyer sent their item back for it, and the replacement was set aside for them at approval. */
  /** The operator's decision on a dispute is final, and a rejection may be disputed once, within its days. */
  disputeDecided: 'Seamline has already decided this dispute; its decision is final.',
  disputeClosed: `A rejection can be disputed within ${RETURN_DISPUTE_DAYS} days; that time has passed.`,
  unitsReturnedSince: 'These items were returned again since, so this rejection can no longer be disputed.',
  /** The database's own refusals of a refund past what a line sold or what its buyer paid (decision 201). */
  unitsAlreadySettled: 'Some of these items have already been refunded or exchanged.',
  refundExceedsPaid: 'This refund would be more than the buyer paid for the order.',
  /** A vendor's refund instead of an exchange's replacement that cannot ship. */
  exchangeRefundedNote: 'The replacement could not be shipped, so the item is refunded instead.',
} as const;
