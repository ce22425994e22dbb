import {
  CSV_PRODUCT_COLUMNS,
  CSV_TEXTS,
  type CsvColumn,
  type CsvProblem,
  type ParsedProductInput,
  type ProductInput,
  productInput,
  toCents,
  VALIDATION,
  VARIANT_TEXTS,
  variantName,
} from '@seamline/contract';
import { imagesFromCells } from './image-columns.js';
import type { CatalogueProduct } from './read-catalogue.js';
import type { CsvRow } from './read-csv.js';

/** What an import writes once every row is good. */
export interface ImportPlan {
  problems: CsvProblem[];
  creates: ParsedProductInput[];
  updates: { productId: number; input: ParsedProductInput }[];
  unchanged: number;
}

type VariantCandidate = NonNullable<ProductInput['variants']>[number];

/** The rows of one product: an existing one (by product_id or a SKU it has) or a new one (by name). */
interface Group {
  product: CatalogueProduct | null;
  rows: CsvRow[];
  /** The existing variant each row writes, or null for a new one. */
  variantIds: (number | null)[];
}

const cell = (row: CsvRow, column: CsvColumn) => (row.cells[column] ?? '').trim();
const lowerKey = (s: string | null) => (s ?? '').trim().toLowerCase();

/** Money as people type it in a spreadsheet: 12, 12.5, 12.50 or $12.50; anything else is no number. */
function money(text: string): number | null | 'bad' {
  if (text === '') return null;
  const m = /^\$?\s*(-?(\d+(\.\d*)?|\.\d+))$/.exec(text);
  return m?.[1] === undefined ? 'bad' : Number(m[1]);
}

/** A compare-at cell: blank is none; text that is no amount goes on as text, for the schema to name. */
function moneyOrNull(text: string): number | string | null {
  const m = money(text);
  return m === 'bad' ? text : m;
}

/** Where a rule of add/update product points in the file: the column of each field. */
const PRODUCT_FIELD: Record<string, CsvColumn> = {
  productName: 'product_name',
  description: 'description',
  price: 'product_price',
  categoryName: 'category',
  subCategoryName: 'subcategory',
  imageUrl: 'product_image_url',
  compareAtPrice: 'product_compare_at_price',
  saleEndsAt: 'sale_ends_at',
};
const VARIANT_FIELD: Record<string, CsvColumn> = {
  size: 'size',
  colour: 'colour',
  colourHex: 'colour_hex',
  sku: 'sku',
  price: 'price',
  stockQuantity: 'stock',
  imageUrl: 'image_url',
  compareAtPrice: 'compare_at_price',
  variantId: 'sku',
};

/** The product as it is, in the form an add/update product parses to, to tell an unchanged one. */
function currentKey(p: CatalogueProduct): string {
  return JSON.stringify([
    p.name,
    p.description,
    p.basePriceCents,
    p.compareAtCents,
    p.saleEndsAt?.toISOString() ?? null,
    p.category,
    p.subcategory,
    p.imageUrl,
    p.variants.map((v) => [v.id, v.size, v.colour, v.colourHex, v.sku, v.priceCents, v.compareAtCents, v.stock, v.imageUrl]),
  ]);
}
function nextKey(input: ParsedProductInput): string {
  return JSON.stringify([
    input.productName,
    input.description,
    toCents(input.price),
    input.compareAtPrice === null ? null : toCents(input.compareAtPrice),
    input.saleEndsAt === null ? null : new Date(input.saleEndsAt).toISOString(),
    input.categoryName,
    input.subCategoryName,
    input.imageUrl ?? '',
    (input.variants ?? []).map((v) => [
      v.variantId ?? null,
      v.size,
      v.colour,
      v.colourHex,
      v.sku,
      v.price === null ? null : toCents(v.price),
      v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
      v.stockQuantity,
      v.imageUrl,
    ]),
  ]);
}

/**
 * Checks every row against the product rules of add/update product (the same zod schema, so the
 * same messages) and the vendor's catalogue, and says what to write: products matched by SKU or
 * product_id are updated (their other sizes and colours kept), other rows make new products, one
 * per product name. Nothing is written here; any problem means nothing is written at all.
 */
export function planImport(rows: readonly CsvRow[], catalogue: readonly CatalogueProduct[]): ImportPlan {
  const problems: CsvProblem[] = [];
  const problem = (line: number, field: string, message: string) => problems.push({ line, field, message });
  const products = new Map(catalogue.map((p) => [p.id, p]));
  const bySku = new Map<string, { productId: number; variantId: number }>();
  for (const p of catalogue) for (const v of p.variants) if (v.sku) bySku.set(v.sku.toLowerCase(), { productId: p.id, variantId: v.id });

  const groups = new Map<string, Group>();
  const skuLines = new Map<string, number>();
  const variantLines = new Map<number, number>();
  for (const row of rows) {
    const idText = cell(row, 'product_id');
    const sku = cell(row, 'sku');
    let productId: number | null = null;
    if (idText !== '') {
      productId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
      if (productId === null || !products.has(productId)) {
        problem(row.line, 'product_id', CSV_TEXTS.productIdInvalid);
        continue;
      }
    }
    if (sku !== '') {
      const first = skuLines.get(sku.toLowerCase());
      if (first !== undefined) problem(row.line, 'sku', CSV_TEXTS.skuRepeated(sku, first));
      else skuLines.set(sku.toLowerCase(), row.line);
    }
    const owner = sku === '' ? undefined : bySku.get(sku.toLowerCase());
    if (owner && productId !== null && owner.productId !== productId) {
      problem(row.line, 'product_id', CSV_TEXTS.skuOfOtherProduct(sku, owner.productId));
      continue;
    }
    const product = products.get(owner?.productId ?? productId ?? 0) ?? null;
    let variantId = owner?.variantId ?? null;
    if (product && variantId === null) {
      // A row without a SKU the shop knows is the product's size × colour it names, or a new one.
      const size = lowerKey(cell(row, 'size'));
      const colour = lowerKey(cell(row, 'colour'));
      variantId = product.variants.find((v) => lowerKey(v.size) === size && lowerKey(v.colour) === colour)?.id ?? null;
    }
    if (variantId !== null) {
      const first = variantLines.get(variantId);
      if (first !== undefined) {
        problem(
          row.line,
          cell(row, 'size') ? 'size' : 'colour',
          VARIANT_TEXTS.pairRepeated(variantName(cell(row, 'size'), cell(row, 'colour'))),
        );
        continue;
      }
      variantLines.set(variantId, row.line);
    }
    const key = product ? `p${product.id}` : `n${lowerKey(cell(row, 'product_name'))}`;
    const group = groups.get(key) ?? { product, rows: [], variantIds: [] };
    group.rows.push(row);
    group.variantIds.push(variantId);
    groups.set(key, group);
  }

  const plan: ImportPlan = { problems, creates: [], updates: [], unchanged: 0 };
  for (const group of groups.values()) {
    const parsed = checkGroup(group, problem);
    if (!parsed) continue;
    if (!group.product) plan.creates.push(parsed);
    else if (nextKey(parsed) === currentKey(group.product)) plan.unchanged++;
    else plan.updates.push({ productId: group.product.id, input: parsed });
  }
  return plan;
}

