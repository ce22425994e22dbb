import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useOwnReview } from '../api/get-own-review';
import { EDIT_REVIEW_ID, OwnReview } from './own-review';
import { ReviewForm } from './review-form';

export interface ReviewBoxProps {
  productId: string;
  /** Lets the page refresh what depends on reviews (the product's average). */
  onSubmitted?: () => void;
}

/**
 * A buyer's side of the reviews: the Write a Review form until they have reviewed the product,
 * then their review with Edit Review (one review per buyer and product).
 */
export function ReviewBox({ productId, onSubmitted }: ReviewBoxProps) {
  const own = useOwnReview(productId);
  const [editing, setEditing] = useState(false);
  // Leaving the edit form puts focus back on the button that opened it.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (returnFocus && !editing) {
      document.getElementById(EDIT_REVIEW_ID)?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  if (own.isPending) return <Spinner label="Loading your review" />;
  // Unreadable (not just absent): offer the form; the server still takes one review per buyer.
  const review = own.data ?? null;
  if (!review) return <ReviewForm productId={productId} onSubmitted={onSubmitted} />;
  const leave = () => {
    setEditing(false);
    setReturnFocus(true);
  };
  if (editing) {
    return (
      <ReviewForm
        productId={productId}
        existing={review}
        onCancel={leave}
        onSubmitted={() => {
          leave();
          onSubmitted?.();
        }}
      />
    );
  }
  return <OwnReview review={review} onEdit={() => setEditing(true)} />;
}
