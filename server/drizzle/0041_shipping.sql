-- Shipping (docs/architecture.md#shipping-and-promotions, docs/decisions/260 to 263). A shop's delivery
-- profile, one row per shop that saved one (a shop without a row uses the defaults); amounts in cents.
CREATE TABLE "shipping_profiles" (
  "vendor_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "processing_days" smallint NOT NULL,
  "standard_first_cents" integer NOT NULL,
  "standard_additional_cents" integer NOT NULL,
  "standard_min_days" smallint NOT NULL,
  "standard_max_days" smallint NOT NULL,
  "express_first_cents" integer,
  "express_additional_cents" integer,
  "express_min_days" smallint,
  "express_max_days" smallint,
  "free_over_cents" bigint,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "shipping_profiles_fees_check" CHECK ("standard_first_cents" between 0 and 50000 and "standard_additional_cents" between 0 and 50000
    and "express_first_cents" between 0 and 50000 and "express_additional_cents" between 0 and 50000),
  CONSTRAINT "shipping_profiles_days_check" CHECK ("processing_days" between 0 and 30
    and "standard_min_days" between 0 and "standard_max_days" and "standard_max_days" <= 30
    and "express_min_days" between 0 and "express_max_days" and "express_max_days" <= 30),
  CONSTRAINT "shipping_profiles_express_check" CHECK (("express_first_cents" is null) = ("express_additional_cents" is null)
    and ("express_first_cents" is null) = ("express_min_days" is null) and ("express_first_cents" is null) = ("express_max_days" is null)),
  CONSTRAINT "shipping_profiles_free_over_check" CHECK ("free_over_cents" between 0 and 10000000)
);
--> statement-breakpoint
-- What each vendor order's delivery is and costs, and what its discount took off; the dates are
-- the business days the quote showed. Orders written before have standard delivery for nothing.
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_check" CHECK ("shipping_method" in ('standard', 'express') and "shipping_fee_cents" >= 0
  and "discount_cents" between 0 and "subtotal_cents" and "delivery_from" <= "delivery_to");--> statement-breakpoint
-- What the buyer paid: the goods less the discount, plus delivery, plus tax.
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check"
  CHECK ("total_cents" = "subtotal_cents" - "discount_cents" + "shipping_fee_cents" + "tax_cents" and "tax_cents" >= 0);--> statement-breakpoint
-- The delivery fee a return gives back (a whole order come back damaged, wrong or not as pictured).
ALTER TABLE "returns" ADD COLUMN "refund_shipping_cents" bigint;--> statement-breakpoint
-- A card payment keeps the buyer's choices, so whichever step places its orders prices them alike.
ALTER TABLE "payments" ADD COLUMN "shipping_choice" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_code" text;--> statement-breakpoint
-- The ledger's two shipping legs: the fee to the vendor's on hold, and its refund.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" in ('sale', 'commission', 'tax', 'release', 'refund',
  'commission_refund', 'tax_refund', 'on_delivery_commission', 'payout', 'payout_failed', 'shipping', 'shipping_refund'));
