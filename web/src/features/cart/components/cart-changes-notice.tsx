import { CART_TEXTS } from '@seamline/contract';
import { RefreshCw, X } from 'lucide-react';

/** Says what another tab or device changed, when checkout was refused over it; stays until dismissed. */
export function CartChangesNotice({ changes, onDismiss }: { changes: string[]; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-600/30 ring-inset sm:p-5"
    >
      <RefreshCw className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{CART_TEXTS.cartChangedTitle}</p>
        {changes.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-amber-800 hover:bg-amber-100"
        aria-label="Dismiss"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
