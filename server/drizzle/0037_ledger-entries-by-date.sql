-- A vendor's Earnings list their entries newest first by date, then by id: an entry's date is
-- when its event happened, which need not follow the order entries were written in
-- (docs/decisions/213-ledger-in-date-order-paid-out-when-paid.md). This index walks a vendor's
-- entries in that order, as the one it replaces did by id alone.
CREATE INDEX "ledger_entries_vendor_at_idx" ON "ledger_entries" ("vendor_id", "at" DESC, "id" DESC) WHERE "vendor_id" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "ledger_entries_vendor_idx";
