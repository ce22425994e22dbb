// Issue 32, point 1 (DESIGN §15): a vendor uploads photos for a colour and orders them by keyboard;
// a shopper flips through them with the arrow keys, zooms, picks a colour and sees its photos first;
// a phone downloads the small width of each upload, never the one a desktop takes.

import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { IMAGE_TEXTS, SUCCESS } from '@seamline/contract';
import sharp from 'sharp';
import { chooseRadio, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

const SHOTS_FROM = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'screens');
const SHOTS_TO = process.env.SHOTS_DIR;

/** A photo-like JPEG, 1600 × 2000, of one colour with grain and a light band, so each looks different. */
const photo = (rgb: { r: number; g: number; b: number }, band: number) =>
  sharp({ create: { width: 1600, height: 2000, channels: 3, background: rgb } })
    .composite([
      // Some grain, so the file weighs what a photo does.
      {
        input: { create: { width: 1600, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } },
        blend: 'overlay',
      },
      { input: { create: { width: 1600, height: 200, channels: 3, background: '#f4f3ef' } }, top: band, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

const shoot2 = async (page: Page, name: string) => {
  await shoot(page, name);
  if (!SHOTS_TO) return;
  mkdirSync(SHOTS_TO, { recursive: true });
  for (const width of [390, 1280]) copyFileSync(path.join(SHOTS_FROM, `${name}-${width}.png`), path.join(SHOTS_TO, `${name}-${width}.png`));
};

test('a vendor adds two photos of Navy and orders them by keyboard; a shopper flips, zooms and picks a colour', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  // Two uploads at four widths, three fresh browser contexts and six screenshots: long on a busy machine.
  test.setTimeout(540_000);
  const vendor = await api.createVendor();
  const name = `Gallery Dress ${uniqueId()}`;
  const product = await api.addProduct(vendor, {
    productName: name,
    imageUrl: '/images/catalog/dress/beige.svg',
    variants: [
      { size: 'S', colour: 'Red', colourHex: '#c0392b', stockQuantity: 4, imageUrl: '/images/catalog/dress/red.svg' },
      { size: 'S', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 3 },
      { size: 'M', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 2 },
    ],
  });

  // The vendor: two uploads for Navy, the second moved first with the arrow key.
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const navyLabel = IMAGE_TEXTS.colourImages('Navy');
  await dialog.getByLabel(`${IMAGE_TEXTS.addImage} to ${navyLabel}`).setInputFiles([
    { name: 'navy-front.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 31, g: 48, b: 87 }, 200) },
    { name: 'navy-back.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 20, g: 30, b: 60 }, 1500) },
  ]);
  const navyList = dialog.getByRole('list', { name: new RegExp(`^${navyLabel}`) });
  // Each upload is decoded and stored at four widths: on a busy machine that takes a while.
  await expect(navyList.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  const uploaded = await navyList.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  expect(uploaded.every((u) => u.startsWith('/images/uploads/'))).toBe(true);

  await navyList.getByRole('listitem').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(IMAGE_TEXTS.moved(1, 2, 2))).toBeAttached();
  await expect(navyList.getByRole('listitem', { name: IMAGE_TEXTS.imageOf(2, 2) })).toBeFocused();
  await shoot2(page, 'gallery-vendor-photos');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, SUCCESS.productUpdated.title, SUCCESS.productUpdated.description)).toBeVisible();
  const saved = await api.product(product.productId);
  expect(saved.images.find((s) => s.colour === 'Navy')?.urls).toEqual([uploaded[1], uploaded[0]]);

  // The shopper: Navy's photos first, arrows flip, the zoom view zooms and turns.
  await loginAs(page, await api.createBuyer());
  await page.goto(`/buyer/product/${product.productId}`);
  const gallery = page.getByRole('region', { name: IMAGE_TEXTS.galleryLabel(name) });
  const main = gallery.getByTestId('gallery-main').locator('img');
  await chooseRadio(page.getByRole('radio', { name: 'Navy' }));
  await expect(main).toHaveAttribute('src', uploaded[1] ?? '');
  await expect(gallery.getByRole('button', { name: /^Show image/ })).toHaveCount(4);
  await gallery.getByRole('button', { name: IMAGE_TEXTS.showImage(1, 4) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('src', uploaded[0] ?? '');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(main).toHaveAttribute('src', '/images/catalog/dress/red.svg');
  await page.keyboard.press('ArrowRight');
  await shoot2(page, 'gallery-product-page');
  await expectAccessible(page);

  await gallery.getByTestId('gallery-main').click();
  const zoom = page.getByRole('dialog', { name: IMAGE_TEXTS.zoomTitle(name) });
  await expect(zoom).toBeVisible();
  const zoomed = zoom.getByTestId('zoom-frame').locator('img');
  await expect(zoomed).toHaveAttribute('src', uploaded[1] ?? '');
  await zoom.getByRole('button', { name: IMAGE_TEXTS.zoomIn }).click();
  await page.keyboard.press('+');
  await expect(zoomed).toHaveAttribute('data-scale', '2');
  await page.keyboard.press('ArrowRight');
  await expect(zoomed).toHaveAttribute('src', uploaded[0] ?? '');
  await expect(zoomed).toHaveAttribute('data-scale', '1');
  await shoot2(page, 'gallery-zoom');
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  // The page shows the photo the zoom view ended on.
  await expect(main).toHaveAttribute('src', uploaded[0] ?? '');

  await chooseRadio(page.getByRole('radio', { name: 'Red' }));
  await expect(main).toHaveAttribute('src', '/images/catalog/dress/red.svg');

  // A phone (390 px at 1× and 3×) and a desktop (1280 px at 2×) open the Navy page afresh: which widths come.
  const url = `${baseURL}/buyer/product/${product.productId}?colour=Navy`;
  const phone = await uploadsDownloaded(browser, url, { width: 390, height: 844 }, 1);
  const phone3x = await uploadsDownloaded(browser, url, { width: 390, height: 844 }, 3);
  const desktop = await uploadsDownloaded(browser, url, { width: 1280, height: 900 }, 2);
  let originals = 0;
  for (const u of uploaded) originals += (await (await page.request.get(u)).body()).length;
  console.log(
    `\nUploads a first visit of the product page downloads (the two uploads as stored: ${(originals / 1024).toFixed(1)} KB):\n${table({ 'phone 390 px, 1×': phone, 'phone 390 px, 3×': phone3x, 'desktop 1280 px, 2×': desktop })}\n`,
  );
  expect(phone3x.files.filter((f) => !/-\d+w\.jpg$/.test(f.path))).toEqual([]);
  expect(phone.files.length).toBeGreaterThan(0);
  // Never the upload itself (1600 px wide) nor the 1280-px width on the phone.
  expect(phone.files.filter((f) => !/-(320|640)w\.jpg$/.test(f.path))).toEqual([]);
  expect(phone.files.some((f) => f.path.endsWith(`${uploaded[1]?.replace('.jpg', '-640w.jpg')}`))).toBe(true);
  expect(desktop.files.some((f) => f.path.endsWith('-1280w.jpg'))).toBe(true);
  expect(phone.bytes).toBeLessThan(desktop.bytes);
});

interface Downloads {
  files: { path: string; bytes: number }[];
  bytes: number;
}

/** The uploads a fresh context downloads for `url` at `viewport`, once the network is idle. */
async function uploadsDownloaded(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<Downloads> {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  try {
    const page = await context.newPage();
    const files: Promise<{ path: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/images/uploads/')) files.push(response.body().then((b) => ({ path, bytes: b.length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The photos are asked for once the product has loaded: wait until every one in the gallery is in.
    const photos = page.getByRole('region', { name: /^Photos of / }).locator('img');
    await expect(photos.first()).toBeVisible();
    await expect
      .poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const done = await Promise.all(files);
    return { files: done, bytes: done.reduce((s, f) => s + f.bytes, 0) };
  } finally {
    await context.close();
  }
}

const table = (rows: Record<string, Downloads>) =>
  [
    '| Viewport | Upload files | Bytes | Widths |',
    '|---|---:|---:|---|',
    ...Object.entries(rows).map(
      ([name, d]) =>
        `| ${name} | ${d.files.length} | ${(d.bytes / 1024).toFixed(1)} KB | ${[...new Set(d.files.map((f) => /-(\d+)w\./.exec(f.path)?.[1] ?? 'original'))].join(', ')} |`,
    ),
  ].join('\n');
