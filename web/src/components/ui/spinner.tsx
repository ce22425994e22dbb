import { cn } from '@/lib/cn';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-14 w-14 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; null when the spinner sits inside a labelled control. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const ring = (
    <span
      className={cn('inline-block animate-spin rounded-full border-current border-t-transparent', sizes[size], className)}
      aria-hidden="true"
    />
  );
  if (label === null) return ring;
  return (
    <span role="status" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A centred spinner for a whole page or section that is loading. `screen` fills the viewport: used
 * while a page's code or session loads, it keeps the footer below the fold, so the page arriving
 * does not shift it (layout shift is a Core Web Vital).
 */
export function PageSpinner({ label = 'Loading', screen = false }: { label?: string; screen?: boolean }) {
  return (
    <div className={cn('flex items-center justify-center text-brand-600', screen ? 'min-h-dvh' : 'min-h-[40vh]')}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
