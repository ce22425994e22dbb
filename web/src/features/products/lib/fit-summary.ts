import { FIT_LABELS, FIT_TEXTS, FITS, type Fit, type ProductDetail, SHOPPER_TEXTS } from '@seamline/contract';

/** Fewer reviews that gave a fit say too little to summarise (docs/architecture.md#sizes-and-colours). */
export const FIT_SUMMARY_MIN_REVIEWS = 3;

export interface FitSummary {
  /** 'mixed' when no answer was given by more than half of the reviews. */
  fit: Fit | 'mixed';
  /** 'Runs small — 62% of 40 buyers' (reviews' fits and returns for size), or 'Fit: mixed reviews' */
  text: string;
  /** What to order instead when most say it does not run true; for a mixed vote, how it split. */
  hint: string | null;
}

/**
 * The fit most reviews gave, when more than half gave it: a 1/1/1 split is no
 * 'True to size'. Null under 3 reviews with a fit.
 */
export function fitSummary(counts: ProductDetail['fit']): FitSummary | null {
  const total = counts.small + counts.true + counts.large;
  if (total < FIT_SUMMARY_MIN_REVIEWS) return null;
  const fit = FITS.find((f) => counts[f] * 2 > total);
  if (!fit) {
    return { fit: 'mixed', text: SHOPPER_TEXTS.fitMixed, hint: SHOPPER_TEXTS.fitMixedDetail(counts.small, counts.true, counts.large) };
  }
  const percent = Math.round((counts[fit] / total) * 100);
  return {
    fit,
    text: FIT_TEXTS.summary(FIT_LABELS[fit], percent, total),
    hint: fit === 'small' ? FIT_TEXTS.sizeUp : fit === 'large' ? FIT_TEXTS.sizeDown : null,
  };
}
