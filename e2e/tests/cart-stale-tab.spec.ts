// A stale cart tab must not check out something else. Tab A shows Heels and Sandals ×2; tab B
// removes the Heels: tab A's checkout page, opened after, reads the cart again and shows the
// Sandals alone. Tab B then adds Shorts while tab A's checkout page is open: Place order there is
// refused, and the page shows the new lines and what changed.

import { API_MESSAGES, CART_TEXTS, ERRORS, SUCCESS } from '@seamline/contract';
import { cartLine, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { placeOrderButton } from './checkout-helpers';

test('a stale tab checks out the cart as it now stands: its checkout page reads it again, and a change after is refused', async ({
  page: tabA,
  context,
  api,
}) => {
  const shoes = await api.createVendor({ vendorName: `Heel House ${uniqueId()}` });
  const summer = await api.createVendor({ vendorName: `Summer Stall ${uniqueId()}` });
  const heels = await api.addProduct(shoes, { productName: `Heels ${uniqueId()}`, price: 60, stockQuantity: 10 });
  const sandals = await api.addProduct(summer, { productName: `Sandals ${uniqueId()}`, price: 30, stockQuantity: 10 });
  const shorts = await api.addProduct(summer, { productName: `Shorts ${uniqueId()}`, price: 20, stockQuantity: 10 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, heels.productId, 1);
  await api.addToCart(buyer, sandals.productId, 2);

  await loginAs(tabA, buyer);
  await tabA.goto('/buyer/cart');
  await expect(cartLine(tabA, heels.productName)).toBeVisible();
  await expect(cartLine(tabA, sandals.productName)).toBeVisible();

  const tabB = await context.newPage();
  await loginAs(tabB, buyer);

  await test.step('tab B removes the Heels; tab A, still showing them, opens a checkout page that does not', async () => {
    await tabB.goto('/buyer/cart');
    await tabB.getByRole('button', { name: `Remove ${heels.productName}` }).click();
    await expect(cartLine(tabB, heels.productName)).toHaveCount(0);
    // Tab A still shows the Heels: it has not heard of tab B.
    await expect(cartLine(tabA, heels.productName)).toBeVisible();
    await tabA.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const parcels = tabA.getByRole('region', { name: 'Delivery' });
    await expect(parcels.getByRole('link', { name: sandals.productName })).toBeVisible();
    await expect(parcels.getByRole('link', { name: heels.productName })).toHaveCount(0);
    // $60.00 of Sandals + 8%.
    await expect(placeOrderButton(tabA)).toHaveText('Place order · $64.80');
    await shoot(tabA, 'cart-stale-tab-checkout-fresh');
  });

  await test.step('tab B adds Shorts while tab A is on its checkout page: Place order there is refused and shows the change', async () => {
    await tabB.goto(`/buyer/product/${shorts.productId}`);
    await tabB.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(tabB, SUCCESS.cartAdd)).toBeVisible();
    await tabB.close();
    const parcels = tabA.getByRole('region', { name: 'Delivery' });
    await tabA.getByRole('radio', { name: /Pay on delivery/ }).check();
    await placeOrderButton(tabA).click();
    await expect(toast(tabA, ERRORS.checkout.title, API_MESSAGES.cartChanged)).toBeVisible();
    const notice = tabA.getByRole('alert').filter({ hasText: CART_TEXTS.cartChangedTitle });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText([CART_TEXTS.addedItem(shorts.productName, 1)]);
    await expect(parcels.getByRole('link', { name: sandals.productName })).toBeVisible();
    await expect(parcels.getByRole('link', { name: shorts.productName })).toBeVisible();
    await expect(tabA).toHaveURL(/\/buyer\/checkout$/);
    expect(await api.buyerOrders(buyer)).toEqual([]);
    await shoot(tabA, 'cart-stale-tab-refused');
    await expectAccessible(tabA);
  });

  await test.step('pressing again orders the cart now shown', async () => {
    await placeOrderButton(tabA).click();
    await expect(toast(tabA, SUCCESS.checkout.title, CART_TEXTS.shipsFrom(1))).toBeVisible();
    await expect(tabA).toHaveURL(/\/buyer\/checkout\/confirmation\?orders=\d+$/);
    const rows = await api.buyerOrders(buyer);
    expect(rows.map((r) => [r.productId, r.quantity]).sort()).toEqual(
      [
        [sandals.productId, 2],
        [shorts.productId, 1],
      ].sort(),
    );
  });
});
