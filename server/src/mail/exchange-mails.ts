import { EXCHANGE_TEXTS } from '@seamline/contract';
import type { Block } from './compose.js';

/** Whom a mail goes to: until they confirm their address, it names no address they typed. */
interface Recipient {
  verified: boolean;
}

/**
 * The vendor's mail for an exchange order (docs/decisions/217): a replacement to ship for a return it
 * received, not an order a buyer placed, and no payment to take.
 */
export function exchangeOrderBlocks(
  to: Recipient,
  order: { id: number; exchangeForReturnId: number },
  shipTo: string,
  lines: Block,
  open: Block,
): { subject: string; blocks: Block[] } {
  const intro = to.verified
    ? `${EXCHANGE_TEXTS.vendorMail(order.id, order.exchangeForReturnId)} Ship to: ${shipTo}.`
    : EXCHANGE_TEXTS.vendorMailUnverified(order.id, order.exchangeForReturnId);
  return { subject: EXCHANGE_TEXTS.vendorMailSubject(order.id, order.exchangeForReturnId), blocks: [{ paragraph: intro }, lines, open] };
}

/** The buyer's mail once the replacement has shipped: the exchange is on its way, with its tracking. */
export function exchangeShippedBlocks(
  returnId: number,
  saleOrderId: number,
  exchangeOrderId: number,
  tracking: Block[],
  lines: Block,
  open: Block,
): { subject: string; blocks: Block[] } {
  return {
    subject: EXCHANGE_TEXTS.shippedSubject(returnId),
    blocks: [{ paragraph: EXCHANGE_TEXTS.shipped(returnId, saleOrderId, exchangeOrderId) }, ...tracking, lines, open],
  };
}

/**
 * The rejection mail quotes the shop's reason, so the buyer can decide whether to dispute it; to an
 * address not yet confirmed (`reason` null) it points to the orders page, where the reason shows.
 */
export function rejectionBlocks(
  returnId: number,
  orderId: number,
  reason: string | null,
  open: Block,
): { subject: string; blocks: Block[] } {
  return {
    subject: `Return #${returnId} rejected`,
    blocks: [
      { paragraph: `Your return #${returnId} of order #${orderId} was not accepted by the shop.` },
      { paragraph: reason ? `The shop's reason: “${reason}”` : "The shop's reason is shown with the return on your orders page." },
      { paragraph: 'If you disagree, you may dispute the decision from your orders, and the marketplace will decide.' },
      open,
    ],
  };
}
