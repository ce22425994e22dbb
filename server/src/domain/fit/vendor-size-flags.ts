import type { VendorProduct, VendorProductRow } from '@seamline/contract';
import { queryRows, type Tx } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import { Paged } from '../paging.js';
import { listVendorSizeCharts } from '../sizes/size-charts.js';
import { type SizeReturns, sizeReturnsOfProducts, vendorFlags } from './size-flags.js';

type Row = { productId: number; size: string; units: number; small: number; large: number };

/**
 * The vendor's product rows with their sizes that come back for fit (docs/decisions/255): one
 * statement for the page's returns, the vendor's charts for the suggestions.
 */
export async function withVendorSizeFlags(db: Tx, vendorId: number, page: Paged<VendorProduct>): Promise<Paged<VendorProductRow>> {
  const ids = page.items.map((p) => p.productId);
  const rows = ids.length === 0 ? [] : await queryRows<Row>(db, sizeReturnsOfProducts(ids));
  const byProduct = groupBy(rows, (r) => r.productId);
  const flagged = page.items.filter((p) => byProduct.has(p.productId));
  const charts = flagged.length === 0 ? [] : await listVendorSizeCharts(db, vendorId);
  const items = page.items.map((product): VendorProductRow => {
    const returns = (byProduct.get(product.productId) ?? []).map((r): SizeReturns => [r.size, r.units, r.small, r.large]);
    const chart = charts.find((c) => c.categoryName === product.categoryName && c.subCategoryName === product.subCategoryName);
    return { ...product, sizeFlags: returns.length === 0 ? [] : vendorFlags(returns, chart?.rows ?? []) };
  });
  return new Paged(items, page.total);
}
