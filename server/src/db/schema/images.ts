// Uploaded images, the ones a product shows, and their smaller widths.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts, bytea } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';

/** Uploaded product images live in the database so every instance serves the same files. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('images_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)],
);

/**
 * A product's images in the vendor's order: its own (`colour` null) and each colour's, up to
 * PRODUCT_IMAGES_MAX each. Rewritten whole when add/update product sends `images`.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** null = the product's own images; else one of its colours, as the vendor spelled it. */
    colour: text('colour'),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), index('product_images_url_idx').on(t.url)],
);

/** An upload at a smaller width (IMAGE_WIDTHS), for `srcset`; deleted with its image. */
export const imageSizes = pgTable(
  'image_sizes',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
