import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  hint?: string;
  icon?: LucideIcon;
  action?: ReactNode;
}

export function EmptyState({ title, hint, icon: Icon, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center">
      {Icon && (
        <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      )}
      <h2 className="text-lg font-semibold text-zinc-900">{title}</h2>
      {hint && <p className="mt-1 max-w-sm text-sm text-zinc-600">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
