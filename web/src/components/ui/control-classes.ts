import { cn } from '@/lib/cn';

/** Shared look of text inputs, selects and textareas. */
export const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400',
    'focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-zinc-100 disabled:text-zinc-500 [&[readonly]]:bg-zinc-50 [&[readonly]]:text-zinc-600',
    invalid ? 'border-red-500 focus-visible:outline-red-600' : 'border-zinc-300 hover:border-zinc-400',
    className,
  );
