import { DollarSign, Package, ShoppingBag } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatPrice, ORDER_TEXTS } from '@seamline/contract';

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
