/** Business constants shared by server and web (spec §9, docs/architecture.md#data-model, docs/architecture.md#server-rules). */

export const CATEGORIES = ['female', 'male', 'children'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How each category is named on screen (spec §3). */
export const CATEGORY_LABELS: Record<Category, string> = {
  female: "Women's",
  male: "Men's",
  children: "Kids'",
};

export const SUBCATEGORIES = ['clothes', 'shoes'] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

export const SUBCATEGORY_LABELS: Record<Subcategory, string> = {
  clothes: 'Clothes',
  shoes: 'Shoes',
};

export const ROLES = ['buyer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles anyone may register as; the operator (`admin`) is made only by `npm run admin` (docs/architecture.md#money-and-operator). */
export const REGISTRATION_ROLES = ['buyer', 'vendor'] as const;

/** `sale`: products on sale first, then by popularity (docs/architecture.md#shipping-and-promotions). */
export const SORTS = ['popularity', 'price_asc', 'price_desc', 'newest', 'sale'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  popularity: 'Popularity',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  newest: 'Newest',
  sale: 'On sale first',
};

/** Raw order statuses as stored and as vendors see them. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'Delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a vendor may set with updateOrderStatus, and where each may come from. */
export const STATUS_MOVES: Record<'processing' | 'shipped' | 'completed', OrderStatus> = {
  processing: 'pending',
  shipped: 'processing',
  completed: 'shipped',
};
export const SETTABLE_STATUSES = ['processing', 'shipped', 'completed'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** Statuses from which an order may still be cancelled (stock is returned). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

/** Statuses Auto Deliver leaves alone (docs/architecture.md#server-rules: it delivers an order in any other). */
export const NOT_DELIVERABLE_STATUSES: readonly OrderStatus[] = ['cancelled', 'Delivered'];

/** The open orders the vendor dashboard's Recent Orders keeps (spec §7). */
export const RECENT_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

/** Buyer-facing words for each raw status (docs/architecture.md#server-rules). */
export const BUYER_ORDER_STATUS: Record<OrderStatus, string> = {
  pending: 'pending',
  processing: 'in progress',
  shipped: 'shipped',
  completed: 'completed',
  Delivered: 'completed',
  cancelled: 'cancelled',
};
export const BUYER_DELIVERY_STATUS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'In Progress',
  shipped: 'In Progress',
  completed: 'Order Completed',
  Delivered: 'Order Completed',
  cancelled: 'Cancelled',
};

export const TAX_RATE_PERCENT = 8;
export const EXPECTED_DELIVERY_DAYS = 5;
/** When an order placed at `placedAt` is expected: EXPECTED_DELIVERY_DAYS later, to the millisecond. */
export const expectedDeliveryAt = (placedAt: Date) => new Date(placedAt.getTime() + EXPECTED_DELIVERY_DAYS * 86_400_000);

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_LABELS: Record<Rating, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

export const PERIODS = [
  { days: 7, label: '7 Days' },
  { days: 30, label: '30 Days' },
  { days: 90, label: '90 Days' },
] as const;
export type PeriodDays = (typeof PERIODS)[number]['days'];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30;
export const RECENT_ORDERS_LIMIT = 5;

export const LIMITS = {
  nameMax: 120,
  textMax: 120,
  descriptionMax: 5000,
  commentMax: 2000,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 200,
  imageUrlMax: 2000,
  quantityMin: 1,
  quantityMax: 99,
  priceMin: 0.01,
  priceMax: 100000,
  stockMax: 1_000_000,
  listDefault: 48,
  listMax: 100,
  offsetMax: 10_000,
  searchTermMax: 100,
  uploadBytesMax: 2 * 1024 * 1024,
  /** An upload is decoded only when its header claims at most this many pixels, and this many on a side. */
  uploadPixelsMax: 40_000_000,
  uploadSideMax: 10_000,
  /** What one vendor's uploads may take up in the database, all together. */
  uploadQuotaBytes: 200 * 1024 * 1024,
  /** An upload no product names is deleted once it is this old. */
  uploadOrphanHours: 24,
  /** Uploads one vendor may have in progress at once (per server process). */
  uploadsAtOnceMax: 2,
} as const;

/** Image types a vendor may upload (docs/architecture.md#server-rules; the server checks the content, not the name). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The shop's name, in mails and on every page. */
export const SHOP_NAME = 'Seamline';
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** A product is sold in at most this many sizes × colours (docs/architecture.md#sizes-and-colours). */
export const VARIANTS_MAX = 100;
export const COLOUR_NAME_MAX = 40;
export const SKU_MAX = 64;
/** Below this many units the product page says 'Only n left' and the vendor's 'Low stock' card lists the variant. */
export const ONLY_LEFT_BELOW = 5;
export const LOW_STOCK_BELOW = 3;
