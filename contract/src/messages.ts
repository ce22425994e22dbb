import { LIMITS } from './constants.js';

const MB = 1024 * 1024;

/** Every user-facing text of spec §5 and §8, typed once. */

export const VALIDATION = {
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 200 characters',
  roleRequired: 'Role is required',
  preferencesRequired: 'Preferences is required for buyers',
  vendorNameRequired: 'Vendor name is required for vendors',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  postalCodeRequired: 'Postal Code is required',
  countryRequired: 'Country is required',
  preferencesProfileRequired: 'Preferences is required',
  storeNameRequired: 'Store name is required',
  contactPersonRequired: 'Contact person name is required',
  ratingRequired: 'Rating is required',
  ratingRange: 'Rating must be between 1 and 5',
  commentRequired: 'Comment is required',
  productNameRequired: 'Product name is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be greater than 0',
  priceMax: 'Price must be at most 100000',
  priceCents: 'Price must have at most 2 decimal places',
  stockRequired: 'Stock is required',
  stockNegative: 'Stock cannot be negative',
  stockWhole: 'Stock must be a whole number',
  stockMax: 'Stock must be at most 1000000',
  categoryRequired: 'Category is required',
  subcategoryRequired: 'Subcategory is required',
  imageUrlInvalid: 'Image URL must start with https:// or /images/',
  quantityRange: 'Quantity must be between 1 and 99',
  expectedTotalInvalid: 'Expected total must be an amount of money',
  productIdRequired: 'Product ID is required',
  orderIdRequired: 'Order ID is required',
  statusInvalid: 'Status must be one of processing, shipped, completed',
  categoryInvalid: 'Category must be one of female, male, children',
  sortInvalid: 'Sort must be one of popularity, price_asc, price_desc, newest',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  offsetInvalid: 'Offset must be a whole number from 0 to 10000',
  searchTermRequired: 'Search term is required',
  noCommas: 'must not contain a comma',
  invisibleCharacters: (field: string) => `${field} must not contain invisible or direction-changing characters`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  emailReadOnly: 'Email cannot be changed',
  imageHint: 'Leave empty to use a placeholder image',
  deleteConfirm: 'Are you sure you want to delete this product?',
  cancelOrderConfirm: 'Are you sure you want to cancel this order?',
  newPasswordRequired: 'New password is required',
  passwordsDiffer: 'Passwords do not match',
} as const;

