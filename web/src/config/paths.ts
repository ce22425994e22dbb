import type { Category, Role } from '@seamline/contract';

/** Every route of the app in one place (spec §2 route table). */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  /** DESIGN §11: the login page's 'Forgot password?' link, and where the reset mail leads. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the welcome mail's link leads: confirms the e-mail address (security review 2, F11). */
  verifyEmail: '/verify-email',
  buyer: {
    dashboard: '/buyer/dashboard',
    product: (id: number | string) => `/buyer/product/${id}`,
    productPattern: '/buyer/product/:id',
    cart: '/buyer/cart',
    /** DESIGN §12: the checkout page; below it `return` (back from 3-D Secure) and the order confirmation. */
    checkout: '/buyer/checkout',
    orders: '/buyer/orders',
    profile: '/buyer/profile',
  },
  vendor: {
    dashboard: '/vendor/dashboard',
    products: '/vendor/products',
    orders: '/vendor/orders',
    /** Order Management searched to one order, its details open (issue 28). */
    order: (id: number) => `/vendor/orders?q=${id}`,
    profile: '/vendor/profile',
  },
} as const;

/** The shop filtered by one category, as the home tiles and footer link to it. */
export const shopByCategory = (category: Category) => `${paths.buyer.dashboard}?category=${category}`;

/** Where a signed-in user lands (spec §4: buyer → shop, vendor → vendor dashboard). */
export function dashboardPath(role: Role | string | undefined): string {
  if (role === 'buyer') return paths.buyer.dashboard;
  if (role === 'vendor') return paths.vendor.dashboard;
  return paths.root;
}

/** The profile link "built from the role" (spec §2). */
export const profilePath = (role: Role) => `/${role}/profile`;
