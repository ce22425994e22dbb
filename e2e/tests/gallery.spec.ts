// A vendor uploads photos for a colour and orders them by drag and
// by keyboard; a shopper flips through them with the arrow keys, zooms, picks a colour and sees its
// photos first. What a phone downloads of the photos is measured in tests/js-budget.spec.ts.

import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { IMAGE_TEXTS, SUCCESS } from '@seamline/contract';
import { chooseRadio, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { photo } from '../photos';
import { expectAccessible, shoot } from '../screens';

const SHOTS_FROM = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'screens');
const SHOTS_TO = process.env.SHOTS_DIR;

const shoot2 = async (page: Page, name: string) => {
  await shoot(page, name);
  if (!SHOTS_TO) return;
  mkdirSync(SHOTS_TO, { recursive: true });
  for (const width of [390, 1280]) copyFileSync(path.join(SHOTS_FROM, `${name}-${width}.png`), path.join(SHOTS_TO, `${name}-${width}.png`));
};

test('a vendor adds two photos of Navy and orders them by drag and keyboard; a shopper flips, zooms and picks a colour', async ({
  page,
  api,
}) => {
  // Two uploads at four widths, a drag and six screenshots: long on a busy machine.
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

  // By drag: the back view dropped on the front one goes first.
  const shown = () => navyList.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  await navyList.getByRole('listitem').nth(1).dragTo(navyList.getByRole('listitem').nth(0));
  await expect(dialog.getByText(IMAGE_TEXTS.moved(2, 1, 2))).toBeAttached();
  await expect.poll(shown).toEqual([uploaded[1], uploaded[0]]);
  // By keyboard: the arrow keys move the focused image, and focus goes with it.
  await navyList.getByRole('listitem').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(IMAGE_TEXTS.moved(1, 2, 2))).toBeAttached();
  await expect(navyList.getByRole('listitem', { name: IMAGE_TEXTS.imageOf(2, 2) })).toBeFocused();
  await expect.poll(shown).toEqual([uploaded[0], uploaded[1]]);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(IMAGE_TEXTS.moved(2, 1, 2))).toBeAttached();
  await expect(navyList.getByRole('listitem', { name: IMAGE_TEXTS.imageOf(1, 2) })).toBeFocused();
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
});
