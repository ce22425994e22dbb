CREATE TABLE "product_creations" (
	"vendor_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_creations_vendor_id_key_pk" PRIMARY KEY("vendor_id","key")
);
--> statement-breakpoint
ALTER TABLE "product_creations" ADD CONSTRAINT "product_creations_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_creations" ADD CONSTRAINT "product_creations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_creations_created_idx" ON "product_creations" USING btree ("created_at");