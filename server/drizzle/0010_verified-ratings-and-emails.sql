-- Security review 2, F5: a product's rating (rating_sum / rating_count) counts verified purchases
-- only whenever any of its reviews is one; rating_verified_only says which. Kept by triggers in the
-- transaction of every change that can move it: a review written, changed or removed, an order
-- placed by a reviewer, an order cancelled or restored. The definition of verified is
-- domain/reviews/verified-purchase.ts's: the reviewer has an order of the product not cancelled.
ALTER TABLE "products" ADD COLUMN "rating_verified_only" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION refresh_product_ratings(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock first, then read the reviews in a statement of its own: under READ COMMITTED a statement
  -- that waited for the lock reads from before the wait, and would miss a review just committed.
  -- NO KEY UPDATE (what the UPDATE below takes anyway): it does not wait for the key-share lock each
  -- review insert holds on its product through the foreign key, so two reviews cannot deadlock.
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET rating_sum = r.s, rating_count = r.n, rating_verified_only = r.v
  FROM (
    SELECT pid,
      coalesce(sum(rating) FILTER (WHERE verified OR NOT any_verified), 0)::int AS s,
      count(*) FILTER (WHERE verified OR NOT any_verified)::int AS n,
      coalesce(bool_or(any_verified), false) AS v
    FROM (
      SELECT ids_.pid, rv.rating, rv.verified, bool_or(rv.verified) OVER (PARTITION BY ids_.pid) AS any_verified
      FROM unnest(ids) AS ids_(pid)
      LEFT JOIN LATERAL (
        SELECT x.rating, exists (
          SELECT 1 FROM order_items vi JOIN orders vo ON vo.id = vi.order_id
          WHERE vi.product_id = x.product_id AND vo.buyer_id = x.buyer_id AND vo.status <> 'cancelled'
        ) AS verified
        FROM reviews x WHERE x.product_id = ids_.pid
      ) rv ON true
    ) t
    GROUP BY pid
  ) r
  WHERE p.id = r.pid
    AND (p.rating_sum, p.rating_count, p.rating_verified_only) IS DISTINCT FROM (r.s, r.n, r.v);
END $$;
--> statement-breakpoint
CREATE FUNCTION reviews_refresh_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_ratings(array(SELECT DISTINCT product_id FROM old_reviews));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_product_ratings(array(SELECT product_id FROM new_reviews UNION SELECT product_id FROM old_reviews));
  ELSE
    PERFORM refresh_product_ratings(array(SELECT DISTINCT product_id FROM new_reviews));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_inserted_ratings AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_ratings();
--> statement-breakpoint
CREATE TRIGGER reviews_updated_ratings AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_ratings();
--> statement-breakpoint
CREATE TRIGGER reviews_deleted_ratings AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_ratings();
--> statement-breakpoint
-- An order's lines make its buyer's reviews of those products verified: only products the buyer
-- has reviewed are touched, so a checkout of products nobody reviewed costs one indexed probe.
CREATE FUNCTION order_items_refresh_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_ratings(array(
    SELECT DISTINCT ni.product_id FROM new_items ni
    JOIN orders o ON o.id = ni.order_id
    JOIN reviews r ON r.product_id = ni.product_id AND r.buyer_id = o.buyer_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_inserted_ratings AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_refresh_ratings();
--> statement-breakpoint
CREATE FUNCTION orders_refresh_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_ratings(array(
    SELECT DISTINCT oi.product_id FROM order_items oi
    JOIN reviews r ON r.product_id = oi.product_id AND r.buyer_id = NEW.buyer_id
    WHERE oi.order_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_cancelled_ratings AFTER UPDATE OF status ON "orders"
  FOR EACH ROW WHEN ((OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled'))
  EXECUTE FUNCTION orders_refresh_ratings();
--> statement-breakpoint
SELECT refresh_product_ratings(array(SELECT DISTINCT product_id FROM reviews));
--> statement-breakpoint
-- Security review 2, F11: an address is verified by the link in the welcome mail; until then mail
-- to it carries nothing another person typed. Accounts made before this change start unverified.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id","created_at");
