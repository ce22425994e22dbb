import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * True when the buyer has an order of the product that was not cancelled (docs/architecture.md#sizes-and-colours). A correlated
 * EXISTS, so a list of reviews learns it in the same statement.
 */
export const verifiedPurchase = (productId: SQLWrapper, buyerId: SQLWrapper): SQL<boolean> => sql<boolean>`exists (
  select 1 from order_items vp_items join orders vp_orders on vp_orders.id = vp_items.order_id
  where vp_items.product_id = ${productId} and vp_orders.buyer_id = ${buyerId} and vp_orders.status <> 'cancelled'
)`;
