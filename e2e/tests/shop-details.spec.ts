// The dashboard's Low stock card shows the few lowest with
// 'See all' (F18); the sort has one 'Popularity', no 'Featured' giving the same order (F21); a
// focused colour swatch looks different from a chosen one (F23).

import { SORT_LABELS, VARIANT_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('F18: Low stock shows the five lowest, and See all the rest', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  await api.addProduct(vendor, {
    productName: `Low Hoodie ${uniqueId()}`,
    variants: sizes.flatMap((size, i) => [
      { size, colour: 'Black', colourHex: '#111111', stockQuantity: i % 3, price: null, imageUrl: null },
      { size, colour: 'Grey', colourHex: '#888888', stockQuantity: 10, price: null, imageUrl: null },
    ]),
  });
  await loginAs(page, vendor);
  await page.goto('/vendor/dashboard');
  const card = page.getByRole('region', { name: VARIANT_TEXTS.lowStockTitle });
  // The dashboard shows its cards once its analytics and orders have come; on the suite's one
  // embedded database those may queue behind the other worker's journey, so it gets the page's time.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('listitem')).toHaveCount(5, { timeout: 20_000 });
  // The emptiest first: the two sold-out sizes lead.
  await expect(card.getByRole('listitem').nth(0)).toContainText('Sold out');
  await expect(card.getByRole('listitem').nth(1)).toContainText('Sold out');
  const seeAll = card.getByRole('button', { name: 'See all 6' });
  await expect(seeAll).toHaveAttribute('aria-expanded', 'false');
  await shoot(page, 'f18-dashboard-low-stock-five');
  await seeAll.click();
  await expect(card.getByRole('listitem')).toHaveCount(6);
  await expect(card.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
});

test('F21: the sort offers Popularity once, with no Featured that sorts the same', async ({ page }) => {
  await page.goto('/buyer/dashboard?category=female');
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText([
    SORT_LABELS.popularity,
    SORT_LABELS.price_asc,
    SORT_LABELS.price_desc,
    SORT_LABELS.newest,
    SORT_LABELS.sale,
  ]);
  await expect(sort).toHaveValue('');
  await sort.selectOption({ label: SORT_LABELS.newest });
  await expect(page).toHaveURL(/sort=newest/);
  await sort.selectOption({ label: SORT_LABELS.popularity });
  await expect(page).not.toHaveURL(/sort=/);
  // An old link naming popularity shows it as chosen.
  await page.goto('/buyer/dashboard?category=female&sort=popularity');
  await expect(sort.locator('option:checked')).toHaveText(SORT_LABELS.popularity);
});

test('F23: a focused colour swatch looks different from a chosen one', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, {
    productName: `Swatch Tee ${uniqueId()}`,
    variants: ['Navy', 'Red'].flatMap((colour) =>
      ['S', 'M'].map((size) => ({
        size,
        colour,
        colourHex: colour === 'Navy' ? '#1f3057' : '#c0392b',
        stockQuantity: 5,
        price: null,
        imageUrl: null,
      })),
    ),
  });
  await page.goto(`/buyer/product/${product.productId}`);
  const colours = page.getByRole('group', { name: /^Colour/ });
  const navy = colours.getByRole('radio', { name: 'Navy' });
  const red = colours.getByRole('radio', { name: 'Red' });
  const swatch = (radio: typeof navy) => radio.locator('xpath=ancestor::label[1]');
  const look = (radio: typeof navy) =>
    swatch(radio).evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle, border: s.borderColor, mark: el.querySelector('[data-chosen-mark]') !== null };
    });

  // Keyboard focus on a swatch, none chosen: a dashed outline, no chosen ring or mark.
  await navy.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(navy).toBeFocused();
  await expect(colours).not.toContainText('Colour: Navy');
  const focused = await look(navy);
  expect(focused.outline).toBe('dashed');
  expect(focused.mark).toBe(false);
  await shoot(page, 'f23-focused-swatch');

  // Chosen (arrow key moves and chooses): the chosen swatch gets its ring and mark.
  await page.keyboard.press('ArrowRight');
  await expect(red).toBeChecked();
  await expect(colours).toContainText('Colour: Red');
  const chosenAndFocused = await look(red);
  expect(chosenAndFocused.mark).toBe(true);
  expect(chosenAndFocused.border).not.toBe(focused.border);
  // Chosen but not focused: ring and mark, no outline.
  await page.getByRole('heading', { level: 1 }).click();
  const chosen = await look(red);
  expect(chosen).toMatchObject({ outline: 'none', mark: true });
  expect(chosen.border).not.toBe(focused.border);
  await shoot(page, 'f23-chosen-swatch');
  await expectAccessible(page);
});