/** Messages the API answers with (docs/architecture.md#server-rules). */
export const API_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  storeNameTaken: 'A shop with this name already exists',
  unauthorized: 'Authentication required',
  sessionInvalid: 'Your session is invalid or has expired',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  cartItemNotFound: 'Product is not in your cart',
  emptyCart: 'Your cart is empty',
  stockChanged: 'Stock changed while placing your order; please review your cart',
  pricesChanged: 'Prices in your cart have changed',
  cartChanged: 'Your cart has changed',
  outOfStock: (name: string) => `${name} is out of stock`,
  notEnoughStock: (name: string, stock: number) => `Only ${stock} of ${name} in stock`,
  alreadyReviewed: 'You have already reviewed this product',
  statusMove: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  cannotCancel: (status: string) => `An order that is ${status} cannot be cancelled`,
  cannotDeliver: 'A cancelled order cannot be delivered',
  tooManyRequests: 'Too many attempts, please try again later',
  bodyTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  nulCharacter: 'Text must not contain NUL characters',
  unsupportedMediaType: 'Unsupported content type',
  imageInvalid: 'Image must be a PNG, JPEG or WebP file',
  imageTooLarge: 'Image must be at most 2 MB',
  imageMissing: 'No image file was sent',
  imageUnreadable: 'Image could not be read; it may be damaged or incomplete',
  imageTooManyPixels: `Image must be at most ${LIMITS.uploadSideMax} pixels on a side and ${LIMITS.uploadPixelsMax / 1_000_000} megapixels`,
  uploadQuotaReached: `Your images have reached the ${LIMITS.uploadQuotaBytes / MB} MB storage limit; images no product uses are removed after ${LIMITS.uploadOrphanHours} hours`,
  uploadsInProgress: 'Please wait until your other uploads have finished',
  tooManyUploads: 'Too many image uploads, please try again in a minute',
  internal: 'Something went wrong on our side. Please try again.',
  catalogueUnavailable: 'Filters and search are unavailable for a moment. Please try again shortly.',
  productRemoved: 'Product removed from cart',
  productDeleted: 'Product deleted',
  registered: 'Registration successful',
  orderPlaced: 'Order placed successfully',
  cartLineMax: (max: number) => `A cart line can hold at most ${max} units`,
  imageNotFound: 'Image not found',
  badRequest: 'Bad request',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  methodNotAllowed: 'Method not allowed',
  notAcceptable: 'Not acceptable',
  reviewNotFound: 'You have not reviewed this product',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different product; open a new Add Product form',
  /** The same answer whether or not the e-mail belongs to an account. */
  resetLinkSent: 'If an account uses this email, a link to reset the password is on its way.',
  resetLinkInvalid: 'This reset link is invalid, expired or already used. Please ask for a new one.',
  passwordReset: 'Your password has been changed. Please log in with the new one.',
  passwordChanged: 'Your password has been changed. Other sessions have been logged out.',
  currentPasswordWrong: 'The current password is not correct',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out on every device.',
  liveUpdatesBusy: 'Live updates are busy just now; the page will try again shortly.',
  /** Checkout refused: the buyer's unpaid pay-on-delivery orders would pass PAY_ON_DELIVERY_LIMIT (docs/architecture.md#payments); the limit formatted, e.g. '$1,000.00'. */
  payOnDeliveryLimit: (limit: string) => `Please pay by card for orders over ${limit}`,
  tooManyCheckouts: 'Too many checkouts, please try again in a minute',
  /** E-mail verification. */
  emailVerified: 'Thank you, your e-mail address is confirmed.',
  verifyLinkInvalid: 'This confirmation link is invalid, expired or already used. Please ask for a new one on your profile.',
  verificationSent: 'A new confirmation link is on its way to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  tooManyVerificationMails: 'Too many confirmation mails were sent this hour, please try again later',
} as const;

/** Success toasts (spec §8). */
export const SUCCESS = {
  login: { title: 'Login successful!', description: (email: string) => `Welcome back, ${email}` },
  register: { title: 'Registration successful!', description: 'You can now login with your credentials.' },
  cartAdd: 'Product added to cart',
  cartRemove: 'Product removed from cart',
  review: { title: 'Review added', description: 'Your review has been submitted' },
  checkout: { title: 'Order placed successfully!', description: 'Thank you for your purchase.' },
  profile: { title: 'Profile updated', vendorDescription: 'Your profile has been updated successfully.' },
  productDeleted: { title: 'Product deleted', description: 'The product has been removed successfully.' },
  productUpdated: { title: 'Product updated', description: 'Your product has been updated successfully.' },
  productAdded: { title: 'Product added', description: 'Your product has been added successfully.' },
  statusUpdated: {
    title: 'Order status updated',
    description: (id: number | string, status: string) => `Order #${id} status changed to ${status}`,
  },
  delivered: {
    title: 'Order delivered',
    description: (id: number | string) => `Order #${id} marked as delivered.`,
  },
  cancelled: {
    title: 'Order cancelled',
    description: (id: number | string) => `Order #${id} has been cancelled.`,
  },
  reviewUpdated: { title: 'Review updated', description: 'Your review has been updated' },
  resetRequested: { title: 'Check your email' },
  passwordReset: { title: 'Password changed' },
  verificationSent: { title: 'Confirmation link sent' },
  passwordChanged: { title: 'Password changed' },
  loggedOutEverywhere: { title: 'Logged out everywhere' },
  /** A vendor hears of a new order as it is placed (docs/architecture.md#accounts-mail-live). */
  newOrder: (id: number | string) => `New order #${id}`,
} as const;

