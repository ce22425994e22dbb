ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'due_on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" in ('card', 'on_delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" in ('authorized', 'captured', 'refunded', 'partially_refunded', 'released', 'failed', 'due_on_delivery', 'paid_on_delivery'));--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" ("payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"message" text,
	"cart_version" text,
	"ship_line1" text,
	"ship_city" text,
	"ship_postal_code" text,
	"ship_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("method" in ('card', 'on_delivery')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('authorizing', 'requires_action', 'authorized', 'placed', 'failed', 'releasing', 'released', 'expired')),
	CONSTRAINT "payments_amount_check" CHECK ("amount_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_buyer_key_idx" ON "payments" ("buyer_id", "idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" ("updated_at") WHERE "status" in ('authorizing', 'requires_action', 'authorized', 'releasing');--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("provider", "event_id")
);--> statement-breakpoint
CREATE TABLE "psp_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "psp_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL UNIQUE,
	"amount_cents" bigint NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "psp_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"authorization_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"ok" boolean NOT NULL,
	"message" text
);--> statement-breakpoint
CREATE TABLE "psp_events" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL UNIQUE,
	"authorization_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "psp_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" bigint DEFAULT 0 NOT NULL
);
