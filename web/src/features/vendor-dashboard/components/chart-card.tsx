import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ChartCardProps {
  title: string;
  note?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled white panel for one dashboard section. */
export function ChartCard({ title, note, actions, className, children }: ChartCardProps) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col rounded-2xl border border-zinc-200 bg-white shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-5 py-4">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-zinc-900">
            {title}
          </h2>
          {note && <p className="mt-0.5 text-xs text-zinc-500">{note}</p>}
        </div>
        {actions}
      </div>
      <div className="flex-1 p-5">{children}</div>
    </section>
  );
}
