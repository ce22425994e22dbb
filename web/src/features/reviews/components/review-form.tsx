import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, SUCCESS } from '@seamline/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { TextareaField } from '@/components/ui/text-field';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAddReview } from '../api/add-review';
import { type ReviewFormInput, type ReviewFormValues, reviewFormSchema } from '../lib/review-form-schema';
import { RatingInput } from './rating-input';

export interface ReviewFormProps {
  productId: string;
  /** Lets the page refresh what depends on reviews (the product's average). */
  onSubmitted?: () => void;
}

export function ReviewForm({ productId, onSubmitted }: ReviewFormProps) {
  const addReview = useAddReview(productId);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: undefined, comment: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setSubmitError(null);
    addReview.mutate(
      { productId, ...values },
      {
        onSuccess: () => {
          toast.success(SUCCESS.review.title, { description: SUCCESS.review.description });
          reset({ rating: undefined, comment: '' });
          onSubmitted?.();
        },
        onError: (error) => {
          if (!endedSession(error)) setSubmitError(errorMessage(error, ERRORS.reviewSubmit));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading" className="text-lg font-semibold text-zinc-900">
        Write a Review
      </h3>
      {submitError && <ErrorBox message={submitError} />}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <RatingInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />}
      />
      <TextareaField
        id="review-comment"
        label="Comment"
        rows={4}
        placeholder="What did you like or dislike? How was the fit?"
        error={errors.comment?.message}
        {...register('comment')}
      />
      <Button type="submit" loading={addReview.isPending}>
        Submit Review
      </Button>
    </form>
  );
}
