// Issue 13, points 12 (cart part) and 6 (cart part): the cart shows each line's shop and that one
// cart becomes one order per shop; fast double clicks on Remove and Proceed to Checkout act once
// and never show an error after succeeding.

import { CART_TEXTS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('one order per shop, said on the cart and on success; double clicks act once', async ({ page, api }) => {
  const atelier = await api.createVendor({ vendorName: `Atelier ${uniqueId()}` });
  const bootBarn = await api.createVendor({ vendorName: `Boot Barn ${uniqueId()}` });
  const cottonCo = await api.createVendor({ vendorName: `Cotton Co ${uniqueId()}` });
  const dress = await api.addProduct(atelier, { productName: `Wrap Dress ${uniqueId()}`, price: 50, stockQuantity: 9 });
  const boots = await api.addProduct(bootBarn, { productName: `Chelsea Boots ${uniqueId()}`, price: 80, stockQuantity: 9 });
  const tee = await api.addProduct(cottonCo, { productName: `Pocket Tee ${uniqueId()}`, price: 15, stockQuantity: 9 });
  const extra = await api.addProduct(cottonCo, { productName: `Spare Socks ${uniqueId()}`, price: 5, stockQuantity: 9 });
  const buyer = await api.createBuyer();
  for (const p of [dress, boots, tee, extra]) await api.addToCart(buyer, p.productId, 1);

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const errors = page.locator('[data-sonner-toast][data-type="error"]');

  await test.step("each line names its shop; the summary says 3 shops make 3 orders", async () => {
    for (const [product, shop] of [
      [dress, atelier],
      [boots, bootBarn],
      [tee, cottonCo],
    ] as const) {
      await expect(page.getByRole('listitem', { name: product.productName, exact: true }).getByText(CART_TEXTS.soldBy(shop.vendorName ?? ''))).toBeVisible();
    }
    await expect(summary.getByText(CART_TEXTS.shipsFrom(3), { exact: true })).toBeVisible();
    await shoot(page, 'cart-shops');
    await expectAccessible(page);
  });

  await test.step('a double click on Remove removes the line once, without an error', async () => {
    await page.getByRole('button', { name: `Remove ${extra.productName}` }).dblclick();
    await expect(page.getByRole('listitem', { name: extra.productName, exact: true })).toHaveCount(0);
    await expect(toast(page, SUCCESS.cartRemove)).toBeVisible();
    // The remove and its cart reload have answered: nothing for this line is still running.
    await expect(summary.getByText(CART_TEXTS.shipsFrom(3), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await expect(errors).toHaveCount(0);
  });

  await test.step('a double click on Proceed to Checkout places one set of orders and no error', async () => {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).dblclick();
    await expect(toast(page, SUCCESS.checkout.title, `${SUCCESS.checkout.description} ${CART_TEXTS.shipsFrom(3)}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/buyer\/orders$/);
    const rows = await api.buyerOrders(buyer);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(3);
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(errors).toHaveCount(0);
  });
});
