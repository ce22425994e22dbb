import { RATING_LABELS, RATINGS } from '@seamline/contract';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface RatingInputProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}

/** Five star radios labelled 1 Poor … 5 Excellent (spec §5). */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const shown = value ?? 0;
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="text-sm font-medium text-zinc-800">Rating</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex">
          {RATINGS.map((r) => (
            <label
              key={r}
              className="cursor-pointer rounded p-0.5 transition-transform hover:scale-110 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" name="rating" value={r} checked={value === r} onChange={() => onChange(r)} className="sr-only" />
              <span className="sr-only">
                {r} {RATING_LABELS[r]}
              </span>
              <Star
                className={cn('h-7 w-7 transition-colors', r <= shown ? 'text-amber-400' : 'text-zinc-300')}
                fill="currentColor"
                strokeWidth={0}
                aria-hidden="true"
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-zinc-700" aria-hidden="true">
          {shown ? `${shown} ${RATING_LABELS[shown as keyof typeof RATING_LABELS]}` : 'Select a rating'}
        </span>
      </div>
      {error && (
        <p id="rating-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
