import {
  ADMIN_PERIODS,
  ADMIN_TEXTS,
  type AdminPeriod,
  formatPrice,
  MODERATION_TEXTS,
  PROMO_SCREEN_TEXTS,
  SIZE_PASSPORT_TEXTS,
} from '@seamline/contract';
import { BadgePercent, DollarSign, Tag, Landmark, Package, Receipt, Ruler, ShoppingBag, Store, Undo2, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useState } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { StatCard } from '@/components/ui/stat-card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAdminOverview } from '../api/get-overview';
import { GmvChart } from './gmv-chart';

const periods = ADMIN_PERIODS.map((period) => ({ value: period, label: ADMIN_TEXTS.periods[period] }));

/** The operator's figures (docs/architecture.md#money-and-operator): the period's sales and commission, the accounts to date. */
export function AdminOverviewFigures() {
  const [period, setPeriod] = useState<AdminPeriod>('30d');
  const overview = useAdminOverview(period);
  if (overview.error)
    return <ErrorBox message={errorMessage(overview.error, ADMIN_TEXTS.loadFailed)} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <PageSpinner label="Loading overview" />;
  const o = overview.data;
  const when = ADMIN_TEXTS.periods[o.period];
  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-sales" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-sales" className="text-lg font-semibold text-zinc-900">
            Sales · {when}
          </h2>
          <ToggleGroup legend={ADMIN_TEXTS.periodLabel} options={periods} value={period} onChange={setPeriod} look="segmented" />
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard label={ADMIN_TEXTS.gmv} value={formatPrice(o.gmv)} note={ADMIN_TEXTS.gmvHint} icon={DollarSign} />
          <StatCard label={ADMIN_TEXTS.orders} value={o.orders.toLocaleString()} note={when} icon={ShoppingBag} />
          <StatCard label={ADMIN_TEXTS.averageOrderValue} value={formatPrice(o.averageOrderValue)} note={when} icon={Receipt} />
          <StatCard
            label={ADMIN_TEXTS.commission}
            value={formatPrice(o.commission)}
            note={ADMIN_TEXTS.commissionHint}
            icon={BadgePercent}
          />
          <StatCard
            label={MODERATION_TEXTS.returnRate}
            value={`${(o.returnRate * 100).toFixed(1)}%`}
            note={MODERATION_TEXTS.returnRateHint}
            icon={Undo2}
          />
          <StatCard
            label={SIZE_PASSPORT_TEXTS.bracketedCheckouts}
            value={`${o.bracketedCheckoutShare.toFixed(1)}%`}
            note={SIZE_PASSPORT_TEXTS.bracketedCheckoutsHint}
            icon={Ruler}
          />
          <StatCard
            label={PROMO_SCREEN_TEXTS.promotionSpend}
            value={formatPrice(o.promotionSpend)}
            note={PROMO_SCREEN_TEXTS.promotionSpendHint}
            icon={Tag}
          />
        </dl>
        <Card className="p-4 sm:p-6">
          <h3 className="mb-4 text-base font-semibold text-zinc-900">{MODERATION_TEXTS.gmvByDay}</h3>
          <GmvChart days={o.gmvByDay} />
        </Card>
      </section>
      <section aria-labelledby="admin-accounts" className="space-y-4">
        <h2 id="admin-accounts" className="text-lg font-semibold text-zinc-900">
          Marketplace
        </h2>
        {/* What stands today, whatever the period: the accounts, and what the next payout run would pay. */}
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label={ADMIN_TEXTS.buyers} value={o.buyers.toLocaleString()} note={ADMIN_TEXTS.accountsHint} icon={Users} />
          <StatCard
            label={ADMIN_TEXTS.vendorsCount}
            value={o.vendors.toLocaleString()}
            note={`Default commission ${o.defaultCommissionPercent}%`}
            icon={Store}
          />
          <StatCard label={ADMIN_TEXTS.products} value={o.products.toLocaleString()} note="Live in the shop" icon={Package} />
          <StatCard
            label={MODERATION_TEXTS.payoutsDue}
            value={formatPrice(o.payoutsDue)}
            note={MODERATION_TEXTS.payoutsDueHint}
            icon={Landmark}
          />
        </dl>
      </section>
    </div>
  );
}
