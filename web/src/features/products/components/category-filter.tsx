import { CATEGORIES, CATEGORY_LABELS, type Category } from '@seamline/contract';
import { cn } from '@/lib/cn';

const options: { value: Category | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

/** Filter buttons All / Women's / Men's / Kids' (spec §2). */
export function CategoryFilter({ value, onChange }: { value: Category | undefined; onChange: (c: Category | undefined) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by category</legend>
      {options.map((o) => {
        const active = o.value === value;
        return (
          <button
            key={o.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(o.value)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
              active
                ? 'border-zinc-900 bg-zinc-900 text-white'
                : 'border-zinc-300 bg-white text-zinc-700 hover:border-zinc-400 hover:text-zinc-900',
            )}
          >
            {o.label}
          </button>
        );
      })}
    </fieldset>
  );
}
