// The operator's moderation and suspension texts (docs/architecture.md#money-and-operator), free of zod so the header's links can name them.
import { SHOP_STATUSES } from './admin.js';
import { SHOP_SUSPENDED_MESSAGE } from './app-texts.js';

/** The operator's moderation and suspension (docs/architecture.md#money-and-operator): texts, requests and answers. */
export const MODERATION_TEXTS = {
  moderation: 'Moderation',
  products: 'Products',
  reviews: 'Reviews',
  searchFormLabel: 'Search',
  searchProducts: 'Find products',
  searchReviews: 'Find reviews',
  searchHint: 'A name, a store or an ID',
  reviewSearchHint: 'Words of the review, a product or a reviewer',
  product: 'Product',
  store: 'Store',
  review: 'Review',
  rating: 'Rating',
  reviewer: 'Reviewer',
  shown: 'Shown',
  hiddenLabel: 'Hidden',
  shopSuspendedLabel: 'Shop suspended',
  deletedLabel: 'Deleted by its shop',
  hide: 'Hide',
  unhide: 'Show again',
  hideProductTitle: (name: string) => `Hide ${name}?`,
  hideProductBody: 'Buyers will no longer find it in any list, search or filter, and its page will answer that it is not found.',
  unhideProductTitle: (name: string) => `Show ${name} again?`,
  unhideProductBody: 'It returns to every list, search and filter, unless its shop is suspended.',
  hideReviewTitle: (product: string) => `Hide this review of ${product}?`,
  hideReviewBody: "It leaves the product's reviews, its review count and its average rating.",
  unhideReviewTitle: (product: string) => `Show this review of ${product} again?`,
  unhideReviewBody: "It returns to the product's reviews, review count and average rating.",
  productHidden: (name: string) => `${name} is hidden`,
  productShown: (name: string) => `${name} is shown again`,
  reviewHidden: 'The review is hidden',
  reviewShown: 'The review is shown again',
  noProducts: 'No products match',
  noReviews: 'No reviews match',
  previous: 'Previous',
  next: 'Next',
  pageOf: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  suspend: 'Suspend',
  reactivate: 'Reactivate',
  suspendTitle: (store: string) => `Suspend ${store}?`,
  suspendBody:
    'Its products leave the shop at once and its catalogue and profile can no longer be changed. Orders already placed go on: the shop can still ship, deliver or cancel them.',
  reactivateTitle: (store: string) => `Reactivate ${store}?`,
  reactivateBody: 'Its products return to the shop and it can change its catalogue again.',
  suspended: (store: string) => `${store} is suspended`,
  reactivated: (store: string) => `${store} is active again`,
  actions: 'Actions',
  gmvByDay: 'Gross sales by day',
  returnRate: 'Return rate',
  returnRateHint: "Orders returned, of the period's orders",
  payoutsDue: 'Payouts due',
  payoutsDueHint: 'Available balances at or above the payout minimum',
  /** The banner on every screen of a suspended shop's vendor (decision 153). */
  suspendedNotice: {
    title: 'Your shop is suspended',
    body: "Buyers can't find your products, and your products, size charts and profile can't be changed until the marketplace reactivates your shop.",
    goesOn:
      'Orders already placed go on: you can still process, ship, deliver or cancel them and answer returns, and your earnings are paid out as usual.',
  },
  actionLabels: {
    'vendor.status': 'Shop status',
    'product.hidden': 'Product visibility',
    'review.hidden': 'Review visibility',
  },
} as const;

export const MODERATION_MESSAGES = {
  /** A suspended shop's vendor calls that change its catalogue or profile (decision 156). */
  shopSuspended: SHOP_SUSPENDED_MESSAGE,
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  hiddenRequired: 'hidden must be true or false',
  idInvalid: 'ID must be a positive whole number',
  statusInvalid: `Status must be one of ${SHOP_STATUSES.join(', ')}`,
} as const;

export const MODERATION_PAGE = 20;
export const MODERATION_SEARCH_MAX = 100;
