// Closing a dialog by keyboard (Escape, Cancel, the close button, or a
// successful submit) puts focus back on the button that opened it; when that button is gone (the
// deleted row's), focus goes to the table, never to the page body.
import type { Page } from '@playwright/test';
import { SUCCESS } from '@seamline/contract';
import { expect, loginAs, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

/** Opens a dialog from `opener` with the keyboard, as a keyboard user does. */
async function openWithKeyboard(page: Page, opener: ReturnType<Page['getByRole']>) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function pressInDialog(page: Page, name: string) {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).last().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'NONE');

test('the product and delete dialogs give focus back to the button that opened them', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const keep = await api.addProduct(vendor, { stockQuantity: 4 });
  const gone = await api.addProduct(vendor, { stockQuantity: 2 });
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await expect(page.getByRole('heading', { name: 'Product Management', level: 1 })).toBeVisible();

  const add = page.getByRole('main').getByRole('button', { name: 'Add Product' }).first();
  await openWithKeyboard(page, add);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(add).toBeFocused();

  await openWithKeyboard(page, add);
  await pressInDialog(page, 'Cancel');
  await expect(add).toBeFocused();

  await openWithKeyboard(page, add);
  await pressInDialog(page, 'Close');
  await expect(add).toBeFocused();

  // A successful submit: Update Product saves and closes the dialog.
  const edit = page.getByRole('button', { name: `Edit ${keep.productName}` });
  await openWithKeyboard(page, edit);
  await page.getByRole('dialog').getByLabel('Stock').fill('7');
  await pressInDialog(page, 'Update Product');
  await expect(toast(page, SUCCESS.productUpdated.title)).toBeVisible();
  await expect(edit).toBeFocused();

  const remove = page.getByRole('button', { name: `Delete ${gone.productName}` });
  await openWithKeyboard(page, remove);
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await openWithKeyboard(page, remove);
  await pressInDialog(page, 'Cancel');
  await expect(remove).toBeFocused();

  // Deleting removes the row and its button: focus goes to the product table, not the body.
  await openWithKeyboard(page, remove);
  await pressInDialog(page, 'Delete');
  await expect(toast(page, SUCCESS.productDeleted.title)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${gone.productName}` })).toHaveCount(0);
  await expect.poll(() => focusedTag(page)).toBe('TABLE');
  await shoot(page, 'nav-dialog-focus-after-delete');
  await expectAccessible(page);
});

test('the invoice dialog gives focus back to Print Invoice', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { stockQuantity: 5 });
  const buyer = await api.createBuyer();
  await api.placeOrder(buyer, [{ productId: product.productId, quantity: 1 }]);
  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();

  const print = page.getByRole('button', { name: 'Print Invoice' }).first();
  await openWithKeyboard(page, print);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(print).toBeFocused();

  await openWithKeyboard(page, print);
  await pressInDialog(page, 'Close');
  await expect(print).toBeFocused();
  expect(await focusedTag(page)).toBe('BUTTON');
});
