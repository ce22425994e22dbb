import { cn } from '@/lib/cn';

export interface SegmentedChoiceProps<T extends string | number> {
  /** Named for screen readers (the group's legend). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A few toggle buttons of which one is pressed, such as a dashboard's period. */
export function SegmentedChoice<T extends string | number>({ legend, options, value, onChange }: SegmentedChoiceProps<T>) {
  return (
    <fieldset className="inline-flex rounded-lg border border-zinc-200 bg-zinc-100 p-0.5">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium transition-colors',
              active ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
