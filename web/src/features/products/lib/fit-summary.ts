import { FIT_LABELS, FIT_TEXTS, type Fit, type ProductDetail } from '@seamline/contract';

/** Fewer reviews that gave a fit say too little to summarise (DESIGN §8). */
export const FIT_SUMMARY_MIN_REVIEWS = 3;

export interface FitSummary {
  fit: Fit;
  /** 'Runs small — 62% of 40 reviews' */
  text: string;
  /** What to order instead, when most say it does not run true. */
  hint: string | null;
}

/** A tie goes to 'true to size' first, so a split vote never tells a buyer to change size. */
const TIE_ORDER: readonly Fit[] = ['true', 'small', 'large'];

/** The most given fit, its share rounded and the count it rests on; null under 3 reviews with a fit. */
export function fitSummary(counts: ProductDetail['fit']): FitSummary | null {
  const total = counts.small + counts.true + counts.large;
  if (total < FIT_SUMMARY_MIN_REVIEWS) return null;
  const fit = TIE_ORDER.reduce((best, f) => (counts[f] > counts[best] ? f : best));
  const percent = Math.round((counts[fit] / total) * 100);
  return {
    fit,
    text: FIT_TEXTS.summary(FIT_LABELS[fit], percent, total),
    hint: fit === 'small' ? FIT_TEXTS.sizeUp : fit === 'large' ? FIT_TEXTS.sizeDown : null,
  };
}
