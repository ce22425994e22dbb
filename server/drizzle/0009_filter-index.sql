-- The browse filters' index (DESIGN §9, docs/decisions/080): every instance keeps the facts filters
-- ask in memory and reads only what changed since it last looked. A row written by a transaction
-- carries that transaction's id; a reader that saw the oldest transaction still running at its
-- last look (pg_snapshot_xmin) reads again every row at or above it, so a commit landing out of
-- order is never missed.
ALTER TABLE "products" ADD COLUMN "changed_xid" xid8 DEFAULT '0'::xid8 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_xid" xid8 DEFAULT '0'::xid8 NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_changed_xid_idx" ON "products" ("changed_xid");
--> statement-breakpoint
CREATE INDEX "users_changed_xid_idx" ON "users" ("changed_xid") WHERE "role" = 'vendor';
--> statement-breakpoint
CREATE FUNCTION stamp_changed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_changed_xid BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION stamp_changed_xid();
--> statement-breakpoint
CREATE TRIGGER users_changed_xid BEFORE INSERT OR UPDATE OF "vendor_name", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION stamp_changed_xid();
--> statement-breakpoint
-- A variant's size, colour or stock is its product's: stamp the product once per transaction.
CREATE FUNCTION stamp_variant_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET changed_xid = pg_current_xact_id()
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END)
      AND changed_xid <> pg_current_xact_id();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stamp_product AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION stamp_variant_product();
--> statement-breakpoint
-- Emptying the table (the demo seed does) is no row change: a counter tells readers to load anew.
CREATE SEQUENCE "catalogue_reloads";
--> statement-breakpoint
CREATE FUNCTION count_catalogue_reload() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_reloads');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_reload();
--> statement-breakpoint
-- The planner needs to know the new columns hold no recent stamps before the first look.
ANALYZE "products";
--> statement-breakpoint
ANALYZE "users";
