-- One meaning of "delivered" (decision 207): every completed or Delivered order has delivered_at,
-- which the buyer's order list, the return rule and the ledger's release all read. Orders finished
-- before completing set it get the time they first reached either status, else their last change.
UPDATE "orders" o SET "delivered_at" = coalesce(
  (SELECT min(e.at) FROM "order_events" e WHERE e.order_id = o.id AND e.to_status IN ('completed', 'Delivered')),
  o.updated_at)
WHERE o.status IN ('completed', 'Delivered') AND o.delivered_at IS NULL;
--> statement-breakpoint
-- Shop addresses (decision 208): a slug a shop gave up redirects to it for 30 days, at most 3 are
-- kept, and the next shop whose name makes it takes it at once. released_at: when the shop gave it
-- up (null: its current slug).
-- A database migrated from before 0022 in one go holds that migration's deferred checks of
-- shop_slugs' rows still pending, which ALTER TABLE refuses: they are run now.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "shop_slugs" ADD COLUMN "released_at" timestamp with time zone;
--> statement-breakpoint
-- Every change of a shop's address, for the limit of 3 in 30 days (kept when a slug passes on).
CREATE TABLE "shop_renames" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"from_slug" text NOT NULL,
	"to_slug" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_renames_vendor_at_idx" ON "shop_renames" ("vendor_id", "at");
--> statement-breakpoint
-- A vendor's slug comes from its store name (migration 0022). A new name whose base is the slug's
-- keeps it; another name takes a new slug: one free, one this shop had before, or one another shop
-- gave up (its redirect ends), else the next number. The slug given up is stamped released_at; the
-- shop keeps its 3 latest. An address may move 3 times in 30 days: the 4th raises SL429, which the
-- profile answers as 429 with the date it may move again.
CREATE OR REPLACE FUNCTION claim_shop_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
  moves integer;
BEGIN
  IF NEW.role <> 'vendor' OR NEW.vendor_name IS NULL THEN
    RETURN NEW;
  END IF;
  base := shop_slug_base(NEW.vendor_name);
  IF NEW.shop_slug IS NOT NULL AND (NEW.shop_slug = base OR NEW.shop_slug ~ ('^' || base || '-[0-9]+$')) THEN
    RETURN NEW;
  END IF;
  IF NEW.shop_slug IS NOT NULL THEN
    SELECT count(*) INTO moves FROM shop_renames r WHERE r.vendor_id = NEW.id AND r.at > now() - interval '30 days';
    IF moves >= 3 THEN
      RAISE EXCEPTION 'a shop address may change 3 times in 30 days' USING ERRCODE = 'SL429';
    END IF;
  END IF;
  LOOP
    candidate := CASE WHEN n = 1 THEN base ELSE base || '-' || n END;
    -- Waits for a racing claim of the same slug, then sees whether it won.
    INSERT INTO shop_slugs (slug, vendor_id) VALUES (candidate, NEW.id) ON CONFLICT (slug) DO NOTHING;
    EXIT WHEN FOUND;
    -- Held: this shop's own old slug comes back to it; one another shop gave up passes to this one.
    -- A racing taker waits on the row and, finding it held again, tries the next number.
    UPDATE shop_slugs SET vendor_id = NEW.id, released_at = NULL, created_at = now()
      WHERE slug = candidate AND (vendor_id = NEW.id OR released_at IS NOT NULL);
    EXIT WHEN FOUND;
    n := n + 1;
  END LOOP;
  IF NEW.shop_slug IS NOT NULL THEN
    UPDATE shop_slugs SET released_at = now() WHERE slug = NEW.shop_slug AND vendor_id = NEW.id;
    INSERT INTO shop_renames (vendor_id, from_slug, to_slug) VALUES (NEW.id, NEW.shop_slug, candidate);
    DELETE FROM shop_slugs s WHERE s.vendor_id = NEW.id AND s.released_at IS NOT NULL AND s.slug NOT IN (
      SELECT k.slug FROM shop_slugs k WHERE k.vendor_id = NEW.id AND k.released_at IS NOT NULL
      ORDER BY k.released_at DESC, k.slug LIMIT 3);
  END IF;
  NEW.shop_slug := candidate;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Old slugs kept for good until now: each counts as given up today (redirecting 30 days from the
-- upgrade), the 3 latest per shop kept.
UPDATE "shop_slugs" s SET "released_at" = now()
FROM "users" u WHERE u.id = s.vendor_id AND u.shop_slug IS DISTINCT FROM s.slug;
--> statement-breakpoint
DELETE FROM "shop_slugs" s WHERE s.released_at IS NOT NULL AND s.slug NOT IN (
  SELECT k.slug FROM (
    SELECT slug, row_number() OVER (PARTITION BY vendor_id ORDER BY created_at DESC, slug) AS n
    FROM "shop_slugs" WHERE released_at IS NOT NULL) k
  WHERE k.n <= 3);
--> statement-breakpoint
-- 'Tell me when it's back' (decision 210): while a shop is suspended its variants coming back mail
-- nobody; the asks wait. Every stock write locks the product before its variant (decision 053) and
-- a reactivation updates the products' shop_suspended first, so the two are never both blind.
CREATE OR REPLACE FUNCTION product_variants_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT p.shop_suspended FROM products p WHERE p.id = NEW.product_id) THEN
    RETURN NULL;
  END IF;
  WITH asked AS (DELETE FROM stock_alerts WHERE variant_id = NEW.id RETURNING buyer_id)
  INSERT INTO outbox (kind, payload)
  SELECT 'back-in-stock', jsonb_build_object('kind', 'back-in-stock', 'buyerId', a.buyer_id, 'variantId', NEW.id)
  FROM asked a ORDER BY a.buyer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A shop reactivated: the asks of its variants in stock now are mailed, once (deleted as queued).
-- Runs after users_copy_shop_status (triggers fire in name order), so its products are locked.
CREATE FUNCTION users_mail_waiting_stock_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH asked AS (
    DELETE FROM stock_alerts a USING product_variants v, products p
    WHERE a.variant_id = v.id AND v.product_id = p.id AND p.vendor_id = NEW.id
      AND v.deleted_at IS NULL AND v.stock > 0 AND p.deleted_at IS NULL
    RETURNING a.buyer_id, a.variant_id)
  INSERT INTO outbox (kind, payload)
  SELECT 'back-in-stock', jsonb_build_object('kind', 'back-in-stock', 'buyerId', a.buyer_id, 'variantId', a.variant_id)
  FROM asked a ORDER BY a.variant_id, a.buyer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_mail_waiting_stock_alerts AFTER UPDATE OF "shop_status" ON "users"
  FOR EACH ROW WHEN (OLD.shop_status = 'suspended' AND NEW.shop_status = 'active')
  EXECUTE FUNCTION users_mail_waiting_stock_alerts();
