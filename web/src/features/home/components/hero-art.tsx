import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { HeroCollage } from './hero-collage';

// The home page loads without TanStack Query; the part that reads through it comes after.
const FeaturedProducts = lazy(() => import('./featured-products'));

const placeholders = <HeroCollage products={[]} />;

/** Three popular products as a collage; soft blocks while they load or if the catalogue is empty. */
export function HeroArt() {
  return (
    <ErrorBoundary fallback={placeholders}>
      <Suspense fallback={placeholders}>
        <FeaturedProducts>{(products) => <HeroCollage products={products} />}</FeaturedProducts>
      </Suspense>
    </ErrorBoundary>
  );
}
