-- The sandbox's webhook rounds read what is still undelivered, oldest first (decision 166): without
-- this index each round read every event ever delivered, a cost growing with every payment taken.
CREATE INDEX "psp_events_undelivered_idx" ON "psp_events" ("seq") WHERE "delivered_at" IS NULL;
