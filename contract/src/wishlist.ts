/** How many products one buyer may keep in the wishlist. */
export const WISHLIST_MAX = 200;
/** How many 'Tell me when it's back' asks one buyer may have waiting. */
export const STOCK_ALERTS_MAX = 100;

/** Texts of the wishlist, 'Tell me when it's back' and shop pages (docs/architecture.md#everyday-shop). */
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

/** Shop addresses (decision 208): how long a given-up slug sends visitors on, how many a shop keeps, how often it may move. */
export const SHOP_ADDRESS = { redirectDays: 30, oldKept: 3, movesPerWindow: 3, windowDays: 30 } as const;

/** A date in a shop-address message, as 'Dec 28, 2026' (UTC, the same on the server and in the browser). */
export const shopAddressDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

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
  /** The vendor's profile: where the shop is now, and what each address it gave up still does. */
  currentAddress: (slug: string) => `Your shop's address: /shop/${slug}`,
  oldAddress: (slug: string, untilIso: string) => `Your old address /shop/${slug} sends visitors here until ${shopAddressDate(untilIso)}.`,
  addressHint: `A new store name can change your shop's address, at most ${SHOP_ADDRESS.movesPerWindow} times in ${SHOP_ADDRESS.windowDays} days. The old address sends visitors to the new one for ${SHOP_ADDRESS.redirectDays} days, unless another shop takes that name.`,
  /** 429 on PUT /api/vendors/profile: the name would move the address a 4th time within the window. */
  addressMovedTooOften: (fromIso: string) =>
    `Your shop's address can change at most ${SHOP_ADDRESS.movesPerWindow} times in ${SHOP_ADDRESS.windowDays} days. A store name that changes it can be saved from ${shopAddressDate(fromIso)}.`,
} as const;
