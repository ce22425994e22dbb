// An out-of-stock product's shop card says 'Out of Stock' instead of offering
// Add to Cart (which used to answer with an 'out of stock' toast).

import { STOCK_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('shop cards say Out of Stock instead of offering Add to Cart', async ({ page, api }) => {
  const tag = uniqueId();
  const vendor = await api.createVendor();
  await api.addProduct(vendor, { productName: `Sold Out Parka ${tag}`, stockQuantity: 0, imageUrl: '/images/catalog/coat/olive.svg' });
  await api.addProduct(vendor, { productName: `Stocked Parka ${tag}`, stockQuantity: 5, imageUrl: '/images/catalog/coat/navy.svg' });
  const buyer = await api.createBuyer();
  await loginAs(page, buyer);

  await page.goto(`/buyer/dashboard?q=${tag}`);
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  const soldOut = card(`Sold Out Parka ${tag}`);
  const stocked = card(`Stocked Parka ${tag}`);
  await expect(stocked.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(soldOut.getByText(STOCK_TEXTS.outOfStock, { exact: true })).toBeVisible();
  await expect(soldOut.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(stocked.getByText(STOCK_TEXTS.outOfStock, { exact: true })).toHaveCount(0);

  await shoot(page, 'catalogue-out-of-stock-card');
  await expectAccessible(page);

  // A visitor's card says it too.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/buyer/dashboard?q=${tag}`);
  await expect(soldOut.getByText(STOCK_TEXTS.outOfStock, { exact: true })).toBeVisible();
});
