import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchProduct } from '@/features/products/api/fetch-product';
import { prefetchProducts } from '@/features/products/api/fetch-products';
import { readFilters } from '@/features/products/lib/product-filters';
import { prefetchReviews } from '@/features/reviews/api/fetch-reviews';
import { clearPrefetched } from '@/lib/prefetch';
import { onSessionChange } from '@/lib/session-events';
import { readSession } from '@/lib/session-storage';
import { seedQueryCache } from './lazy-with-queries';

/**
 * How long the first render waits for the first screen's data once the screen's code is in: a
 * little, so the page usually appears whole in one go (no skeleton, no second render), but a slow
 * answer never keeps the page blank; the screen then shows its skeleton until the answer arrives.
 */
export const DATA_WAIT_MS = 300;

export interface Preloadable {
  preload(): Promise<void>;
}

interface FirstScreen {
  path: string;
  screen: Preloadable;
  /** Starts the requests the screen makes first, keyed as its queries key them. */
  prefetch: (params: Record<string, string | undefined>, search: URLSearchParams, viewer: number | undefined) => Promise<unknown>[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The path as the router matches it: each segment decoded, an encoded slash kept encoded. */
function routerPath(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return undefined; // a malformed address: the router sorts it out
  }
}

/**
 * The pages a visitor most often arrives on (the shop and product pages, open to visitors and
 * buyers, app/router.tsx) start their code and their first requests as soon as the entry runs,
 * all in parallel, instead of one after the other (entry → screen code → render → request →
 * picture). Called once, before the first render. Returns, for such a page, when to render: once
 * the screen's code is in, and its data too or DATA_WAIT_MS later, with the answers in the query
 * cache. Never rejects: a failed download shows when the screen renders.
 */
export function startFirstScreen(
  screens: { shop: Preloadable; product: Preloadable },
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> | undefined {
  const table: FirstScreen[] = [
    {
      path: paths.buyer.dashboard,
      screen: screens.shop,
      prefetch: (_, search, viewer) => [prefetchProducts(readFilters(search), viewer)],
    },
    {
      path: paths.buyer.productPattern,
      screen: screens.product,
      prefetch: ({ id }) => (id ? [prefetchProduct(id), prefetchReviews(id)] : []),
    },
  ];
  // Whatever a sign-in or sign-out finds still unused belonged to the previous session.
  onSessionChange(clearPrefetched);
  const pathname = routerPath(location.pathname);
  const { token, user } = readSession();
  // The same rule as their RouteGuard (visitors and buyers); anyone else is sent elsewhere.
  if (pathname === undefined || (token && user?.role !== 'buyer')) return undefined;
  for (const { path, screen, prefetch } of table) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const code = screen.preload();
    const data = Promise.allSettled(prefetch(match.params, new URLSearchParams(location.search), user?.id));
    return code
      .then(async () => {
        await Promise.race([data, wait(DATA_WAIT_MS)]);
        await seedQueryCache();
      })
      .catch(() => {});
  }
  return undefined;
}
