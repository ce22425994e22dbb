import type { Role } from '@seamline/contract';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 'Are you a Vendor?' with Become a Vendor, or the dashboard for vendors (spec §2). */
export function VendorCallout({ role }: { role: Role | undefined }) {
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-zinc-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Are you a Vendor?</h2>
          <p className="mt-2 text-zinc-300">
            Open your shop on Seamline: list your clothing and shoes, handle orders and follow your sales on one dashboard.
          </p>
        </div>
        {role === 'vendor' ? (
          <Link to={paths.vendor.dashboard} className={buttonClasses('secondary', 'lg')}>
            Go to Vendor Dashboard
          </Link>
        ) : (
          <Link to={`${paths.register}?role=vendor`} className={buttonClasses('secondary', 'lg')}>
            Become a Vendor
          </Link>
        )}
      </div>
    </section>
  );
}
