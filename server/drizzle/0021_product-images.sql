-- DESIGN §15: several images per product and per colour, in the vendor's order.
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"colour" text,
	"position" smallint NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");
--> statement-breakpoint
CREATE INDEX "product_images_url_idx" ON "product_images" USING btree ("url");
--> statement-breakpoint
-- Each upload also at smaller widths, for srcset (a phone never downloads the large one).
CREATE TABLE "image_sizes" (
	"image_id" text NOT NULL,
	"width" smallint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_sizes_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
ALTER TABLE "image_sizes" ADD CONSTRAINT "image_sizes_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
