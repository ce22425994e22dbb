import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface StarRatingProps {
  /** 0–5, fractions allowed (an average). */
  value: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Read-only stars; a fractional average fills the last star partly. */
export function StarRating({ value, size = 'md', className }: StarRatingProps) {
  const px = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  const rounded = Math.round(value * 10) / 10;
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rounded} out of 5`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={cn('relative inline-block', px)}>
            <Star className={cn('absolute inset-0 text-zinc-300', px)} fill="currentColor" strokeWidth={0} aria-hidden="true" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={cn('text-amber-400', px)} fill="currentColor" strokeWidth={0} aria-hidden="true" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
