/**
 * The size passport's screens (issue 43): the buyer's 'My sizes', the product page's advice, the
 * cart's bracketed lines, the vendor's size flags and chart ranges, the operator's share of
 * bracketed checkouts. No zod, so the product page may import them.
 */

/** The fit profile's measurements, in the order the form asks for them. */
export const FIT_MEASUREMENTS = ['chest', 'waist', 'hips', 'inseam', 'footLength'] as const;
export type FitMeasurement = (typeof FIT_MEASUREMENTS)[number];

/** The kinds of garment a buyer gives a usual size for. */
export const USUAL_SIZE_KINDS = ['tops', 'bottoms', 'dresses', 'shoes'] as const;
export type UsualSizeKind = (typeof USUAL_SIZE_KINDS)[number];

export const FIT_OUTCOMES = ['kept', 'returned_small', 'returned_large', 'returned_other'] as const;
export type FitOutcome = (typeof FIT_OUTCOMES)[number];

export const SIZE_PASSPORT_TEXTS = {
  /** The buyer's profile. */
  mySizes: 'My sizes',
  mySizesIntro: 'Your measurements and usual sizes tell you your size in every shop. Only you see them: shops never do.',
  measurements: 'Measurements',
  measurementLabels: {
    chest: 'Chest or bust',
    waist: 'Waist',
    hips: 'Hips',
    inseam: 'Inseam',
    footLength: 'Foot length',
  } as Record<FitMeasurement, string>,
  /** Under each measurement: the unit and what the server accepts. */
  range: (min: number, max: number) => `In cm, ${min}–${max}`,
  usualSizes: 'Usual sizes',
  usualSizeLabels: { tops: 'Tops', bottoms: 'Bottoms', dresses: 'Dresses', shoes: 'Shoes (EU)' } as Record<UsualSizeKind, string>,
  notSet: 'Not set',
  save: 'Save my sizes',
  saved: 'Your sizes are saved',
  saveFailed: 'Your sizes could not be saved',
  loadFailed: 'Your sizes could not be loaded',
  history: 'What you kept and sent back',
  historyHint: 'From your orders and returns: it keeps itself up to date, and nobody types it.',
  historyEmpty: 'Nothing yet. What you buy shows here once its return window has closed, or once you send it back.',
  outcomeLabels: {
    kept: 'Kept',
    returned_small: 'Sent back: too small',
    returned_large: 'Sent back: too large',
    returned_other: 'Sent back',
  } as Record<FitOutcome, string>,
  historyLine: (vendor: string, size: string) => `${vendor} · size ${size}`,
  forget: 'Forget my measurements',
  forgetTitle: 'Forget your measurements?',
  forgetQuestion: 'Your measurements and usual sizes will be deleted.',
  forgetDetail: 'What you kept and sent back stays with your orders, where it still helps the advice.',
  forgetConfirm: 'Forget them',
  forgetKeep: 'Keep them',
  forgotten: 'Your measurements are forgotten',
  forgetFailed: 'Your measurements could not be forgotten',
  /** The product page. */
  yourSize: (size: string) => `Your size: ${size}`,
  why: 'Why?',
  reasons: 'Why we think so',
  confidenceLabels: { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } as Record<
    'high' | 'medium' | 'low',
    string
  >,
  advisedSoldOut: (size: string, colour: string | null) => (colour ? `${size} is sold out in ${colour}` : `${size} is sold out`),
  addMeasurements: 'Add your measurements',
  /** The size guide's row of the advised size. */
  yourSizeMark: 'Your size',
  runsSmall: 'Runs small — most buyers take one size up',
  runsLarge: 'Runs large — most buyers take one size down',
  /** The cart. */
  keepSize: (size: string) => `Keep ${size}`,
  keepSizeOf: (size: string, name: string) => `Keep ${size} of ${name}, remove the other sizes`,
  kept: (size: string) => `Kept ${size}`,
  keptDetail: 'The other sizes left your cart.',
  keepFailed: 'The other sizes could not be removed',
  /** The vendor's product table. */
  sizeFlag: (size: string, fit: 'runs_small' | 'runs_large', returns: number, of: number) =>
    `Size ${size} runs ${fit === 'runs_small' ? 'small' : 'large'}: ${returns} of ${of} buyers sent it back as too ${fit === 'runs_small' ? 'small' : 'large'}`,
  suggestion: (size: string, measurements: string) => `Suggested chart correction: size ${size} as ${measurements}`,
  /** The vendor's size-chart editor: a range per measurement. */
  from: 'from',
  to: 'to',
  rangeLabel: (label: string, end: 'from' | 'to', size: string) => `${label} (cm) ${end}, size ${size}`,
  rangeHint: 'Give each measurement as a range in cm, or the same number twice.',
  /** The operator's Overview. */
  bracketedCheckouts: 'Bracketed checkouts',
  bracketedCheckoutsHint: 'Checkouts with two or more sizes of one item',
} as const;

/** '96–100 cm', or '98 cm' for a range of one number. */
export function cmRange({ min, max }: { min: number; max: number }): string {
  return min === max ? `${min} cm` : `${min}–${max} cm`;
}
