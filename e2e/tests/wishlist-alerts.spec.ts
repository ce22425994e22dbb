// The Wishlist (docs/decisions/220) lists the buyer's 'Tell me when it's back' asks, each with a way
// to stop it, and offers Add to Cart on a saved product in stock.

import { SHOPPER_TEXTS, VARIANT_TEXTS, WISHLIST_TEXTS } from '@seamline/contract';
import { expect as baseExpect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

// A screen opened on a busy machine: every wait is longer than the suite's default.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

test("the Wishlist lists 'Tell me when it's back' asks with a way to stop each, and adds a saved product to the cart", async ({
  page,
  api,
  request,
}) => {
  test.slow();
  const vendor = await api.createVendor({ vendorName: `Northwind ${uniqueId()}` });
  const hoodie = await api.addProduct(vendor, {
    productName: `Fleece Hoodie ${uniqueId()}`,
    price: 59.5,
    variants: [
      { size: 'S', colour: 'Burgundy', stockQuantity: 0 },
      { size: 'M', colour: 'Burgundy', stockQuantity: 4 },
    ],
  });
  const sizes = Object.fromEntries((await api.product(hoodie.productId)).variants.map((v) => [v.size, v.variantId]));
  const buyer = await api.createBuyer();
  const headers = { Authorization: `Bearer ${buyer.token}` };
  expect((await request.put(`/api/buyer/wishlist/${hoodie.productId}`, { headers })).status()).toBe(204);
  expect((await request.put(`/api/buyer/stock-alerts/${sizes.S}`, { headers })).status()).toBe(204);
  await loginAs(page, buyer);
  await page.goto('/buyer/wishlist');

  const alerts = page.getByRole('region', { name: WISHLIST_TEXTS.notifyMe });
  const ask = alerts.getByRole('listitem').filter({ hasText: hoodie.productName });
  await expect(ask).toContainText('S · Burgundy');
  const saved = page.getByRole('list', { name: WISHLIST_TEXTS.title }).getByRole('listitem').filter({ hasText: hoodie.productName });
  await expect(saved.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'wishlist/alerts-and-add-to-cart');

  // Add to Cart opens the size picker: M goes in.
  await saved.getByRole('button', { name: 'Add to Cart' }).click();
  const picker = page.getByRole('dialog', { name: SHOPPER_TEXTS.chooseSizeFor(hoodie.productName) });
  await picker.getByRole('button', { name: VARIANT_TEXTS.sizeLabel('M') }).click();
  await expect.poll(async () => (await api.cart(buyer)).map((i) => i.quantity)).toEqual([1]);

  // Stopping the ask takes it off the list, and off the server.
  await ask.getByRole('button', { name: WISHLIST_TEXTS.stopAlert(`${hoodie.productName} (S · Burgundy)`) }).click();
  await expect(alerts).toHaveCount(0);
  const left = await (await request.get('/api/buyer/stock-alerts', { headers })).json();
  expect(left.variantIds).toEqual([]);
});
