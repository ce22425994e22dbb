import { z } from 'zod';
import { MODERATION_MESSAGES, MODERATION_SEARCH_MAX } from '../moderation.js';
import { listQuery } from './common.js';

const positiveId = z
  .string()
  .regex(/^\d{1,9}$/, MODERATION_MESSAGES.idInvalid)
  .transform(Number);
export const moderationParams = z.object({ id: positiveId });

export const hiddenUpdate = z.object({ hidden: z.boolean({ error: MODERATION_MESSAGES.hiddenRequired }) }).strict();
export type HiddenUpdate = z.infer<typeof hiddenUpdate>;

/** Paged like every list (limit, offset; `X-Total-Count`); `search` matches names, stores, words and IDs. */
export const moderationQuery = listQuery.pick({ limit: true, offset: true }).extend({
  search: z.string().trim().max(MODERATION_SEARCH_MAX).optional(),
});

export const moderationProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  category: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  hidden: z.boolean(),
  shopSuspended: z.boolean(),
  deleted: z.boolean(),
});
export type ModerationProduct = z.infer<typeof moderationProduct>;
export const moderationProductList = z.array(moderationProduct);

export const moderationReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reviewDate: z.string(),
  hidden: z.boolean(),
});
export type ModerationReview = z.infer<typeof moderationReview>;
export const moderationReviewList = z.array(moderationReview);

/** One day's gross sales on the Overview's chart (the day in UTC, YYYY-MM-DD). */
export const gmvDay = z.object({ date: z.string(), gmv: z.number() });
export type GmvDay = z.infer<typeof gmvDay>;
