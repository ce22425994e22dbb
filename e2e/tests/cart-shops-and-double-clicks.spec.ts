// (cart part) and 6 (cart part): the cart shows each line's shop and that one
// cart becomes one order per shop, on the cart and on success; fast double clicks on Remove,
// Proceed to Checkout and Place order act once and never show an error after succeeding.

import { CART_TEXTS, SUCCESS } from '@seamline/contract';
import type { Locator } from '@playwright/test';
import { type Api, cartLine, expect, loginAs, type TestUser, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { checkOutOnDelivery, placeOrderButton } from './checkout-helpers';

/** A buyer whose cart holds one product from each of three shops, plus two `extras` (from the third and the first). */
async function cartFromThreeShops(api: Api) {
  const shops: TestUser[] = [];
  for (const name of ['Atelier', 'Boot Barn', 'Cotton Co']) shops.push(await api.createVendor({ vendorName: `${name} ${uniqueId()}` }));
  const [atelier, bootBarn, cottonCo] = shops as [TestUser, TestUser, TestUser];
  const lines = [
    { shop: atelier, product: await api.addProduct(atelier, { productName: `Wrap Dress ${uniqueId()}`, price: 50, stockQuantity: 9 }) },
    {
      shop: bootBarn,
      product: await api.addProduct(bootBarn, { productName: `Chelsea Boots ${uniqueId()}`, price: 80, stockQuantity: 9 }),
    },
    { shop: cottonCo, product: await api.addProduct(cottonCo, { productName: `Pocket Tee ${uniqueId()}`, price: 15, stockQuantity: 9 }) },
  ];
  const extras = [
    await api.addProduct(cottonCo, { productName: `Spare Socks ${uniqueId()}`, price: 5, stockQuantity: 9 }),
    await api.addProduct(atelier, { productName: `Silk Belt ${uniqueId()}`, price: 12, stockQuantity: 9 }),
  ] as const;
  const buyer = await api.createBuyer();
  for (const { product } of lines) await api.addToCart(buyer, product.productId, 1);
  for (const extra of extras) await api.addToCart(buyer, extra.productId, 1);
  return { buyer, lines, extras };
}

test('the cart names each line’s shop and says one order per shop, as does the success message', async ({ page, api }) => {
  const { buyer, lines } = await cartFromThreeShops(api);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });

  for (const { shop, product } of lines) {
    await expect(cartLine(page, product.productName).getByText(CART_TEXTS.soldBy(shop.vendorName ?? ''), { exact: true })).toBeVisible();
  }
  await expect(summary.getByText(CART_TEXTS.shipsFrom(3), { exact: true })).toBeVisible();
  await shoot(page, 'cart-shops');
  await expectAccessible(page);

  await checkOutOnDelivery(page);
  // The spec's text, with one order per shop said after it.
  await expect(toast(page, SUCCESS.checkout.title, `${SUCCESS.checkout.description} ${CART_TEXTS.shipsFrom(3)}.`)).toBeVisible();
  expect(new Set((await api.buyerOrders(buyer)).map((r) => r.orderId)).size).toBe(3);
});

/**
 * Two clicks that reach the page back to back, as when a phone's busy main thread queues a fast
 * double tap: both are dispatched in one task, so the page cannot re-render between them.
 */
const queuedDoubleClick = (target: Locator) =>
  target.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });

test('double clicks on Remove, Proceed to Checkout and Place order act once and show no error', async ({ page, api }) => {
  const { buyer, lines, extras } = await cartFromThreeShops(api);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const errors = page.locator('[data-sonner-toast][data-type="error"]');
  const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
  const [socks, belt] = extras;

  await test.step('a double click on Remove removes the line once, without an error', async () => {
    await page.getByRole('button', { name: `Remove ${socks.productName}` }).dblclick();
    await expect(cartLine(page, socks.productName)).toHaveCount(0);
    await expect(toast(page, SUCCESS.cartRemove)).toBeVisible();
    // The remove and the cart's reload have answered once checkout is offered again.
    await expect(checkout).toBeEnabled();
    await expect(errors).toHaveCount(0);
  });

  await test.step('two queued clicks on Remove remove the line once, without an error', async () => {
    await queuedDoubleClick(page.getByRole('button', { name: `Remove ${belt.productName}` }));
    await expect(cartLine(page, belt.productName)).toHaveCount(0);
    await expect(checkout).toBeEnabled();
    await expect(errors).toHaveCount(0);
  });

  await test.step('two queued clicks on Proceed to Checkout open the checkout page once, placing nothing', async () => {
    await queuedDoubleClick(checkout);
    await expect(page).toHaveURL(/\/buyer\/checkout$/);
    await expect(placeOrderButton(page)).toBeVisible();
    expect(await api.buyerOrders(buyer)).toEqual([]);
  });

  await test.step('two queued clicks on Place order place one set of orders and no error', async () => {
    await page.getByRole('radio', { name: /Pay on delivery/ }).check();
    await queuedDoubleClick(placeOrderButton(page));
    await expect(toast(page, SUCCESS.checkout.title, SUCCESS.checkout.description)).toBeVisible();
    await expect(page).toHaveURL(/\/buyer\/checkout\/confirmation\?orders=[\d,]+$/);
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
    const rows = await api.buyerOrders(buyer);
    expect(rows.map((r) => r.productId).sort()).toEqual(lines.map((l) => l.product.productId).sort());
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(3);
    await expect(errors).toHaveCount(0);
  });
});
