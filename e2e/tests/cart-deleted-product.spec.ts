// A product the vendor deleted does not vanish from carts without notice; the
// cart says the item is no longer available, leaves it out of the total, and checkout orders the rest.

import { CART_TEXTS, STOCK_TEXTS, SUCCESS } from '@seamline/contract';
import { cartLine, definition, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { checkOutOnDelivery } from './checkout-helpers';

test('the cart says which item is no longer available and orders the rest', async ({ page, api, request }) => {
  const keeper = await api.createVendor({ vendorName: `Keeper Knits ${uniqueId()}` });
  const leaver = await api.createVendor({ vendorName: `Closing Coats ${uniqueId()}` });
  const scarf = await api.addProduct(keeper, { productName: `Wool Scarf ${uniqueId()}`, price: 20, stockQuantity: 5 });
  const coat = await api.addProduct(leaver, { productName: `Rain Coat ${uniqueId()}`, price: 90, stockQuantity: 5 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, scarf.productId, 1);
  await api.addToCart(buyer, coat.productId, 1);

  const deleted = await request.delete('/api/vendors/deleteProduct', {
    data: { productId: coat.productId },
    headers: { Authorization: `Bearer ${leaver.token}` },
  });
  expect(deleted.ok()).toBe(true);

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const coatLine = cartLine(page, coat.productName);
  const summary = page.getByRole('region', { name: 'Order Summary' });

  await test.step('the deleted product stays in the cart, said to be no longer available, outside the total', async () => {
    await expect(coatLine.getByText(STOCK_TEXTS.noLongerAvailable, { exact: true })).toBeVisible();
    await expect(coatLine.getByText(CART_TEXTS.noLongerAvailableHint)).toBeVisible();
    await expect(coatLine.getByRole('button', { name: `Remove ${coat.productName}` })).toBeEnabled();
    // Only the scarf counts: $20 + 8% = $21.60.
    await expect(definition(summary, 'Total')).toHaveText('$21.60');
    await expect(summary.getByText(CART_TEXTS.shipsFrom(1))).toBeVisible();
    await shoot(page, 'cart-deleted-product');
    await expectAccessible(page);
  });

  await test.step('checkout orders the available line and clears the other', async () => {
    await checkOutOnDelivery(page);
    await expect(toast(page, SUCCESS.checkout.title, CART_TEXTS.shipsFrom(1))).toBeVisible();
    const rows = await api.buyerOrders(buyer);
    expect(rows.map((r) => r.productId)).toEqual([scarf.productId]);
    expect(await api.cart(buyer)).toEqual([]);
  });
});
