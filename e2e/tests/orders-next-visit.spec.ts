// An order placed in another tab shows on the next visit of Order History,
// even when a request for the list was already on its way (a window focus, say) before that order
// existed: the visit asks again instead of taking that older answer.

import { expect, loginAs, test, uniqueId } from '../fixtures';
import { buyerOrderCard } from './orders-helpers';

test('Order History shows an order placed elsewhere on the next visit, not only on focus', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { productName: `Tab Tee ${uniqueId()}`, stockQuantity: 10 });
  const buyer = await api.createBuyer();
  const [first] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  await loginAs(page, buyer);
  await page.goto('/buyer/orders');
  await expect(buyerOrderCard(page, first as number)).toBeVisible();

  // The next request for the list is answered as the server sees it now, then held until released.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = true;
  await page.route('**/api/buyer/orders', async (route) => {
    if (!holding) return route.continue();
    holding = false;
    const before = await route.fetch();
    await held;
    await route.fulfill({ response: before }).catch(() => undefined); // the page may have given up on it
  });
  // The window regains focus: the list is asked for again (and that answer is held).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      return holding;
    })
    .toBe(false);

  // Meanwhile an order is placed elsewhere; the buyer goes to the shop and back to Order History.
  const [second] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(buyerOrderCard(page, second as number)).toBeVisible();
  release();
  await expect(buyerOrderCard(page, second as number)).toBeVisible();
  await expect(buyerOrderCard(page, first as number)).toBeVisible();
});
