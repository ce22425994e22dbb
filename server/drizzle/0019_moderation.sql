-- DESIGN §13 (issue 30): the operator hides a product or a review, and suspends a shop. A product is
-- listed while it is not deleted, not hidden and its shop is not suspended: one stored column that
-- every buyer-facing read and the browse index's partial indexes ask (decision 155).
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Its shop's suspension, copied onto each product by the trigger below, so a list stays one table's walk.
ALTER TABLE "products" ADD COLUMN "shop_suspended" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("deleted_at" IS NULL AND NOT "hidden" AND NOT "shop_suspended") STORED;
--> statement-breakpoint
DROP INDEX "products_popular_idx";
--> statement-breakpoint
DROP INDEX "products_category_popular_idx";
--> statement-breakpoint
DROP INDEX "products_category_price_idx";
--> statement-breakpoint
DROP INDEX "products_category_newest_idx";
--> statement-breakpoint
DROP INDEX "products_price_idx";
--> statement-breakpoint
DROP INDEX "products_newest_idx";
--> statement-breakpoint
DROP INDEX "products_search_idx";
--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."listed";
--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category","sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."listed";
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_cents","id") WHERE "products"."listed";
--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."listed";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id") WHERE "products"."listed";
--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."listed";
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_doc") WHERE "products"."listed";
--> statement-breakpoint
-- A shop suspended or reactivated takes its products with it; the products' own trigger stamps
-- changed_xid, so every instance's browse index reads them at its next look.
CREATE FUNCTION users_copy_shop_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET shop_suspended = (NEW.shop_status = 'suspended')
    WHERE vendor_id = NEW.id AND shop_suspended IS DISTINCT FROM (NEW.shop_status = 'suspended');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_copy_shop_status AFTER UPDATE OF "shop_status" ON "users"
  FOR EACH ROW WHEN (OLD.shop_status IS DISTINCT FROM NEW.shop_status) EXECUTE FUNCTION users_copy_shop_status();
--> statement-breakpoint
-- A product written for a suspended shop (a seed, a write racing the suspension) starts suspended too.
CREATE FUNCTION products_take_shop_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shop_suspended := coalesce((SELECT u.shop_status = 'suspended' FROM users u WHERE u.id = NEW.vendor_id), false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_take_shop_status BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION products_take_shop_status();
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Security review 2, F5's rating, now over the reviews nobody hid: a hidden review leaves the
-- product's count and average (and, in domain/reviews/fit-counts.ts, its fit counts). Hiding or
-- showing one is an UPDATE of reviews, whose statement trigger (0010) calls this again.
CREATE OR REPLACE FUNCTION refresh_product_ratings(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
        FROM reviews x WHERE x.product_id = ids_.pid AND NOT x.hidden
      ) rv ON true
    ) t
    GROUP BY pid
  ) r
  WHERE p.id = r.pid
    AND (p.rating_sum, p.rating_count, p.rating_verified_only) IS DISTINCT FROM (r.s, r.n, r.v);
END $$;
--> statement-breakpoint
-- The operator's Moderation screen finds products and reviews by words; the newest first.
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
