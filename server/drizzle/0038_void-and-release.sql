-- One meaning per word (docs/decisions/236-void-and-release.md): undoing an authorisation, or one
-- share of it, is a void; "release" is only money on hold becoming available to a vendor. The
-- stored words follow: a checkout payment `releasing`/`released` becomes `voiding`/`voided`, a
-- vendor order's share `released` becomes `voided`, the sandbox's authorisations and operations
-- say `voided`/`void`, and the stock movement of an exchange's reservation given back is
-- `exchange_unreserve`. Ledger rows (`release` journals and entries, `orders.released_at`) keep
-- their word: they are releases.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
UPDATE "payments" SET "status" = 'voiding' WHERE "status" = 'releasing';--> statement-breakpoint
UPDATE "payments" SET "status" = 'voided' WHERE "status" = 'released';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" in ('authorizing', 'requires_action', 'authorized', 'placed', 'failed', 'voiding', 'voided', 'expired'));--> statement-breakpoint
DROP INDEX "payments_open_idx";--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" ("updated_at") WHERE "status" in ('authorizing', 'requires_action', 'authorized', 'voiding');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'voided' WHERE "payment_status" = 'released';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" in ('authorized', 'captured', 'refunded', 'partially_refunded', 'voided', 'failed', 'due_on_delivery', 'paid_on_delivery'));--> statement-breakpoint
ALTER TABLE "psp_authorizations" RENAME COLUMN "released_cents" TO "voided_cents";--> statement-breakpoint
UPDATE "psp_authorizations" SET "status" = 'voided' WHERE "status" = 'released';--> statement-breakpoint
UPDATE "psp_operations" SET "kind" = 'void' WHERE "kind" = 'release';--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_cause_check";--> statement-breakpoint
UPDATE "stock_movements" SET "cause" = 'exchange_unreserve' WHERE "cause" = 'exchange_release';--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_cause_check" CHECK ("cause" in ('opening', 'checkout', 'cancel', 'vendor_edit', 'return_restock', 'exchange_reserve', 'exchange_unreserve', 'write_off'));
--> statement-breakpoint
UPDATE "psp_events" SET "type" = 'void.' || substr("type", 9) WHERE "type" LIKE 'release.%';--> statement-breakpoint
UPDATE "payment_events" SET "type" = 'void.' || substr("type", 9) WHERE "type" LIKE 'release.%';
