import { CART_TEXTS, SUCCESS } from '@seamline/contract';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * After a placed order (at once, or after 3-D Secure): `refresh` brings the cart and orders up to
 * date, then the spec's toast (with one order per shop said after it) and the confirmation page.
 */
export function useOrderPlaced(refresh: () => Promise<unknown>) {
  const navigate = useNavigate();
  return useCallback(
    async ({ orderIds }: { orderIds: number[] }) => {
      await refresh();
      toast.success(SUCCESS.checkout.title, { description: `${SUCCESS.checkout.description} ${CART_TEXTS.shipsFrom(orderIds.length)}.` });
      navigate(`${paths.buyer.checkout}/confirmation?orders=${orderIds}`, { replace: true });
    },
    [navigate, refresh],
  );
}
