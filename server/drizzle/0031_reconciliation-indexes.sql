-- The reconciliation job (every instance, every 20 s) looks for cancelled card orders whose money
-- is still to be released or refunded: a handful, found by reading every order ever placed (50 ms
-- a round at 80,000 orders, growing with each).
CREATE INDEX "orders_cancelled_unsettled_idx" ON "orders" ("id")
  WHERE "status" = 'cancelled' AND "payment_method" = 'card' AND "payment_status" IN ('authorized', 'captured', 'failed');
--> statement-breakpoint
-- Rows that are written, then marked done: the sandbox's undelivered events, the mail outbox, the
-- open payments. Each mark leaves the partial index of what is still to do pointing at a dead row
-- until a vacuum, and every round of the job reads through them. PostgreSQL's default waits for a
-- fifth of the table to be dead (4,000 dead events at 20,000 payments); these are vacuumed every
-- 2,000 dead rows instead.
ALTER TABLE "psp_events" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);
--> statement-breakpoint
ALTER TABLE "outbox" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);
--> statement-breakpoint
ALTER TABLE "payments" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);
