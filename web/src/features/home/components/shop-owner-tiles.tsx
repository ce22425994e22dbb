import { ArrowRight, BarChart3, type LucideIcon, PackageOpen, Shirt } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

const tiles: { to: string; title: string; text: string; action: string; tone: string; Icon: LucideIcon }[] = [
  {
    to: paths.vendor.products,
    title: 'Your products',
    text: 'Add new pieces, update prices and keep stock right',
    action: 'Manage products',
    tone: 'from-rose-100 to-rose-50 text-rose-900',
    Icon: Shirt,
  },
  {
    to: paths.vendor.orders,
    title: 'Your orders',
    text: 'Work each order through to delivery',
    action: 'See orders',
    tone: 'from-sky-100 to-sky-50 text-sky-900',
    Icon: PackageOpen,
  },
  {
    to: paths.vendor.dashboard,
    title: 'Your sales',
    text: 'Revenue, orders and best sellers at a glance',
    action: 'Open dashboard',
    tone: 'from-amber-100 to-amber-50 text-amber-900',
    Icon: BarChart3,
  },
];

/**
 * A vendor's home in place of the shop's category tiles: the shop is for buyers (a vendor sent
 * there is turned back to the dashboard), so a shop owner gets the ways into their own shop.
 */
export function ShopOwnerTiles() {
  return (
    <section aria-labelledby="your-shop-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="your-shop-heading" className="text-2xl font-bold tracking-tight text-zinc-900">
        Your shop
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map(({ to, title, text, action, tone, Icon }) => (
          <Link
            key={to}
            to={to}
            className={`group flex min-h-40 flex-col justify-between gap-4 rounded-2xl bg-gradient-to-br p-6 ring-1 ring-zinc-900/5 transition-shadow hover:shadow-lg ${tone}`}
          >
            <Icon className="h-8 w-8" aria-hidden="true" />
            <span>
              <span className="block text-2xl font-bold">{title}</span>
              <span className="mt-1 block text-sm opacity-90">{text}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                {action} <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
