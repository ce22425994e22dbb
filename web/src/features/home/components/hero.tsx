import type { SessionUser } from '@seamline/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HeroArt } from './hero-art';

function copy(user: SessionUser | null) {
  if (user?.role === 'buyer') {
    return {
      eyebrow: `Welcome back, ${user.fullName.split(' ')[0]}`,
      title: 'Your next favourite outfit is waiting',
      text: 'Fresh picks in your favourite category, from vendors you can trust. Pick up where you left off.',
    };
  }
  if (user?.role === 'vendor') {
    return {
      eyebrow: `Welcome back, ${user.vendorName || user.fullName}`,
      title: 'Run your shop, all in one place',
      text: 'Manage your products, work your orders through to delivery and keep an eye on your sales.',
    };
  }
  if (user?.role === 'admin') {
    return {
      eyebrow: `Welcome back, ${user.fullName.split(' ')[0]}`,
      title: 'Keep the marketplace running',
      text: 'Watch sales and commission, look after the shops and see every operator action in one log.',
    };
  }
  return {
    eyebrow: 'Clothing & shoes marketplace',
    title: 'Style that fits every step',
    text: 'Discover clothing and shoes for women, men and kids from independent vendors — with free shipping on every order.',
  };
}

export function Hero({ user }: { user: SessionUser | null }) {
  const { eyebrow, title, text } = copy(user);
  return (
    <section className="relative overflow-hidden border-b border-zinc-200 bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-zinc-900 sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-zinc-600">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {user?.role === 'buyer' && (
              <Link to={paths.buyer.dashboard} className={buttonClasses('primary', 'lg')}>
                Go to Dashboard <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
            )}
            {user?.role === 'vendor' && (
              <Link to={paths.vendor.dashboard} className={buttonClasses('primary', 'lg')}>
                Vendor Dashboard <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
            )}
            {user?.role === 'admin' && (
              <Link to={paths.admin.overview} className={buttonClasses('primary', 'lg')}>
                Operator Overview <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
            )}
            {!user && (
              <>
                <Link to={paths.register} className={buttonClasses('primary', 'lg')}>
                  Sign Up
                </Link>
                <Link to={paths.login} className={buttonClasses('secondary', 'lg')}>
                  Login
                </Link>
              </>
            )}
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
