// Issue 32, point 4: a vendor exports its catalogue, edits prices in a spreadsheet and imports it
// back; a file with bad rows names each by line and column and changes nothing.

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CSV_COLUMNS, CSV_TEXTS, VALIDATION } from '@seamline/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

type Row = Record<string, string>;
const csvOf = (rows: Row[]) => Buffer.from(stringify(rows, { header: true, columns: [...CSV_COLUMNS] }));

async function importFile(page: Page, buffer: Buffer) {
  const opener = page.getByRole('button', { name: CSV_TEXTS.importButton });
  // By keyboard: the button opens the dialog and focus moves into it.
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: CSV_TEXTS.importTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(CSV_TEXTS.chooseFile).setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer });
  await dialog.getByRole('button', { name: CSV_TEXTS.startImport }).click();
  return dialog;
}

test('a vendor exports its catalogue, edits prices, imports it back, and is told of every bad row', async ({ page, api, request }) => {
  // Two imports, two axe scans and six screenshots: longer than most journeys on a busy machine.
  test.setTimeout(300_000);
  const vendor = await api.createVendor();
  const tag = uniqueId();
  const shirt = await api.addProduct(vendor, {
    productName: `Linen Shirt ${tag}`,
    price: 40,
    variants: [
      { size: 'S', colour: 'Sand', colourHex: '#d8c8a8', sku: `LS-S-${tag}`, stockQuantity: 4 },
      { size: 'M', colour: 'Sand', colourHex: '#d8c8a8', sku: `LS-M-${tag}`, stockQuantity: 6 },
    ],
  });
  const scarf = await api.addProduct(vendor, { productName: `Wool Scarf ${tag}`, price: 18, stockQuantity: 9 });
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  // The screen's code loads on first visit; a busy machine may take a while.
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible({ timeout: 30_000 });

  // Export: a download named catalogue.csv, one row per size and colour.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: CSV_TEXTS.exportButton }).click()]);
  expect(download.suggestedFilename()).toBe('catalogue.csv');
  const rows = parse(await readFile(await download.path()), { bom: true, columns: true }) as Row[];
  expect(rows.map((r) => [r.product_name, r.size, r.sku, r.stock])).toEqual([
    [shirt.productName, 'S', `LS-S-${tag}`, '4'],
    [shirt.productName, 'M', `LS-M-${tag}`, '6'],
    [scarf.productName, '', '', '9'],
  ]);

  // Edit prices as a spreadsheet would: size S of the shirt at its own price, the scarf cheaper.
  const edited = rows.map((r) =>
    r.sku === `LS-S-${tag}` ? { ...r, price: '35.50' } : r.product_name === scarf.productName ? { ...r, product_price: '15.00' } : r,
  );
  const dialog = await importFile(page, csvOf(edited));
  await expect(dialog.getByRole('status')).toHaveText(CSV_TEXTS.summary(0, 2, 0));
  await expect(toast(page, CSV_TEXTS.imported, CSV_TEXTS.summary(0, 2, 0))).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'csv-import-done');
  expect((await api.product(shirt.productId)).variants.map((v) => [v.size, v.price])).toEqual([
    ['S', 35.5],
    ['M', 40],
  ]);
  expect((await api.product(scarf.productId)).price).toBe(15);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: scarf.productName })).toContainText('$15.00');

  // A file with bad rows: each is named by line and column, and nothing changes.
  const bad = rows.map((r, i) => (i === 0 ? { ...r, price: '-3' } : i === 2 ? { ...r, stock: 'many' } : r));
  const refused = await importFile(page, csvOf(bad));
  await expect(refused.getByRole('alert')).toContainText(CSV_TEXTS.refused(2));
  const problems = refused.getByRole('region', { name: CSV_TEXTS.problemsTitle }).getByRole('listitem');
  await expect(problems).toHaveText([`Line 2, price: ${VALIDATION.pricePositive}`, `Line 4, stock: ${VALIDATION.stockWhole}`]);
  await expectAccessible(page);
  await shoot(page, 'csv-import-bad-rows');
  expect((await api.product(shirt.productId)).variants.map((v) => v.price)).toEqual([35.5, 40]);
  await page.keyboard.press('Escape');
  await expect(refused).toBeHidden();
  await expect(page.getByRole('button', { name: CSV_TEXTS.importButton })).toBeFocused();
  await shoot(page, 'csv-product-management');

  // The export is the vendor's own: the same call without its token is refused.
  expect((await request.get('/api/vendors/products/export.csv')).status()).toBe(401);
});
