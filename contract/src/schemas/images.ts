/** The image lists' schemas (docs/architecture.md#everyday-shop); their texts and helpers are in ../images.ts, without zod. */
import { z } from 'zod';

/** One ordered list of images: the product's own (`colour` null) or one colour's, as add/update product takes it. */
export const imageSetInput = (url: z.ZodType<string | null | undefined>) =>
  z.object({
    colour: z
      .string()
      .trim()
      .nullish()
      .transform((c) => (c ? c : null)),
    urls: z.array(url).transform((urls) => urls.filter((u): u is string => typeof u === 'string' && u !== '')),
  });

/** The images a product answers: its own, then each colour's, each list in the vendor's order. */
export const productImageSet = z.object({ colour: z.string().nullable(), urls: z.array(z.string()) });
