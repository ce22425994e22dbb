import { FILTER_TEXTS } from '@seamline/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many products the chosen filters leave, for 'Show n products'. */
  total: number;
  onClearAll?: () => void;
  children: ReactNode;
}

/**
 * The filter panel on small screens: the app's dialog (focus kept inside, Escape closes, focus back
 * on the Filters button), rising from the bottom. Filters apply as they are chosen; 'Show n
 * products' closes it onto the grid. Loaded only when first opened (not part of the shop's first visit).
 */
export default function FilterDrawer({ open, onOpenChange, total, onClearAll, children }: FilterDrawerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={FILTER_TEXTS.panelTitle}
      footer={
        <>
          {onClearAll && (
            <Button variant="secondary" onClick={onClearAll}>
              {FILTER_TEXTS.clearAll}
            </Button>
          )}
          <Button className="flex-1 sm:flex-none" onClick={() => onOpenChange(false)}>
            {FILTER_TEXTS.showResults(total)}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
