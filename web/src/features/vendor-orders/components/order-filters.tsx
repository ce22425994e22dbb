import { ORDER_STATUSES, ORDER_TOOLS_TEXTS, type OrderStatus, type VendorOrderCounts } from '@seamline/contract';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { orderStatusLabel } from '../lib/order-actions';

export interface OrderFiltersProps {
  status: OrderStatus | undefined;
  search: string;
  counts: VendorOrderCounts | null | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
  onSearch: (search: string) => void;
}

const TABS: { status: OrderStatus | undefined; label: string }[] = [
  { status: undefined, label: ORDER_TOOLS_TEXTS.all },
  ...ORDER_STATUSES.map((status) => ({ status, label: orderStatusLabel(status) })),
];

/**
 * Order Management's search (order number, buyer name or e-mail) and status tabs with their counts
 *. On a phone the tabs scroll sideways in one row.
 */
export function OrderFilters({ status, search, counts, onStatus, onSearch }: OrderFiltersProps) {
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <div className="space-y-3">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="order-search" className="sr-only">
            {ORDER_TOOLS_TEXTS.searchLabel}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
            <Input
              id="order-search"
              type="search"
              value={draft}
              maxLength={100}
              placeholder={ORDER_TOOLS_TEXTS.searchPlaceholder}
              onChange={(event) => setDraft(event.target.value)}
              className="pl-9"
            />
          </div>
          <Button type="submit" variant="secondary">
            {ORDER_TOOLS_TEXTS.search}
          </Button>
          {search && (
            <Button type="button" variant="ghost" size="icon" aria-label={ORDER_TOOLS_TEXTS.clearSearch} onClick={() => onSearch('')}>
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </form>
      </search>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{ORDER_TOOLS_TEXTS.filterLabel}</legend>
        {TABS.map((tab) => {
          const chosen = tab.status === status;
          const count = counts ? (tab.status ? counts.byStatus[tab.status] : counts.all) : undefined;
          return (
            <button
              key={tab.label}
              type="button"
              aria-pressed={chosen}
              onClick={() => onStatus(tab.status)}
              className={cn(
                'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50',
              )}
            >
              {tab.label}
              {count !== undefined && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    chosen ? 'bg-white/20 text-white' : 'bg-zinc-100 text-zinc-700',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
