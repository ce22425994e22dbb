import { CSV_TEXTS } from '@seamline/contract';

/**
 * How far an import is: the share of the file sent, then (sent = 1) an indeterminate bar while the
 * server checks and saves the rows.
 */
export function ImportProgress({ sent }: { sent: number }) {
  const working = sent >= 1;
  const percent = Math.round(sent * 100);
  const text = working ? CSV_TEXTS.importing : `${CSV_TEXTS.uploading} ${percent}%`;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={CSV_TEXTS.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={working ? undefined : percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-zinc-200"
      >
        <div
          className={working ? 'h-full w-1/3 animate-pulse rounded-full bg-brand-600' : 'h-full rounded-full bg-brand-600 transition-[width]'}
          style={working ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-zinc-700" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
