// The cart adds up. A sold-out line is left out of the total
// and says so; typing more than the stock says 'Only n left' beside the field instead of changing
// the number silently.

import { SHOPPER_TEXTS, VARIANT_TEXTS } from '@seamline/contract';
import { cartLine, definition, expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('a sold-out line is not in the total, and says so', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const tote = await api.addProduct(vendor, { productName: `Tote ${uniqueId()}`, price: 15, stockQuantity: 8 });
  const scarf = await api.addProduct(vendor, { productName: `Scarf ${uniqueId()}`, price: 20, stockQuantity: 5 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, tote.productId, 1);
  await api.addToCart(buyer, scarf.productId, 2);
  await api.updateProduct(vendor, scarf, { stockQuantity: 0 });

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // $15 tote only: 8% tax $1.20, total $16.20 — not the $59.40 with the scarves.
  await expect(definition(summary, 'Subtotal')).toHaveText('$15.00');
  await expect(definition(summary, 'Total')).toHaveText('$16.20');
  await expect(summary.getByTestId('left-out-of-total')).toHaveText(SHOPPER_TEXTS.leftOutOfTotal(1));
  await expect(cartLine(page, scarf.productName)).toContainText(SHOPPER_TEXTS.notInTotal);
  await shoot(page, 'cart-sold-out-left-out');
  await expectAccessible(page);
});

test("typing more than the stock says 'Only n left'", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const tote = await api.addProduct(vendor, { productName: `Tote ${uniqueId()}`, price: 15, stockQuantity: 8 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, tote.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const field = page.getByLabel(`Quantity of ${tote.productName}`);
  await field.fill('99');
  await field.press('Tab');
  await expect(field).toHaveValue('8');
  await expect(cartLine(page, tote.productName).getByRole('status')).toHaveText(VARIANT_TEXTS.onlyLeft(8));
  await shoot(page, 'cart-only-n-left');
  await expect.poll(async () => (await api.cart(buyer))[0]?.quantity).toBe(8);
});
