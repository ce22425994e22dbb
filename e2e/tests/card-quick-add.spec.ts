// Add to Cart on a card of a product sold in sizes opens a size
// picker on the card — a popover above the button, a bottom sheet on phones — with the sizes in
// stock and sold-out ones struck through; a one-size product still goes in at once. Escape closes
// the picker and focus goes back to the button.

import { SHOPPER_TEXTS, SUCCESS, VARIANT_TEXTS } from '@seamline/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, PHONE_WIDTH, shoot } from '../screens';

const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) });

async function search(page: Page, term: string) {
  await page.goto(`/buyer/dashboard?q=${encodeURIComponent(term)}`);
}

test('a card asks for a size on the card, not with an error elsewhere; sold-out sizes are struck through', async ({ page, api }) => {
  const tag = uniqueId();
  const vendor = await api.createVendor();
  const coat = await api.addProduct(vendor, {
    productName: `Belted Coat ${tag}`,
    variants: [
      { size: 'S', stockQuantity: 3 },
      { size: 'M', stockQuantity: 0 },
      { size: 'L', stockQuantity: 2 },
    ],
  });
  const scarf = await api.addProduct(vendor, { productName: `Plain Scarf ${tag}`, stockQuantity: 4 });
  const buyer = await api.createBuyer();
  await loginAs(page, buyer);
  await search(page, tag);

  const coatCard = card(page, coat.productName);
  const addCoat = coatCard.getByRole('button', { name: 'Add to Cart' });
  await addCoat.click();
  const picker = page.getByRole('dialog', { name: SHOPPER_TEXTS.chooseSizeFor(coat.productName) });
  await expect(picker).toBeVisible();
  // On the card: the page did not move, and no error was shown.
  await expect(page).toHaveURL(/\/buyer\/dashboard/);
  await expect(toast(page, VARIANT_TEXTS.selectSize)).toHaveCount(0);
  await expect(picker.getByRole('button', { name: VARIANT_TEXTS.sizeLabel('S') })).toBeFocused();
  const soldOut = picker.getByRole('button', { name: VARIANT_TEXTS.sizeSoldOut('M') });
  await expect(soldOut).toBeDisabled();
  await expect(soldOut).toHaveCSS('text-decoration-line', 'line-through');
  await shoot(page, 'card-quick-add-popover', [1280]);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(addCoat).toBeFocused();

  await addCoat.click();
  await picker.getByRole('button', { name: VARIANT_TEXTS.sizeLabel('L') }).click();
  await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();
  await expect(picker).toHaveCount(0);

  // One size: in at once, no picker.
  await card(page, scarf.productName).getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(async () => (await api.cart(buyer)).length).toBe(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const lines = await api.cart(buyer);
  expect(lines.map((l) => [l.productId, l.size, l.quantity]).sort()).toEqual(
    [
      [String(coat.productId), 'L', 1],
      [String(scarf.productId), null, 1],
    ].sort(),
  );
});

test('on a phone the size picker is a bottom sheet', async ({ page, api }) => {
  const tag = uniqueId();
  const vendor = await api.createVendor();
  const boot = await api.addProduct(vendor, {
    productName: `Ankle Boot ${tag}`,
    subCategoryName: 'shoes',
    variants: [
      { size: '38', stockQuantity: 2 },
      { size: '38.5', stockQuantity: 0 },
      { size: '39', stockQuantity: 2 },
    ],
  });
  const buyer = await api.createBuyer();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await loginAs(page, buyer);
  await search(page, tag);
  await card(page, boot.productName).getByRole('button', { name: 'Add to Cart' }).click();
  const sheet = page.getByRole('dialog', { name: SHOPPER_TEXTS.chooseSizeFor(boot.productName) });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: VARIANT_TEXTS.sizeSoldOut('38.5') })).toBeDisabled();
  const box = await sheet.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  await shoot(page, 'card-quick-add-sheet', [PHONE_WIDTH]);
  await expectAccessible(page);
  await sheet.getByRole('button', { name: VARIANT_TEXTS.sizeLabel('39') }).click();
  await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();
  expect((await api.cart(buyer)).map((l) => l.size)).toEqual(['39']);
});
