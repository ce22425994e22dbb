// A vendor's day (spec §2, §4, §5, §8): register, dashboard, product management, order
// management (process → ship → complete, auto deliver, cancel), and the vendor profile.

import type { Locator, Page } from '@playwright/test';
import { CATEGORY_LABELS, EMPTY_TEXTS, ERRORS, formatPrice, PERIODS, SUBCATEGORY_LABELS, SUCCESS, VALIDATION } from '@seamline/contract';
import {
  chooseRadio,
  definition,
  expect,
  loginAs,
  loginThroughUi,
  registerThroughUi,
  type TestUser,
  test,
  toast,
  uniqueEmail,
  uniqueId,
} from '../fixtures';

const productRow = (page: Page, name: string) => page.getByRole('table').getByRole('row').filter({ hasText: name });
const orderCard = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}`, exact: true });
const statCard = (page: Page, label: string) => definition(page.getByRole('main'), label).first();

test('a vendor registers, reads the dashboard and manages products', async ({ page }) => {
  const vendor = {
    fullName: 'Vera Vendor',
    email: uniqueEmail('vendor-ui'),
    password: 'password123',
    vendorName: `Vera Wear ${uniqueId()}`,
    address: { addressLine1: '7 Market Row', city: 'Leeds', postalCode: 'LS1 4AP', country: 'UK' },
  };

  await test.step('registration asks a vendor for a vendor name, then succeeds', async () => {
    await page.goto('/register');
    await chooseRadio(page.getByRole('radio', { name: /Vendor/ }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(VALIDATION.vendorNameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(VALIDATION.fullNameRequired, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Shopping preference', { exact: true })).toHaveCount(0);

    await registerThroughUi(page, vendor);
    await expect(toast(page, SUCCESS.register.title, SUCCESS.register.description)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('login leads to the Vendor Dashboard with its cards, charts and period buttons', async () => {
    await loginThroughUi(page, vendor.email, vendor.password);
    await expect(toast(page, SUCCESS.login.title, SUCCESS.login.description(vendor.email))).toBeVisible();
    await expect(page).toHaveURL(/\/vendor\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Products', 'Orders']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);

    await expect(statCard(page, 'Total Sales')).toHaveText('$0.00');
    await expect(statCard(page, 'Total Orders')).toHaveText('0');
    await expect(statCard(page, 'Total Products')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Sales by Category' })).toBeVisible();
    await expect(page.getByText(EMPTY_TEXTS.salesData, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sales Bar Chart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expect(page.getByText(EMPTY_TEXTS.pendingOrders, { exact: true })).toBeVisible();

    const periods = page.getByRole('group', { name: 'Period' });
    for (const { label } of PERIODS) await expect(periods.getByRole('button', { name: label })).toBeVisible();
    await expect(periods.getByRole('button', { name: '30 Days' })).toHaveAttribute('aria-pressed', 'true');
    await periods.getByRole('button', { name: '7 Days' }).click();
    await expect(periods.getByRole('button', { name: '7 Days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(periods.getByRole('button', { name: '30 Days' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Last 7 days').first()).toBeVisible();
  });

  const name = `Suede Ankle Boot ${uniqueId()}`;

  await test.step('Product Management starts empty; the add dialog validates', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/vendor\/products$/);
    await expect(page.getByRole('heading', { name: 'Product Management', level: 1 })).toBeVisible();
    await expect(page.getByText(EMPTY_TEXTS.vendorProducts.title, { exact: true })).toBeVisible();
    await expect(page.getByText(EMPTY_TEXTS.vendorProducts.hint, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Product Name', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Price ($)', { exact: true })).toHaveValue('0');
    await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('0');
    await expect(dialog.getByText(VALIDATION.imageHint, { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      VALIDATION.productNameRequired,
      VALIDATION.descriptionRequired,
      VALIDATION.pricePositive,
      VALIDATION.categoryRequired,
      VALIDATION.subcategoryRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Price ($)', { exact: true }).fill('');
    await dialog.getByLabel('Stock', { exact: true }).fill('-1');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText(VALIDATION.priceRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(VALIDATION.stockNegative, { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('a product added through the dialog appears in the table', async () => {
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('Soft suede boots with a stacked heel.');
    await dialog.getByLabel('Price ($)', { exact: true }).fill('39.90');
    await dialog.getByLabel('Stock', { exact: true }).fill('12');
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY_LABELS.female });
    await dialog.getByLabel('Subcategory', { exact: true }).selectOption({ label: SUBCATEGORY_LABELS.shoes });
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(page, SUCCESS.productAdded.title, SUCCESS.productAdded.description)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = productRow(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([
      new RegExp(name),
      `${CATEGORY_LABELS.female}${SUBCATEGORY_LABELS.shoes}`,
      formatPrice(39.9),
      '12',
      '',
    ]);
  });

  await test.step('editing the product updates its row', async () => {
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Product Name', { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('female');
    await expect(dialog.getByLabel('Subcategory', { exact: true })).toHaveValue('shoes');
    await dialog.getByLabel('Price ($)', { exact: true }).fill('44.50');
    await dialog.getByLabel('Stock', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, SUCCESS.productUpdated.title, SUCCESS.productUpdated.description)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(productRow(page, name).getByRole('cell').nth(2)).toHaveText(formatPrice(44.5));
    await expect(productRow(page, name).getByRole('cell').nth(3)).toHaveText('9');
  });

  await test.step('deleting asks first, then removes the product', async () => {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(VALIDATION.deleteConfirm, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(productRow(page, name)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog').getByText(VALIDATION.deleteConfirm, { exact: true })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, SUCCESS.productDeleted.title, SUCCESS.productDeleted.description)).toBeVisible();
    await expect(productRow(page, name)).toHaveCount(0);
    await expect(page.getByText(EMPTY_TEXTS.vendorProducts.title, { exact: true })).toBeVisible();
  });
});

test('a vendor processes, ships, completes, delivers and cancels orders', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, {
    productName: `Wool Peacoat ${uniqueId()}`,
    categoryName: 'male',
    price: 80,
    stockQuantity: 30,
  });
  const buyer = await api.createBuyer({
    fullName: 'Olive Orderer',
    addressLine1: '9 Harbour Road',
    city: 'Bristol',
    postalCode: 'BS1 5TT',
    country: 'UK',
  });
  // Three separate checkouts: three orders for this vendor.
  const [first] = await api.placeOrder(buyer, [{ productId: product.productId, quantity: 2 }]);
  const [second] = await api.placeOrder(buyer, [{ productId: product.productId, quantity: 1 }]);
  const [third] = await api.placeOrder(buyer, [{ productId: product.productId, quantity: 1 }]);
  if (first === undefined || second === undefined || third === undefined) throw new Error('checkout answered no order ids');
  await loginAs(page, vendor);

  await test.step('the dashboard counts the orders and lists them as pending', async () => {
    await page.goto('/vendor/dashboard');
    await expect(statCard(page, 'Total Orders')).toHaveText('3');
    await expect(statCard(page, 'Total Products')).toHaveText('1');
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    for (const id of [first, second, third]) {
      const row = recent.getByRole('row').filter({ hasText: `#${id}` });
      await expect(row).toContainText(buyer.fullName);
      await expect(row).toContainText('Pending');
    }
    await recent.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/vendor\/orders$/);
  });

  await test.step('each order card shows buyer, status and total; details expand one at a time', async () => {
    await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
    const card = orderCard(page, first);
    await expect(card).toContainText(buyer.fullName);
    await expect(card).toContainText(buyer.email);
    await expect(card).toContainText('Pending');

    await card.getByRole('button', { name: 'Order Details' }).click();
    await expect(card.getByText(buyer.address.addressLine1)).toBeVisible();
    await expect(card.getByText(`${buyer.address.city} ${buyer.address.postalCode}`)).toBeVisible();
    await expect(card.getByRole('row').filter({ hasText: product.productName }).getByRole('cell')).toHaveText([
      product.productName,
      '2',
      formatPrice(80),
      formatPrice(160),
    ]);
    await orderCard(page, second).getByRole('button', { name: 'Order Details' }).click();
    await expect(orderCard(page, second).getByRole('button', { name: 'Hide Details' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Order Details' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Hide Details' })).toHaveCount(1);
  });

  await test.step('Process Order → Mark as Shipped → Mark as Completed', async () => {
    const card = orderCard(page, first);
    const steps: [button: string, status: string][] = [
      ['Process Order', 'processing'],
      ['Mark as Shipped', 'shipped'],
      ['Mark as Completed', 'completed'],
    ];
    for (const [button, status] of steps) {
      await card.getByRole('button', { name: button }).click();
      // Mark as Shipped asks for a carrier and tracking number, both optional.
      if (status === 'shipped')
        await page
          .getByRole('dialog', { name: `Ship order #${first}` })
          .getByRole('button', { name: button })
          .click();
      await expect(toast(page, SUCCESS.statusUpdated.title, SUCCESS.statusUpdated.description(first, status))).toBeVisible();
      await expect(card).toContainText(status.charAt(0).toUpperCase() + status.slice(1));
    }
    await expect(card.getByRole('button', { name: /^(Process Order|Mark as Shipped|Mark as Completed)$/ })).toHaveCount(0);
  });

  await test.step('Auto Deliver marks another order delivered', async () => {
    const card = orderCard(page, second);
    await card.getByRole('button', { name: 'Auto Deliver' }).click();
    await expect(toast(page, SUCCESS.delivered.title, SUCCESS.delivered.description(second))).toBeVisible();
    await expect(card).toContainText('Delivered');
    await expect(card.getByRole('button', { name: 'Auto Deliver' })).toHaveCount(0);
  });

  await test.step('Cancel Order cancels a third', async () => {
    const card = orderCard(page, third);
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel order' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toast(page, SUCCESS.cancelled.title, SUCCESS.cancelled.description(third))).toBeVisible();
    await expect(card).toContainText('Cancelled');
  });

  await test.step('after a reload the statuses are still there', async () => {
    await page.reload();
    await expect(orderCard(page, first)).toContainText('Completed');
    await expect(orderCard(page, second)).toContainText('Delivered');
    await expect(orderCard(page, third)).toContainText('Cancelled');
    const orders = await api.vendorOrders(vendor);
    const status = (id: number) => orders.find((o) => o.id === id)?.status;
    expect([status(first), status(second), status(third)]).toEqual(['completed', 'Delivered', 'cancelled']);
  });
});

