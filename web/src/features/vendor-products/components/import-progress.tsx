import { CSV_TEXTS } from '@seamline/contract';

/**
 * How far an import is: the share of the file sent, then (sent = 1) an indeterminate bar naming
 * how many rows the server is checking and saving. The phase is announced once (a status); the
 * percentage only shows on the bar.
 */
export function ImportProgress({ sent, rows }: { sent: number; rows: number }) {
  const working = sent >= 1;
  const percent = Math.round(sent * 100);
  const phase = working ? CSV_TEXTS.importing(rows) : CSV_TEXTS.uploading;
  const text = working ? phase : `${phase} ${percent}%`;
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
          className={
            working
              ? 'h-full w-1/3 animate-indeterminate rounded-full bg-brand-600 motion-reduce:w-full motion-reduce:animate-pulse'
              : 'h-full rounded-full bg-brand-600 transition-[width]'
          }
          style={working ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-zinc-700" aria-hidden="true">
        {text}
      </p>
      <p role="status" className="sr-only">
        {phase}
      </p>
    </div>
  );
}
