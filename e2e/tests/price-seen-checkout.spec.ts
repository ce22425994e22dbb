// The buyer pays the price they saw (DESIGN §5): a price raised while the cart is open stops the
// checkout, the checkout page shows the new price and says it changed, and the next press orders at it.

import { API_MESSAGES, CART_TEXTS, cartTotals, ERRORS, formatPrice, SUCCESS } from '@seamline/contract';
import { definition, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { placeOrderButton, proceedToCheckout } from './checkout-helpers';

test('a price raised while the cart is open is shown before it is charged', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const shirt = await api.addProduct(vendor, { productName: `Oxford Shirt ${uniqueId()}`, price: 10.8, stockQuantity: 20 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, shirt.productId, 2);

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: shirt.productName }) });
  // 2 × $10.80 = $21.60; 8% = $1.728 → $1.73; total $23.33.
  await expect(definition(summary, 'Total')).toHaveText('$23.33');
  await expect(line.getByText(CART_TEXTS.priceChanged(formatPrice(10.8)))).toHaveCount(0);

  // The vendor raises the price while the buyer looks at the cart (not reloaded).
  await api.updateProduct(vendor, shirt, { price: 12.5 });
  const raised = cartTotals([{ price: 12.5, quantity: 2 }]);

  await test.step('Place order orders nothing; the checkout page shows the new price and that it changed', async () => {
    await proceedToCheckout(page);
    await expect(placeOrderButton(page)).toHaveText(`Place order · ${formatPrice(23.33)}`);
    await page.getByRole('radio', { name: /Pay on delivery/ }).check();
    await placeOrderButton(page).click();
    await expect(toast(page, ERRORS.checkout.title, API_MESSAGES.pricesChanged)).toBeVisible();
    // The shirt's line in its parcel: the innermost list item naming it.
    const row = page
      .getByRole('region', { name: 'Delivery' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: shirt.productName }) })
      .last();
    await expect(row.getByText(CART_TEXTS.priceChanged(formatPrice(10.8)), { exact: true })).toBeVisible();
    await expect(row).toContainText(`${formatPrice(12.5)} each`);
    await expect(placeOrderButton(page)).toHaveText(`Place order · ${formatPrice(raised.total)}`);
    await expect(page.getByRole('region', { name: 'Order total' }).getByText(CART_TEXTS.pricesChanged, { exact: true })).toBeVisible();
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
