// The invoice shows what the buyer paid (subtotal, tax, total paid), and the
// vendor's order card and dashboard say plainly that their figures are the vendor's sales, before tax.

import { ORDER_TEXTS } from '@seamline/contract';
import { definition, expect, loginAs, test } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { orderCard } from './orders-helpers';

test('the invoice shows subtotal, tax and the total the buyer paid; sales are labelled before tax', async ({ page, api }) => {
  const vendor = await api.createVendor({ vendorName: 'Invoice Outfitters' });
  const buyer = await api.createBuyer();
  const shirt = await api.addProduct(vendor, { productName: 'Invoice Oxford Shirt', price: 14.95 });
  const [orderId] = await api.placeOrder(buyer, [{ productId: shirt.productId, quantity: 2 }]);
  // The buyer paid $29.90 + 8% tax ($2.39) = $32.29, on delivery: paid once it is delivered.
  expect((await api.buyerOrders(buyer)).find((r) => r.orderId === orderId)?.totalAmount).toBe(32.29);
  const delivered = await page.request.put('/api/vendors/markOrderAsDelivered', {
    data: { orderId },
    headers: { Authorization: `Bearer ${vendor.token}` },
  });
  expect(delivered.status()).toBe(200);

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const card = orderCard(page, orderId as number);
  await test.step("the order card's total is the vendor's sales, and says what the buyer paid", async () => {
    await expect(card.getByText('$29.90', { exact: true })).toBeVisible();
    await expect(card.getByText(ORDER_TEXTS.salesBeforeTax, { exact: true })).toBeVisible();
    await expect(card.getByText('Buyer paid $32.29 with tax', { exact: true })).toBeVisible();
    await shoot(page, 'orders-vendor-card-sales');
    await expectAccessible(page);
  });

  await test.step('Print Invoice shows Subtotal, Tax and Total paid', async () => {
    await card.getByRole('button', { name: 'Print Invoice' }).click();
    const invoice = page.getByRole('dialog', { name: `Invoice for Order #${orderId}` });
    await expect(invoice).toBeVisible();
    const footer = invoice.locator('tfoot tr');
    await expect(footer).toHaveCount(3);
    await expect(footer.nth(0)).toHaveText(/Subtotal\s*\$29\.90/);
    await expect(footer.nth(1)).toHaveText(/Tax\s*\$2\.39/);
    await expect(footer.nth(2)).toHaveText(/Total paid\s*\$32\.29/);
    await shoot(page, 'orders-invoice');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(invoice).toBeHidden();
  });

  await test.step("the dashboard's Total Sales says it excludes tax", async () => {
    await page.goto('/vendor/dashboard');
    const main = page.getByRole('main');
    await expect(definition(main, 'Total Sales').first()).toHaveText('$29.90');
    await expect(main.getByText(`Last 30 days · ${ORDER_TEXTS.salesExcludeTax}`, { exact: true })).toBeVisible();
    await expect(main.getByText(/Totals before tax/)).toBeVisible();
    await shoot(page, 'orders-dashboard-sales');
    await expectAccessible(page);
  });
});
