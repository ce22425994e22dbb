import { EMPTY_TEXTS, ERRORS, type SettableStatus, SUCCESS, VALIDATION } from '@seamline/contract';
import { Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useVendorOrders } from '../api/get-vendor-orders';
import { useMarkDelivered } from '../api/mark-delivered';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { Order } from '../lib/normalize-order';
import { InvoiceDialog } from './invoice-dialog';
import { type OrderBusy, OrderCard } from './order-card';

const failed = (title: string, fallback: string) => (error: unknown) => {
  if (!endedSession(error)) toast.error(title, { description: errorMessage(error, fallback) });
};

/** 'Order Management' (spec §2): every order of the vendor, one expanded at a time. */
export function OrderManagement({ storeName }: { storeName: string }) {
  const query = useVendorOrders();
  const advance = useUpdateOrderStatus();
  const deliver = useMarkDelivered();
  const cancel = useCancelOrder();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [invoice, setInvoice] = useState<Order | null>(null);
  // Orders with a change on its way. Set at the click itself: the disabled buttons come a render
  // later, and a second click before then would send the change again (and be refused with 409).
  const running = useRef(new Set<number>());
  const once = (orderId: number, send: (settled: () => void) => void) => {
    if (running.current.has(orderId)) return;
    running.current.add(orderId);
    send(() => running.current.delete(orderId));
  };

  if (query.isPending) return <PageSpinner label="Loading orders" />;
  const { items: orders, total } = loadedItems(query.data);
  if (query.isError && orders.length === 0) {
    return <ErrorBox message={errorMessage(query.error, ERRORS.vendorOrders)} onRetry={() => query.refetch()} />;
  }
  if (orders.length === 0) return <EmptyState icon={Inbox} title={EMPTY_TEXTS.vendorOrders.title} hint={EMPTY_TEXTS.vendorOrders.hint} />;

  const busyFor = (id: number): OrderBusy => {
    if (advance.isPending && advance.variables?.orderId === id) return 'advance';
    if (deliver.isPending && deliver.variables?.orderId === id) return 'deliver';
    if (cancel.isPending && cancel.variables?.orderId === id) return 'cancel';
    return null;
  };

  const onAdvance = (order: Order, status: SettableStatus) =>
    once(order.id, (settled) =>
      advance.mutate(
        { orderId: order.id, status },
        {
          onSuccess: (updated) =>
            toast.success(SUCCESS.statusUpdated.title, { description: SUCCESS.statusUpdated.description(updated.id, updated.status) }),
          onError: failed(ERRORS.statusUpdate.title, ERRORS.statusUpdate.fallback),
          onSettled: settled,
        },
      ),
    );

  const onDeliver = (order: Order) =>
    once(order.id, (settled) =>
      deliver.mutate(
        { orderId: order.id },
        {
          onSuccess: (updated) => toast.success(SUCCESS.delivered.title, { description: SUCCESS.delivered.description(updated.id) }),
          onError: failed(ERRORS.autoDeliver.title, ERRORS.autoDeliver.fallback),
          onSettled: settled,
        },
      ),
    );

  const confirmCancel = () => {
    if (!cancelling) return;
    const orderId = cancelling.id;
    once(orderId, (settled) =>
      cancel.mutate(
        { orderId },
        {
          onSuccess: (updated) => toast.success(SUCCESS.cancelled.title, { description: SUCCESS.cancelled.description(updated.id) }),
          onError: failed(ERRORS.cancelOrder.title, ERRORS.cancelOrder.fallback),
          onSettled: () => {
            settled();
            setCancelling(null);
          },
        },
      ),
    );
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-600" aria-live="polite">
        Showing {orders.length} of {total} {total === 1 ? 'order' : 'orders'}
      </p>
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              expanded={expandedId === order.id}
              onToggle={() => setExpandedId((id) => (id === order.id ? null : order.id))}
              busy={busyFor(order.id)}
              onAdvance={(status) => onAdvance(order, status)}
              onDeliver={() => onDeliver(order)}
              onCancel={() => setCancelling(order)}
              onPrint={() => setInvoice(order)}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && <ErrorBox message={errorMessage(query.error, ERRORS.vendorOrders)} />}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => query.fetchNextPage()} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel order"
        message={VALIDATION.cancelOrderConfirm}
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      >
        <p>
          <span className="font-medium text-zinc-900">Order #{cancelling?.id}</span>
          {cancelling?.buyerName ? ` for ${cancelling.buyerName}` : ''} will be cancelled and its items returned to stock.
        </p>
      </ConfirmDialog>
      <InvoiceDialog order={invoice} storeName={storeName} onClose={() => setInvoice(null)} />
    </div>
  );
}
