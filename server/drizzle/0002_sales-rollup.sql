-- Hourly sales per vendor and category, kept by triggers in the same transaction as every order
-- change, so the dashboard sums a few thousand small rows instead of scanning orders and items.
-- category '' is the whole order: it carries the order count; the other rows carry item sales.
CREATE TABLE sales_rollup (
  vendor_id integer NOT NULL REFERENCES users(id),
  category text NOT NULL,
  hour timestamptz NOT NULL,
  sales_cents bigint NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  PRIMARY KEY (vendor_id, category, hour)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add(v integer, at timestamptz, c text, s bigint, o integer) RETURNS void AS $$
  INSERT INTO sales_rollup (vendor_id, category, hour, sales_cents, orders)
  VALUES (v, c, date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', s, o)
  ON CONFLICT (vendor_id, category, hour) DO UPDATE
    SET sales_cents = sales_rollup.sales_cents + excluded.sales_cents,
        orders = sales_rollup.orders + excluded.orders;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) everything one order contributes, unless it is cancelled.
CREATE OR REPLACE FUNCTION sales_rollup_order(o orders, sign integer) RETURNS void AS $$
BEGIN
  IF o.status = 'cancelled' THEN RETURN; END IF;
  PERFORM sales_rollup_add(o.vendor_id, o.created_at, '', sign * o.subtotal_cents, sign);
  PERFORM sales_rollup_add(o.vendor_id, o.created_at, p.category, (sign * sum(i.unit_price_cents::bigint * i.quantity))::bigint, 0)
    FROM order_items i JOIN products p ON p.id = i.product_id
    WHERE i.order_id = o.id
    GROUP BY p.category;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' THEN
      PERFORM sales_rollup_add(NEW.vendor_id, NEW.created_at, '', NEW.subtotal_cents, 1);
    END IF;
  ELSIF (OLD.status, OLD.created_at, OLD.subtotal_cents) IS DISTINCT FROM (NEW.status, NEW.created_at, NEW.subtotal_cents) THEN
    PERFORM sales_rollup_order(OLD, -1);
    PERFORM sales_rollup_order(NEW, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_trigger
  AFTER INSERT OR UPDATE OF status, created_at, subtotal_cents ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_sales_rollup();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_sales_rollup() RETURNS trigger AS $$
BEGIN
  PERFORM sales_rollup_add(o.vendor_id, o.created_at, p.category, NEW.unit_price_cents::bigint * NEW.quantity, 0)
    FROM orders o, products p
    WHERE o.id = NEW.order_id AND p.id = NEW.product_id AND o.status <> 'cancelled';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_items_sales_rollup_trigger
  AFTER INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_sales_rollup();
--> statement-breakpoint
-- Orders that existed before this migration.
INSERT INTO sales_rollup (vendor_id, category, hour, sales_cents, orders)
SELECT o.vendor_id, '', date_trunc('hour', o.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(o.subtotal_cents), count(*)
FROM orders o WHERE o.status <> 'cancelled' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO sales_rollup (vendor_id, category, hour, sales_cents, orders)
SELECT o.vendor_id, p.category, date_trunc('hour', o.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(i.unit_price_cents::bigint * i.quantity), 0
FROM orders o JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
WHERE o.status <> 'cancelled' GROUP BY 1, 2, 3;
