-- Money out never exceeds money in, per unit and per vendor order (decision 201), and the return
-- window a vendor order was sold with stays with it (decision 202).
--
-- 1. Each vendor order keeps the return window it was sold with, frozen as its commission is: the
-- orders_freeze_commission trigger (drizzle/0016) now fills both when an insert leaves them out, an
-- exchange order taking its sale's window. Orders so far keep their vendor's current window.
ALTER TABLE "orders" ADD COLUMN "return_days" smallint;--> statement-breakpoint
UPDATE "orders" "o" SET "return_days" = "u"."return_days" FROM "users" "u" WHERE "u"."id" = "o"."vendor_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "return_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_days_check" CHECK ("return_days" >= 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_freeze_commission() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rate smallint;
  days smallint;
BEGIN
  IF NEW.commission_percent IS NULL OR NEW.return_days IS NULL THEN
    SELECT u.commission_percent, u.return_days INTO rate, days FROM users u WHERE u.id = NEW.vendor_id;
    IF NEW.commission_percent IS NULL THEN
      NEW.commission_percent := coalesce(rate, (SELECT s.value::smallint FROM app_settings s WHERE s.key = 'commission_percent'), 10);
    END IF;
    IF NEW.return_days IS NULL AND NEW.exchange_for_order_id IS NOT NULL THEN
      SELECT s.return_days INTO NEW.return_days FROM orders s WHERE s.id = NEW.exchange_for_order_id;
    END IF;
    IF NEW.return_days IS NULL THEN
      NEW.return_days := coalesce(days, 30);
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
--
-- 2. Where each returned unit stands. A return line's units are 'held' while its return is open or
-- its rejection may still be disputed, then 'refunded', 'exchanged' or 'freed' (the return was
-- cancelled, expired, or its rejection became final). Only held units move; every other move is
-- refused (a replacement that cannot ship is refunded as a return of its own lines: decision 203). Each order
-- line counts its units in each state, and no line may count more than it sold.
ALTER TABLE "return_lines" ADD COLUMN "units_state" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_units_state_check" CHECK ("units_state" in ('held', 'refunded', 'exchanged', 'freed'));--> statement-breakpoint
ALTER TABLE "return_lines" DROP CONSTRAINT "return_lines_reason_check";--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_reason_check" CHECK ("reason" in ('too_small', 'too_large', 'not_as_pictured', 'quality', 'damaged', 'wrong_item', 'changed_mind', 'not_shipped'));--> statement-breakpoint
-- Returns so far: a rejection is final once disputed and decided, or 14 days after it was made.
UPDATE "return_lines" "rl" SET "units_state" = CASE
    WHEN "r"."status" in ('requested', 'approved', 'shipped', 'received', 'disputed') THEN 'held'
    WHEN "r"."status" in ('cancelled', 'expired') THEN 'freed'
    WHEN "r"."status" = 'rejected' THEN CASE
      WHEN NOT EXISTS (SELECT 1 FROM "return_events" "e" WHERE "e"."return_id" = "r"."id" AND "e"."status" = 'disputed')
        AND "r"."updated_at" > now() - interval '14 days' THEN 'held'
      ELSE 'freed' END
    WHEN "r"."status" = 'closed' AND "rl"."resellable" IS NOT NULL AND "rl"."outcome" = 'exchange' THEN 'exchanged'
    ELSE 'refunded' END
  FROM "returns" "r" WHERE "r"."id" = "rl"."return_id";--> statement-breakpoint
-- A rejection that may still be disputed waits until its due date (then the timer makes it final).
UPDATE "returns" "r" SET "due_at" = "r"."updated_at" + interval '14 days'
  WHERE "r"."status" = 'rejected' AND EXISTS (SELECT 1 FROM "return_lines" "rl" WHERE "rl"."return_id" = "r"."id" AND "rl"."units_state" = 'held');--> statement-breakpoint
