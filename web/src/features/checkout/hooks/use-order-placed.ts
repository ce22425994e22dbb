import { CART_TEXTS, SUCCESS } from '@seamline/contract';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * After a placed order (at once, or after 3-D Secure): the spec's toast (with one order per shop said
 * after it) and the confirmation page, while `refresh` brings the cart and orders up to date.
 */
export function useOrderPlaced(refresh: () => Promise<unknown>) {
  const navigate = useNavigate();
  return useCallback(
    ({ orderIds }: { orderIds: number[] }) => {
      // The orders are placed whatever the refresh meets: the buyer is told at once, and the cart
      // and orders follow as their answers come (a refresh held up must not hide the confirmation).
      void refresh().catch(() => undefined);
      toast.success(SUCCESS.checkout.title, { description: `${SUCCESS.checkout.description} ${CART_TEXTS.shipsFrom(orderIds.length)}.` });
      navigate(`${paths.buyer.checkout}/confirmation?orders=${orderIds}`, { replace: true });
    },
    [navigate, refresh],
  );
}
