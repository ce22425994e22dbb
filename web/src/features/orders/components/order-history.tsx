import { ERRORS } from '@seamline/contract';
import { Package } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { BrowseProductsLink } from '@/components/layout/browse-products-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useBuyerOrders } from '../api/get-orders';
import { type BuyerOrder, groupOrders } from '../lib/group-orders';
import { OrderCard } from './order-card';

/** The buyer's orders; only one shows its details at a time (spec §2). */
export function OrderHistory({ renderReturns }: { renderReturns?: (order: BuyerOrder) => ReactNode } = {}) {
  const query = useBuyerOrders();
  const orders = useMemo(() => groupOrders(query.data ?? []), [query.data]);
  const [expandedId, setExpandedId] = useState<number | null>(null);

  if (query.isPending) return <PageSpinner label="Loading orders" />;
  if (query.isError) {
    return <ErrorBox message={errorMessage(query.error, ERRORS.buyerOrders)} onRetry={() => query.refetch()} />;
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title="No orders yet"
        hint="When you place an order it will show up here."
        action={<BrowseProductsLink />}
      />
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.orderId}>
          <OrderCard
            order={order}
            expanded={expandedId === order.orderId}
            onToggle={() => setExpandedId((id) => (id === order.orderId ? null : order.orderId))}
            returns={renderReturns?.(order)}
          />
        </li>
      ))}
    </ul>
  );
}
