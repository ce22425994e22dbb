import { PROMO_NAV } from './promo-nav.js';

/**
 * The words of the delivery and coupon screens (docs/architecture.md#shipping-and-promotions): the
 * cart's and checkout's parcels, the vendor's Shipping and Coupons screens, the operator's Coupons.
 * What the server says (refusals, field messages, 'saved') is in schemas/promotions.ts.
 */
export const PROMO_SCREEN_TEXTS = {
  ...PROMO_NAV,
  delivery: 'Delivery',
  discount: 'Discount',
  deliveryChoice: (shop: string) => `Delivery from ${shop}`,
  shippingFee: (fee: string) => `Delivery ${fee}`,
  codeLabel: 'Discount code',
  apply: 'Apply',
  removeCode: 'Remove code',
  quoteFailed: 'Delivery could not be worked out. Try again.',
  shippingPending: 'Working out…',
  shippingLoadFailed: 'Failed to load shipping settings',
  shippingSaveFailed: 'Failed to save shipping settings',
  couponsLoadFailed: 'Failed to load coupons',
  couponSaveFailed: 'Failed to save the coupon',
  // Vendor Shipping settings.
  shippingTitle: 'Shipping',
  shippingIntro: 'What delivery costs your buyers and how long it takes. Dates count business days (Monday to Friday).',
  processingDays: 'Processing days',
  firstItem: (method: string) => `${method} first item fee ($)`,
  additionalItem: (method: string) => `${method} fee per additional item ($)`,
  transitMin: (method: string) => `${method} transit days, from`,
  transitMax: (method: string) => `${method} transit days, to`,
  offerExpress: 'Offer express delivery',
  offerFreeOver: 'Free standard delivery over a threshold',
  freeOver: 'Free delivery over ($)',
  // Coupons.
  couponsIntro: 'Codes buyers type at checkout. One code per checkout.',
  platformCouponsIntro: 'The platform’s codes, paid by the platform: every shop, or the shops or categories listed.',
  newCoupon: 'New coupon',
  createCoupon: 'Create coupon',
  noCoupons: 'No coupons yet',
  kinds: { percent: 'Percent off', amount: 'Amount off', free_shipping: 'Free delivery' },
  code: 'Code',
  kind: 'Kind',
  value: 'Value',
  uses: 'Uses',
  active: 'Active',
  dates: 'Dates',
  minSubtotal: 'Minimum subtotal ($)',
  startsAt: 'Starts',
  endsAt: 'Ends',
  maxUses: 'Maximum uses',
  maxUsesPerBuyer: 'Uses per buyer',
  // What a coupon applies to: the shop's products, or the platform's shops, checked by name.
  productScope: 'Products',
  productScopeHint: 'Nothing checked: the coupon applies to every product of your shop.',
  searchProducts: 'Search products',
  loadingProducts: 'Loading products',
  productsLoadFailed: 'Failed to load your products',
  noProducts: 'Your shop has no products yet.',
  shopScope: 'Shops',
  shopScopeHint: 'Nothing checked: the coupon applies to every shop.',
  searchShops: 'Search shops',
  loadingShops: 'Loading shops',
  shopsLoadFailed: 'Failed to load the shops',
  noShops: 'No shops yet.',
  scopeChosen: (count: number) => (count === 0 ? 'None checked' : `${count} checked`),
  scopeNoMatch: (search: string) => `Nothing matches “${search}”`,
  scopeShown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  uncheckAll: 'Uncheck all',
  categories: 'Categories',
  anyTime: 'Any time',
  unlimited: '∞',
  promotionSpend: 'Promotion spend',
  promotionSpendHint: 'Platform coupons’ discounts',
} as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A YYYY-MM-DD day as 'Tue 3', with ' Dec' when `month`. */
function day(iso: string, month: boolean): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  const text = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()}`;
  return month ? `${text} ${MONTHS[d.getUTCMonth()]}` : text;
}

/** A parcel's delivery window: 'Arrives Tue 3 – Fri 6 Dec', 'Arrives Fri 29 Nov – Wed 4 Dec', 'Arrives Tue 3 Dec'. */
export function arrivesText(from: string, to: string): string {
  if (from.slice(0, 10) === to.slice(0, 10)) return `Arrives ${day(to, true)}`;
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `Arrives ${day(from, !sameMonth)} – ${day(to, true)}`;
}
