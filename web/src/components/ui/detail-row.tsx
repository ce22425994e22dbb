import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const LOOKS = {
  /** 'Unit price: $20.00' under a cart line's name. */
  inline: { row: 'flex gap-1', label: undefined, value: 'text-zinc-800' },
  /** 'Subtotal … $40.00' across a summary. */
  spread: { row: 'flex justify-between text-sm', label: 'text-zinc-600', value: 'font-medium text-zinc-900' },
  /** The total beneath a summary's rows. */
  total: {
    row: 'flex justify-between border-t border-zinc-200 pt-3 text-base',
    label: 'font-semibold text-zinc-900',
    value: 'font-bold text-zinc-900',
  },
} as const;

export interface DetailRowProps {
  label: ReactNode;
  children: ReactNode;
  look?: keyof typeof LOOKS;
  /** Instead of the look's own classes for the value (e.g. 'Free' in green). */
  valueClassName?: string;
}

/** One label and its value in a `<dl>`: the rows of a cart line and of the order summary. */
export function DetailRow({ label, children, look = 'spread', valueClassName }: DetailRowProps) {
  const l = LOOKS[look];
  return (
    <div className={l.row}>
      <dt className={l.label}>{label}</dt>
      <dd className={cn(valueClassName ?? l.value)}>{children}</dd>
    </div>
  );
}
