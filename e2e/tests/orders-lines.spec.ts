// Order lines show the product's picture and link to its page;
// a line whose product the vendor has since deleted keeps its name and picture but links nowhere.

import { ORDER_TEXTS } from '@seamline/contract';
import { expect, loginAs, test } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { buyerOrderCard, deleteProduct, orderCard } from './orders-helpers';

const IMAGE = '/images/catalog/sneakers/white.svg';

test('order lines show the product image and link to the product; a deleted product links nowhere', async ({ page, api, request }) => {
  const vendor = await api.createVendor({ vendorName: 'Linked Lines' });
  const buyer = await api.createBuyer();
  const kept = await api.addProduct(vendor, { productName: 'Lines Canvas Sneaker', imageUrl: IMAGE, subCategoryName: 'shoes' });
  const gone = await api.addProduct(vendor, { productName: 'Lines Retired Scarf' });
  const [orderId] = await api.placeOrder(buyer, [{ productId: kept.productId }, { productId: gone.productId }]);
  await deleteProduct(request, vendor, gone.productId);

  await test.step("the buyer's order details show each line's picture and link to its product", async () => {
    await loginAs(page, buyer);
    await page.goto('/buyer/orders');
    const card = buyerOrderCard(page, orderId as number);
    await card.getByRole('button', { name: 'Order Details' }).click();
    const items = card.getByRole('table');
    const keptRow = items.getByRole('row').filter({ hasText: 'Lines Canvas Sneaker' });
    await expect(keptRow.getByRole('link', { name: 'Lines Canvas Sneaker' })).toHaveAttribute('href', `/buyer/product/${kept.productId}`);
    await expect(keptRow.locator('img')).toHaveAttribute('src', IMAGE);

    const goneRow = items.getByRole('row').filter({ hasText: 'Lines Retired Scarf' });
    await expect(goneRow.getByRole('link')).toHaveCount(0);
    await expect(goneRow.getByText(ORDER_TEXTS.productUnavailable)).toBeVisible();
    await expect(goneRow.locator('img')).toHaveCount(1);
    await shoot(page, 'orders-buyer-lines');
    await expectAccessible(page);

    await keptRow.getByRole('link', { name: 'Lines Canvas Sneaker' }).click();
    await expect(page).toHaveURL(new RegExp(`/buyer/product/${kept.productId}$`));
    await expect(page.getByRole('heading', { name: 'Lines Canvas Sneaker', level: 1 })).toBeVisible();
  });

  await test.step("the vendor's order details link its own product too", async () => {
    await loginAs(page, vendor);
    await page.goto('/vendor/orders');
    const card = orderCard(page, orderId as number);
    await card.getByRole('button', { name: 'Order Details' }).click();
    await expect(card.getByRole('link', { name: 'Lines Canvas Sneaker' })).toHaveAttribute('href', `/buyer/product/${kept.productId}`);
    await expect(card.getByRole('link', { name: 'Lines Retired Scarf' })).toHaveCount(0);
    await expect(card.getByText('Lines Retired Scarf')).toBeVisible();
    await shoot(page, 'orders-vendor-lines');
    await expectAccessible(page);
  });
});
