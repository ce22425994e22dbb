import type { Role } from '@seamline/contract';
import { paths } from '@/config/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** Header links by role (spec §2 shared layout); Home comes first for everyone. */
export function navLinks(role: Role | undefined): NavLink[] {
  const home = { to: paths.home, label: 'Home' };
  if (role === 'buyer') return [home, { to: paths.buyer.dashboard, label: 'Shop' }, { to: paths.buyer.orders, label: 'Orders' }];
  if (role === 'vendor')
    return [
      home,
      { to: paths.vendor.dashboard, label: 'Dashboard' },
      { to: paths.vendor.products, label: 'Products' },
      { to: paths.vendor.orders, label: 'Orders' },
    ];
  return [home];
}
