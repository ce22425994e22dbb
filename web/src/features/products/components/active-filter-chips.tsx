import { FILTER_TEXTS } from '@seamline/contract';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ActiveFilter } from '../lib/filter-labels';

export interface ActiveFilterChipsProps {
  chips: readonly ActiveFilter[];
  onRemove: (chip: ActiveFilter) => void;
  onClearAll: () => void;
  /** Where focus goes once no chip is left (the results heading). */
  focusAfterLast: () => void;
}

/** One chip per chosen filter ('Remove filter Size M') and 'Clear all'. */
export function ActiveFilterChips({ chips, onRemove, onClearAll, focusAfterLast }: ActiveFilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  // A removed chip takes its button away: once it has gone, focus moves to the chip now in its
  // place, or the one before, and with none left to the results heading; never to the page body.
  const removed = useRef<{ at: number; key: string | null } | null>(null);
  useEffect(() => {
    const pending = removed.current;
    if (!pending) return;
    const gone = pending.key === null ? chips.length === 0 : !chips.some((c) => c.key === pending.key);
    if (!gone) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(pending.at, buttons.length - 1)];
    if (next) next.focus();
    else focusAfterLast();
  }, [chips, focusAfterLast]);

  if (chips.length === 0) return null;
  return (
    <section aria-label={FILTER_TEXTS.activeFilters} className="flex flex-wrap items-center gap-2">
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, i) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={FILTER_TEXTS.removeFilter(chip.label)}
              onClick={() => {
                removed.current = { at: i, key: chip.key };
                onRemove(chip);
              }}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pl-3 pr-2 text-sm font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-100"
            >
              {chip.label}
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          removed.current = { at: 0, key: null };
          onClearAll();
        }}
        className="h-8 rounded-full px-2 text-sm font-medium text-zinc-700 underline underline-offset-4 hover:text-zinc-900"
      >
        {FILTER_TEXTS.clearAll}
      </button>
    </section>
  );
}
