import {
  EMPTY_TEXTS,
  ERRORS,
  PAYMENT_TEXTS,
  ORDER_STATUSES,
  ORDER_TOOLS_TEXTS,
  type OrderStatus,
  type SettableStatus,
  SUCCESS,
  searchedOrderNumber,
  VALIDATION,
} from '@seamline/contract';
import { Inbox, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useOrderCounts } from '../api/get-order-counts';
import { useRefreshVendorOrders, useVendorOrders } from '../api/get-vendor-orders';
import { useMarkDelivered } from '../api/mark-delivered';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { Order } from '../lib/normalize-order';
import { InvoiceDialog } from './invoice-dialog';
import { type OrderBusy, OrderCard } from './order-card';
import { OrderFilters } from './order-filters';
import { ShipDialog } from './ship-dialog';

const failed = (title: string, fallback: string) => (error: unknown) => {
  if (!endedSession(error)) toast.error(title, { description: errorMessage(error, fallback) });
};

/** The provider refused to capture the payment: the order now says so itself, and it cannot ship. */
const isCaptureFailure = (error: unknown) => error instanceof ApiError && error.serverMessage === PAYMENT_TEXTS.captureFailed;

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/**
 * 'Order Management' (spec §2): the vendor's orders, one expanded at a time; a status tab and a
 * search (issue 28) live in the address (?status=…&q=…), so the 'New order' toast can link to one.
 */
export function OrderManagement({ storeName }: { storeName: string }) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const search = (params.get('q') ?? '').trim();
  const query = useVendorOrders({ status, search: search || undefined });
  const counts = useOrderCounts(search || undefined);
  const advance = useUpdateOrderStatus();
  const deliver = useMarkDelivered();
  const cancel = useCancelOrder();
  const refreshOrders = useRefreshVendorOrders();
  const [expandedId, setExpandedId] = useState<number | null>(() => searchedOrderNumber(search));
  // A link to one order (the 'New order' toast's) opens its details.
  useEffect(() => setExpandedId(searchedOrderNumber(search)), [search]);
  const [shipping, setShipping] = useState<Order | null>(null);
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

  const filtered = status !== undefined || search !== '';
  const setFilter = (next: { status?: OrderStatus; search: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of [
          ['status', next.status],
          ['q', next.search],
        ] as const) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  const filters = (
    <OrderFilters
      status={status}
      search={search}
      counts={counts.data}
      onStatus={(next) => setFilter({ status: next, search })}
      onSearch={(next) => setFilter({ status, search: next })}
    />
  );

  if (query.isPending && !filtered) return <PageSpinner label="Loading orders" />;
  const { items: orders, total } = loadedItems(query.data);
  if (query.isError && orders.length === 0) {
    return <ErrorBox message={errorMessage(query.error, ERRORS.vendorOrders)} onRetry={() => query.refetch()} />;
  }
  if (!query.isPending && orders.length === 0 && !filtered) {
    return <EmptyState icon={Inbox} title={EMPTY_TEXTS.vendorOrders.title} hint={EMPTY_TEXTS.vendorOrders.hint} />;
  }

  const busyFor = (id: number): OrderBusy => {
    if (advance.isPending && advance.variables?.orderId === id) return 'advance';
    if (deliver.isPending && deliver.variables?.orderId === id) return 'deliver';
    if (cancel.isPending && cancel.variables?.orderId === id) return 'cancel';
    return null;
  };

  const onAdvance = (order: Order, to: SettableStatus, tracking: { carrier?: string | null; trackingNumber?: string | null } = {}) =>
    once(order.id, (settled) =>
      advance.mutate(
        { orderId: order.id, status: to, ...tracking },
        {
          onSuccess: (updated) => {
            setShipping(null);
            toast.success(SUCCESS.statusUpdated.title, { description: SUCCESS.statusUpdated.description(updated.id, updated.status) });
          },
          onError: (error) => {
            failed(ERRORS.statusUpdate.title, ERRORS.statusUpdate.fallback)(error);
            if (!isCaptureFailure(error)) return;
            setShipping(null);
            refreshOrders();
          },
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
          onError: (error) => {
            failed(ERRORS.autoDeliver.title, ERRORS.autoDeliver.fallback)(error);
            if (isCaptureFailure(error)) refreshOrders();
          },
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
      {filters}
      {query.isPending ? (
        <PageSpinner label="Loading orders" />
      ) : orders.length === 0 ? (
        <EmptyState icon={SearchX} title={ORDER_TOOLS_TEXTS.noMatchTitle} hint={ORDER_TOOLS_TEXTS.noMatchHint} />
      ) : (
        <p className="text-sm text-zinc-600" aria-live="polite">
          {ORDER_TOOLS_TEXTS.showing(orders.length, total)}
        </p>
      )}
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              expanded={expandedId === order.id}
              onToggle={() => setExpandedId((id) => (id === order.id ? null : order.id))}
              busy={busyFor(order.id)}
              // Mark as Shipped asks for the carrier and tracking number first (issue 28).
              onAdvance={(to) => (to === 'shipped' ? setShipping(order) : onAdvance(order, to))}
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
      <ShipDialog
        orderId={shipping?.id ?? null}
        busy={advance.isPending && advance.variables?.orderId === shipping?.id}
        onClose={() => setShipping(null)}
        onShip={(tracking) => shipping && onAdvance(shipping, 'shipped', tracking)}
      />
      <InvoiceDialog order={invoice} storeName={storeName} onClose={() => setInvoice(null)} />
    </div>
  );
}
