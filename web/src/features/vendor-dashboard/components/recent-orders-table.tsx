import { EMPTY_TEXTS, formatPrice, ORDER_TEXTS } from '@seamline/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { dashboardStatusTone, statusLabel } from '../lib/order-status';
import type { DashboardOrder } from '../lib/recent-orders';

const columns = [
  { label: 'Order ID' },
  { label: 'Date' },
  { label: 'Buyer' },
  { label: 'Status' },
  { label: 'Total', align: 'right' },
] as const;
const td = 'px-4 py-3 whitespace-nowrap';

type Orders = { orders: readonly DashboardOrder[] };

function StatusBadge({ status }: { status: string }) {
  return <Badge tone={dashboardStatusTone(status)}>{statusLabel(status)}</Badge>;
}

function OrdersTable({ orders }: Orders) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <TableHead look="list" cells={columns} />
        <tbody className="divide-y divide-zinc-200">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-zinc-50">
              <td className={`${td} font-medium text-zinc-900`}>#{order.id}</td>
              <td className={`${td} text-zinc-700`}>
                <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
              </td>
              <td className={`${td} text-zinc-700`}>{order.buyerName}</td>
              <td className={td}>
                <StatusBadge status={order.status} />
              </td>
              <td className={`${td} text-right font-medium tabular-nums text-zinc-900`}>{formatPrice(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as a list on phones, where five columns do not fit. */
function OrdersList({ orders }: Orders) {
  return (
    <ul className="divide-y divide-zinc-200 sm:hidden">
      {orders.map((order) => (
        <li key={order.id} className="flex items-start justify-between gap-3 px-5 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-zinc-900">Order #{order.id}</p>
            <p className="truncate text-zinc-600">{order.buyerName}</p>
            <p className="text-xs text-zinc-500">
              <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-medium tabular-nums text-zinc-900">{formatPrice(order.total)}</span>
            <StatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Recent Orders': the open orders, at most 5, with a way to all of them (spec §2). */
export function RecentOrdersTable({ orders }: Orders) {
  return (
    <section aria-labelledby="recent-orders-heading" className="rounded-2xl border border-zinc-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-5 py-4">
        <div>
          <h2 id="recent-orders-heading" className="text-base font-semibold text-zinc-900">
            Recent Orders
          </h2>
          <p className="mt-0.5 text-xs text-zinc-500">Pending and processing orders, newest first · Totals {ORDER_TEXTS.beforeTax}</p>
        </div>
        <Link to={paths.vendor.orders} className={buttonClasses('secondary', 'sm')}>
          View All
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-zinc-600">{EMPTY_TEXTS.pendingOrders}</p>
      ) : (
        <>
          <OrdersTable orders={orders} />
          <OrdersList orders={orders} />
        </>
      )}
    </section>
  );
}
