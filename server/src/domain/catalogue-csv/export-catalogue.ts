import { CSV_COLUMNS, type CsvColumn } from '@seamline/contract';
import { stringify } from 'csv-stringify/sync';
import type { Tx } from '../../db/client.js';
import { imageCells } from './image-columns.js';
import { readCatalogue } from './read-catalogue.js';

/** Cents as the file writes money: 12.5 dollars is "12.50". */
export const moneyCell = (cents: number): string => (cents / 100).toFixed(2);

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula, so such
 * text gets a leading apostrophe, which spreadsheets hide and the import takes off again.
 */
export const textCell = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * The vendor's live catalogue as CSV, one row per size × colour in product and position order, under
 * a header of CSV_COLUMNS; a byte order mark first, so spreadsheets read it as UTF-8.
 */
export async function exportCatalogue(db: Tx, vendorId: number): Promise<string> {
  const catalogue = await readCatalogue(db, vendorId);
  const rows: string[][] = [];
  for (const product of catalogue) {
    for (const variant of product.variants) {
      const cells: Record<CsvColumn, string> = {
        product_id: String(product.id),
        product_name: textCell(product.name),
        description: textCell(product.description),
        category: product.category,
        subcategory: product.subcategory,
        product_price: moneyCell(product.basePriceCents),
        product_image_url: '',
        size: variant.size ?? '',
        colour: textCell(variant.colour ?? ''),
        colour_hex: variant.colourHex ?? '',
        sku: textCell(variant.sku ?? ''),
        price: variant.priceCents === null ? '' : moneyCell(variant.priceCents),
        stock: String(variant.stock),
        image_url: '',
        product_compare_at_price: product.compareAtCents === null ? '' : moneyCell(product.compareAtCents),
        sale_ends_at: product.saleEndsAt?.toISOString() ?? '',
        compare_at_price: variant.compareAtCents === null ? '' : moneyCell(variant.compareAtCents),
        ...imageCells(product, variant),
      };
      rows.push(CSV_COLUMNS.map((c) => cells[c]));
    }
  }
  return `\ufeff${stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows' })}`;
}
