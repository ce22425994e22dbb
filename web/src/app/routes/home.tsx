import { lazy, Suspense } from 'react';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { Hero } from '@/features/home/components/hero';
import { TrustStrip } from '@/features/home/components/trust-strip';
import { VendorCallout } from '@/features/home/components/vendor-callout';
import { useAuth } from '@/lib/auth';

// Only a shop owner sees these tiles: a visitor's first page does not download them.
const ShopOwnerTiles = lazy(() => import('@/features/home/components/shop-owner-tiles').then((m) => ({ default: m.ShopOwnerTiles })));

export default function HomeRoute() {
  const { user, isAuthenticated } = useAuth();
  const signedIn = isAuthenticated ? user : null;
  return (
    <>
      <title>Seamline · Clothing & shoes marketplace</title>
      <Hero user={signedIn} />
      {/* The shop is for buyers: a vendor gets the ways into their own shop instead. */}
      {signedIn?.role === 'vendor' ? (
        <Suspense fallback={null}>
          <ShopOwnerTiles />
        </Suspense>
      ) : (
        <CategoryTiles />
      )}
      <TrustStrip />
      <VendorCallout role={signedIn?.role} />
    </>
  );
}
