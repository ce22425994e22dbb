import { ERRORS, PAYMENT_TEXTS, type SettableStatus, SUCCESS } from '@seamline/contract';
import { useRef } from 'react';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useRefreshVendorOrders } from '../api/get-vendor-orders';
import { useMarkDelivered } from '../api/mark-delivered';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { OrderBusy } from '../components/order-buttons';
import type { Order } from '../lib/normalize-order';
import { sendMutation } from '@/lib/send-mutation';

const failed = (title: string, fallback: string) => (error: unknown) => {
  if (!endedSession(error)) toast.error(title, { description: errorMessage(error, fallback) });
};

/** The provider refused to capture the payment: the order now says so itself, and it cannot ship. */
const isCaptureFailure = (error: unknown) => error instanceof ApiError && error.serverMessage === PAYMENT_TEXTS.captureFailed;

/**
 * Sends one change per order at a time: marked at the click itself, since the disabled buttons come
 * a render later and a second click before then would send the change again (refused with 409).
 */
function useOncePerOrder() {
  const running = useRef(new Set<number>());
  return (orderId: number, send: (settled: () => void) => void) => {
    if (running.current.has(orderId)) return;
    running.current.add(orderId);
    send(() => running.current.delete(orderId));
  };
}

export type Tracking = { carrier?: string | null; trackingNumber?: string | null };

/**
 * The vendor's moves of an order (advance its status, mark it delivered, cancel it), each said in a
 * toast, each sent once per order at a time, and which move each order has on its way.
 */
export function useOrderMoves() {
  const advance = useUpdateOrderStatus();
  const deliver = useMarkDelivered();
  const cancel = useCancelOrder();
  const refreshOrders = useRefreshVendorOrders();
  const once = useOncePerOrder();

  const busyFor = (id: number): OrderBusy => {
    if (advance.isPending && advance.variables?.orderId === id) return 'advance';
    if (deliver.isPending && deliver.variables?.orderId === id) return 'deliver';
    if (cancel.isPending && cancel.variables?.orderId === id) return 'cancel';
    return null;
  };

  /** `closeAsking`: the ship dialog closes once the move is done, or refused because the capture failed. */
  const advanceOrder = (order: Order, to: SettableStatus, tracking: Tracking, closeAsking: () => void) =>
    once(order.id, (settled) =>
      sendMutation(
        advance,
        { orderId: order.id, status: to, ...tracking },
        {
          onSuccess: (updated) => {
            closeAsking();
            toast.success(SUCCESS.statusUpdated.title, { description: SUCCESS.statusUpdated.description(updated.id, updated.status) });
          },
          onError: (error) => {
            failed(ERRORS.statusUpdate.title, ERRORS.statusUpdate.fallback)(error);
            if (!isCaptureFailure(error)) return;
            closeAsking();
            refreshOrders();
          },
          onSettled: settled,
        },
      ),
    );

  const deliverOrder = (order: Order) =>
    once(order.id, (settled) =>
      sendMutation(
        deliver,
        { orderId: order.id },
        {
          onSuccess: (updated) => toast.success(SUCCESS.delivered.title, { description: SUCCESS.delivered.description(updated.id) }),
          onError: (error) => {
            failed(ERRORS.autoDeliver.title, ERRORS.autoDeliver.fallback)(error);
            if (isCaptureFailure(error)) refreshOrders();
          },
          onSettled: settled,
        },
      ),
    );

  const cancelOrder = (orderId: number, closeAsking: () => void) =>
    once(orderId, (settled) =>
      sendMutation(
        cancel,
        { orderId },
        {
          onSuccess: (updated) => toast.success(SUCCESS.cancelled.title, { description: SUCCESS.cancelled.description(updated.id) }),
          onError: failed(ERRORS.cancelOrder.title, ERRORS.cancelOrder.fallback),
          onSettled: () => {
            settled();
            closeAsking();
          },
        },
      ),
    );

  return {
    busyFor,
    advanceOrder,
    deliverOrder,
    cancelOrder,
    advancing: (id: number | undefined) => advance.isPending && advance.variables?.orderId === id,
    cancelling: cancel.isPending,
  };
}