test('a vendor edits the profile and the change persists', async ({ page, api }) => {
  const vendor: TestUser = await api.createVendor({
    addressLine1: '3 Loom Street',
    city: 'Manchester',
    postalCode: 'M4 1HN',
    country: 'UK',
  });
  await loginAs(page, vendor);
  await page.goto('/vendor/dashboard');
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/profile$/);
  await expect(page.getByRole('heading', { name: 'Vendor Profile', level: 1 })).toBeVisible();

  const field = (label: string): Locator => page.getByLabel(label, { exact: true });
  await expect(field('Store Name')).toHaveValue(vendor.vendorName ?? '');
  await expect(field('Contact Person')).toHaveValue(vendor.fullName);
  await expect(field('Email')).toHaveValue(vendor.email);
  await expect(field('Email')).not.toBeEditable();
  await expect(page.getByText(VALIDATION.emailReadOnly, { exact: true })).toBeVisible();
  await expect(field('Address')).toHaveValue('3 Loom Street');
  await expect(field('City')).toHaveValue('Manchester');
  await expect(field('Postal Code')).toHaveValue('M4 1HN');
  await expect(field('Country')).toHaveValue('UK');

  await field('Store Name').fill('');
  await field('City').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(VALIDATION.storeNameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(VALIDATION.cityRequired, { exact: true })).toBeVisible();

  const storeName = `Loom & Last ${uniqueId()}`;
  await field('Store Name').fill(storeName);
  await field('City').fill('Salford');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, SUCCESS.profile.title, SUCCESS.profile.vendorDescription)).toBeVisible();
  await expect(toast(page, ERRORS.profileSave.title)).toHaveCount(0);

  await page.reload();
  await expect(field('Store Name')).toHaveValue(storeName);
  await expect(field('City')).toHaveValue('Salford');
  await expect(field('Contact Person')).toHaveValue(vendor.fullName);
});
