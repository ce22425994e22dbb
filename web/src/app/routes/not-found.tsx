import { Compass } from 'lucide-react';
import { Link } from '@/lib/router';
import { Page } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Page className="flex max-w-xl flex-col items-center py-24 text-center">
      <title>Page Not Found · Seamline</title>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Compass className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900">Page Not Found</h1>
      <p className="mt-3 text-zinc-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.root} className={buttonClasses('primary', 'lg', 'mt-8')}>
        Return to Home
      </Link>
    </Page>
  );
}
