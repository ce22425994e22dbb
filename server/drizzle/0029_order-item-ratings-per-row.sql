-- An order's lines make its buyer's reviews of those products verified (0010). That trigger ran once
-- per statement over a transition table, which PostgreSQL plans afresh on every checkout, and then
-- called refresh_product_ratings even with no product to refresh: about 1.5 ms of a checkout's
-- ~3.5 ms write at 100,000 products. Per row, its probe is planned once per connection and the
-- refresh runs only for a product the buyer has reviewed. Rows are inserted in product id order
-- (checkout, exchanges), so products are still locked in that order.
DROP TRIGGER order_items_inserted_ratings ON "order_items";
--> statement-breakpoint
DROP FUNCTION order_items_refresh_ratings();
--> statement-breakpoint
CREATE FUNCTION order_item_refresh_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders o JOIN reviews r ON r.buyer_id = o.buyer_id
             WHERE o.id = NEW.order_id AND r.product_id = NEW.product_id) THEN
    PERFORM refresh_product_ratings(ARRAY[NEW.product_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_item_inserted_ratings AFTER INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION order_item_refresh_ratings();
