// docs/architecture.md#browse-filters on a phone: below 768 px the filter panel is a drawer behind a 'Filters' button — focus
// kept inside, Escape closes it and gives focus back, 'Show n products' closes it onto the grid.

import { FILTER_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone filters through a drawer that traps focus, closes on Escape and shows n products', async ({ page, api }) => {
  const vendor = await api.createVendor({ vendorName: `Drawer Shop ${uniqueId()}` });
  const sizes = ['40', '41', '42'];
  for (const [i, colour] of ['Black', 'Sand'].entries()) {
    await api.addProduct(vendor, {
      productName: `Drawer Runner ${colour} ${uniqueId()}`,
      categoryName: 'female',
      subCategoryName: 'shoes',
      price: 60 + i * 10,
      variants: sizes.map((size) => ({
        size,
        colour,
        colourHex: colour === 'Black' ? '#1c1c1e' : '#d8c3a0',
        stockQuantity: size === '41' && i === 1 ? 0 : 4,
      })),
    });
  }
  await loginAs(page, await api.createBuyer({ preferences: 'female' }));
  await page.goto(`/buyer/dashboard?category=female&vendor=${encodeURIComponent(vendor.vendorName ?? '')}`);
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();
  await expect(page.getByRole('region', { name: FILTER_TEXTS.panelTitle, exact: true })).toHaveCount(0);

  const opener = page.getByRole('button', { name: /^Filters/ });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: FILTER_TEXTS.panelTitle, exact: true });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: 'EU 41 (1)' })).toBeVisible();

  // Focus stays inside while tabbing round.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await drawer.getByText('EU 41').click();
  await expect(page).toHaveURL(/size=41/);
  await expect(drawer.getByRole('checkbox', { name: 'EU 41 (1)' })).toBeChecked();
  await expect(drawer.getByRole('button', { name: FILTER_TEXTS.showResults(1) })).toBeVisible();
  await shoot(page, 'filters-drawer', [390]);
  await expectAccessible(page);

  await drawer.getByRole('button', { name: FILTER_TEXTS.showResults(1) }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  await expect(page.getByRole('button', { name: FILTER_TEXTS.removeFilter('Size EU 41') })).toBeVisible();
  await shoot(page, 'filters-phone-chips', [390]);
});
