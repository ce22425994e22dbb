import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Layout } from '@/components/layout/layout';
import { PageSpinner } from '@/components/ui/spinner';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { useCart } from '@/features/cart/hooks/use-cart';
import { AuthProvider } from '@/lib/auth';

function Shell() {
  const { itemCount } = useCart();
  return (
    <Layout cartCount={itemCount}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}

/** The root route: session and cart around the layout; routes render lazily inside. */
export function Root() {
  return (
    <AuthProvider>
      <CartProvider>
        <Shell />
        <ScrollRestoration />
      </CartProvider>
    </AuthProvider>
  );
}
