import { FIT_PROFILE_TEXTS, SIZE_ADVICE_TEXTS, SIZE_PASSPORT_TEXTS, type SizeAdvice } from '@seamline/contract';
import { ChevronDown, Ruler } from 'lucide-react';
import { useId, useState } from 'react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

export interface SizeAdviceNoteProps {
  advice: SizeAdvice;
  /** The advised size is sold out (in the chosen colour, when one is): it is not chosen, and the note says so. */
  soldOut?: boolean;
  colour?: string | null;
}

/**
 * 'Your size: L' under the product's sizes, with a 'Why?' that lists the reasons. With
 * no advice, the reason and where to add measurements.
 */
export function SizeAdviceNote({ advice, soldOut = false, colour = null }: SizeAdviceNoteProps) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  if (advice.size === null) {
    const [first, ...more] = advice.reasons;
    return (
      <div className="mt-4 flex items-start gap-2 text-sm text-zinc-700" data-testid="size-advice">
        <Ruler className="mt-0.5 h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
        <div>
          <p>
            {first} ·{' '}
            <Link to={paths.buyer.mySizes} className="font-medium text-brand-700 underline hover:text-brand-800">
              {FIT_PROFILE_TEXTS.title}
            </Link>
          </p>
          {more.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      </div>
    );
  }
  return (
    <section
      aria-label={SIZE_ADVICE_TEXTS.yourSize(advice.size)}
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3"
      data-testid="size-advice"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Ruler className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="font-semibold text-zinc-900">{SIZE_ADVICE_TEXTS.yourSize(advice.size)}</p>
        <span className="text-xs font-medium text-zinc-600">{SIZE_PASSPORT_TEXTS.confidenceLabels[advice.confidence]}</span>
        {advice.reasons.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={reasonsId}
            onClick={() => setOpen((now) => !now)}
            className="ml-auto inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-100 hover:text-brand-800"
          >
            {SIZE_ADVICE_TEXTS.why}
            <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </button>
        )}
      </div>
      {soldOut && <p className="mt-1 text-sm text-amber-800">{SIZE_PASSPORT_TEXTS.advisedSoldOut(advice.size, colour)}</p>}
      <ul
        id={reasonsId}
        hidden={!open}
        aria-label={SIZE_PASSPORT_TEXTS.reasons}
        className="mt-2 list-disc space-y-1 pl-5 text-sm text-zinc-700"
      >
        {advice.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}
