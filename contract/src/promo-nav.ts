/**
 * The header's and footer's links to the Shipping and Coupons screens: a module of their own, as the
 * first page loads them and none of the screens' texts (promo-screen-texts.ts).
 */
export const PROMO_NAV = { shipping: 'Shipping', coupons: 'Coupons' } as const;
