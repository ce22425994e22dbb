import { PERIODS, type PeriodDays } from '@seamline/contract';
import { cn } from '@/lib/cn';

export interface PeriodSelectorProps {
  value: PeriodDays;
  onChange: (days: PeriodDays) => void;
}

/** '7 Days' · '30 Days' · '90 Days' as toggle buttons (spec §2). */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  return (
    <fieldset className="inline-flex rounded-lg border border-zinc-200 bg-zinc-100 p-0.5">
      <legend className="sr-only">Period</legend>
      {PERIODS.map((period) => {
        const active = period.days === value;
        return (
          <button
            key={period.days}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(period.days)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium transition-colors',
              active ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
            )}
          >
            {period.label}
          </button>
        );
      })}
    </fieldset>
  );
}
