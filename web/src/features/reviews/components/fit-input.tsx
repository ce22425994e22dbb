import { FIT_LABELS, FIT_TEXTS, type Fit, FITS } from '@seamline/contract';
import { cn } from '@/lib/cn';

export interface FitInputProps {
  value: Fit | null | undefined;
  onChange: (fit: Fit | null) => void;
  error?: string;
}

const OPTIONS: { value: Fit | null; label: string }[] = [
  ...FITS.map((f) => ({ value: f, label: FIT_LABELS[f] })),
  { value: null, label: FIT_TEXTS.notSaid },
];

/** 'How does it fit?': optional, so 'Not saying' takes a chosen fit back (docs/architecture.md#sizes-and-colours). */
export function FitInput({ value, onChange, error }: FitInputProps) {
  const chosen = value ?? null;
  return (
    <fieldset aria-describedby={error ? 'fit-error' : undefined}>
      <legend className="text-sm font-medium text-zinc-800">{FIT_TEXTS.question}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {OPTIONS.map((o) => (
          <label
            key={o.label}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              chosen === o.value
                ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                : 'border-zinc-300 text-zinc-700 hover:border-zinc-400',
            )}
          >
            <input
              type="radio"
              name="fit"
              value={o.value ?? ''}
              checked={chosen === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id="fit-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
