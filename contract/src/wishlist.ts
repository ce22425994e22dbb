/** How many products one buyer may keep in the wishlist. */
export const WISHLIST_MAX = 200;
/** How many 'Tell me when it's back' asks one buyer may have waiting. */
export const STOCK_ALERTS_MAX = 100;

/** Texts of the wishlist, 'Tell me when it's back' and shop pages (DESIGN §15). */
export const WISHLIST_TEXTS = {
  title: 'Wishlist',
  empty: 'Your wishlist is empty. Tap the heart on a product to save it here.',
  browse: 'Browse products',
  save: (name: string) => `Save ${name} to your wishlist`,
  unsave: (name: string) => `Remove ${name} from your wishlist`,
  saved: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  remove: 'Remove',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  unavailable: 'No longer sold',
  priceNow: 'Price now',
  loginToSave: 'Log in to save products to your wishlist',
  notifyMe: "Tell me when it's back",
  notifying: (variant: string) => `We'll e-mail you when ${variant} is back.`,
  notifyingOne: "We'll e-mail you when it's back.",
  stopNotifying: "Don't tell me",
  /** The Wishlist screen's list of 'Tell me when it's back' asks, each with a way to stop it. */
  alertsHint: "Sizes we'll e-mail you about once, as soon as they are back in stock.",
  stopAlert: (what: string) => `Don't tell me when ${what} is back`,
  alertStopped: (what: string) => `We won't e-mail you about ${what}`,
  notifyAsked: "We'll e-mail you once it's back",
  /** Under a visitor's 'Tell me when it's back', which leads through login back to the size chosen. */
  loginToNotify: (variant: string) => `Log in, and we'll e-mail you when ${variant || 'it'} is back.`,
  productUnknown: 'This product is not in the shop',
  variantUnknown: 'This size is not sold',
  variantInStock: 'This size is in stock now',
  wishlistFull: `Your wishlist holds at most ${WISHLIST_MAX} products. Remove one to save another.`,
  alertsFull: `You can wait for at most ${STOCK_ALERTS_MAX} sizes at once.`,
} as const;

export const SHOP_TEXTS = {
  visitShop: (name: string) => `Visit ${name}`,
  soldBy: 'Sold by',
  /** A slug no shop had, and a suspended shop's (decision 163): the same answer, naming nothing. */
  shopUnavailable: 'This shop is not available',
  shopFailed: 'The shop could not be loaded',
  returnPolicy: (days: number) => `Returns accepted within ${days} days of delivery`,
  noRatings: 'No ratings yet',
  rating: (average: number, count: number) => `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  slugInvalid: 'A shop address is lower-case letters, digits and dashes',
} as const;
