-- DESIGN §13: the ledger (double entry, integer cents, rows never changed), payouts, the sandbox's transfers.
-- Sign: a positive amount credits the account (what the platform owes a vendor, earns, or owes in tax);
-- clearing is the provider's money the platform holds (negative as money comes in), bank what left as payouts.
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" integer REFERENCES "users"("id"),
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('clearing', 'tax_payable', 'commission_revenue', 'bank', 'on_hold', 'available')),
	CONSTRAINT "ledger_accounts_vendor_check" CHECK (("vendor_id" is null) = ("kind" in ('clearing', 'tax_payable', 'commission_revenue', 'bank')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_kind_vendor_idx" ON "ledger_accounts" ("kind", (coalesce("vendor_id", 0)));
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "users"("id"),
	"order_id" integer REFERENCES "orders"("id"),
	"return_id" integer,
	"payout_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_journals_kind_check" CHECK ("kind" in ('capture', 'release', 'refund', 'on_delivery', 'payout', 'payout_failed'))
);
--> statement-breakpoint
-- Each posting once per cause and kind: a retry, or a second instance, finds it written.
CREATE UNIQUE INDEX "ledger_journals_cause_idx" ON "ledger_journals" ("cause", "kind");
--> statement-breakpoint
CREATE INDEX "ledger_journals_order_idx" ON "ledger_journals" ("order_id", "kind") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL REFERENCES "ledger_journals"("id"),
	"account_id" integer NOT NULL REFERENCES "ledger_accounts"("id"),
	"vendor_id" integer,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"payout_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("amount_cents" <> 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" in ('sale', 'commission', 'tax', 'release', 'refund', 'commission_refund', 'tax_refund', 'on_delivery_commission', 'payout', 'payout_failed'))
);
--> statement-breakpoint
-- A vendor's ledger, newest first, a page at a time; the entries of one journal; of one order (its money on hold).
CREATE INDEX "ledger_entries_vendor_idx" ON "ledger_entries" ("vendor_id", "id" DESC) WHERE "vendor_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" ("journal_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" ("order_id", "account_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" ("account_id", "id");
--> statement-breakpoint
-- The account's balance moves with each entry in the same statement, and the entry keeps the balance it left.
CREATE FUNCTION ledger_entries_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_cents = balance_cents + NEW.amount_cents, entries_count = entries_count + 1
    WHERE id = NEW.account_id
    RETURNING balance_cents, vendor_id INTO NEW.balance_after_cents, NEW.vendor_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_post BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_entries_post();
--> statement-breakpoint
-- Rows are never changed: a correction is a reversing entry.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never updated or deleted; post a reversing entry' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_unchanged BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_unchanged BEFORE UPDATE OR DELETE ON "ledger_journals" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Every journal sums to zero, checked as its transaction commits.
CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE journal_id = NEW.journal_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not sum to zero (%)', NEW.journal_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_journal_balanced AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();
--> statement-breakpoint
-- When an order's money on hold was released (DESIGN §13): the release timer's claim, and the next release date's index.
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_unreleased_idx" ON "orders" ("vendor_id", "delivered_at")
	WHERE "released_at" IS NULL AND "payment_method" = 'card' AND "delivered_at" IS NOT NULL AND "payment_status" in ('captured', 'partially_refunded');
--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" ("delivered_at")
	WHERE "released_at" IS NULL AND "payment_method" = 'card' AND "delivered_at" IS NOT NULL AND "payment_status" in ('captured', 'partially_refunded');
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" ("vendor_id", "id" DESC);
--> statement-breakpoint
-- The entries of a vendor's available account a payout settles; each entry is settled by one payout.
CREATE TABLE "payout_items" (
	"entry_id" bigint PRIMARY KEY NOT NULL REFERENCES "ledger_entries"("id"),
	"payout_id" integer NOT NULL REFERENCES "payouts"("id")
);
--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" ("payout_id");
--> statement-breakpoint
CREATE TABLE "psp_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL UNIQUE,
	"amount_cents" bigint NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
