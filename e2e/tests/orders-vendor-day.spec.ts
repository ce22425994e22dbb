// Order Management filters by status with counts
// and searches by order number or buyer (F9); Mark as Shipped asks for a carrier and a tracking
// number, which the buyer sees as a link (F10); the 'New order' toast links to the order (F24) and,
// like every toast, leaves the header's links free (F14); a cancelled order says nothing of payment (F26).

import { ORDER_TEXTS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, loginThroughUi, type TestUser, test, toast } from '../fixtures';
import { DESKTOP_WIDTH, expectAccessible, PHONE_WIDTH, shoot } from '../screens';
import { buyerOrderCard, cancelOrder, moveOrder, orderCard } from './orders-helpers';

const statusTab = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('group', { name: 'Show orders' }).getByRole('button', { name: new RegExp(`^${label}\\b`) });

test('F9: Order Management filters by status with counts and finds an order by number or buyer', async ({ page, api, request }) => {
  const vendor = await api.createVendor();
  const ada = await api.createBuyer({ fullName: 'Ada Filterson' });
  const bo = await api.createBuyer({ fullName: 'Bo Searchley' });
  const product = await api.addProduct(vendor, { stockQuantity: 50 });
  const place = async (buyer: TestUser) => (await api.placeOrder(buyer, [{ productId: product.productId }]))[0] as number;
  const adaPending = await place(ada);
  const adaShipped = await place(ada);
  const boProcessing = await place(bo);
  const boPending = await place(bo);
  await moveOrder(request, vendor, adaShipped, ['processing', 'shipped']);
  await moveOrder(request, vendor, boProcessing, ['processing']);

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  await expect(statusTab(page, 'All')).toHaveAccessibleName('All 4');
  await expect(statusTab(page, 'Pending')).toHaveAccessibleName('Pending 2');
  await expect(statusTab(page, 'Shipped')).toHaveAccessibleName('Shipped 1');
  await expect(statusTab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'f09-order-management-tabs');

  await test.step('a status tab shows only its orders and lives in the address', async () => {
    await statusTab(page, 'Pending').click();
    await expect(page).toHaveURL(/\/vendor\/orders\?status=pending$/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(orderCard(page, boPending)).toBeVisible();
    await expect(orderCard(page, adaPending)).toBeVisible();
    await expect(page.getByText('Showing 2 of 2 orders')).toBeVisible();
    await page.reload();
    await expect(statusTab(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  await test.step('a search by buyer narrows the list and the counts', async () => {
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill('searchley');
    await search.press('Enter');
    await expect(page).toHaveURL(/status=pending&q=searchley$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(orderCard(page, boPending)).toBeVisible();
    await expect(statusTab(page, 'All')).toHaveAccessibleName('All 2');
    await expect(statusTab(page, 'Processing')).toHaveAccessibleName('Processing 1');
    await statusTab(page, 'All').click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await shoot(page, 'f09-order-management-search');
    await expectAccessible(page);
  });

  await test.step('a search by order number finds that order with its details open', async () => {
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(`#${adaShipped}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(orderCard(page, adaShipped).getByRole('button', { name: 'Hide Details' })).toBeVisible();
  });

  await test.step('a search that finds nothing says so and keeps the filters', async () => {
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill('nobody-by-this-name');
    await search.press('Enter');
    await expect(page.getByText('No matching orders')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
  });
});

test('F10: Mark as Shipped asks for carrier and tracking number; the buyer gets a tracking link', async ({
  page,
  api,
  request,
  browser,
}) => {
  const vendor = await api.createVendor();
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { stockQuantity: 20 });
  const [tracked] = (await api.placeOrder(buyer, [{ productId: product.productId }])) as [number];
  const [local] = (await api.placeOrder(buyer, [{ productId: product.productId }])) as [number];
  const [bare] = (await api.placeOrder(buyer, [{ productId: product.productId }])) as [number];
  for (const id of [tracked, local, bare]) await moveOrder(request, vendor, id, ['processing']);

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const ship = async (orderId: number, carrier: string, trackingNumber: string) => {
    await orderCard(page, orderId).getByRole('button', { name: 'Mark as Shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${orderId}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Carrier').fill(carrier);
    await dialog.getByLabel('Tracking number').fill(trackingNumber);
    return dialog;
  };

  await test.step('a bad tracking number is explained in the dialog and nothing changes', async () => {
    const dialog = await ship(tracked, 'UPS', '1Z<999>');
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(dialog.getByText('Tracking number may use letters, digits, spaces and hyphens only')).toBeVisible();
    await shoot(page, 'f10-ship-dialog');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await expect(orderCard(page, tracked)).toContainText('Processing');
  });

  await test.step('UPS with a number: the vendor card links to the tracking page', async () => {
    const dialog = await ship(tracked, 'UPS', '1Z999AA10123456784');
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(toast(page, SUCCESS.statusUpdated.title, SUCCESS.statusUpdated.description(tracked, 'shipped'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const link = orderCard(page, tracked).getByRole('link', { name: /UPS 1Z999AA10123456784/ });
    await expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  await test.step('an unknown carrier shows the number without a link; nothing given shows nothing', async () => {
    await (await ship(local, 'Speedy Local', 'SL-42')).getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(orderCard(page, local)).toContainText(/Tracking:\s*Speedy Local SL-42/);
    await expect(orderCard(page, local).getByRole('link', { name: /SL-42/ })).toHaveCount(0);
    await (await ship(bare, '', '')).getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(orderCard(page, bare)).toContainText('Shipped');
    await expect(orderCard(page, bare)).not.toContainText('Tracking');
    await shoot(page, 'f10-vendor-card-tracking');
  });

  await test.step('the buyer sees the tracking link on Order History', async () => {
    const buyerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const buyerPage = await buyerContext.newPage();
    await loginAs(buyerPage, buyer);
    await buyerPage.goto('/buyer/orders');
    const card = buyerOrderCard(buyerPage, tracked);
    await expect(card).toBeVisible({ timeout: 20_000 });
    const link = card.getByRole('link', { name: /UPS 1Z999AA10123456784/ });
    await expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(buyerOrderCard(buyerPage, local)).toContainText(/Tracking:\s*Speedy Local SL-42/);
    await expect(buyerOrderCard(buyerPage, bare)).not.toContainText('Tracking');
    await shoot(buyerPage, 'f10-buyer-order-history-tracking');
    await expectAccessible(buyerPage);
    await buyerContext.close();
  });
});

test('F24 and F14: the New order toast links to the order and leaves the header links free', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { stockQuantity: 5 });

  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 800 });
  await loginThroughUi(page, vendor.email, vendor.password);
  await expect(page.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
  const welcome = toast(page, SUCCESS.login.title);
  await expect(welcome).toBeVisible();
  // The review's check: a trial click on Orders while the toast is up is not intercepted.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Products', 'Orders'])
    await nav.getByRole('link', { name, exact: true }).click({ trial: true, timeout: 5000 });
  await page.getByRole('button', { name: 'Logout' }).click({ trial: true, timeout: 5000 });

  const [orderId] = (await api.placeOrder(buyer, [{ productId: product.productId }])) as [number];
  const alert = toast(page, SUCCESS.newOrder(orderId));
  await expect(alert).toBeVisible();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click({ trial: true, timeout: 5000 });
  await alert.hover(); // a hovered toast stays while it is photographed
  await shoot(page, 'f14-f24-new-order-toast', [DESKTOP_WIDTH]);
  await alert.getByRole('button', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/orders\\?q=${orderId}$`));
  await expect(orderCard(page, orderId).getByRole('button', { name: 'Hide Details' })).toBeVisible();

  await test.step('on a phone the toast sits below the header: logo and menu button stay clickable', async () => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    const [second] = (await api.placeOrder(buyer, [{ productId: product.productId }])) as [number];
    await expect(toast(page, SUCCESS.newOrder(second))).toBeVisible();
    await page.getByRole('button', { name: /menu/i }).click({ trial: true, timeout: 5000 });
    await page.getByRole('banner').getByRole('link').first().click({ trial: true, timeout: 5000 });
    await shoot(page, 'f14-phone-toast-below-header', [PHONE_WIDTH]);
  });
});

test('F26: a cancelled order says nothing of payment on the vendor card, the invoice and Order History', async ({
  page,
  api,
  request,
  browser,
}) => {
  const vendor = await api.createVendor();
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { price: 50, stockQuantity: 5 });
  const [orderId] = (await api.placeOrder(buyer, [{ productId: product.productId }])) as [number];
  await cancelOrder(request, vendor, orderId);

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const card = orderCard(page, orderId);
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText(ORDER_TEXTS.salesBeforeTax);
  await expect(card).not.toContainText(/paid|charged/i);
  await card.getByRole('button', { name: 'Print Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: `Invoice for Order #${orderId}` });
  await expect(invoice.getByRole('row').last()).toContainText('Order total');
  await expect(invoice).not.toContainText(/paid|charged/i);
  await shoot(page, 'f26-cancelled-invoice');

  const buyerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const buyerPage = await buyerContext.newPage();
  await loginAs(buyerPage, buyer);
  await buyerPage.goto('/buyer/orders');
  await expect(buyerOrderCard(buyerPage, orderId)).toContainText(/cancelled/i);
  await expect(buyerOrderCard(buyerPage, orderId)).not.toContainText(/paid|charged/i);
  await buyerContext.close();
});
