-- Sale prices (docs/decisions/268 to 271). The vendor's compare-at price and the sale's end on the
-- product (and a compare-at on a variant with its own price); every price a product or variant
-- sold at, from when; and the honest 'was' price worked out from that history when the sale is set.
ALTER TABLE "products" ADD COLUMN "compare_at_cents" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_started_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "was_cents" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_was_cents" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_check" CHECK ("compare_at_cents" > "base_price_cents" and "compare_at_cents" <= 10000000);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "compare_at_cents" integer;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "was_cents" integer;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_compare_at_check" CHECK ("compare_at_cents" > "price_cents" and "compare_at_cents" <= 10000000);
--> statement-breakpoint
CREATE INDEX "products_sale_ends_idx" ON "products" ("sale_ends_at") WHERE "sale_ends_at" is not null;
--> statement-breakpoint
CREATE TABLE "price_history" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  -- null: the product's base price; else a variant's own price.
  "variant_id" integer REFERENCES "product_variants"("id"),
  "price_cents" integer NOT NULL,
  "at" timestamp with time zone NOT NULL,
  CONSTRAINT "price_history_price_check" CHECK ("price_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" ("product_id", "variant_id", "at");
--> statement-breakpoint
-- Every price as it stands, from when its product was added: the history starts with the catalogue.
INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "at")
SELECT "id", NULL, "base_price_cents", "created_at" FROM "products";
--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "at")
SELECT "product_id", "id", "price_cents", "created_at" FROM "product_variants" WHERE "price_cents" IS NOT NULL AND "deleted_at" IS NULL;
