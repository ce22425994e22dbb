// A vendor exports its catalogue, edits prices in a spreadsheet and imports it
// back; a file with bad rows names each by line and column and changes nothing; a 5,000-row file
// shows a bar naming its rows while the server works.

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CSV_COLUMNS, CSV_LIMITS, CSV_TEXTS, VALIDATION } from '@seamline/contract';
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

test('a 5,000-row file: the bar names the rows while the server checks them, then every bad row is listed', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(300_000);
  const vendor = await api.createVendor();
  const tag = uniqueId();
  const rows: Row[] = [];
  for (let i = 0; rows.length < CSV_LIMITS.rowsMax; i++) {
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) {
      rows.push({
        product_name: `Bulk Tee ${tag} ${i}`,
        description: 'A plain tee.\nCotton.',
        category: 'female',
        subcategory: 'clothes',
        product_price: '19.99',
        size,
        colour: 'Black',
        colour_hex: '#111111',
        sku: `BT-${tag}-${i}-${size}`,
        stock: String(i % 7),
      });
    }
  }
  // Two bad rows among 5,000: the whole file is refused, so the shared catalogue stays as it was.
  rows[1202] = { ...(rows[1202] as Row), price: '-3' };
  rows[4001] = { ...(rows[4001] as Row), stock: 'many' };

  // The server's answer is held in the page until the bar has been looked at: the upload and the
  // server's work are real, only the moment the page hears back is chosen.
  await page.addInitScript(() => {
    const w = window as unknown as { releaseImport: () => void; importHeld: Promise<void> };
    w.importHeld = new Promise((resolve) => {
      w.releaseImport = resolve;
    });
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      urls.set(this, String(args[1]));
      return open.apply(this, args);
    } as typeof open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      const onload = this.onload;
      if (urls.get(this)?.endsWith('/api/vendors/products/import') && onload) {
        this.onload = (event) => void w.importHeld.then(() => onload.call(this, event));
      }
      return send.call(this, body);
    };
  });
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible({ timeout: 30_000 });
  const dialog = await importFile(page, csvOf(rows));
  const bar = dialog.getByRole('progressbar', { name: CSV_TEXTS.progressLabel });
  await expect(bar).toBeVisible();
  // Sent: the bar has no end to show, and says how many rows the server is checking and saving.
  await expect(bar).toHaveAttribute('aria-valuetext', 'Checking and saving 5,000 rows…');
  expect(await bar.getAttribute('aria-valuenow')).toBeNull();
  await expect(dialog.getByRole('status')).toHaveText(CSV_TEXTS.importing(CSV_LIMITS.rowsMax));
  await expect(dialog.getByRole('button', { name: CSV_TEXTS.startImport })).toBeDisabled();
  await shoot(page, 'csv-import-progress');
  await expectAccessible(page, '[role="dialog"]');
  await page.evaluate(() => (window as unknown as { releaseImport: () => void }).releaseImport());

  await expect(dialog.getByRole('alert')).toContainText(CSV_TEXTS.refused(2), { timeout: 120_000 });
  const problems = dialog.getByRole('region', { name: CSV_TEXTS.problemsTitle }).getByRole('listitem');
  // Lines count from the header (line 1); each row's description spans two lines of the file.
  await expect(problems).toHaveText([
    `Line ${2 + 1202 * 2}, price: ${VALIDATION.pricePositive}`,
    `Line ${2 + 4001 * 2}, stock: ${VALIDATION.stockWhole}`,
  ]);
  await expect(bar).toBeHidden();
  await expectAccessible(page, '[role="dialog"]');
  await shoot(page, 'csv-import-5000-refused');
  const products = await request.get('/api/vendors/products', { headers: { Authorization: `Bearer ${vendor.token}` } });
  expect(await products.json()).toEqual([]);
});
