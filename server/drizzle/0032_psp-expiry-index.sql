-- The sandbox's expiry sweep (every instance, every 30 s) looks for authorisations still open past
-- their time: without this index it read every authorisation ever made, 9–53 ms a sweep at
-- 20,000 of them, growing with each payment taken.
CREATE INDEX "psp_authorizations_open_expiry_idx" ON "psp_authorizations" ("expires_at")
  WHERE "status" IN ('authorized', 'requires_action');
