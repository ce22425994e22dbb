import type { Role } from '@seamline/contract';
import { paths, shopByCategory } from '@/config/paths';
import type { NavLink } from './nav-links';

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
        { to: paths.home, label: 'Home' },
        { to: paths.vendor.dashboard, label: 'Vendor Dashboard' },
        { to: paths.vendor.products, label: 'My Products' },
        { to: paths.vendor.orders, label: 'Orders' },
      ],
      secondTitle: 'Vendor Tools',
      second: [
        { to: paths.vendor.dashboard, label: 'Dashboard' },
        { to: paths.vendor.products, label: 'Products' },
        { to: paths.vendor.orders, label: 'Orders' },
      ],
    };
  }
  return {
    quick: [
      { to: paths.home, label: 'Home' },
      { to: paths.buyer.dashboard, label: 'Shop' },
      { to: paths.login, label: 'Login' },
      { to: paths.register, label: 'Register' },
    ],
    secondTitle: 'Categories',
    second: [
      { to: shopByCategory('female'), label: "Women's Clothing" },
      { to: shopByCategory('male'), label: "Men's Clothing" },
      { to: shopByCategory('children'), label: "Kids' Clothing" },
    ],
  };
}
