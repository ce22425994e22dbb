// The catalogue's CSV file (docs/architecture.md#everyday-shop): its columns, limits and texts, free of zod.

/**
 * One row per size × colour. The product's own fields repeat on each of its rows; `product_id` ties
 * a row to a product the vendor has (the export fills it), `sku` to a size or colour it has.
 */
export const CSV_COLUMNS = [
  'product_id',
  'product_name',
  'description',
  'category',
  'subcategory',
  'product_price',
  'product_image_url',
  'size',
  'colour',
  'colour_hex',
  'sku',
  'price',
  'stock',
  'image_url',
  // Sale prices (docs/architecture.md#shipping-and-promotions): the product's, its end, a variant's own.
  'product_compare_at_price',
  'sale_ends_at',
  'compare_at_price',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** A file without one of these cannot be read; the others may be left out (blank). */
export const CSV_REQUIRED_COLUMNS: readonly CsvColumn[] = [
  'product_name',
  'description',
  'category',
  'subcategory',
  'product_price',
  'stock',
];

/** The product's own fields, the same on every row of one product. */
export const CSV_PRODUCT_COLUMNS: readonly CsvColumn[] = [
  'product_name',
  'description',
  'category',
  'subcategory',
  'product_price',
  'product_image_url',
  'product_compare_at_price',
  'sale_ends_at',
];

export const CSV_LIMITS = {
  /** Rows one import takes (bench/csv-import.ts imports this many on PostgreSQL in well under 30 s). */
  rowsMax: 5000,
  bytesMax: 5 * 1024 * 1024,
  /** Bad rows one answer lists; the count says how many there were. */
  problemsListed: 200,
} as const;

export const CSV_FILE_NAME = 'catalogue.csv';

export const CSV_TEXTS = {
  exportButton: 'Export CSV',
  importButton: 'Import CSV',
  importTitle: 'Import products from CSV',
  importDescription:
    'One row per size and colour, with the columns of an export. Rows with a SKU or product ID you have update it; other rows add products. Nothing changes unless every row is good.',
  chooseFile: 'CSV file',
  startImport: 'Import',
  uploading: 'Uploading…',
  /** Once the file is sent: the server checks every row, then saves them all (it reports no steps between). */
  importing: (rows: number) => `Checking and saving ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}…`,
  progressLabel: 'Import progress',
  exportFailed: 'Failed to export products',
  importFailed: 'Import failed',
  importFallback: 'Failed to import products',
  imported: 'Products imported',
  summary: (created: number, updated: number, unchanged: number) =>
    `${created} ${created === 1 ? 'product' : 'products'} created, ${updated} updated, ${unchanged} unchanged`,
  more: (n: number) => `…and ${n} more`,
  problemsTitle: 'Rows to fix',
  problemLine: (line: number, field: string) => `Line ${line}, ${field}`,
  fileMissing: 'Choose a CSV file to import',
  fileEmpty: 'The file has no rows to import',
  fileTooLarge: `The file is larger than ${CSV_LIMITS.bytesMax / 1024 / 1024} MB; split it into smaller files`,
  tooManyRows: (rows: number) =>
    `The file has ${rows} rows; one import takes at most ${CSV_LIMITS.rowsMax}, so split it into smaller files`,
  unreadable: (reason: string) => `The file is not a readable CSV file (${reason})`,
  columnMissing: (column: string) => `The column ${column} is missing`,
  columnUnknown: (column: string, known: readonly string[]) => `Unknown column ${column}; the columns are ${known.join(', ')}`,
  columnRepeated: (column: string) => `The column ${column} appears more than once`,
  fieldCount: (found: number, expected: number) => `This row has ${found} fields; the header has ${expected}`,
  priceNotNumber: 'Price must be a number',
  productIdInvalid: 'Product ID must be the number of one of your products',
  differsFrom: (line: number) => `The product's fields differ from line ${line}, its first row`,
  skuOfOtherProduct: (sku: string, productId: number) => `SKU ${sku} belongs to product ${productId}`,
  skuRepeated: (sku: string, line: number) => `SKU ${sku} is also on line ${line}`,
  refused: (problems: number) =>
    `${problems} ${problems === 1 ? 'problem' : 'problems'} in the file; nothing was imported. Fix the rows below and import it again.`,
  skuRace: 'Another change to your products took one of these SKUs while the file was imported; nothing was imported. Import it again.',
} as const;
