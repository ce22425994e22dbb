import { imageSrcSet } from '@seamline/contract';

const preloaded = new Set<string>();

/**
 * Fetches a picture at high priority before the `<img>` that shows it renders (the `<img>` then
 * takes it from the browser's memory cache): for the page's largest picture, whose address comes
 * with data the page fetches itself. An upload is asked for at the width the `<img>` will take
 * (`sizes`, the same as the `<img>`'s), so a phone never preloads a desktop's picture. Nothing for
 * a product without a picture of its own.
 */
export function preloadImage(src: string | null | undefined, sizes: string): void {
  const href = src?.trim();
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  const srcset = imageSrcSet(href);
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
