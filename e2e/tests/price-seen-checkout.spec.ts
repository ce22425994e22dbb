// The buyer pays the price they saw (docs/architecture.md#server-rules). The checkout page reads the cart again as it
// opens: a price raised or a line sold out while the cart was open shows there, line by line and
// with one message, before any card is typed. A price raised while the checkout page itself is
// open still stops the order, which then shows the new price; the next press orders at it.

import { API_MESSAGES, CART_TEXTS, cartTotals, ERRORS, formatPrice, STOCK_TEXTS, SUCCESS } from '@seamline/contract';
import { definition, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { placeOrderButton, proceedToCheckout } from './checkout-helpers';

/** A line of the checkout's parcels: the innermost list item naming the product. */
const parcelLine = (page: import('@playwright/test').Page, name: string) =>
  page
    .getByRole('region', { name: 'Delivery' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) })
    .last();

test('a price raised and a line sold out while the cart is open show on the checkout page before a card is asked for', async ({
  page,
  api,
}) => {
  const vendor = await api.createVendor();
  const shirt = await api.addProduct(vendor, { productName: `Linen Shirt ${uniqueId()}`, price: 30, stockQuantity: 20 });
  const scarf = await api.addProduct(vendor, { productName: `Silk Scarf ${uniqueId()}`, price: 12, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, shirt.productId, 1);
  await api.addToCart(buyer, scarf.productId, 1);

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  // $42.00 + 8% = $45.36.
  await expect(definition(page.getByRole('region', { name: 'Order Summary' }), 'Total')).toHaveText('$45.36');

  // The shop raises the shirt and sells the last scarves while the buyer looks at the cart (not reloaded).
  await api.updateProduct(vendor, shirt, { price: 36 });
  await api.updateProduct(vendor, scarf, { stockQuantity: 0 });

  await test.step('Proceed to Checkout: each line says what changed, one message, no card form', async () => {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/buyer\/checkout$/);
    await expect(parcelLine(page, shirt.productName)).toContainText(CART_TEXTS.priceChanged(formatPrice(30)));
    await expect(parcelLine(page, shirt.productName)).toContainText(`${formatPrice(36)} each`);
    await expect(parcelLine(page, scarf.productName)).toContainText(STOCK_TEXTS.outOfStock);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toContainText('Fix it in your cart to check out');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(placeOrderButton(page)).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await shoot(page, 'checkout-fresh-cart-sold-out');
    await expectAccessible(page);
  });

  await test.step('the scarf removed, the checkout shows the new price and total; the order goes through at once', async () => {
    await page.getByRole('link', { name: 'Back to your cart' }).click();
    await page.getByRole('button', { name: `Remove ${scarf.productName}` }).click();
    await proceedToCheckout(page);
    const raised = cartTotals([{ price: 36, quantity: 1 }]);
    await expect(placeOrderButton(page)).toHaveText(`Place order · ${formatPrice(raised.total)}`);
    await expect(parcelLine(page, shirt.productName)).toContainText(CART_TEXTS.priceChanged(formatPrice(30)));
    await expect(page.getByRole('region', { name: 'Order total' }).getByText(CART_TEXTS.pricesChanged, { exact: true })).toBeVisible();
    await shoot(page, 'checkout-fresh-cart-price-changed');
    await expectAccessible(page);
    await page.getByRole('radio', { name: /Pay on delivery/ }).check();
    await placeOrderButton(page).click();
    await expect(toast(page, SUCCESS.checkout.title)).toBeVisible();
    await expect(page).toHaveURL(/\/buyer\/checkout\/confirmation\?orders=\d+$/);
    const rows = await api.buyerOrders(buyer);
    expect(rows.map((r) => [r.productId, r.unitPrice, r.totalAmount])).toEqual([[shirt.productId, 36, raised.total]]);
  });
});

test('a price raised while the checkout page is open stops the order, which then shows the new price', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const shirt = await api.addProduct(vendor, { productName: `Oxford Shirt ${uniqueId()}`, price: 10.8, stockQuantity: 20 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, shirt.productId, 2);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  // 2 × $10.80 = $21.60; 8% = $1.728 → $1.73; total $23.33.
  await proceedToCheckout(page);
  await expect(placeOrderButton(page)).toHaveText(`Place order · ${formatPrice(23.33)}`);
  await api.updateProduct(vendor, shirt, { price: 12.5 });
  const raised = cartTotals([{ price: 12.5, quantity: 2 }]);

  await test.step('Place order orders nothing; the page shows the new price and that it changed', async () => {
    await page.getByRole('radio', { name: /Pay on delivery/ }).check();
    await placeOrderButton(page).click();
    await expect(toast(page, ERRORS.checkout.title, API_MESSAGES.pricesChanged)).toBeVisible();
    await expect(parcelLine(page, shirt.productName).getByText(CART_TEXTS.priceChanged(formatPrice(10.8)), { exact: true })).toBeVisible();
    await expect(parcelLine(page, shirt.productName)).toContainText(`${formatPrice(12.5)} each`);
    await expect(placeOrderButton(page)).toHaveText(`Place order · ${formatPrice(raised.total)}`);
    await expect(page).toHaveURL(/\/buyer\/checkout$/);
    expect(await api.buyerOrders(buyer)).toEqual([]);
  });

  await test.step('pressing again places the order at the new price', async () => {
    await placeOrderButton(page).click();
    await expect(toast(page, SUCCESS.checkout.title, SUCCESS.checkout.description)).toBeVisible();
    await expect(page).toHaveURL(/\/buyer\/checkout\/confirmation\?orders=\d+$/);
    const rows = await api.buyerOrders(buyer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: shirt.productId, unitPrice: 12.5, quantity: 2, totalAmount: raised.total });
  });
});