export const EMPTY_TEXTS = {
  products: { title: 'No products found', hint: 'Try changing category or search term' },
  reviews: 'No reviews yet. Be the first to review this product!',
  salesData: 'No sales data available.',
  pendingOrders: 'No pending orders.',
  vendorProducts: { title: 'No products found', hint: 'Get started by adding your first product' },
  vendorOrders: { title: 'No orders found', hint: 'New orders will appear here when customers place them' },
} as const;

/** How stock is spoken of on the product page and in the cart (spec §2, §3). */
export const STOCK_TEXTS = {
  inStock: 'In Stock',
  inStockCount: (n: number) => `In Stock (${n})`,
  outOfStock: 'Out of Stock',
  onlyLeft: (n: number) => `Only ${n} left`,
  noLongerAvailable: 'No longer available',
} as const;

/** What the cart says about lines that moved since they were added (docs/architecture.md#server-rules: the buyer pays the price they saw). */
export const CART_TEXTS = {
  /** Beside the new unit price, the old one given as shown (`$10.80`). */
  priceChanged: (from: string) => `Price changed from ${from}`,
  pricesChanged: "Some prices changed since you added these items. The total uses today's prices.",
  removeToCheckout: 'Remove it to check out',
  /** Beside a line above the stock: the stepper below it lets the buyer fix it. */
  lowerQuantity: (stock: number) => `Only ${stock} left — lower the quantity to ${stock}`,
  fixLines: 'Fix the items marked above to check out',
  /** A line whose product the vendor deleted: kept, greyed, outside the totals. */
  noLongerAvailableHint: 'The shop no longer sells this item. It is not in your total and will not be ordered.',
  /** One cart becomes one order per shop (docs/architecture.md#server-rules). */
  shipsFrom: (shops: number) =>
    `Your order ships from ${shops} ${shops === 1 ? 'shop' : 'shops'}: ${shops} ${shops === 1 ? 'order' : 'orders'}`,
  soldBy: (shop: string) => `Sold by ${shop}`,
  /** Shown when checkout was refused because another tab or device changed the cart. */
  cartChangedTitle: 'Your cart changed in another tab or device. Please check it and place your order again.',
  removedItem: (name: string, quantity: number) => `Removed: ${name} (×${quantity})`,
  addedItem: (name: string, quantity: number) => `Added: ${name} (×${quantity})`,
  quantityChanged: (name: string, from: number, to: number) => `Quantity of ${name}: ${from} → ${to}`,
  becameUnavailable: (name: string) => `No longer available: ${name}`,
} as const;

/** What order screens say about money and finished orders (the vendor's sales, the buyer's tax, when it ended). */
export const ORDER_TEXTS = {
  subtotal: 'Subtotal',
  tax: 'Tax',
  /** An order's delivery line ('Shipping (Express)') and what a code took off its goods. */
  shipping: (method: string) => `Shipping (${method})`,
  discount: 'Discount',
  totalPaid: 'Total paid',
  /** A cancelled order's invoice: its total, with no word on payment. */
  orderTotal: 'Order total',
  /** Beside a vendor's order total: that figure is the vendor's sales, tax not included. */
  salesBeforeTax: 'Your sales, before tax',
  /** Under the dashboard's Total Sales. */
  salesExcludeTax: 'Excludes tax',
  beforeTax: 'before tax',
  buyerPaid: (amount: string) => `Buyer paid ${amount} with tax`,
  /** Under a vendor's total, as the payment stands: nothing taken yet, or taken and given back. */
  buyerPaysOnDelivery: (amount: string) => `Buyer pays ${amount} with tax on delivery`,
  chargedWhenShipped: (amount: string) => `Buyer's card is charged ${amount} with tax when you ship`,
  notCaptured: (amount: string) => `Buyer has not paid: ${amount} with tax could not be captured`,
  refundedInFull: (amount: string) => `Buyer paid ${amount} with tax · refunded in full`,
  partlyRefunded: (amount: string) => `Buyer paid ${amount} with tax · partly refunded`,
  /** The invoice's last line while nothing is paid yet, and after a full refund. */
  totalDue: 'Total due',
  refunded: 'Refunded',
  netPaid: 'Paid after refund',
  /** On an order whose card payment could not be captured: what the shop does next. */
  captureFailedNext:
    "Don't ship this order: nothing was charged. Ask the buyer to pay again with a new order, then cancel this one to put its items back in stock.",
  expectedDelivery: 'Expected Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  deliveredOn: (date: string) => `Delivered on ${date}`,
  cancelledOn: (date: string) => `Cancelled on ${date}`,
  /** An order line whose product the vendor has deleted since. */
  productUnavailable: 'No longer available',
  noSalesInPeriod: 'No sales in this period',
} as const;

