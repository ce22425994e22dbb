import type { PaymentStatus } from '@seamline/contract';
import { type OrderPayment, paymentWords } from '@/lib/order-payment';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<PaymentStatus, BadgeTone> = {
  authorized: 'blue',
  captured: 'green',
  refunded: 'grey',
  partially_refunded: 'grey',
  voided: 'grey',
  failed: 'red',
  due_on_delivery: 'yellow',
  paid_on_delivery: 'green',
};

/** How an order is paid and its payment's status, in words: 'Paid by card' [Paid]. Nothing for an order without. */
export function PaymentSummary({ payment, className }: { payment: OrderPayment; className?: string }) {
  const words = paymentWords(payment);
  if (!words.method && !words.status) return null;
  return (
    <span className={className ?? 'inline-flex flex-wrap items-center gap-1.5'}>
      {words.method && <span>{words.method}</span>}
      {words.status && payment.paymentStatus && <Badge tone={TONES[payment.paymentStatus]}>{words.status}</Badge>}
    </span>
  );
}
