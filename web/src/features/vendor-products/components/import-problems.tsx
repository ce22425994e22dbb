import { CSV_TEXTS, type CsvImportRefused } from '@seamline/contract';
import { useId } from 'react';

/** Every bad row of a refused import, by line and column, in a list that scrolls by keyboard too. */
export function ImportProblems({ refused }: { refused: CsvImportRefused }) {
  const headingId = useId();
  const more = refused.problemCount - refused.problems.length;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-zinc-900">
        {CSV_TEXTS.problemsTitle}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list that may scroll must be reachable by keyboard (axe scrollable-region-focusable). */}
      <ul tabIndex={0} className="max-h-64 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200 text-sm">
        {refused.problems.map((p) => (
          <li key={`${p.line}-${p.field}`} className="px-3 py-2">
            <span className="font-medium text-zinc-900">{CSV_TEXTS.problemLine(p.line, p.field)}:</span>{' '}
            <span className="text-zinc-700">{p.message}</span>
          </li>
        ))}
        {more > 0 && <li className="px-3 py-2 text-zinc-600">{CSV_TEXTS.more(more)}</li>}
      </ul>
    </section>
  );
}
