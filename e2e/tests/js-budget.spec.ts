// A first visit stays light, measured as Chromium loads the page (every script
// it downloads, the ones the page fetches once it runs included), not as the build's import graph
// predicts. `node scripts/js-budget.mjs` runs this spec alone and prints the table.
// A product page's photos come at the width the screen shows (`srcset`), so a phone never
// downloads a desktop's image, and the zoom view brings no library.

import type { Page } from '@playwright/test';
import { IMAGE_TEXTS, SIZE_GUIDE_TEXTS } from '@seamline/contract';
import {
  bytesOf,
  type FirstVisit,
  firstVisit,
  firstVisitScripts,
  gzipBytes,
  type ImageDownload,
  JS_BUDGETS,
  KB,
  kb,
  PHONE_PHOTOS_BUDGET,
  totalOf,
} from '../first-visit-js';
import { expect, test, uniqueId } from '../fixtures';
import { photo } from '../photos';

test('a first visit to the home page, the shop and a product page downloads at most its JS budget', async ({
  browser,
  baseURL,
  request,
}) => {
  const [first] = await (await request.get('/api/buyer/recommended?limit=1')).json();
  const rows: string[] = ['| Page | JS (gzip -9) | Scripts | Budget |', '|---|---:|---:|---|'];
  const over: string[] = [];
  for (const { page, budget } of JS_BUDGETS) {
    const scripts = await firstVisitScripts(browser, `${baseURL}${page.replace(':id', String(first.productId))}`);
    const total = totalOf(scripts);
    rows.push(`| ${page} | ${kb(total)} | ${scripts.length} | ${total > budget ? 'OVER' : 'ok'} (≤ ${kb(budget)}) |`);
    if (total > budget) {
      const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
      over.push(`${page}: ${kb(total)} > ${kb(budget)}; largest ${largest.map((s) => `${s.path} ${kb(s.gzipBytes)}`).join(', ')}`);
    }
    // The entry and React come on every page: a visit that downloaded nothing measured nothing.
    expect(scripts.length, page).toBeGreaterThanOrEqual(2);
  }
  console.log(`\nJS a first visit downloads in Chromium:\n${rows.join('\n')}\n`);
  expect(over).toEqual([]);
});

test("a product page's photos: a phone downloads the widths it shows, within its budget, never a desktop's", async ({
  browser,
  baseURL,
  api,
}) => {
  // Two uploads stored at four widths, four fresh browser contexts: long on a busy machine.
  test.setTimeout(240_000);
  const vendor = await api.createVendor();
  const front = await api.uploadImage(vendor, 'front.jpg', await photo({ r: 31, g: 48, b: 87 }, 200));
  const back = await api.uploadImage(vendor, 'back.jpg', await photo({ r: 20, g: 30, b: 60 }, 1500));
  const product = await api.addProduct(vendor, {
    productName: `Budget Dress ${uniqueId()}`,
    imageUrl: front,
    images: [{ colour: null, urls: [front, back] }],
  });
  const url = `${baseURL}/buyer/product/${product.productId}`;
  // The gallery's photos are asked for once the product is in: wait until every one has arrived.
  const photosIn = async (page: Page) => {
    const photos = page.getByRole('region', { name: IMAGE_TEXTS.galleryLabel(product.productName) }).locator('img');
    await expect(photos.first()).toBeVisible();
    await expect
      .poll(() =>
        photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
  };
  const uploadsOf = (visit: FirstVisit) => visit.images.filter((i) => i.path.startsWith('/images/uploads/'));
  const widthsOf = (images: ImageDownload[]) => [...new Set(images.map((i) => /-(\d+)w\./.exec(i.path)?.[1] ?? 'as stored'))].sort();
  const screens = {
    'phone 390 px, 1×': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    'phone 390 px, 3×': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
    'desktop 1280 px, 2×': { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 },
  };
  const seen: Record<string, ImageDownload[]> = {};
  for (const [name, device] of Object.entries(screens)) seen[name] = uploadsOf(await firstVisit(browser, url, device, photosIn));
  const phone = seen['phone 390 px, 1×'] ?? [];
  const phone3x = seen['phone 390 px, 3×'] ?? [];
  const desktop = seen['desktop 1280 px, 2×'] ?? [];
  console.log(
    `\nUploaded photos a first visit of a product page downloads (two 1600 × 2000 JPEGs):\n${[
      '| Screen | Files | Bytes | Widths |',
      '|---|---:|---:|---|',
      ...Object.entries(seen).map(
        ([name, images]) => `| ${name} | ${images.length} | ${kb(bytesOf(images))} | ${widthsOf(images).join(', ')} |`,
      ),
    ].join('\n')}\n`,
  );
  // A phone takes the main photo at 640 px and the thumbnails at 320: never the upload itself, nor 1280.
  expect(widthsOf(phone)).toEqual(['320', '640']);
  expect(bytesOf(phone)).toBeLessThanOrEqual(PHONE_PHOTOS_BUDGET);
  // A sharp phone screen may take 1280 for the main photo, never the upload as stored.
  expect(widthsOf(phone3x)).not.toContain('as stored');
  expect(widthsOf(desktop)).toContain('1280');
  expect(bytesOf(phone)).toBeLessThan(bytesOf(desktop));
});

test('the zoom view brings no library: beyond the dialog every dialog shares, opening it downloads under 15 KB of JS', async ({
  page,
  api,
}) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, {
    productName: `Zoom Coat ${uniqueId()}`,
    imageUrl: '/images/catalog/dress/navy.svg',
    variants: [
      { size: 'S', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 2, sku: null, price: null, imageUrl: null },
      { size: 'M', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 2, sku: null, price: null, imageUrl: null },
    ],
  });
  await page.goto(`/buyer/product/${product.productId}`, { waitUntil: 'networkidle' });
  let scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then(gzipBytes));
  });
  /** The JS that opening `name`'s dialog downloads, the dialog shown and the network quiet. */
  const opening = async (open: () => Promise<void>, name: string) => {
    scripts = [];
    await open();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();
    return bytes;
  };
  // The size guide first: it loads the dialog (Radix, focus and scroll handling) every dialog shares.
  const dialog = await opening(() => page.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }).click(), SIZE_GUIDE_TEXTS.title);
  const zoom = await opening(() => page.getByTestId('gallery-main').click(), IMAGE_TEXTS.zoomTitle(product.productName));
  console.log(`\nJS opening a dialog first downloads: ${kb(dialog)}; the zoom view's own, after it: ${kb(zoom)}\n`);
  expect(zoom).toBeGreaterThan(0);
  expect(zoom).toBeLessThanOrEqual(15 * KB);
});
