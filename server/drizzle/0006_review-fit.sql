CREATE TABLE "size_charts" (
	"vendor_id" integer NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"rows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_charts_vendor_id_category_subcategory_pk" PRIMARY KEY("vendor_id","category","subcategory"),
	CONSTRAINT "size_charts_category_check" CHECK ("size_charts"."category" in ('female', 'male', 'children')),
	CONSTRAINT "size_charts_subcategory_check" CHECK ("size_charts"."subcategory" in ('clothes', 'shoes'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK ("reviews"."fit" in ('small', 'true', 'large'));