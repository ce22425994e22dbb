import { API_MESSAGES, fromCents, type VendorProduct } from '@seamline/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { productInput } from '@seamline/contract';
import type { Tx } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { type PageQuery, Paged } from '../paging.js';
import { type SummaryRow, summaryColumns, toSummary } from './product-fields.js';
import { descIndexed } from '../../db/order-by.js';

export type ParsedInput = z.output<typeof productInput>;

const vendorColumns = {
  ...summaryColumns,
  // The image the vendor set, which the edit dialog shows; cards show a colour's (product-fields.ts).
  imageUrl: products.imageUrl,
  subCategoryName: products.subcategory,
  stockQuantity: products.stock,
  basePriceCents: products.basePriceCents,
  compareAtCents: products.compareAtCents,
  saleEndsAt: products.saleEndsAt,
};

type VendorRow = SummaryRow &
  Pick<VendorProduct, 'subCategoryName' | 'stockQuantity'> & {
    basePriceCents: number;
    compareAtCents: number | null;
    saleEndsAt: Date | null;
  };

const toVendorProduct = ({
  subCategoryName,
  stockQuantity,
  basePriceCents,
  compareAtCents,
  saleEndsAt,
  ...summary
}: VendorRow): VendorProduct => ({
  ...toSummary(summary),
  subCategoryName,
  stockQuantity,
  basePrice: fromCents(basePriceCents),
  ownCompareAtPrice: compareAtCents === null ? null : fromCents(compareAtCents),
  saleEndsAt: saleEndsAt?.toISOString() ?? null,
});

/** The vendor's own live product. */
export const own = (vendorId: number, productId: number) =>
  and(eq(products.id, productId), eq(products.vendorId, vendorId), isNull(products.deletedAt));

export async function loadOwn(db: Tx, vendorId: number, productId: number): Promise<VendorProduct> {
  const [row] = await db
    .select(vendorColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(own(vendorId, productId));
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  return toVendorProduct(row);
}

/** The vendor's own products, newest first. */
export async function listVendorProducts(db: Tx, vendorId: number, page: PageQuery): Promise<Paged<VendorProduct>> {
  const where = and(eq(products.vendorId, vendorId), isNull(products.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select(vendorColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.vendorId))
      .where(where)
      .orderBy(descIndexed(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return new Paged(rows.map(toVendorProduct), totals[0]?.n ?? 0);
}
