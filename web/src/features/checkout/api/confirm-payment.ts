import type { PaymentConfirmed } from '@seamline/contract';
import { api } from '@/lib/api-client';

/** After 3-D Secure: places the orders (200), or answers the issuer's refusal (402) or a line sold out meanwhile (409). */
export const confirmPayment = (paymentId: string) =>
  api.post<PaymentConfirmed>(`/api/buyer/payments/${encodeURIComponent(paymentId)}/confirm`);
