CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"size" text,
	"colour" text,
	"colour_hex" text,
	"sku" text,
	"price_cents" integer,
	"stock" integer NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_buyer_product_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "base_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every existing product becomes a product with one variant holding its stock (retired with it when it was deleted),
-- and every cart line and order item is carried over to that variant: an upgrading shop loses nothing.
UPDATE "products" SET "base_price_cents" = "price_cents";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "base_price_cents" SET NOT NULL;--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "vendor_id", "stock", "position", "created_at", "deleted_at")
  SELECT "id", "vendor_id", "stock", 0, "created_at", "deleted_at" FROM "products" ORDER BY "id";--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = c."product_id";--> statement-breakpoint
UPDATE "order_items" o SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = o."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_size_colour_key" ON "product_variants" USING btree ("product_id",coalesce("size", ''),coalesce(lower("colour"), '')) WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_vendor_sku_key" ON "product_variants" USING btree ("vendor_id",lower("sku")) WHERE "product_variants"."deleted_at" is null and "product_variants"."sku" is not null;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position") WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_variants_vendor_stock_idx" ON "product_variants" USING btree ("vendor_id","stock") WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_buyer_variant_key" ON "cart_items" USING btree ("buyer_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_items_variant_idx" ON "cart_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_base_price_check" CHECK ("products"."base_price_cents" > 0);