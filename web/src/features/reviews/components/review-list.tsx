import { EMPTY_TEXTS, LABELS } from '@seamline/contract';
import { MessageSquare } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format-date';
import { useReviews } from '../api/get-reviews';
import { ReviewFit } from './review-fit';

export function ReviewList({ productId }: { productId: string }) {
  const { data: reviews = [], isPending } = useReviews(productId);

  if (isPending) {
    return (
      <div className="py-6 text-brand-600">
        <Spinner label="Loading reviews" />
      </div>
    );
  }
  if (reviews.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-zinc-50 px-4 py-6 text-sm text-zinc-600">
        <MessageSquare className="h-5 w-5 text-zinc-400" aria-hidden="true" />
        {EMPTY_TEXTS.reviews}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-zinc-200">
      {reviews.map((r) => {
        const name = r.reviewerName || LABELS.anonymousReviewer;
        return (
          <li key={r.reviewId} className="py-5 first:pt-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2">
                <span
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                  aria-hidden="true"
                >
                  {name.charAt(0).toUpperCase()}
                </span>
                <span className="font-medium text-zinc-900">{name}</span>
              </p>
              <time dateTime={r.reviewDate} className="text-xs text-zinc-500">
                {formatDate(r.reviewDate)}
              </time>
            </div>
            <StarRating value={r.rating} size="sm" className="mt-2" />
            <ReviewFit review={r} />
            <p className="mt-2 whitespace-pre-line text-sm text-zinc-700">{r.comment}</p>
          </li>
        );
      })}
    </ul>
  );
}
