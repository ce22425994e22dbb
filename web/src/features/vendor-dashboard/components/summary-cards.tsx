import { DollarSign, type LucideIcon, Package, ShoppingBag } from 'lucide-react';
import { formatPrice, ORDER_TEXTS } from '@seamline/contract';

interface StatCardProps {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}

function StatCard({ label, value, note, icon: Icon }: StatCardProps) {
  return (
    <div className="relative rounded-2xl border border-zinc-200 bg-white p-5 pr-20 shadow-sm">
      <dt className="text-sm font-medium text-zinc-600">
        {label}
        <span className="absolute top-5 right-5 flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </dt>
      <dd className="mt-2 truncate text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-xs text-zinc-500">{note}</dd>
    </div>
  );
}

export interface SummaryCardsProps {
  days: number;
  sales: number;
  orders: number;
  products: number;
}

/** Total Sales and Total Orders of the chosen period, Total Products (spec §2). */
export function SummaryCards({ days, sales, orders, products }: SummaryCardsProps) {
  const period = `Last ${days} days`;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard label="Total Sales" value={formatPrice(sales)} note={`${period} · ${ORDER_TEXTS.salesExcludeTax}`} icon={DollarSign} />
      <StatCard label="Total Orders" value={orders.toLocaleString()} note={period} icon={ShoppingBag} />
      <StatCard label="Total Products" value={products.toLocaleString()} note="In your catalogue" icon={Package} />
    </dl>
  );
}
