import { reviewInput } from '@seamline/contract';
import type { z } from 'zod';

/** The review form: the contract's review payload minus the product id the page supplies. */
export const reviewFormSchema = reviewInput.omit({ productId: true });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
