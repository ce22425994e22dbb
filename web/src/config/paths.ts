import type { Category, Role } from '@seamline/contract';

/** Every route of the app in one place (spec §2 route table). */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  /** docs/architecture.md#accounts-mail-live: the login page's 'Forgot password?' link, and where the reset mail leads. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the welcome mail's link leads: confirms the e-mail address. */
  verifyEmail: '/verify-email',
  buyer: {
    dashboard: '/buyer/dashboard',
    product: (id: number | string) => `/buyer/product/${id}`,
    productPattern: '/buyer/product/:id',
    cart: '/buyer/cart',
    /** docs/architecture.md#payments: the checkout page; below it `return` (back from 3-D Secure) and the order confirmation. */
    checkout: '/buyer/checkout',
    orders: '/buyer/orders',
    profile: '/buyer/profile',
    /** 'My sizes' on the profile, where the product page sends a buyer without advice. */
    mySizes: '/buyer/profile#my-sizes',
    /** docs/architecture.md#everyday-shop: the buyer's saved products. */
    wishlist: '/buyer/wishlist',
  },
  /** docs/architecture.md#everyday-shop: a shop's own page, open to everyone. */
  shop: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
  shopPattern: '/shop/:slug',
  vendor: {
    dashboard: '/vendor/dashboard',
    products: '/vendor/products',
    orders: '/vendor/orders',
    /** Order Management searched to one order, its details open. */
    order: (id: number) => `/vendor/orders?q=${id}`,
    profile: '/vendor/profile',
    /** docs/architecture.md#money-and-operator: balances, ledger and payouts. */
    earnings: '/vendor/earnings',
    /** docs/architecture.md#returns: the vendor's returns queue. */
    returns: '/vendor/returns',
    /** docs/architecture.md#shipping-and-promotions: delivery fees and times, and the shop's coupons. */
    shipping: '/vendor/shipping',
    coupons: '/vendor/coupons',
  },
  /** docs/architecture.md#money-and-operator: the operator's pages. */
  admin: {
    overview: '/admin',
    vendors: '/admin/vendors',
    audit: '/admin/audit',
    payouts: '/admin/payouts',
    returns: '/admin/returns',
    moderation: '/admin/moderation',
    /** docs/architecture.md#shipping-and-promotions: the platform's coupons. */
    coupons: '/admin/coupons',
  },
} as const;

/** The shop filtered by one category, as the home tiles and footer link to it. */
export const shopByCategory = (category: Category) => `${paths.buyer.dashboard}?category=${category}`;

/** Where a signed-in user lands (spec §4: buyer → shop, vendor → vendor dashboard; docs/architecture.md#money-and-operator: admin → /admin). */
export function dashboardPath(role: Role | string | undefined): string {
  if (role === 'buyer') return paths.buyer.dashboard;
  if (role === 'vendor') return paths.vendor.dashboard;
  if (role === 'admin') return paths.admin.overview;
  return paths.root;
}

/**
 * Where the route guard sends a user of another role (spec §2): a buyer or vendor to its own
 * dashboard, any other case to / — an admin on a buyer or vendor page (docs/architecture.md#money-and-operator), and anyone
 * but an admin at the operator's pages.
 */
export function wrongRolePath(required: Role, role: Role | undefined): string {
  if (required === 'admin' || role === 'admin') return paths.root;
  return dashboardPath(role);
}

/** The profile link "built from the role" (spec §2); the operator has none. */
export const profilePath = (role: Role): string | undefined => (role === 'admin' ? undefined : `/${role}/profile`);
