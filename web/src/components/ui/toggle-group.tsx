import { cn } from '@/lib/cn';

export interface ToggleOption<T> {
  value: T;
  label: string;
}

export interface ToggleGroupProps<T> {
  /** What the buttons choose, for screen readers (the group's legend). */
  legend: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'pills': separate rounded buttons that wrap; 'segmented': one bar of joined segments. */
  look?: 'pills' | 'segmented';
}

const LOOKS = {
  pills: {
    group: 'flex flex-wrap gap-2',
    button: 'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
    on: 'border-zinc-900 bg-zinc-900 text-white',
    off: 'border-zinc-300 bg-white text-zinc-700 hover:border-zinc-400 hover:text-zinc-900',
  },
  segmented: {
    group: 'inline-flex rounded-lg border border-zinc-200 bg-zinc-100 p-0.5',
    button: 'h-8 rounded-md px-3 text-sm font-medium transition-colors',
    on: 'bg-white text-zinc-900 shadow-sm',
    off: 'text-zinc-600 hover:text-zinc-900',
  },
} as const;

/** One choice of a few, as toggle buttons (`aria-pressed`) in a fieldset with a hidden legend. */
export function ToggleGroup<T>({ legend, options, value, onChange, look = 'pills' }: ToggleGroupProps<T>) {
  const l = LOOKS[look];
  return (
    <fieldset className={l.group}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(l.button, active ? l.on : l.off)}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