/** The reset page when its link no longer works, said on arrival, and Log out everywhere's question (F25). */
export const ACCOUNT_TEXTS = {
  resetLinkDeadTitle: 'This reset link no longer works',
  resetLinkDead: API_MESSAGES.resetLinkInvalid,
  sendNewLink: 'Send a new link',
  checkingLink: 'Checking your reset link',
  logoutEverywhereTitle: 'Log out everywhere?',
  logoutEverywhereQuestion: 'Are you sure you want to log out on every device?',
  logoutEverywhereDetail: 'Every session of your account ends, this one included. You will need your password to log in again.',
  logoutEverywhereConfirm: 'Log out everywhere',
  logoutEverywhereKeep: 'Stay logged in',
} as const;

/** The dashboard's Low stock card shows the few lowest first. */
export const LOW_STOCK_TEXTS = {
  shownFirst: 5,
  seeAll: (n: number) => `See all ${n}`,
  showFewer: 'Show fewer',
} as const;

/** The product page's review box once the buyer has reviewed the product. */
export const REVIEW_TEXTS = {
  reviewed: 'You reviewed this product',
  edit: 'Edit Review',
  editing: 'Edit your review',
  save: 'Save Review',
  cancel: 'Cancel',
} as const;

/** Product Management's link to a product's own page, as buyers see it. */
export const PREVIEW_TEXTS = {
  label: 'View',
  accessible: (name: string) => `View ${name} as buyers see it`,
  vendorNote: 'You are viewing your product as buyers see it.',
  backToProducts: 'Back to Product Management',
  reviewsByBuyers: 'Reviews are written by buyers who bought this product.',
} as const;

/** What sizes and vendors' size charts are told when they do not fit the subcategory's system (docs/architecture.md#sizes-and-colours). */
export const SIZE_MESSAGES = {
  sizeInvalid: (allowed: string) => `Size must be ${allowed}`,
  sizeRequired: 'Size is required',
  chartRowsRequired: 'A size chart needs at least one size',
  measurementsRequired: 'Each size needs its measurements in cm',
  chartTooManyRows: (max: number) => `A size chart has at most ${max} sizes`,
  chartSizeRepeated: (size: string) => `Size ${size} appears more than once in the chart`,
  measurementMissing: (label: string, size: string) => `${label} is required for size ${size}`,
  measurementUnknown: (name: string, allowed: string) => `${name} is not measured here; use ${allowed}`,
  measurementRange: (label: string, min: number, max: number) => `${label} must be a number of cm from ${min} to ${max}`,
  measurementShape: (label: string, size: string) => `${label} for size ${size} must be a number of cm or a range such as 96–100`,
  measurementReversed: (label: string, size: string) =>
    `${label} for size ${size}: the range must go from the smaller number to the larger`,
  measurementTooWide: (label: string, size: string, span: number) =>
    `${label} for size ${size} spans more than ${span} cm; one size's range is narrower`,
  measurementShrinks: (label: string, size: string, smaller: string) =>
    `${label} of size ${size} is smaller than size ${smaller}'s; measurements grow with the size`,
} as const;

