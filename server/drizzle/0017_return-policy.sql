-- DESIGN §14: each vendor's return window, in days from delivery (14–100, 30 unless the vendor sets it).
ALTER TABLE "users" ADD COLUMN "return_days" smallint DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_return_days_check" CHECK ("users"."return_days" between 14 and 100);
