-- One meaning of "delivered" (decision 207): every completed or Delivered order has delivered_at,
-- which the buyer's order list, the return rule and the ledger's release all read. Orders finished
-- before completing set it get the time they first reached either status, else their last change.
UPDATE "orders" o SET "delivered_at" = coalesce(
  (SELECT min(e.at) FROM "order_events" e WHERE e.order_id = o.id AND e.to_status IN ('completed', 'Delivered')),
  o.updated_at)
WHERE o.status IN ('completed', 'Delivered') AND o.delivered_at IS NULL;
