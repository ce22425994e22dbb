/**
 * Texts of the moments around a purchase: the quick size picker on cards, the offline
 * state, what a login after registering says, the cart's left-out lines, honest summaries, and
 * the vendor's colour and size-chart helpers. The spec's own texts stay in messages.ts.
 */
export const SHOPPER_TEXTS = {
  /** Product page: a product nobody has reviewed yet (instead of '0.0 (0 reviews)'). */
  noReviewsYet: 'No reviews yet',
  /** Fit summary when no answer has a majority. */
  fitMixed: 'Fit: mixed reviews',
  fitMixedDetail: (small: number, trueToSize: number, large: number) => `${small} say small, ${trueToSize} true to size, ${large} large`,
  /** A card's Add to Cart for a product sold in sizes. */
  chooseSize: 'Choose a size',
  chooseSizeFor: (name: string) => `Choose a size of ${name}`,
  chooseColourFor: (name: string) => `Choose a colour of ${name}`,
  loadingSizes: 'Loading sizes…',
  closePicker: 'Close',
  /** Any screen while the browser has no connection. */
  offlineTitle: 'You are offline',
  offlineRetry: 'We will try again as soon as the connection is back.',
  offlineCartTitle: 'Your cart is safe',
  offlineCart: 'We will load it again as soon as the connection is back.',
  /** Login right after registering: the e-mail is filled in. */
  registeredLogin: (email: string) => `Your account ${email} is ready. Enter your password to sign in.`,
  /** Cart lines that cannot be bought are left out of the total. */
  notInTotal: 'Not included in your total',
  leftOutOfTotal: (n: number) => `${n} unavailable ${n === 1 ? 'item is' : 'items are'} not included in your total`,
  /** Vendor's product dialog: two colours with one swatch. */
  sameSwatch: (a: string, b: string) => `${a} and ${b} have the same swatch colour. Pick a different colour for one of them.`,
  swatchFromName: (name: string) => `Swatch colour for ${name}`,
  /** Vendor's product dialog: shoe sizes in halves too. */
  halfSizes: 'Half sizes',
  /** Vendor's size chart editor. */
  addSizeRow: 'Add size',
  sizeToAdd: 'Size to add',
  removeSizeRow: (size: string) => `Remove size ${size}`,
} as const;
