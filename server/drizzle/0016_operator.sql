-- DESIGN §13: the operator role, commission per vendor and frozen per order, the audit of operator actions.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('buyer', 'vendor', 'admin'));
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_percent" smallint;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commission_percent_check" CHECK ("users"."commission_percent" between 0 and 100);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_shop_status_check" CHECK ("users"."shop_status" in ('active', 'suspended'));
--> statement-breakpoint
-- Orders placed before commission existed pay the default of the time (10%).
ALTER TABLE "orders" ADD COLUMN "commission_percent" smallint DEFAULT 10 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "commission_percent" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_percent_check" CHECK ("orders"."commission_percent" between 0 and 100);
--> statement-breakpoint
-- Every vendor order is charged its vendor's rate as it stands when the order is written, else the
-- configured default (COMMISSION_PERCENT, kept in app_settings by every start), and keeps it: a
-- later change of the rate never re-prices it (decision 140).
CREATE FUNCTION orders_freeze_commission() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.commission_percent IS NULL THEN
    NEW.commission_percent := coalesce(
      (SELECT u.commission_percent FROM users u WHERE u.id = NEW.vendor_id),
      (SELECT s.value::smallint FROM app_settings s WHERE s.key = 'commission_percent'),
      10);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_freeze_commission BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_freeze_commission();
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer REFERENCES "users"("id"),
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" ("at" DESC, "id" DESC);
