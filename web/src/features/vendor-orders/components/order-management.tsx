import { EMPTY_TEXTS, ERRORS, ORDER_TOOLS_TEXTS, type SettableStatus, searchedOrderNumber } from '@seamline/contract';
import { Inbox, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { useOrderCounts } from '../api/get-order-counts';
import { useVendorOrders } from '../api/get-vendor-orders';
import { useOrderFilter } from '../hooks/use-order-filter';
import { type Tracking, useOrderMoves } from '../hooks/use-order-moves';
import type { Order } from '../lib/normalize-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { OrderCard } from './order-card';
import { OrderFilters } from './order-filters';
import { ShipDialog } from './ship-dialog';

/**
 * 'Order Management' (spec §2): the vendor's orders, one expanded at a time; a status tab and a
 * search live in the address (?status=…&q=…), so the 'New order' toast can link to one.
 */
export function OrderManagement({ storeName }: { storeName: string }) {
  const { status, search, filtered, setFilter } = useOrderFilter();
  const query = useVendorOrders({ status, search: search || undefined });
  const counts = useOrderCounts(search || undefined);
  const moves = useOrderMoves();
  const [expandedId, setExpandedId] = useState<number | null>(() => searchedOrderNumber(search));
  // A link to one order (the 'New order' toast's) opens its details.
  useEffect(() => setExpandedId(searchedOrderNumber(search)), [search]);
  const [shipping, setShipping] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [invoice, setInvoice] = useState<Order | null>(null);
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
  const onAdvance = (order: Order, to: SettableStatus, tracking: Tracking = {}) =>
    moves.advanceOrder(order, to, tracking, () => setShipping(null));

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
              busy={moves.busyFor(order.id)}
              // Mark as Shipped asks for the carrier and tracking number first.
              onAdvance={(to) => (to === 'shipped' ? setShipping(order) : onAdvance(order, to))}
              onDeliver={() => moves.deliverOrder(order)}
              onCancel={() => setCancelling(order)}
              onPrint={() => setInvoice(order)}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && <ErrorBox message={errorMessage(query.error, ERRORS.vendorOrders)} />}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => query.fetchNextPage()} />
      <CancelOrderDialog
        order={cancelling}
        busy={moves.cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(order) => moves.cancelOrder(order.id, () => setCancelling(null))}
      />
      <ShipDialog
        orderId={shipping?.id ?? null}
        busy={moves.advancing(shipping?.id)}
        onClose={() => setShipping(null)}
        onShip={(tracking) => shipping && onAdvance(shipping, 'shipped', tracking)}
      />
      <InvoiceDialog order={invoice} storeName={storeName} onClose={() => setInvoice(null)} />
    </div>
  );
}
