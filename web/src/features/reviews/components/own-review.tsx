import { REVIEW_TEXTS, type Review } from '@seamline/contract';
import { CheckCircle2, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format-date';
import { ReviewFit } from './review-fit';

export interface OwnReviewProps {
  review: Review;
  onEdit: () => void;
}

/** 'You reviewed this product': the buyer's review in place of a second Write a Review form. */
export const EDIT_REVIEW_ID = 'edit-review';

export function OwnReview({ review, onEdit }: OwnReviewProps) {
  return (
    <section aria-labelledby="own-review-heading">
      <h3 id="own-review-heading" className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden="true" />
        {REVIEW_TEXTS.reviewed}
      </h3>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <StarRating value={review.rating} />
        <time dateTime={review.reviewDate} className="text-xs text-zinc-500">
          {formatDate(review.reviewDate)}
        </time>
      </div>
      <ReviewFit review={review} />
      <p className="mt-3 whitespace-pre-line break-words text-sm text-zinc-700">{review.comment}</p>
      <Button id={EDIT_REVIEW_ID} variant="secondary" className="mt-5" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {REVIEW_TEXTS.edit}
      </Button>
    </section>
  );
}
