import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useMediaQuery } from '@/lib/use-media-query';
import { HeroCollage } from './hero-collage';

// The featured products' code and request come after the home page (api/get-featured.ts).
const FeaturedProducts = lazy(() => import('./featured-products'));

const placeholders = <HeroCollage products={[]} />;

/**
 * Three popular products as a collage; soft blocks while they load or if the catalogue is empty.
 * Phones do not show the collage (it starts at Tailwind's `sm`), so they do not fetch it either:
 * its code and request would only compete with what the phone does show.
 */
export function HeroArt() {
  const shown = useMediaQuery('(min-width: 40rem)');
  if (!shown) return placeholders;
  return (
    <ErrorBoundary fallback={placeholders}>
      <Suspense fallback={placeholders}>
        <FeaturedProducts>{(products) => <HeroCollage products={products} />}</FeaturedProducts>
      </Suspense>
    </ErrorBoundary>
  );
}
