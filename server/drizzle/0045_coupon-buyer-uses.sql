-- How many uses of a coupon each buyer holds (placed checkouts not given back): the buyer's limit is
-- held by this one row, which checkout's write raises and a give-back lowers, instead of counting the
-- buyer's uses on every checkout (docs/decisions/279).
CREATE TABLE "coupon_buyer_uses" (
  "coupon_id" integer NOT NULL REFERENCES "coupons"("id") ON DELETE CASCADE,
  "buyer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "uses" integer NOT NULL,
  CONSTRAINT "coupon_buyer_uses_pkey" PRIMARY KEY ("coupon_id", "buyer_id"),
  CONSTRAINT "coupon_buyer_uses_uses_check" CHECK ("uses" >= 0)
);
--> statement-breakpoint
INSERT INTO "coupon_buyer_uses" ("coupon_id", "buyer_id", "uses")
SELECT "coupon_id", "buyer_id", count(*)::int FROM "coupon_uses" WHERE "given_back_at" IS NULL GROUP BY "coupon_id", "buyer_id";
