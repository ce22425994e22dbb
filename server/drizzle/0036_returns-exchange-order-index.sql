-- Order lists name the return an exchange order ships ('Exchange for return #4'), found by the
-- exchange order's id: without this index each exchange order on a page read the whole returns table.
CREATE INDEX "returns_exchange_order_idx" ON "returns" ("exchange_order_id") WHERE "exchange_order_id" IS NOT NULL;
