// docs/architecture.md#everyday-shop: a visitor's heart leads through login and back; a buyer saves a
// product, finds it on the Wishlist screen at today's price and stock, removes it; 'Tell me when
// it's back' on a sold-out size (a visitor's through login, back to the same size) is mailed once
// when the size is back, and not again unless asked.

import type { Page } from '@playwright/test';
import { VARIANT_TEXTS, WISHLIST_TEXTS } from '@seamline/contract';
import { expect, loginAs, loginThroughUi, test, uniqueId } from '../fixtures';
import { mailsTo, mailTo } from '../mail';
import { expectAccessible, shoot } from '../screens';

/** Chooses a sold-out size as a person does, on its tile. */
const chooseSize = async (page: Page, size: string) => {
  const radio = page.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut(size) });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
};

test('a visitor logs in from the heart and comes back; the Wishlist shows the price and stock now', async ({ page, api }) => {
  // A long journey (login through the screen, two pages, an axe scan): room on a busy machine.
  test.slow();
  const vendor = await api.createVendor({ vendorName: `Heart Shop ${uniqueId()}` });
  const coat = await api.addProduct(vendor, { productName: `Wish Coat ${uniqueId()}`, price: 42, stockQuantity: 5 });
  const buyer = await api.createBuyer();

  await page.goto(`/buyer/product/${coat.productId}`);
  await page.getByRole('link', { name: WISHLIST_TEXTS.loginToSave }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=/buyer/product/${coat.productId}$`));
  await loginThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(new RegExp(`/buyer/product/${coat.productId}$`));

  const heart = page.getByRole('button', { name: WISHLIST_TEXTS.save(coat.productName) });
  await heart.click();
  await expect(page.getByRole('button', { name: WISHLIST_TEXTS.unsave(coat.productName) })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: WISHLIST_TEXTS.title }).click();
  await expect(page).toHaveURL(/\/buyer\/wishlist$/);
  const list = page.getByRole('list', { name: WISHLIST_TEXTS.title });
  const row = list.getByRole('listitem').filter({ hasText: coat.productName });
  await expect(row).toContainText('$42.00');
  await expect(row).toContainText(WISHLIST_TEXTS.inStock);
  await expect(row.getByRole('link', { name: vendor.vendorName ?? '' })).toHaveAttribute('href', /^\/shop\/heart-shop-/);

  // The price and stock as they are now.
  await api.updateProduct(vendor, coat, { price: 30, stockQuantity: 0 });
  await page.reload();
  await expect(row).toContainText('$30.00');
  await expect(row).toContainText(WISHLIST_TEXTS.outOfStock);
  await shoot(page, 'wishlist-screen');
  await expectAccessible(page);

  await row.getByRole('button', { name: WISHLIST_TEXTS.unsave(coat.productName) }).click();
  await expect(page.getByText(WISHLIST_TEXTS.empty)).toBeVisible();
});

test('hearts on the cards of Browse Products save and unsave', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const tee = await api.addProduct(vendor, { productName: `Card Heart Tee ${uniqueId()}`, categoryName: 'male' });
  const buyer = await api.createBuyer({ preferences: 'male' });
  await loginAs(page, buyer);
  await page.goto(`/buyer/dashboard?vendor=${encodeURIComponent(vendor.vendorName ?? '')}`);
  const card = page.getByRole('article').filter({ hasText: tee.productName });
  await card.getByRole('button', { name: WISHLIST_TEXTS.save(tee.productName) }).click();
  await expect(card.getByRole('button', { name: WISHLIST_TEXTS.unsave(tee.productName) })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'wishlist-card-heart');
  await expectAccessible(page);
  await card.getByRole('button', { name: WISHLIST_TEXTS.unsave(tee.productName) }).click();
  await expect(card.getByRole('button', { name: WISHLIST_TEXTS.save(tee.productName) })).toHaveAttribute('aria-pressed', 'false');
});

test("'Tell me when it's back' on a sold-out size is mailed once, and again only when asked again", async ({ page, api, request }) => {
  test.slow();
  const vendor = await api.createVendor();
  const name = `Back Parka ${uniqueId()}`;
  const parka = await api.addProduct(vendor, {
    productName: name,
    variants: [
      { size: 'M', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 0, sku: null, price: null, imageUrl: null },
      { size: 'L', colour: 'Navy', colourHex: '#1f3057', stockQuantity: 3, sku: null, price: null, imageUrl: null },
    ],
  });
  const buyer = await api.createBuyer();

  // A visitor chooses the sold-out size too: asked to log in, and brought back to that colour and size.
  await page.goto(`/buyer/product/${parka.productId}`);
  await chooseSize(page, 'M');
  await expect(page.getByText(WISHLIST_TEXTS.loginToNotify('M · Navy'))).toBeVisible();
  await shoot(page, 'wishlist-notify-visitor');
  await expectAccessible(page);
  await page.getByRole('link', { name: WISHLIST_TEXTS.notifyMe }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await loginThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(new RegExp(`/buyer/product/${parka.productId}\\?colour=Navy&size=M$`));
  await expect(page.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut('M') })).toBeChecked();
  await page.getByRole('button', { name: WISHLIST_TEXTS.notifyMe }).click();
  await expect(page.getByRole('status').filter({ hasText: WISHLIST_TEXTS.notifying('M · Navy') })).toBeVisible();
  await shoot(page, 'wishlist-notify-me');
  await expectAccessible(page);

  const variants = (await api.product(parka.productId)).variants;
  const setStock = (m: number) =>
    api.updateProduct(vendor, parka, {
      variants: variants.map(({ variantId, size, colour, colourHex }) => ({
        variantId,
        size,
        colour,
        colourHex,
        stockQuantity: size === 'M' ? m : 3,
      })),
    });
  const subject = `${name} (M · Navy) is back in stock`;
  await setStock(2);
  const mail = await mailTo(buyer.email, subject);
  expect(mail.text).toContain(`/buyer/product/${parka.productId}`);

  // Sold out and back again without a new ask: no second mail. A reset mail asked afterwards is the
  // fence: once it has arrived, everything queued before it was sent.
  await setStock(0);
  await setStock(3);
  const fence = await request.post('/api/registration/forgot-password', { data: { email: buyer.email } });
  expect(fence.status()).toBe(202);
  await mailTo(buyer.email, 'Reset your password');
  expect(mailsTo(buyer.email, subject)).toHaveLength(1);

  // Asked again while sold out: one more mail when it is back.
  await setStock(0);
  await page.reload();
  await chooseSize(page, 'M');
  await page.getByRole('button', { name: WISHLIST_TEXTS.notifyMe }).click();
  await expect(page.getByRole('status').filter({ hasText: WISHLIST_TEXTS.notifying('M · Navy') })).toBeVisible();
  await setStock(1);
  await expect.poll(() => mailsTo(buyer.email, subject).length, { timeout: 15_000 }).toBe(2);
});
