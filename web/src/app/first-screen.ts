import { matchPath } from '@/lib/router';
import { paths } from '@/config/paths';
import { onSessionChange } from '@/lib/session-events';
import { readSession } from '@/lib/session-storage';

/**
 * How long the first render waits for the first screen's data once the screen's code is in: a
 * little, so the page usually appears whole in one go (no skeleton, no second render), but a slow
 * answer never keeps the page blank; the screen then shows its skeleton until the answer arrives.
 */
export const DATA_WAIT_MS = 300;

export interface Preloadable {
  preload(): Promise<void>;
}

type FirstScreenData = typeof import('./first-screen-data');

interface FirstScreen {
  path: string;
  screen: Preloadable;
  /** Starts the queries the screen makes first (app/first-screen-data.ts). */
  prefetch: (
    data: FirstScreenData,
    params: Record<string, string | undefined>,
    search: URLSearchParams,
    viewer: number | undefined,
  ) => Promise<void>[];
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
 * picture). The requests go through the query cache (app/first-screen-data.ts), which loads
 * beside the screen's code; the server names both in the page's modulepreload links
 * (web/vite.config.ts FIRST_PAGES), so they are usually in by the time the entry runs.
 * Called once, before the first render. Returns, for such a page, when to render: once the
 * screen's code is in, and its data too or DATA_WAIT_MS later. Never rejects: a failed download
 * shows when the screen renders.
 */
export function startFirstScreen(
  screens: { shop: Preloadable; product: Preloadable },
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> | undefined {
  const table: FirstScreen[] = [
    {
      path: paths.buyer.dashboard,
      screen: screens.shop,
      prefetch: (data, _, search, viewer) => data.prefetchShop(search, viewer),
    },
    {
      path: paths.buyer.productPattern,
      screen: screens.product,
      prefetch: (data, { id }) => (id ? data.prefetchProductPage(id) : []),
    },
  ];
  const pathname = routerPath(location.pathname);
  const { token, user } = readSession();
  // The same rule as their RouteGuard (visitors and buyers); anyone else is sent elsewhere.
  if (pathname === undefined || (token && user?.role !== 'buyer')) return undefined;
  for (const { path, screen, prefetch } of table) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    // What a sign-in or sign-out meets on its way belongs to the previous session: not started.
    // (Once in the cache, the cache forgets it itself, lib/query-client.ts.)
    let sessionChanged = false;
    const stopListening = onSessionChange(() => {
      sessionChanged = true;
    });
    const code = screen.preload();
    const data = import('./first-screen-data')
      .then((queries) => {
        if (!sessionChanged) return Promise.all(prefetch(queries, match.params, new URLSearchParams(location.search), user?.id));
      })
      .then(
        () => {},
        () => {}, // the screen then asks for its data itself
      )
      .finally(stopListening);
    return code.then(() => Promise.race([data, wait(DATA_WAIT_MS)])).catch(() => {});
  }
  return undefined;
}
