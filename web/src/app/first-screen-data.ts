import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { CARD_SIZES, GALLERY_MAIN_SIZES } from '@/features/products/lib/image-sizes';
import { readFilters } from '@/features/products/lib/product-filters';
import { reviewsQueryOptions } from '@/features/reviews/api/get-reviews';
import { preloadImage } from '@/lib/preload-image';
import { queryClient } from '@/lib/query-client';

// The first screen's queries, started by app/first-screen.ts beside the screen's code. They go
// straight into the query cache under the keys the screens' own hooks use, so a screen finds its
// answer there, or joins the request still on its way: one request per answer either way.
// A failure stays in the cache for the screen to show.

const ignore = () => {};

/** The shop's first page, and with it the first product's picture (the page's largest paint). */
export function prefetchShop(search: URLSearchParams, viewer: number | undefined): Promise<void>[] {
  const options = productsQueryOptions(readFilters(search), viewer);
  return [queryClient.infiniteQuery(options).then((data) => preloadImage(data.pages[0]?.items[0]?.imageUrl, CARD_SIZES), ignore)];
}

/** A product, its picture once its address is known, and its reviews. */
export function prefetchProductPage(id: string): Promise<void>[] {
  return [
    queryClient.query(productQueryOptions(id)).then((product) => preloadImage(product.imageUrl, GALLERY_MAIN_SIZES), ignore),
    queryClient.query(reviewsQueryOptions(id)).then(ignore, ignore),
  ];
}
