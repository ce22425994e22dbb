/**
 * An exchange after the return is asked for (docs/decisions/217, 219): choosing the new size, the zero-total
 * order that ships it, and the mails about it. No zod, so any page may import them.
 */
export const EXCHANGE_TEXTS = {
  /** The return dialog: the size list holds the colour bought until the buyer picks another colour. */
  colour: 'Colour',
  sizeLabel: 'Exchange for',
  chooseSize: 'Choose a size',
  loadingSizes: 'Loading sizes…',
  sameColour: (colour: string) => `${colour} (as bought)`,
  noSizeInColour: (colour: string) => `No other size in ${colour} in stock`,
  noOtherSize: 'No other size in stock',
  otherColoursHint: 'Other colours are in stock: choose one under Colour to see their sizes.',
  /** The order an exchange ships as, on the buyer's and the vendor's order lists. */
  exchangeFor: (returnId: number) => `Exchange for return #${returnId}`,
  exchangeOrder: 'Exchange',
  noCharge: 'No charge',
  noChargeDetail: 'An exchange: the buyer sent their item back for it, so no payment is taken.',
  noChargeBuyer: 'An exchange: nothing more to pay.',
  /** A replacement that cannot ship is refunded instead (decision 203). */
  cancelAndRefund: 'Cancel and refund',
  cancelRefunds:
    "Can't ship the replacement? Cancelling refunds the buyer for it instead; otherwise it is refunded after 14 days unshipped.",
  totalNoCharge: 'Total (exchange, no charge)',
  /** The vendor's mail for the exchange order. */
  vendorMailSubject: (orderId: number, returnId: number) => `Exchange order #${orderId} for return #${returnId}`,
  vendorMail: (orderId: number, returnId: number) =>
    `Return #${returnId} was received, and its replacement is order #${orderId}: please ship it to the buyer. No payment is taken; the item sent back paid for it.`,
  vendorMailUnverified: (orderId: number, returnId: number) =>
    `Return #${returnId} was received, and its replacement is order #${orderId}: please ship it. No payment is taken; the item sent back paid for it. The shipping address is in Order Management.`,
  /** The buyer's mail once the replacement has shipped. */
  shippedSubject: (returnId: number) => `Return #${returnId}: your exchange is on its way`,
  shipped: (returnId: number, orderId: number, exchangeOrderId: number) =>
    `The exchange for your return #${returnId} of order #${orderId} has shipped as order #${exchangeOrderId}.`,
} as const;
