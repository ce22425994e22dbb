// The demo shop reads true. A kids' shop sells kids' things, an overcoat named
// wool is described in wool, and no product claims a pattern its picture does not draw.

import { CATEGORY_LABELS, EMPTY_TEXTS } from '@seamline/contract';
import { expect, test } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('the demo shop reads true to a visitor', async ({ page }) => {
  const cards = page.getByRole('article');

  await test.step("a kids' shop sells only kids' things", async () => {
    await page.goto('/buyer/dashboard?q=Sprouts');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await expect(card).toContainText('Sold by Little Sprouts');
      await expect(card.getByText(CATEGORY_LABELS.children, { exact: true })).toBeVisible();
    }
    await shoot(page, 'catalogue-demo-kids-shop');
    await expectAccessible(page);
  });

  await test.step('a wool overcoat is described in wool, never in another cloth', async () => {
    await page.goto('/buyer/dashboard?q=Wool%20Overcoat');
    const overcoats = cards.filter({ has: page.getByRole('heading', { name: /Wool Overcoat$/ }) });
    await expect(overcoats.first()).toBeVisible();
    const count = await overcoats.count();
    for (let i = 0; i < count; i++) {
      const text = (await overcoats.nth(i).textContent()) ?? '';
      expect(text).toMatch(/Wool Overcoat in \w+ [\w -]*wool/);
      expect(text).not.toMatch(/cotton|linen|nylon|polyester/i);
    }
  });

  await test.step('no product claims stripes the picture does not draw', async () => {
    // The search may offer near misses; none of them is named striped.
    await page.goto('/buyer/dashboard?q=Striped');
    await expect(page.getByText(EMPTY_TEXTS.products.title, { exact: true }).or(cards.first())).toBeVisible();
    await expect(cards.getByRole('heading', { name: /striped|breton/i })).toHaveCount(0);
  });
});
