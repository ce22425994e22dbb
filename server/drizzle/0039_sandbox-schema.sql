-- The sandbox provider's six tables leave the shop's schema for one of their own, `psp`, without
-- their prefix (docs/decisions/240-the-sandbox-stands-apart.md): only the sandbox (server/src/sandbox/)
-- reads or writes them. Their rows, indexes, constraints and the events' sequence move with them.
CREATE SCHEMA IF NOT EXISTS "psp";
--> statement-breakpoint
ALTER TABLE "psp_tokens" SET SCHEMA "psp";
--> statement-breakpoint
ALTER TABLE "psp"."psp_tokens" RENAME TO "tokens";
--> statement-breakpoint
ALTER TABLE "psp_authorizations" SET SCHEMA "psp";
--> statement-breakpoint
ALTER TABLE "psp"."psp_authorizations" RENAME TO "authorizations";
--> statement-breakpoint
ALTER TABLE "psp_operations" SET SCHEMA "psp";
--> statement-breakpoint
ALTER TABLE "psp"."psp_operations" RENAME TO "operations";
--> statement-breakpoint
ALTER TABLE "psp_events" SET SCHEMA "psp";
--> statement-breakpoint
ALTER TABLE "psp"."psp_events" RENAME TO "events";
--> statement-breakpoint
ALTER TABLE "psp_clock" SET SCHEMA "psp";
--> statement-breakpoint
ALTER TABLE "psp"."psp_clock" RENAME TO "clock";
--> statement-breakpoint
ALTER TABLE "psp_transfers" SET SCHEMA "psp";
--> statement-breakpoint
ALTER TABLE "psp"."psp_transfers" RENAME TO "transfers";
