import { type LiveEvent, ORDER_TOOLS_TEXTS, RETURN_TEXTS, SHOP_STATUS_TEXTS, SUCCESS } from '@seamline/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { getEventsTicket } from '../api/get-events-ticket';
import { connectLiveEvents } from '../lib/connect-live-events';

/** The lists each role's screens show orders in; refetched when an order is placed or changes. */
const ORDER_LISTS = {
  vendor: [['vendor-orders'], ['vendor-dashboard'], ['returns']],
  buyer: [['buyer-orders'], ['returns']],
} as const;

/**
 * Live updates for the signed-in user (docs/architecture.md#accounts-mail-live): a vendor hears 'New order #{id}' and of its
 * shop's suspension; the dashboard, Order Management and the buyer's Order History refetch as orders change.
 */
export default function LiveUpdates() {
  const role = useAuth().user?.role;
  const latestNavigate = useNavigate();
  // The toast's button navigates with the latest navigate, without reconnecting the stream.
  const navigate = useRef(latestNavigate);
  navigate.current = latestNavigate;
  useEffect(() => {
    // Without EventSource (an old browser, a test's DOM) the screens still refetch on focus and on opening.
    // The operator's pages follow no order lists.
    if (!role || role === 'admin' || typeof EventSource === 'undefined') return;
    const refresh = () => {
      for (const queryKey of ORDER_LISTS[role]) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    };
    const onEvent = (event: LiveEvent) => {
      // The operator suspended or reactivated the shop: the banner and what the screens offer follow the profile.
      if (event.type === 'shop-status') {
        void queryClient.invalidateQueries({ queryKey: ['vendor-profile'] });
        toast.info(event.status === 'suspended' ? SHOP_STATUS_TEXTS.suspendedNow : SHOP_STATUS_TEXTS.reactivatedNow, { id: 'shop-status' });
        return;
      }
      if (event.type === 'order-placed' && role === 'vendor') {
        // 'View order' opens Order Management searched to that order, its details open.
        toast.info(SUCCESS.newOrder(event.orderId), {
          id: `new-order-${event.orderId}`,
          duration: 10_000,
          action: { label: ORDER_TOOLS_TEXTS.viewOrder, onClick: () => navigate.current(paths.vendor.order(event.orderId)) },
        });
      }
      // docs/architecture.md#returns: the vendor hears of a new return.
      if (event.type === 'return' && event.status === 'requested' && role === 'vendor') {
        toast.info(RETURN_TEXTS.newReturnSubject(event.returnId), {
          id: `new-return-${event.returnId}`,
          duration: 10_000,
          action: { label: RETURN_TEXTS.returns, onClick: () => navigate.current(paths.vendor.returns) },
        });
      }
      refresh();
    };
    return connectLiveEvents({
      getTicket: getEventsTicket,
      open: (url) => new EventSource(url),
      onEvent,
      // Opened first or again after a drop: what changed meanwhile was missed, the shop's status too.
      onOpen: () => {
        refresh();
        if (role === 'vendor') void queryClient.invalidateQueries({ queryKey: ['vendor-profile'] });
      },
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
  }, [role]);
  return null;
}
