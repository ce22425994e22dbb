import { ERRORS, type PaymentConfirmed } from '@seamline/contract';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { confirmPayment } from '../api/confirm-payment';

export interface CheckoutReturnProps {
  paymentId: string;
  onPlaced: (result: PaymentConfirmed) => void;
}

/**
 * Where the browser comes back from 3-D Secure (docs/architecture.md#payments): confirms the payment once, then the
 * orders are placed (onPlaced) or the reason shows with a way back: to checkout when the issuer
 * refused (the cart is kept), to the cart when a line sold out meanwhile.
 */
export function CheckoutReturn({ paymentId, onPlaced }: CheckoutReturnProps) {
  const [failure, setFailure] = useState<{ message: string; soldOut: boolean } | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === paymentId) return;
    asked.current = paymentId;
    confirmPayment(paymentId).then(onPlaced, (error: unknown) =>
      setFailure({
        message: errorMessage(error, ERRORS.checkout.fallback),
        soldOut: error instanceof ApiError && error.status === 409,
      }),
    );
  }, [paymentId, onPlaced]);

  if (!failure) return <PageSpinner label="Confirming your payment" />;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900 shadow-sm">
      <div className="flex gap-3">
        <AlertCircle className="mt-0.5 h-6 w-6 shrink-0 text-red-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">The payment did not go through</h2>
          <p className="mt-1">{failure.message}</p>
          <p className="mt-2 text-sm">Nothing was charged and no order was placed. Your cart is as you left it.</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={failure.soldOut ? paths.buyer.cart : paths.buyer.checkout} className={buttonClasses('primary')}>
              {failure.soldOut ? 'Back to your cart' : 'Back to checkout'}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