/** Reviews' fit and verified purchase, the product page's fit summary and size guide (docs/architecture.md#sizes-and-colours). */
export const FIT_TEXTS = {
  fitInvalid: "Fit must be 'small', 'true' or 'large'",
  question: 'How does it fit?',
  notSaid: 'Not saying',
  verifiedPurchase: 'Verified purchase',
  verifiedPurchaseAccessible: 'Verified purchase: the reviewer bought this product',
  /** The votes are reviews' fits and returns for size (docs/architecture.md#returns), so they are counted as buyers. */
  summary: (label: string, percent: number, count: number) => `${label} — ${percent}% of ${count} buyers`,
  sizeUp: 'Most buyers recommend one size up',
  sizeDown: 'Most buyers recommend one size down',
} as const;

export const SIZE_GUIDE_TEXTS = {
  open: 'Size guide',
  title: 'Size guide',
  description: (unit: string) => `Body measurements in ${unit} for each size.`,
  conversionTitle: 'Size conversion',
  /** The scrolling box of a table wider than a phone, reached by keyboard to scroll it. */
  chartRegion: 'Size chart, scrolls sideways',
  conversionRegion: 'Size conversion, scrolls sideways',
  sizeColumn: 'Size',
  showSizesIn: 'Show sizes in',
  noEquivalent: '—',
  close: 'Close',
} as const;

/** Sizes and colours of a product: what the vendor sends, what the buyer picks (docs/architecture.md#sizes-and-colours). */
export const VARIANT_TEXTS = {
  selectSize: 'Please select a size',
  selectColour: 'Please select a colour',
  variantsRequired: 'Add at least one size or colour',
  tooManyVariants: (max: number) => `A product has at most ${max} sizes × colours`,
  pairRepeated: (what: string) => `${what} appears more than once`,
  sizeForAll: 'Give every variant a size, or none',
  colourForAll: 'Give every variant a colour, or none',
  colourHexInvalid: 'Colour must be a hex colour such as #1a2b3c',
  colourTooLong: (max: number) => `Colour must be at most ${max} characters`,
  /** Filters take several colours as one comma-separated parameter (docs/architecture.md#browse-filters). */
  colourComma: 'A colour name cannot contain a comma',
  skuTooLong: (max: number) => `SKU must be at most ${max} characters`,
  skuRepeated: (sku: string) => `SKU ${sku} is used more than once`,
  skuTaken: (sku: string) => `SKU ${sku} is already used by another of your products`,
  variantNotFound: 'That size or colour is not sold here any more',
  variantIdUnknown: (id: number) => `Variant ${id} is not one of this product's variants`,
  /** An update without `variants` of a product sold in several sizes or colours sent another stock. */
  stockIsVariantSum: (sum: number) =>
    `This product's stock is the sum of its sizes and colours (${sum}); change the stock of each size or colour instead`,
  /** Checkout refused: a line of one size (and colour) is short. */
  notEnoughOfVariant: (name: string, variant: string, stock: number) =>
    stock === 0 ? `${name} (${variant}) is out of stock` : `Only ${stock} of ${name} (${variant}) in stock`,
  onlyLeft: (n: number) => `Only ${n} left`,
  sizeLabel: (size: string) => `Size ${size}`,
  sizeSoldOut: (size: string) => `Size ${size}, sold out`,
  oneSize: 'One size',
  lowStockTitle: 'Low stock',
  lowStockEmpty: 'Nothing is running low.',
} as const;

/** 'M · Navy', 'M', 'Navy' or '' — how a line names its variant. */
export function variantLabel(size: string | null | undefined, colour: string | null | undefined): string {
  return [size, colour].filter(Boolean).join(' · ');
}
