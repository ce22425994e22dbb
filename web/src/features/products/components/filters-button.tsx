import { FILTER_TEXTS } from '@seamline/contract';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(loadDrawer);

export interface FiltersButtonProps {
  /** How many filters are chosen, shown on the button. */
  active: number;
  total: number;
  onClearAll?: () => void;
  /** The panel the drawer holds. */
  children: ReactNode;
}

/** Small screens: 'Filters' opens the panel as a drawer. */
export function FiltersButton({ active, total, onClearAll, children }: FiltersButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The drawer's code is fetched once the button shows, so the first tap opens it at once.
  useEffect(() => {
    // A failed fetch is tried again by the first tap, which then shows its error boundary.
    loadDrawer().catch(() => {});
  }, []);

  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {FILTER_TEXTS.showFilters}
        {active > 0 && (
          <>
            <span
              aria-hidden="true"
              className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
            >
              {active}
            </span>{' '}
            <span className="sr-only">({active} chosen)</span>
          </>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FilterDrawer open={open} onOpenChange={setOpen} total={total} onClearAll={onClearAll}>
            {children}
          </FilterDrawer>
        </Suspense>
      )}
    </>
  );
}
