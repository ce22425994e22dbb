import { LABELS, PROMO_NAV, type Role } from '@seamline/contract';
import { paths } from '@/config/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** Header links by role (spec §2 shared layout); Home comes first for everyone. */
export function navLinks(role: Role | undefined): NavLink[] {
  const home = { to: paths.home, label: LABELS.home };
  if (role === 'buyer')
    return [
      home,
      { to: paths.buyer.dashboard, label: LABELS.shop },
      { to: paths.buyer.orders, label: LABELS.orders },
      { to: paths.buyer.wishlist, label: LABELS.nav.wishlist },
    ];
  if (role === 'vendor')
    return [
      home,
      { to: paths.vendor.dashboard, label: LABELS.dashboard },
      { to: paths.vendor.products, label: LABELS.products },
      { to: paths.vendor.orders, label: LABELS.orders },
      { to: paths.vendor.earnings, label: LABELS.nav.earnings },
      { to: paths.vendor.returns, label: LABELS.nav.returns },
      { to: paths.vendor.shipping, label: PROMO_NAV.shipping },
      { to: paths.vendor.coupons, label: PROMO_NAV.coupons },
    ];
  if (role === 'admin')
    return [
      home,
      { to: paths.admin.overview, label: LABELS.nav.overview },
      { to: paths.admin.vendors, label: LABELS.nav.vendors },
      { to: paths.admin.payouts, label: LABELS.nav.payouts },
      { to: paths.admin.returns, label: LABELS.nav.returnsInDispute },
      { to: paths.admin.moderation, label: LABELS.nav.moderation },
      { to: paths.admin.coupons, label: PROMO_NAV.coupons },
      { to: paths.admin.audit, label: LABELS.nav.audit },
    ];
  return [home];
}
