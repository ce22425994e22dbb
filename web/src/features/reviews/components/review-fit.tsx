import { FIT_LABELS, FIT_TEXTS, type Review } from '@seamline/contract';
import { BadgeCheck, Ruler } from 'lucide-react';

/** A review's fit and its 'Verified purchase' mark, when it has them. */
export function ReviewFit({ review }: { review: Pick<Review, 'fit' | 'verifiedPurchase'> }) {
  if (!review.fit && !review.verifiedPurchase) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
      {review.verifiedPurchase && (
        <span className="inline-flex items-center gap-1 font-medium text-green-800">
          <BadgeCheck className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{FIT_TEXTS.verifiedPurchase}</span>
          <span className="sr-only">{FIT_TEXTS.verifiedPurchaseAccessible}</span>
        </span>
      )}
      {review.fit && (
        <span className="inline-flex items-center gap-1 text-zinc-700">
          <Ruler className="h-4 w-4 text-zinc-500" aria-hidden="true" />
          <span className="sr-only">{FIT_TEXTS.question} </span>
          <span>{FIT_LABELS[review.fit]}</span>
        </span>
      )}
    </p>
  );
}
