-- Coupons (docs/architecture.md#shipping-and-promotions, docs/decisions/264 and 265): a shop's own (vendor_id)
-- or the platform's (vendor_id null). The code is kept upper-case, so one unique index makes it unique
-- regardless of case across every shop and the platform. `value` is a percent (percent), cents (amount)
-- or 0 (free_shipping). `uses` counts the placed checkouts holding a use; the placement's conditional
-- UPDATE never takes it past `max_uses`.
CREATE TABLE "coupons" (
  "id" serial PRIMARY KEY NOT NULL,
  "code" text NOT NULL,
  "vendor_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "value" integer DEFAULT 0 NOT NULL,
  "min_subtotal_cents" bigint,
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "max_uses" integer,
  "max_uses_per_buyer" integer DEFAULT 1 NOT NULL,
  "uses" integer DEFAULT 0 NOT NULL,
  "product_ids" integer[],
  "vendor_ids" integer[],
  "categories" text[],
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "coupons_code_check" CHECK ("code" = upper("code") and "code" ~ '^[A-Z0-9-]{4,20}$'),
  CONSTRAINT "coupons_kind_check" CHECK ("kind" in ('percent', 'amount', 'free_shipping')),
  CONSTRAINT "coupons_value_check" CHECK (("kind" = 'percent' and "value" between 1 and 90) or ("kind" = 'amount' and "value" between 1 and 1000000) or ("kind" = 'free_shipping' and "value" = 0)),
  CONSTRAINT "coupons_uses_check" CHECK ("uses" >= 0 and ("max_uses" is null or "uses" <= "max_uses")),
  CONSTRAINT "coupons_dates_check" CHECK ("starts_at" is null or "ends_at" is null or "ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" ("code");
--> statement-breakpoint
CREATE INDEX "coupons_vendor_idx" ON "coupons" ("vendor_id", "id" DESC);
--> statement-breakpoint
-- One row per placed checkout that used a coupon (one code per checkout): who, which checkout, what it
-- took off; `given_back_at` once every vendor order of the checkout was cancelled before shipping.
CREATE TABLE "coupon_uses" (
  "id" serial PRIMARY KEY NOT NULL,
  "coupon_id" integer NOT NULL REFERENCES "coupons"("id") ON DELETE CASCADE,
  "buyer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "payment_id" text NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
  "order_ids" integer[] DEFAULT '{}' NOT NULL,
  "discount_cents" bigint NOT NULL,
  "platform_funded" boolean NOT NULL,
  "used_at" timestamp with time zone DEFAULT now() NOT NULL,
  "given_back_at" timestamp with time zone,
  CONSTRAINT "coupon_uses_discount_check" CHECK ("discount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_payment_key" ON "coupon_uses" ("payment_id");
--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_buyer_idx" ON "coupon_uses" ("coupon_id", "buyer_id") WHERE "given_back_at" is null;
--> statement-breakpoint
CREATE INDEX "coupon_uses_used_at_idx" ON "coupon_uses" ("used_at") WHERE "platform_funded";
--> statement-breakpoint
-- Each order line's share of its order's discount, so a returned unit is refunded what the buyer paid.
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The part of the order's discount the platform funds (a platform coupon): its promotion expense.
ALTER TABLE "orders" ADD COLUMN "platform_discount_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('clearing', 'tax_payable', 'commission_revenue', 'promotion_expense', 'bank', 'on_hold', 'available'));
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_vendor_check";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_vendor_check" CHECK (("vendor_id" is null) = ("kind" in ('clearing', 'tax_payable', 'commission_revenue', 'promotion_expense', 'bank')));
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" in ('sale', 'commission', 'tax', 'release', 'refund', 'commission_refund', 'tax_refund', 'on_delivery_commission', 'payout', 'payout_failed', 'shipping', 'shipping_refund', 'promotion', 'promotion_refund'));
