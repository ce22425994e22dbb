// The vendor's order actions are disabled while their request
// runs, and a fast double click moves an order one step, with no error after the change succeeded.

import type { Page } from '@playwright/test';
import { ERRORS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, test, toast } from '../fixtures';
import { orderCard, vendorOrder } from './orders-helpers';

/** Counts the order-change requests the page sends, and how many have not finished. */
function watchChanges(page: Page) {
  const seen = { sent: 0, open: 0 };
  const isChange = (url: string) => /\/api\/vendors\/(updateOrderStatus|markOrderAsDelivered|cancelOrder)$/.test(url);
  page.on('request', (r) => {
    if (isChange(r.url())) {
      seen.sent++;
      seen.open++;
    }
  });
  const done = (r: { url(): string }) => {
    if (isChange(r.url())) seen.open--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return seen;
}

const noErrorToast = async (page: Page) => {
  for (const title of [ERRORS.statusUpdate.title, ERRORS.cancelOrder.title, ERRORS.autoDeliver.title]) {
    await expect(toast(page, title)).toHaveCount(0);
  }
};

test('a double click on an order action moves the order exactly one step, with no error', async ({ page, api, request }) => {
  const vendor = await api.createVendor();
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { stockQuantity: 10 });
  const [advancing] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  const [cancelling] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  const changes = watchChanges(page);

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');

  for (const [button, status] of [
    ['Process Order', 'processing'],
    ['Mark as Shipped', 'shipped'],
    ['Mark as Completed', 'completed'],
  ] as const) {
    await test.step(`${button} double-clicked moves the order to ${status} once`, async () => {
      const card = orderCard(page, advancing as number);
      const before = changes.sent;
      await card.getByRole('button', { name: button }).dblclick();
      // Mark as Shipped first asks for the tracking details; the dialog's button is double-clicked too.
      if (status === 'shipped')
        await page
          .getByRole('dialog', { name: `Ship order #${advancing}` })
          .getByRole('button', { name: button })
          .dblclick();
      await expect(
        toast(page, SUCCESS.statusUpdated.title, SUCCESS.statusUpdated.description(advancing as number, status)).first(),
      ).toBeVisible();
      await expect.poll(() => changes.open).toBe(0);
      expect(changes.sent - before).toBe(1);
      expect((await vendorOrder(request, vendor, advancing as number)).status).toBe(status);
      await noErrorToast(page);
    });
  }

  await test.step('Cancel Order confirmed by a double click cancels once, with no error', async () => {
    const card = orderCard(page, cancelling as number);
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog');
    const before = changes.sent;
    await dialog.getByRole('button', { name: 'Cancel Order' }).dblclick();
    await expect(toast(page, SUCCESS.cancelled.title, SUCCESS.cancelled.description(cancelling as number))).toBeVisible();
    await expect.poll(() => changes.open).toBe(0);
    expect(changes.sent - before).toBe(1);
    expect((await vendorOrder(request, vendor, cancelling as number)).status).toBe('cancelled');
    await noErrorToast(page);
  });

  await test.step('Auto Deliver double-clicked delivers once, with its success toast and no error', async () => {
    const [delivering] = await api.placeOrder(buyer, [{ productId: product.productId }]);
    await page.reload();
    const before = changes.sent;
    await orderCard(page, delivering as number)
      .getByRole('button', { name: 'Auto Deliver' })
      .dblclick();
    await expect(toast(page, SUCCESS.delivered.title, SUCCESS.delivered.description(delivering as number))).toBeVisible();
    await expect.poll(() => changes.open).toBe(0);
    expect(changes.sent - before).toBe(1);
    expect((await vendorOrder(request, vendor, delivering as number)).status).toBe('Delivered');
    await noErrorToast(page);
  });

  await test.step('a slow change keeps its buttons disabled until it answers', async () => {
    const [slow] = await api.placeOrder(buyer, [{ productId: product.productId }]);
    await page.reload();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/vendors/updateOrderStatus', async (route) => {
      await held;
      await route.continue();
    });
    const card = orderCard(page, slow as number);
    await card.getByRole('button', { name: 'Process Order' }).click();
    await expect(card.getByRole('button', { name: 'Process Order' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Auto Deliver' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    release();
    await expect(card.getByRole('button', { name: 'Mark as Shipped' })).toBeEnabled();
    await page.unroute('**/api/vendors/updateOrderStatus');
  });
});
