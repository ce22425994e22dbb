import type { LucideIcon } from 'lucide-react';

/** One figure of a dashboard: a `dt` and its `dd`s, inside a `dl`. */
export interface StatCardProps {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}

export function StatCard({ label, value, note, icon: Icon }: StatCardProps) {
  return (
    <div className="relative rounded-2xl border border-zinc-200 bg-white p-5 pr-20 shadow-sm">
      <dt className="text-sm font-medium text-zinc-600">
        {label}
        <span className="absolute top-5 right-5 flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </dt>
      <dd className="mt-2 truncate text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-xs text-zinc-500">{note}</dd>
    </div>
  );
}
