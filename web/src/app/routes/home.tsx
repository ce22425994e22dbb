import { CategoryTiles } from '@/features/home/components/category-tiles';
import { Hero } from '@/features/home/components/hero';
import { TrustStrip } from '@/features/home/components/trust-strip';
import { VendorCallout } from '@/features/home/components/vendor-callout';
import { useAuth } from '@/lib/auth';

export default function HomeRoute() {
  const { user, isAuthenticated } = useAuth();
  const signedIn = isAuthenticated ? user : null;
  return (
    <>
      <title>Seamline · Clothing & shoes marketplace</title>
      <Hero user={signedIn} />
      <CategoryTiles />
      <TrustStrip />
      <VendorCallout role={signedIn?.role} />
    </>
  );
}
