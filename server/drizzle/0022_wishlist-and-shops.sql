-- DESIGN §15: shop pages by slug (kept with every slug a shop ever had), the buyer's wishlist, and
-- 'Tell me when it's back' on a sold-out variant, mailed through the outbox once it is back.
-- A store name as an address: accents dropped (NFKD), the letters NFKD keeps whole spelled in ASCII,
-- every other run of characters one '-'; 'shop' when nothing is left ('東京' has no ASCII letters).
CREATE FUNCTION shop_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(both '-' from left(regexp_replace(lower(regexp_replace(
    replace(replace(replace(replace(translate(normalize(coalesce(name, ''), NFKD), 'øØłŁđĐħĦı', 'oOlLdDhHi'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'AE'), 'œ', 'oe'),
    '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'shop')
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_slug" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_shop_slug_key" ON "users" ("shop_slug");
--> statement-breakpoint
-- Every slug a shop was ever given: it answers for that shop for good (old links redirect), never for another.
-- The key is checked at commit: the users trigger below claims a new vendor's slug before its row exists.
CREATE TABLE "shop_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_slugs_vendor_idx" ON "shop_slugs" ("vendor_id");
--> statement-breakpoint
-- A vendor's slug comes from its store name: lower-case ASCII letters and digits joined by '-', a
-- number added when another shop holds it ('sea', 'sea-2'). A new name whose base is the slug's keeps
-- it ('Sea' → 'SEA'); another name takes a new slug and the old one keeps answering (decision 176).
CREATE FUNCTION claim_shop_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n integer := 1;
  owner integer;
BEGIN
  IF NEW.role <> 'vendor' OR NEW.vendor_name IS NULL THEN
    RETURN NEW;
  END IF;
  base := shop_slug_base(NEW.vendor_name);
  IF NEW.shop_slug IS NOT NULL AND (NEW.shop_slug = base OR NEW.shop_slug ~ ('^' || base || '-[0-9]+$')) THEN
    RETURN NEW;
  END IF;
  LOOP
    candidate := CASE WHEN n = 1 THEN base ELSE base || '-' || n END;
    -- Waits for a racing claim of the same slug, then sees whether it won.
    INSERT INTO shop_slugs (slug, vendor_id) VALUES (candidate, NEW.id) ON CONFLICT (slug) DO NOTHING;
    EXIT WHEN FOUND;
    SELECT s.vendor_id INTO owner FROM shop_slugs s WHERE s.slug = candidate;
    EXIT WHEN owner = NEW.id;
    n := n + 1;
  END LOOP;
  NEW.shop_slug := candidate;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_shop_slug BEFORE INSERT OR UPDATE OF "vendor_name", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION claim_shop_slug();
--> statement-breakpoint
DO $$
DECLARE v record;
BEGIN
  FOR v IN SELECT id FROM users WHERE role = 'vendor' ORDER BY id LOOP
    UPDATE users SET vendor_name = vendor_name WHERE id = v.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"buyer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("buyer_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"variant_id" integer NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"buyer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("variant_id", "buyer_id")
);
--> statement-breakpoint
CREATE INDEX "stock_alerts_buyer_idx" ON "stock_alerts" ("buyer_id");
--> statement-breakpoint
-- Whatever brings a variant back (a vendor's edit, a cancelled order, a return put back on the shelf),
-- each buyer who asked is mailed once, in the transaction that brought it back: the asks are deleted
-- as their mails are queued, so a later return to stock mails only those who asked again.
CREATE FUNCTION product_variants_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH asked AS (DELETE FROM stock_alerts WHERE variant_id = NEW.id RETURNING buyer_id)
  INSERT INTO outbox (kind, payload)
  SELECT 'back-in-stock', jsonb_build_object('kind', 'back-in-stock', 'buyerId', a.buyer_id, 'variantId', NEW.id)
  FROM asked a ORDER BY a.buyer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_back_in_stock AFTER UPDATE OF "stock", "deleted_at" ON "product_variants"
  FOR EACH ROW WHEN (NEW.deleted_at IS NULL AND NEW.stock > 0 AND (OLD.stock = 0 OR OLD.deleted_at IS NOT NULL))
  EXECUTE FUNCTION product_variants_back_in_stock();
