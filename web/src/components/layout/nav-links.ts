import { ADMIN_TEXTS, LABELS, LEDGER_TEXTS, MODERATION_TEXTS, RETURN_TEXTS, type Role, WISHLIST_TEXTS } from '@seamline/contract';
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
      { to: paths.buyer.wishlist, label: WISHLIST_TEXTS.title },
    ];
  if (role === 'vendor')
    return [
      home,
      { to: paths.vendor.dashboard, label: LABELS.dashboard },
      { to: paths.vendor.products, label: LABELS.products },
      { to: paths.vendor.orders, label: LABELS.orders },
      { to: paths.vendor.earnings, label: LEDGER_TEXTS.earnings },
      { to: paths.vendor.returns, label: RETURN_TEXTS.returns },
    ];
  if (role === 'admin')
    return [
      home,
      { to: paths.admin.overview, label: ADMIN_TEXTS.overview },
      { to: paths.admin.vendors, label: ADMIN_TEXTS.vendors },
      { to: paths.admin.payouts, label: ADMIN_TEXTS.payouts },
      { to: paths.admin.returns, label: RETURN_TEXTS.returnsInDispute },
      { to: paths.admin.moderation, label: MODERATION_TEXTS.moderation },
      { to: paths.admin.audit, label: ADMIN_TEXTS.audit },
    ];
  return [home];
}
