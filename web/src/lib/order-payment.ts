import { PAYMENT_TEXTS, type PaymentMethod, type PaymentStatus } from '@seamline/contract';

/** How an order is paid and where its money stands (docs/architecture.md#payments); absent from servers without payments. */
export interface OrderPayment {
  paymentMethod?: PaymentMethod | null;
  paymentStatus?: PaymentStatus | null;
}

/** 'Paid by card' / 'Pay on delivery', and the status in words ('Authorised', 'Paid', 'Refunded', …). */
export function paymentWords({ paymentMethod: method, paymentStatus: status }: OrderPayment) {
  return {
    method: (method && PAYMENT_TEXTS.paidBy[method]) || null,
    status: (status && PAYMENT_TEXTS.statusLabels[status]) || null,
  };
}
