import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import { ErrorBoundary } from '@/components/error-boundary';
import { Layout } from '@/components/layout/layout';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { useCart } from '@/features/cart/hooks/use-cart';
import { AuthProvider, useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/use-online';
import { loadWebFontAfterPaint } from '@/lib/web-font';
import { RouteError } from './route-error';
import { useScrollToTop } from './use-scroll-to-top';

// Loaded only once someone signs in: visitors need neither it nor the query cache it refreshes.
const LiveUpdates = lazy(() => import('@/features/live-updates/components/live-updates'));

function LiveUpdatesWhenSignedIn() {
  return useAuth().isAuthenticated ? (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  ) : null;
}

function Shell({ preloadBuyerScreens }: RootProps) {
  const { itemCount } = useCart();
  const isBuyer = useAuth().user?.role === 'buyer';
  useEffect(() => {
    if (!isBuyer || !preloadBuyerScreens) return;
    const timer = setTimeout(preloadBuyerScreens, BUYER_SCREENS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isBuyer, preloadBuyerScreens]);
  const { pathname } = useLocation();
  const online = useOnline();
  useScrollToTop(pathname);
  return (
    <Layout cartCount={itemCount}>
      {!online && (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <OfflineNotice />
        </div>
      )}
      {/* A failed page keeps the header; the next navigation, or the connection coming back, clears the error. */}
      <ErrorBoundary fallback={<RouteError />} resetKey={`${pathname} ${online}`}>
        <Suspense fallback={<PageSpinner screen />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}

export interface RootProps {
  /** Loads the code of the screens a buyer goes to next (app/router.tsx). */
  preloadBuyerScreens?: () => void;
}

/** Long enough after the first page for its own requests to go first. */
const BUYER_SCREENS_AFTER_MS = 2000;

/** The root route: session and cart around the layout; routes render lazily inside. */
export function Root({ preloadBuyerScreens }: RootProps) {
  // The typeface waits for the first page to be on screen (lib/web-font.ts).
  useEffect(loadWebFontAfterPaint, []);
  return (
    <AuthProvider>
      <CartProvider>
        <Shell preloadBuyerScreens={preloadBuyerScreens} />
        <LiveUpdatesWhenSignedIn />
      </CartProvider>
    </AuthProvider>
  );
}
