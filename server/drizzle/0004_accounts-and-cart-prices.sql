CREATE TABLE "login_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_success" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "seen_price_cents" integer;--> statement-breakpoint
-- Lines already in carts were seen at today's price.
UPDATE "cart_items" c SET "seen_price_cents" = p."price_cents" FROM "products" p WHERE p."id" = c."product_id";--> statement-breakpoint
-- Login backoff counts are short-lived: they start again under the new keys.
DELETE FROM "login_throttle";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "failures";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "key" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "window_start" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "granted_to" text;--> statement-breakpoint
-- E-mails compared in their NFKC form (those that would collide with another account stay as they are).
UPDATE "users" u SET "email" = lower(normalize(u."email", NFKC))
WHERE u."email" <> lower(normalize(u."email", NFKC))
  AND NOT EXISTS (SELECT 1 FROM "users" o WHERE o."email" = lower(normalize(u."email", NFKC)));--> statement-breakpoint
-- Store names become unique: a later shop whose name equals an earlier one's gets its id appended.
UPDATE "users" u SET "vendor_name" = u."vendor_name" || ' (' || u."id" || ')'
WHERE u."role" = 'vendor' AND EXISTS (
  SELECT 1 FROM "users" o
  WHERE o."role" = 'vendor' AND o."id" < u."id"
    AND lower(normalize(o."vendor_name", NFKC)) = lower(normalize(u."vendor_name", NFKC)));--> statement-breakpoint
CREATE UNIQUE INDEX "users_vendor_name_key" ON "users" USING btree (lower(normalize("vendor_name", NFKC))) WHERE "users"."role" = 'vendor';
