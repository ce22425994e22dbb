// A cart line above the current stock can be fixed in the cart. Each line has
// a quantity stepper bounded by the stock; a line above it is flagged and checkout waits for it.

import { CART_TEXTS, SUCCESS } from '@seamline/contract';
import { cartLine, definition, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { checkOutOnDelivery } from './checkout-helpers';

test('a line above the stock is flagged, checkout waits, and the stepper fixes it', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const boots = await api.addProduct(vendor, { productName: `Ankle Boots ${uniqueId()}`, price: 40, stockQuantity: 5 });
  const tee = await api.addProduct(vendor, { productName: `Plain Tee ${uniqueId()}`, price: 10, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, boots.productId, 3);
  await api.addToCart(buyer, tee.productId, 1);
  // The stock falls under the line after it was added.
  await api.updateProduct(vendor, boots, { stockQuantity: 1 });

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const bootsLine = cartLine(page, boots.productName);
  const teeLine = cartLine(page, tee.productName);
  const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
  const summary = page.getByRole('region', { name: 'Order Summary' });

  await test.step('the line says how many are left, and checkout is disabled until it is fixed', async () => {
    await expect(bootsLine.getByText(CART_TEXTS.lowerQuantity(1))).toBeVisible();
    await expect(bootsLine.getByLabel(`Quantity of ${boots.productName}`)).toHaveValue('3');
    await expect(bootsLine.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(checkout).toBeDisabled();
    await expect(summary.getByText(CART_TEXTS.fixLines)).toBeVisible();
    await shoot(page, 'cart-quantity-above-stock');
    await expectAccessible(page);
  });

  await test.step('lowering it with the stepper saves it and allows checkout', async () => {
    await bootsLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(bootsLine.getByLabel(`Quantity of ${boots.productName}`)).toHaveValue('1');
    await expect(bootsLine.getByText('In Stock')).toBeVisible();
    await expect(checkout).toBeEnabled();
    expect((await api.cart(buyer)).find((l) => l.productId === String(boots.productId))?.quantity).toBe(1);
  });

  await test.step('the stepper goes up to the stock and no further; the quantity is kept', async () => {
    const plus = teeLine.getByRole('button', { name: 'Increase quantity' });
    await plus.click();
    await plus.click();
    await expect(teeLine.getByLabel(`Quantity of ${tee.productName}`)).toHaveValue('3');
    await expect(plus).toBeDisabled();
    // $40 + 3 × $10 = $70; 8% tax $5.60; total $75.60.
    await expect(definition(summary, 'Total')).toHaveText('$75.60');
    await expect(checkout).toBeEnabled();
    await page.reload();
    await expect(teeLine.getByLabel(`Quantity of ${tee.productName}`)).toHaveValue('3');
  });

  await test.step('checkout orders the fixed quantities', async () => {
    await checkOutOnDelivery(page);
    await expect(toast(page, SUCCESS.checkout.title, CART_TEXTS.shipsFrom(1))).toBeVisible();
    const rows = await api.buyerOrders(buyer);
    expect(rows.map((r) => [r.productId, r.quantity]).sort()).toEqual(
      [
        [boots.productId, 1],
        [tee.productId, 3],
      ].sort(),
    );
  });
});
