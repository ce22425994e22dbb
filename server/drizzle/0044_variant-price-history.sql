-- A variant's price history is the price it sold at: its own price, or the product's base price
-- while it has none (docs/decisions/278). Variants without a price of their own had no history;
-- they take the base price's rows from their creation on (the row in effect then, dated then).
INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "at")
SELECT v."product_id", v."id", h."price_cents", greatest(h."at", v."created_at")
FROM "product_variants" v
JOIN "price_history" h ON h."product_id" = v."product_id" AND h."variant_id" IS NULL
WHERE v."deleted_at" IS NULL AND v."price_cents" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "price_history" o WHERE o."product_id" = v."product_id" AND o."variant_id" = v."id")
  AND (h."at" > v."created_at" OR h."id" = (
    SELECT e."id" FROM "price_history" e
    WHERE e."product_id" = v."product_id" AND e."variant_id" IS NULL AND e."at" <= v."created_at"
    ORDER BY e."at" DESC, e."id" DESC LIMIT 1));
