// docs/architecture.md#everyday-shop: a shop's page at /shop/{slug}, reached from a product page and a
// card, shows its name, rating and return policy over its products with Browse Products' filters
// and counts; a renamed shop's old address moves to the new one.

import type { Locator, Page } from '@playwright/test';
import { FILTER_TEXTS, SHOP_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

const panel = (page: Page) => page.getByRole('region', { name: FILTER_TEXTS.panelTitle, exact: true });

async function choose(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

test('a shop page: name, rating, return policy, and its products with the same filters and counts as Browse Products', async ({
  page,
  api,
  request,
}) => {
  // A long journey (three pages, a rename, an axe scan): room on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = uniqueId();
  const shopName = `Harbour Knits ${tag}`;
  const vendor = await api.createVendor({ vendorName: shopName });
  const cell = (size: string, colour: string, stockQuantity: number) => ({
    size,
    colour,
    colourHex: colour === 'Navy' ? '#1f3057' : '#1c1c1e',
    stockQuantity,
    sku: null,
    price: null,
    imageUrl: null,
  });
  const add = (name: string, variants: ReturnType<typeof cell>[]) =>
    api.addProduct(vendor, { productName: `${name} ${tag}`, categoryName: 'male', variants });
  const jumper = await add('Shop Jumper', [cell('M', 'Navy', 2), cell('L', 'Navy', 1)]);
  await add('Shop Cardigan', [cell('M', 'Black', 3)]);
  await add('Shop Scarf', [cell('S', 'Black', 4)]);
  // Another shop's product never shows on this page.
  await api.addProduct(await api.createVendor(), { productName: `Elsewhere Jumper ${tag}`, categoryName: 'male' });
  const buyer = await api.createBuyer({ preferences: 'male' });
  await api.addReview(buyer, jumper.productId, 4, 'Warm and soft');

  // From the product page's 'Sold by'.
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${jumper.productId}`);
  await page.getByRole('link', { name: shopName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/harbour-knits-${tag.toLowerCase()}$`));
  const shopUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(page.getByTestId('shop-rating')).toContainText(SHOP_TEXTS.rating(4, 1));
  await expect(page.getByTestId('shop-returns')).toHaveText(SHOP_TEXTS.returnPolicy(30));
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
  // The shop is the scope, not a filter to choose.
  await expect(panel(page).getByRole('group', { name: FILTER_TEXTS.vendor })).toHaveCount(0);

  await choose(panel(page).getByRole('checkbox', { name: 'M (2)' }));
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();
  await expect(panel(page).getByRole('checkbox', { name: 'Navy (1)' })).toBeVisible();
  await expect(panel(page).getByRole('checkbox', { name: 'Black (1)' })).toBeVisible();
  await expect(page).toHaveURL(/size=M/);
  await shoot(page, 'shop-page-filtered');
  await expectAccessible(page);

  // Browse Products with this shop chosen counts the same.
  await page.goto(`/buyer/dashboard?vendor=${encodeURIComponent(shopName)}&size=M`);
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();
  await expect(panel(page).getByRole('checkbox', { name: 'Navy (1)' })).toBeVisible();
  await expect(panel(page).getByRole('checkbox', { name: 'Black (1)' })).toBeVisible();
  // And each card links to the shop.
  const card = page.getByRole('article').filter({ hasText: jumper.productName });
  await card.getByRole('link', { name: shopName, exact: true }).click();
  await expect(page).toHaveURL(shopUrl);

  // Renamed, the shop moves to a new address; the old one leads there.
  const renamed = await request.put('/api/vendors/profile', {
    headers: { Authorization: `Bearer ${vendor.token}` },
    data: { vendorName: `Quay Wool ${tag}`, fullName: vendor.fullName, ...vendor.address },
  });
  expect(renamed.status()).toBe(200);
  await page.goto(`${shopUrl}?size=M`);
  await expect(page).toHaveURL(new RegExp(`/shop/quay-wool-${tag.toLowerCase()}\\?size=M$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quay Wool ${tag}` })).toBeVisible();
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();

  // The vendor's profile says where the shop is now and what the old address does (decision 208).
  await loginAs(page, vendor);
  await page.goto('/vendor/profile');
  const address = page.getByTestId('shop-address');
  await expect(address.getByRole('link', { name: `Your shop's address: /shop/quay-wool-${tag.toLowerCase()}` })).toBeVisible();
  await expect(
    address.getByText(
      new RegExp(`^Your old address /shop/harbour-knits-${tag.toLowerCase()} sends visitors here until [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\.$`),
    ),
  ).toBeVisible();
  await shoot(page, 'vendor-profile-shop-address');
  await expectAccessible(page);
});

test('a shop that does not exist says so', async ({ page }) => {
  test.slow();
  await page.goto('/shop/no-such-shop-anywhere');
  await expect(page.getByText(SHOP_TEXTS.shopUnavailable)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
});
