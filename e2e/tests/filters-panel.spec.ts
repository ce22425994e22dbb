// docs/architecture.md#browse-filters: a shopper narrows the shop by two sizes and a colour, reads counts
// that agree with the grid and X-Total-Count, shares the address, removes one chip, and meets the
// spec's empty state when the filters leave nothing.

import type { Locator, Page, Response } from '@playwright/test';
import { EMPTY_TEXTS, FILTER_TEXTS } from '@seamline/contract';
import { type Api, expect, loginAs, type TestUser, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

type Cell = { size: string; colour: string; stockQuantity: number };
const HEX: Record<string, string> = { Black: '#1c1c1e', Navy: '#1f3057', Grey: '#8a8d91', White: '#f4f4f2' };
const cells = (list: Cell[]) => list.map((c) => ({ ...c, colourHex: HEX[c.colour] ?? null }));

/**
 * One shop's products. With sizes M or 42 and black, three match, each on ONE variant in stock:
 * the shirt (M black), the tee (M black) and the runner (42 black); the jacket is M but navy, the
 * shirt's black L and the runner's black 43 have none left.
 */
async function stockShop(api: Api, vendor: TestUser, tag: string) {
  const add = (name: string, subCategoryName: 'clothes' | 'shoes', price: number, variants: Cell[]) =>
    api.addProduct(vendor, { productName: `${name} ${tag}`, categoryName: 'male', subCategoryName, price, variants: cells(variants) });
  return {
    shirt: await add('Filter Oxford', 'clothes', 40, [
      { size: 'S', colour: 'Navy', stockQuantity: 5 },
      { size: 'M', colour: 'Black', stockQuantity: 3 },
      { size: 'L', colour: 'Black', stockQuantity: 0 },
    ]),
    tee: await add('Filter Tee', 'clothes', 20, [
      { size: 'M', colour: 'Black', stockQuantity: 2 },
      { size: 'L', colour: 'Grey', stockQuantity: 4 },
    ]),
    runner: await add('Filter Runner', 'shoes', 90, [
      { size: '42', colour: 'Black', stockQuantity: 5 },
      { size: '43', colour: 'Black', stockQuantity: 0 },
      { size: '43', colour: 'White', stockQuantity: 3 },
    ]),
    jacket: await add('Filter Jacket', 'clothes', 120, [{ size: 'M', colour: 'Navy', stockQuantity: 1 }]),
  };
}

/** Ticks a filter as a person does, on its label (size tiles hide the box itself), and checks it took. */
async function choose(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

const panel = (page: Page) => page.getByRole('region', { name: FILTER_TEXTS.panelTitle, exact: true });
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');
const chip = (page: Page, label: string) => page.getByRole('button', { name: FILTER_TEXTS.removeFilter(label), exact: true });
const listAnswer = (page: Page, sizes: string[]) =>
  page.waitForResponse(
    (r: Response) => r.url().includes('/api/buyer/recommended?') && new URL(r.url()).searchParams.getAll('size').join() === sizes.join(),
  );

async function openShopOf(page: Page, api: Api) {
  const vendor = await api.createVendor({ vendorName: `Filter Shop ${uniqueId()}` });
  const tag = uniqueId();
  const products = await stockShop(api, vendor, tag);
  const buyer = await api.createBuyer({ preferences: 'male' });
  await loginAs(page, buyer);
  await page.goto(`/buyer/dashboard?vendor=${encodeURIComponent(vendor.vendorName ?? '')}`);
  await expect(page.getByText('Showing 4 of 4 products')).toBeVisible();
  return products;
}

test('two sizes and a colour: counts agree with the grid and X-Total-Count; a shared address shows the same', async ({
  page,
  api,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const products = await openShopOf(page, api);
  const filters = panel(page);

  await choose(filters.getByRole('checkbox', { name: 'M (3)', exact: true }));
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
  const answered = listAnswer(page, ['M', '42']);
  await choose(filters.getByRole('checkbox', { name: 'EU 42 (1)', exact: true }));
  expect((await answered).headers()['x-total-count']).toBe('4');
  await expect(page.getByText('Showing 4 of 4 products')).toBeVisible();

  const narrowed = page.waitForResponse((r) => r.url().includes('/api/buyer/recommended?') && r.url().includes('colour=black'));
  await choose(filters.getByRole('checkbox', { name: 'Black (3)', exact: true }));
  expect((await narrowed).headers()['x-total-count']).toBe('3');
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
  // Popularity, then newest id first: none has sold yet.
  await expect(cardNames(page)).toHaveText([products.runner.productName, products.tee.productName, products.shirt.productName]);

  // Disjunctive counts: each size counts black products in it; each colour counts products in M or 42.
  await expect(filters.getByRole('checkbox', { name: 'M (2)', exact: true })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'EU 42 (1)', exact: true })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Navy (1)', exact: true })).not.toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^S \(/ })).toHaveCount(0);
  await expect(page).toHaveURL(/size=M&size=42&colour=black/);
  await shoot(page, 'filters-panel', [1280]);
  await expectAccessible(page);

  // The address, sent to another shopper, shows the same filters and products.
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shared = await elsewhere.newPage();
  await loginAs(shared, await api.createBuyer({ preferences: 'female' }));
  await shared.goto(page.url());
  await expect(shared.getByText('Showing 3 of 3 products')).toBeVisible();
  await expect(panel(shared).getByRole('checkbox', { name: 'M (2)', exact: true })).toBeChecked();
  await expect(panel(shared).getByRole('checkbox', { name: 'Black (3)', exact: true })).toBeChecked();
  await expect(chip(shared, 'Size EU 42')).toBeVisible();
  await expect(cardNames(shared)).toHaveCount(3);
  await elsewhere.close();

  // Back and reload restore them too.
  await chip(page, 'Size EU 42').click();
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();
  await expect(chip(page, 'Size EU 42')).toHaveCount(0);
  await expect(page.getByRole('button', { name: FILTER_TEXTS.removeFilter('Black') })).toBeFocused();
  await page.goBack();
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
  await page.reload();
  await expect(panel(page).getByRole('checkbox', { name: 'EU 42 (1)', exact: true })).toBeChecked();
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
});

test("a filter that leaves nothing shows the spec's empty state, and Clear all gets out", async ({ page, api }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openShopOf(page, api);
  const filters = panel(page);
  await choose(filters.getByRole('checkbox', { name: 'Navy (2)', exact: true }));
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();

  await filters.getByLabel(FILTER_TEXTS.minPrice).fill('cheap');
  await filters.getByLabel(FILTER_TEXTS.minPrice).press('Enter');
  await expect(filters.getByRole('alert')).toHaveText(FILTER_TEXTS.minPriceInvalid);
  await filters.getByLabel(FILTER_TEXTS.minPrice).fill('50');
  await filters.getByLabel(FILTER_TEXTS.maxPrice).fill('100');
  await filters.getByRole('button', { name: FILTER_TEXTS.applyPrice }).click();

  await expect(page.getByText(EMPTY_TEXTS.products.title, { exact: true })).toBeVisible();
  await expect(page.getByText(EMPTY_TEXTS.products.hint, { exact: true })).toBeVisible();
  await expect(chip(page, 'Price $50.00–$100.00')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'filters-empty', [1280]);
  await expectAccessible(page);

  await page
    .getByRole('main')
    .getByText(EMPTY_TEXTS.products.title)
    .locator('..')
    .getByRole('button', { name: FILTER_TEXTS.clearAll })
    .click();
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  await expect(page.getByRole('region', { name: FILTER_TEXTS.activeFilters })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(panel(page).getByRole('group', { name: FILTER_TEXTS.size })).toBeVisible();
  await shoot(page, 'filters-shop', [1280]);
});
