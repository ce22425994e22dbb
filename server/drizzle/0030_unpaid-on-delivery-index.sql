-- Checkout sums the buyer's unpaid pay-on-delivery orders for the limit (security review 2, F4),
-- inside its write. By orders_buyer_idx it visited every order the buyer ever placed, delivered or
-- paid by card, a cost growing with a loyal buyer's history. Only unpaid pay-on-delivery orders are
-- in this index, and the limit keeps those few.
CREATE INDEX "orders_unpaid_on_delivery_idx" ON "orders" ("buyer_id")
  WHERE "payment_method" = 'on_delivery' AND "status" IN ('pending', 'processing', 'shipped');
