import { z } from 'zod';
import { CATEGORIES, LIMITS, SORTS } from '../constants.js';
import { VALIDATION } from '../messages.js';

export const errorResponse = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export const messageResponse = z.object({ message: z.string() });

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** Paging and ordering shared by every catalogue list (docs/architecture.md#server-rules). */
export const listQuery = z.object({
  sort: z.enum(SORTS, { error: VALIDATION.sortInvalid }).optional(),
  limit: wholeNumber(1, LIMITS.listMax, VALIDATION.limitInvalid).optional(),
  offset: wholeNumber(0, LIMITS.offsetMax, VALIDATION.offsetInvalid).optional(),
});

export const selectedQuery = listQuery.extend({
  category: z.enum(CATEGORIES, { error: VALIDATION.categoryInvalid }),
});

export const searchQuery = listQuery.extend({
  searchTerm: z
    .string({ error: VALIDATION.searchTermRequired })
    .trim()
    .min(1, VALIDATION.searchTermRequired)
    .max(LIMITS.searchTermMax, VALIDATION.tooLong('Search term', LIMITS.searchTermMax)),
  category: z.enum(CATEGORIES, { error: VALIDATION.categoryInvalid }).optional(),
});

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Product ID must be a positive whole number')
    .transform(Number),
});
export const productIdParams = z.object({
  productId: z
    .string()
    .regex(/^\d{1,9}$/, 'Product ID must be a positive whole number')
    .transform(Number),
});
