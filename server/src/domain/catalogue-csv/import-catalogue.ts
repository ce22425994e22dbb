import { CSV_COLUMNS, CSV_LIMITS, CSV_TEXTS, type CsvColumn, type CsvImportRefused, type CsvImportResult } from '@seamline/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { productVariants } from '../../db/schema.js';
import { violatesUnique } from '../../db/violations.js';
import { conflict } from '../errors.js';
import { planImport } from './plan-import.js';
import { lockProducts, readCatalogue } from './read-catalogue.js';
import { type CsvRow, readCsv } from './read-csv.js';
import { writeImport } from './write-import.js';

export type ImportAnswer = { ok: true; result: CsvImportResult } | { ok: false; refused: CsvImportRefused };

/** Rolls the transaction back when a row is bad (nothing was written yet; this only ends it early). */
class Refused extends Error {
  constructor(readonly refused: CsvImportRefused) {
    super('refused');
  }
}

/** Every bad cell once (the first word on it), in line order and then in the file's column order. */
function refusal(all: CsvImportRefused['problems']): CsvImportRefused {
  const seen = new Set<string>();
  const column = (field: string) => CSV_COLUMNS.indexOf(field as CsvColumn);
  const problems = all
    .filter((p) => {
      const key = `${p.line}\u0000${p.field}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || column(a.field) - column(b.field));
  return {
    message: CSV_TEXTS.refused(problems.length),
    problemCount: problems.length,
    problems: problems.slice(0, CSV_LIMITS.problemsListed),
  };
}

/** The vendor's live products that rows name by product_id or by a SKU one of their variants has. */
async function productsNamed(tx: Tx, vendorId: number, rows: readonly CsvRow[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const row of rows) {
    const id = (row.cells.product_id ?? '').trim();
    if (/^\d{1,9}$/.test(id)) ids.add(Number(id));
  }
  const skus = [...new Set(rows.map((r) => (r.cells.sku ?? '').trim().toLowerCase()).filter((s) => s !== ''))];
  if (skus.length > 0) {
    const owners = await tx
      .selectDistinct({ productId: productVariants.productId })
      .from(productVariants)
      .where(and(eq(productVariants.vendorId, vendorId), isNull(productVariants.deletedAt), sql`lower(${productVariants.sku}) in ${skus}`));
    for (const o of owners) ids.add(o.productId);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Imports a CSV file of the vendor's products (docs/architecture.md#everyday-shop) in one transaction: the products it names
 * are locked in id order (as every product write locks them), every row is checked by the rules of
 * add/update product, and only when all are good are products updated and created, in set-based
 * statements with the same variant rules and totals (write-import.ts). A SKU a racing write took
 * meanwhile is refused by the unique index: 409, nothing imported.
 */
export async function importCatalogue(db: Db, vendorId: number, text: string, now = new Date()): Promise<ImportAnswer> {
  const read = readCsv(text);
  if (read.rows.length === 0) return { ok: false, refused: refusal(read.problems) };
  try {
    const result = await db.transaction(async (tx) => {
      const ids = await productsNamed(tx, vendorId, read.rows);
      await lockProducts(tx, vendorId, ids);
      const plan = planImport(read.rows, await readCatalogue(tx, vendorId, ids));
      const problems = [...read.problems, ...plan.problems];
      if (problems.length > 0) throw new Refused(refusal(problems));
      await writeImport(tx, vendorId, plan, now);
      return { rows: read.rows.length, created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged };
    });
    return { ok: true, result };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refused: err.refused };
    if (violatesUnique(err, 'product_variants_vendor_sku_key')) throw conflict(CSV_TEXTS.skuRace);
    throw err;
  }
}
