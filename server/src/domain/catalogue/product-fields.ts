import { type Category, type ColourSwatch, fromCents, type ProductSummary, type Sort } from '@seamline/contract';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { products, users } from '../../db/schema.js';
import { descIndexed } from '../../db/order-by.js';

/** Columns of a product as lists show it (spec §3). */
export const summaryColumns = {
  productId: products.id,
  productName: products.name,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  categoryName: products.category,
  description: products.description,
  vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
  vendorSlug: sql<string>`coalesce(${users.shopSlug}, '')`,
  inStock: sql<boolean>`(${products.stock} > 0)`,
  colours: products.colours,
};

export interface SummaryRow {
  productId: number;
  productName: string;
  priceCents: number;
  imageUrl: string;
  categoryName: Category;
  description: string;
  vendorName: string;
  vendorSlug: string;
  inStock: boolean;
  colours: ColourSwatch[];
}

export const toSummary = ({ priceCents, ...row }: SummaryRow): ProductSummary => ({
  ...row,
  price: fromCents(priceCents),
});

/** ORDER BY for each sort; ties broken by id so pages never overlap. */
export function orderFor(sort: Sort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceCents), desc(products.id)];
    case 'newest':
      return [descIndexed(products.createdAt), descIndexed(products.id)];
    default:
      return [descIndexed(products.soldCount), descIndexed(products.id)];
  }
}
