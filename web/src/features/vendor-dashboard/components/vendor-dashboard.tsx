import { DEFAULT_PERIOD_DAYS, ERRORS, type PeriodDays } from '@seamline/contract';
import { useMemo, useState } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useVendorAnalytics } from '../api/get-analytics';
import { useRecentOrders } from '../api/get-recent-orders';
import { fillDays, periodTotals } from '../lib/fill-days';
import { ChartCard } from './chart-card';
import { LowStockCard } from './low-stock-card';
import { PeriodSelector } from './period-selector';
import { RecentOrdersTable } from './recent-orders-table';
import { SalesBarChart } from './sales-bar-chart';
import { SalesByCategoryChart } from './sales-by-category-chart';
import { SummaryCards } from './summary-cards';

/** The sales dashboard (spec §2): both calls start together; loading, error or the figures. */
export function VendorDashboard() {
  const [days, setDays] = useState<PeriodDays>(DEFAULT_PERIOD_DAYS);
  const analytics = useVendorAnalytics(days);
  const orders = useRecentOrders();
  const recentSales = analytics.data?.recentSales;
  const points = useMemo(() => fillDays(recentSales ?? [], days), [recentSales, days]);

  const failed = analytics.error ?? orders.error;
  if (failed) {
    return (
      <ErrorBox
        message={errorMessage(failed, ERRORS.vendorDashboard)}
        onRetry={() => {
          void analytics.refetch();
          void orders.refetch();
        }}
      />
    );
  }
  if (!analytics.data || !orders.data) return <PageSpinner label="Loading dashboard" />;

  const totals = periodTotals(points);
  const period = `Last ${days} days`;
  return (
    <div className="space-y-6">
      <SummaryCards days={days} sales={totals.sales} orders={totals.orders} products={analytics.data.totalProducts} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ChartCard title="Sales by Category" note={period}>
          <SalesByCategoryChart rows={analytics.data.salesByCategory} />
        </ChartCard>
        <ChartCard
          title="Sales Bar Chart"
          note={period}
          className="lg:col-span-2"
          actions={<PeriodSelector value={days} onChange={setDays} />}
        >
          <SalesBarChart points={points} />
        </ChartCard>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentOrdersTable orders={orders.data} />
        </div>
        <LowStockCard />
      </div>
    </div>
  );
}