CREATE INDEX "returns_dispute_due_idx" ON "returns" ("due_at") WHERE "status" = 'rejected' AND "due_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "held_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "exchanged_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_items" "oi" SET
    "held_units" = "s"."held", "refunded_units" = "s"."refunded", "exchanged_units" = "s"."exchanged"
  FROM (SELECT "order_item_id",
      coalesce(sum("quantity") FILTER (WHERE "units_state" = 'held'), 0)::int AS "held",
      coalesce(sum("quantity") FILTER (WHERE "units_state" = 'refunded'), 0)::int AS "refunded",
      coalesce(sum("quantity") FILTER (WHERE "units_state" = 'exchanged'), 0)::int AS "exchanged"
    FROM "return_lines" GROUP BY "order_item_id") "s"
  WHERE "s"."order_item_id" = "oi"."id";--> statement-breakpoint
-- NOT VALID: a line that was already refunded twice does not stop the migration; every change from
-- now on is checked, and the ledger check names such lines.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_units_check" CHECK (
  "held_units" >= 0 AND "refunded_units" >= 0 AND "exchanged_units" >= 0
  AND "held_units" + "refunded_units" + "exchanged_units" <= "quantity") NOT VALID;--> statement-breakpoint
CREATE OR REPLACE FUNCTION return_lines_count_units() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.units_state END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF was = NEW.units_state AND OLD.quantity = NEW.quantity THEN RETURN NULL; END IF;
    IF OLD.quantity <> NEW.quantity OR OLD.order_item_id <> NEW.order_item_id OR was <> 'held' THEN
      RAISE EXCEPTION 'return line % is % and cannot become %', OLD.id, was, NEW.units_state
        USING ERRCODE = 'check_violation', CONSTRAINT = 'return_lines_units_final';
    END IF;
  END IF;
  UPDATE order_items SET
    held_units = held_units + CASE WHEN NEW.units_state = 'held' THEN NEW.quantity ELSE 0 END - CASE WHEN was = 'held' THEN NEW.quantity ELSE 0 END,
    refunded_units = refunded_units + CASE WHEN NEW.units_state = 'refunded' THEN NEW.quantity ELSE 0 END,
    exchanged_units = exchanged_units + CASE WHEN NEW.units_state = 'exchanged' THEN NEW.quantity ELSE 0 END
  WHERE id = NEW.order_item_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "return_lines_count_units" AFTER INSERT OR UPDATE ON "return_lines"
FOR EACH ROW EXECUTE FUNCTION return_lines_count_units();--> statement-breakpoint
--
-- 3. What each vendor order has refunded in all (its returns' refunds, fixed before the provider is
-- asked, and a cancel's whole refund), never more than its buyer paid. An exchange order's returns
-- are refunded out of the sale it replaced (decision 158), so they count there.
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" "o" SET "refunded_cents" = "s"."cents"
  FROM (SELECT coalesce("x"."exchange_for_order_id", "x"."id") AS "sale", sum("r"."refund_cents") AS "cents"
    FROM "returns" "r" JOIN "orders" "x" ON "x"."id" = "r"."order_id" WHERE "r"."refund_cents" IS NOT NULL GROUP BY 1) "s"
  WHERE "o"."id" = "s"."sale";--> statement-breakpoint
UPDATE "orders" SET "refunded_cents" = "total_cents" WHERE "status" = 'cancelled' AND "payment_status" = 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_cents") NOT VALID;--> statement-breakpoint
CREATE OR REPLACE FUNCTION returns_count_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := coalesce(NEW.refund_cents, 0) - CASE WHEN TG_OP = 'UPDATE' THEN coalesce(OLD.refund_cents, 0) ELSE 0 END;
BEGIN
  IF delta <> 0 THEN
    UPDATE orders SET refunded_cents = refunded_cents + delta
      WHERE id = (SELECT coalesce(x.exchange_for_order_id, x.id) FROM orders x WHERE x.id = NEW.order_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "returns_count_refund" AFTER INSERT OR UPDATE OF "refund_cents" ON "returns"
FOR EACH ROW EXECUTE FUNCTION returns_count_refund();
--> statement-breakpoint
--
-- 4. A refund owed to a pay-on-delivery buyer, paid by hand: the payment's reference, as the operator recorded it (decision 205).
ALTER TABLE "returns" ADD COLUMN "refund_reference" text;
