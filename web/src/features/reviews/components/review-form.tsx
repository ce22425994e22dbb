import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, REVIEW_TEXTS, type Review, SUCCESS } from '@seamline/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { TextareaField } from '@/components/ui/text-field';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAddReview } from '../api/add-review';
import { useRefreshOwnReview, useShowOwnReview } from '../api/get-own-review';
import { useUpdateReview } from '../api/update-review';
import { type ReviewFormInput, type ReviewFormValues, reviewFormSchema } from '../lib/review-form-schema';
import { FitInput } from './fit-input';
import { RatingInput } from './rating-input';
import { sendMutation } from '@/lib/send-mutation';

export interface ReviewFormProps {
  productId: string;
  /** The buyer's review being edited; none to write a new one. */
  existing?: Review;
  /** Lets the page refresh what depends on reviews (the product's average). */
  onSubmitted?: () => void;
  /** Leaves editing without saving. */
  onCancel?: () => void;
}

/** 'Write a Review' (spec §2, §5), or the same form editing the buyer's own review. */
export function ReviewForm({ productId, existing, onSubmitted, onCancel }: ReviewFormProps) {
  const addReview = useAddReview(productId);
  const updateReview = useUpdateReview(productId);
  const saving = addReview.isPending || updateReview.isPending;
  const showOwnReview = useShowOwnReview(productId);
  const refreshOwnReview = useRefreshOwnReview(productId);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: existing?.rating, comment: existing?.comment ?? '', fit: existing?.fit ?? null },
  });

  const onSubmit = handleSubmit((values) => {
    setSubmitError(null);
    const done = existing ? SUCCESS.reviewUpdated : SUCCESS.review;
    const save = existing ? updateReview : addReview;
    sendMutation(
      save,
      { productId, ...values },
      {
        onSuccess: (saved) => {
          toast.success(done.title, { description: done.description });
          reset({ rating: undefined, comment: '', fit: null });
          onSubmitted?.();
          // Last: the box then shows the review in place of this form.
          showOwnReview(saved);
        },
        onError: (error) => {
          if (endedSession(error)) return;
          setSubmitError(errorMessage(error, existing ? ERRORS.reviewUpdate : ERRORS.reviewSubmit));
          // Reviewed meanwhile (another tab): show that review instead of this form.
          if (!existing && error instanceof ApiError && error.status === 409) void refreshOwnReview();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading" className="text-lg font-semibold text-zinc-900">
        {existing ? REVIEW_TEXTS.editing : 'Write a Review'}
      </h3>
      {submitError && <ErrorBox message={submitError} />}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <RatingInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />}
      />
      <Controller
        control={control}
        name="fit"
        render={({ field }) => <FitInput value={field.value} onChange={field.onChange} error={errors.fit?.message} />}
      />
      <TextareaField
        id="review-comment"
        label="Comment"
        rows={4}
        placeholder="What did you like or dislike? How was the fit?"
        error={errors.comment?.message}
        {...register('comment')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {existing ? REVIEW_TEXTS.save : 'Submit Review'}
        </Button>
        {existing && onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {REVIEW_TEXTS.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
