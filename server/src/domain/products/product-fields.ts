import { type Category, type ColourSwatch, fromCents, type ProductSummary, type Sort } from '@seamline/contract';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { products, users } from '../../db/schema.js';
import { descIndexed } from '../../db/order-by.js';
import { saleOf } from '../variants/variant-fields.js';

/**
 * What a card shows (docs/architecture.md#everyday-shop): the image of the first colour in stock (by the variants' order),
 * which is that colour's first image; the first colour's when none is in stock; else the product's.
 * `p` is the products row's alias in the statement.
 */
export const cardImageOf = (p: SQL) => sql<string>`coalesce((
  select coalesce(nullif(v.image_url, ''), ${p}.image_url) from product_variants v
  where v.product_id = ${p}.id and v.deleted_at is null
  order by (v.stock > 0) desc, v.position, v.id limit 1), ${p}.image_url)`;

/** Columns of a product as lists show it (spec §3). */
export const summaryColumns = {
  productId: products.id,
  productName: products.name,
  priceCents: products.priceCents,
  imageUrl: cardImageOf(sql.raw('"products"')),
  categoryName: products.category,
  description: products.description,
  vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
  vendorSlug: sql<string>`coalesce(${users.shopSlug}, '')`,
  inStock: sql<boolean>`(${products.stock} > 0)`,
  colours: products.colours,
  cardWasCents: products.cardWasCents,
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
  /** The honest 'was' of the price lists show; null when not on sale (docs/decisions/269). */
  cardWasCents: number | null;
}

export const toSummary = ({ priceCents, cardWasCents, ...row }: SummaryRow): ProductSummary => ({
  ...row,
  price: fromCents(priceCents),
  ...saleOf(cardWasCents, priceCents),
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
    case 'sale':
      // The lists' routes ask the index for this order (docs/decisions/270); this is its plain statement.
      return [sql`coalesce(${products.cardWasCents} > ${products.priceCents}, false) desc`, desc(products.soldCount), desc(products.id)];
    default:
      return [descIndexed(products.soldCount), descIndexed(products.id)];
  }
}
