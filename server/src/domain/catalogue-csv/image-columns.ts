import type { CsvColumn } from '@seamline/contract';
import type { CatalogueProduct, CatalogueVariant } from './read-catalogue.js';

/**
 * The one place that says which image fields the file's image columns hold: the product's image
 * and a variant's own image (blank: the product's). When products hold more images, only this file changes.
 */
export function imageCells(product: CatalogueProduct, variant: CatalogueVariant): Partial<Record<CsvColumn, string>> {
  return { product_image_url: product.imageUrl, image_url: variant.imageUrl ?? '' };
}

/** The image fields of add/update product that a row's cells give. */
export function imagesFromCells(cells: Partial<Record<CsvColumn, string>>): { product: string; variant: string } {
  return { product: cells.product_image_url ?? '', variant: cells.image_url ?? '' };
}
