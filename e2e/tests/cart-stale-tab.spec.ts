// Issue 13, point 1: a stale cart tab must not check out something else. Tab A shows Heels and
// Sandals ×2; tab B removes the Heels and adds Shorts; Place order on tab A's checkout page is
// refused, and the page shows the new lines and what changed.

import { API_MESSAGES, CART_TEXTS, ERRORS, SUCCESS } from '@seamline/contract';
import { cartLine, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { placeOrderButton } from './checkout-helpers';

test('checkout in a stale tab is refused and the cart shows what changed in the other tab', async ({ page: tabA, context, api }) => {
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

  await test.step('tab B removes the Heels and adds Shorts', async () => {
    const tabB = await context.newPage();
    await loginAs(tabB, buyer);
    await tabB.goto('/buyer/cart');
    await tabB.getByRole('button', { name: `Remove ${heels.productName}` }).click();
    await expect(cartLine(tabB, heels.productName)).toHaveCount(0);
    await tabB.goto(`/buyer/product/${shorts.productId}`);
    await tabB.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(tabB, SUCCESS.cartAdd)).toBeVisible();
    await tabB.close();
  });

  await test.step('tab A: Place order is refused, nothing is ordered, the checkout page shows the change', async () => {
    // Tab A still shows the Heels: it has not heard of tab B.
    await expect(cartLine(tabA, heels.productName)).toBeVisible();
    await tabA.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const parcels = tabA.getByRole('region', { name: 'Delivery' });
    await expect(parcels.getByRole('link', { name: heels.productName })).toBeVisible();
    await tabA.getByRole('radio', { name: /Pay on delivery/ }).check();
    await placeOrderButton(tabA).click();
    await expect(toast(tabA, ERRORS.checkout.title, API_MESSAGES.cartChanged)).toBeVisible();
    const notice = tabA.getByRole('alert').filter({ hasText: CART_TEXTS.cartChangedTitle });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText([
      CART_TEXTS.removedItem(heels.productName, 1),
      CART_TEXTS.addedItem(shorts.productName, 1),
    ]);
    await expect(parcels.getByRole('link', { name: heels.productName })).toHaveCount(0);
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