/** One product's rows as an add/update product request, checked by its schema; null when anything is wrong. */
function checkGroup(group: Group, problem: (line: number, field: string, message: string) => void): ParsedProductInput | null {
  const [first, ...others] = group.rows;
  if (!first) return null;
  let bad = false;
  for (const row of others) {
    for (const column of CSV_PRODUCT_COLUMNS) {
      if (cell(row, column) !== cell(first, column)) {
        problem(row.line, column, CSV_TEXTS.differsFrom(first.line));
        bad = true;
      }
    }
  }

  const basePrice = money(cell(first, 'product_price'));
  if (basePrice === 'bad') {
    problem(first.line, 'product_price', CSV_TEXTS.priceNotNumber);
    bad = true;
  }
  // Sizes and colours the file does not name stay as they are; the file's rows replace or join them.
  const variants: VariantCandidate[] = (group.product?.variants ?? []).map((v) => ({
    variantId: v.id,
    size: v.size,
    colour: v.colour,
    colourHex: v.colourHex,
    sku: v.sku,
    price: v.priceCents === null ? null : v.priceCents / 100,
    compareAtPrice: v.compareAtCents === null ? null : v.compareAtCents / 100,
    stockQuantity: v.stock,
    imageUrl: v.imageUrl,
  }));
  const lines: number[] = variants.map(() => first.line);
  group.rows.forEach((row, i) => {
    const price = money(cell(row, 'price'));
    if (price === 'bad') {
      problem(row.line, 'price', CSV_TEXTS.priceNotNumber);
      bad = true;
    }
    const stockText = cell(row, 'stock');
    const stock = stockText === '' ? undefined : Number(stockText);
    if (stock !== undefined && Number.isNaN(stock)) {
      problem(row.line, 'stock', VALIDATION.stockWhole);
      bad = true;
    }
    const variantId = group.variantIds[i] ?? null;
    const candidate: VariantCandidate = {
      ...(variantId === null ? {} : { variantId }),
      size: cell(row, 'size') || null,
      colour: cell(row, 'colour') || null,
      colourHex: cell(row, 'colour_hex') || null,
      sku: cell(row, 'sku') || null,
      price: price === 'bad' ? null : price,
      // A cell that is no amount goes on as its text, for the schema to name.
      compareAtPrice: moneyOrNull(cell(row, 'compare_at_price')) as number | null,
      // A cell already named as bad stands in as a good value, so the schema names only other problems.
      stockQuantity: stock === undefined ? (undefined as unknown as number) : Number.isNaN(stock) ? 0 : stock,
      imageUrl: imagesFromCells(row.cells).variant.trim(),
    };
    const at = variantId === null ? -1 : variants.findIndex((v) => v.variantId === variantId);
    if (at >= 0) {
      variants[at] = candidate;
      lines[at] = row.line;
    } else {
      variants.push(candidate);
      lines.push(row.line);
    }
  });

  const result = productInput.safeParse({
    productName: cell(first, 'product_name'),
    description: cell(first, 'description'),
    price: basePrice === 'bad' ? 1 : (basePrice ?? undefined),
    categoryName: cell(first, 'category').toLowerCase() || undefined,
    subCategoryName: cell(first, 'subcategory').toLowerCase() || undefined,
    imageUrl: imagesFromCells(first.cells).product.trim(),
    compareAtPrice: moneyOrNull(cell(first, 'product_compare_at_price')),
    saleEndsAt: cell(first, 'sale_ends_at') || null,
    variants,
  });
  if (result.success) return bad ? null : result.data;
  for (const issue of result.error.issues) {
    const [head, index, field] = issue.path;
    if (head === 'variants' && typeof index === 'number') {
      const column = typeof field === 'string' ? VARIANT_FIELD[field] : undefined;
      problem(lines[index] ?? first.line, column ?? (variants[index]?.size ? 'size' : 'colour'), issue.message);
    } else if (head === 'variants') {
      problem(first.line, issue.message === VARIANT_TEXTS.colourForAll ? 'colour' : 'size', issue.message);
    } else {
      problem(first.line, PRODUCT_FIELD[String(head)] ?? 'row', issue.message);
    }
  }
  return null;
}
