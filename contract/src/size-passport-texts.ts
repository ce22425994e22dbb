/**
 * The size passport's screens beyond the words the API answers in (those are in
 * fit-texts.ts): the buyer's 'My sizes', the product page's advice, the cart's bracketed lines,
 * the vendor's chart ranges and the operator's share of bracketed checkouts. No zod.
 */
export const SIZE_PASSPORT_TEXTS = {
  /** The buyer's profile. */
  mySizesIntro: 'Your measurements and usual sizes tell you your size in every shop. Only you see them: shops never do.',
  measurements: 'Measurements',
  /** Under each measurement: the unit and what the server accepts. */
  range: (min: number, max: number) => `In cm, ${min}–${max}`,
  usualSizes: 'Usual sizes',
  shoeSizeHint: 'EU size',
  save: 'Save my sizes',
  notSet: 'Not set',
  saveFailed: 'Your sizes could not be saved',
  loadFailed: 'Your sizes could not be loaded',
  history: 'What you kept and sent back',
  historyHint: 'From your orders and returns: it keeps itself up to date, and nobody types it.',
  historyLine: (vendor: string, size: string) => `${vendor} · size ${size}`,
  forget: 'Forget my measurements',
  forgetTitle: 'Forget your measurements?',
  forgetQuestion: 'Your measurements and usual sizes will be deleted.',
  forgetDetail: 'What you kept and sent back stays with your orders, where it still helps the advice.',
  forgetConfirm: 'Forget them',
  forgetKeep: 'Keep them',
  forgetFailed: 'Your measurements could not be forgotten',
  /** The product page. */
  reasons: 'Why we think so',
  confidenceLabels: { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } as Record<
    'high' | 'medium' | 'low',
    string
  >,
  advisedSoldOut: (size: string, colour: string | null) => (colour ? `${size} is sold out in ${colour}` : `${size} is sold out`),
  /** The size guide's row of the advised size. */
  yourSizeMark: 'Your size',
  /** The cart. */
  keepOnlyOf: (size: string, name: string) => `Keep ${size} only of ${name}: remove the other sizes`,
  kept: (size: string) => `Kept ${size}`,
  keptDetail: 'The other sizes left your cart.',
  /** The vendor's size-chart editor: a range per measurement. */
  rangeHint: 'Type each measurement in cm as a range, such as 96–100, or as one number.',
  /** The operator's Overview. */
  bracketedCheckouts: 'Bracketed checkouts',
  bracketedCheckoutsHint: 'Checkouts with two or more sizes of one item',
} as const;
