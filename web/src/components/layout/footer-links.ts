import { CATEGORIES, CATEGORY_LABELS, LABELS, PROMO_NAV, type Role } from '@seamline/contract';
import { paths, shopByCategory } from '@/config/paths';
import { type NavLink, navLinks } from './nav-links';

export interface FooterColumns {
  quick: NavLink[];
  secondTitle: string;
  second: NavLink[];
}

/** Spec §2: visitors and buyers get shop links and categories; vendors get their tools. */
export function footerLinks(role: Role | undefined): FooterColumns {
  if (role === 'vendor') {
    return {
      quick: [
        { to: paths.home, label: LABELS.home },
        { to: paths.vendor.dashboard, label: LABELS.vendorDashboard },
        { to: paths.vendor.products, label: 'My Products' },
        { to: paths.vendor.orders, label: LABELS.orders },
      ],
      secondTitle: 'Vendor Tools',
      // The spec's three, then the header's links beyond them (docs/architecture.md#money-and-operator, docs/architecture.md#returns).
      second: [
        { to: paths.vendor.dashboard, label: LABELS.dashboard },
        { to: paths.vendor.products, label: LABELS.products },
        { to: paths.vendor.orders, label: LABELS.orders },
        { to: paths.vendor.earnings, label: LABELS.nav.earnings },
        { to: paths.vendor.returns, label: LABELS.nav.returns },
        { to: paths.vendor.shipping, label: PROMO_NAV.shipping },
        { to: paths.vendor.coupons, label: PROMO_NAV.coupons },
      ],
    };
  }
  if (role === 'admin') {
    const [home, ...operator] = navLinks(role);
    return { quick: home ? [home] : [], secondTitle: LABELS.nav.operator, second: operator };
  }
  return {
    quick: [
      { to: paths.home, label: LABELS.home },
      { to: paths.buyer.dashboard, label: LABELS.shop },
      { to: paths.login, label: LABELS.login },
      { to: paths.register, label: LABELS.register },
    ],
    secondTitle: 'Categories',
    second: CATEGORIES.map((category) => ({ to: shopByCategory(category), label: `${CATEGORY_LABELS[category]} Clothing` })),
  };
}
