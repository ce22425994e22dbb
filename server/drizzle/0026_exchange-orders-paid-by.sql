-- Decision 158: an exchange order carries the money of the sale it replaces. A return of its lines
-- refunds what was paid for them on that sale (and posts the reversal there), so each exchange
-- order names the sale order whose payment, tax and ledger postings it carries (the first sale of
-- a chain of exchanges).
ALTER TABLE "orders" ADD COLUMN "exchange_for_order_id" integer REFERENCES "orders"("id");--> statement-breakpoint
-- Exchange orders so far: up the chain of returns to the sale.
WITH RECURSIVE "up" ("id", "parent") AS (
	SELECT "exchange_order_id", "order_id" FROM "returns" WHERE "exchange_order_id" IS NOT NULL
	UNION ALL
	SELECT "up"."id", "r"."order_id" FROM "up" JOIN "returns" "r" ON "r"."exchange_order_id" = "up"."parent"
)
UPDATE "orders" "o" SET "exchange_for_order_id" = "up"."parent"
FROM "up" JOIN "orders" "p" ON "p"."id" = "up"."parent" AND "p"."kind" = 'sale'
WHERE "o"."id" = "up"."id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_for_check" CHECK (("kind" = 'exchange') = ("exchange_for_order_id" is not null));--> statement-breakpoint
CREATE INDEX "orders_exchange_for_idx" ON "orders" ("exchange_for_order_id") WHERE "exchange_for_order_id" is not null;
--> statement-breakpoint
-- An exchange order is no sale: its lines keep the price paid on the sale (the refund of a return
-- of them is that price) while its total is 0, so the sales rollup the vendor's dashboard sums
-- leaves it out, as the sale already counted those units. What exchange orders added so far is taken back first.
SELECT sales_rollup_order(o, -1) FROM "orders" o WHERE o."kind" = 'exchange';--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_order(o orders, sign integer) RETURNS void AS $$
BEGIN
  IF o.status = 'cancelled' OR o.kind = 'exchange' THEN RETURN; END IF;
  PERFORM sales_rollup_add(o.vendor_id, o.created_at, '', sign * o.subtotal_cents, sign);
  PERFORM sales_rollup_add(o.vendor_id, o.created_at, p.category, (sign * sum(i.unit_price_cents::bigint * i.quantity))::bigint, 0)
    FROM order_items i JOIN products p ON p.id = i.product_id
    WHERE i.order_id = o.id
    GROUP BY p.category;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' AND NEW.kind <> 'exchange' THEN
      PERFORM sales_rollup_add(NEW.vendor_id, NEW.created_at, '', NEW.subtotal_cents, 1);
    END IF;
  ELSIF (OLD.status, OLD.created_at, OLD.subtotal_cents) IS DISTINCT FROM (NEW.status, NEW.created_at, NEW.subtotal_cents) THEN
    PERFORM sales_rollup_order(OLD, -1);
    PERFORM sales_rollup_order(NEW, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_sales_rollup() RETURNS trigger AS $$
BEGIN
  PERFORM sales_rollup_add(o.vendor_id, o.created_at, p.category, NEW.unit_price_cents::bigint * NEW.quantity, 0)
    FROM orders o, products p
    WHERE o.id = NEW.order_id AND p.id = NEW.product_id AND o.status <> 'cancelled' AND o.kind <> 'exchange';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
