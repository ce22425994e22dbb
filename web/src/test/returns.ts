import type { Return } from '@seamline/contract';

/** A return as the API sends it: a card order's return just asked for, with no lines; `over` sets the rest. */
export function aReturn(over: Partial<Return> = {}): Return {
  return {
    returnId: 4,
    orderId: 443,
    status: 'requested',
    lines: [],
    refundAmount: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    events: [],
    refundStatus: null,
    refundReference: null,
    paymentMethod: 'card',
    exchangeOrderId: null,
    note: null,
    rejectReason: null,
    disputeMessage: null,
    trackingNumber: null,
    buyerName: 'Ava Buyer',
    vendorName: 'Trowfofo',
    dueAt: null,
    returnAddress: null,
    returnInstructions: null,
    slipCode: null,
    ...over,
  };
}
