-- DESIGN §14: returns and exchanges, their events and refunds, the exchange orders, and a stock
-- movement history every change of a variant's stock writes a row of (by trigger, so none is missed).
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("kind" in ('sale', 'exchange'));--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"buyer_id" integer NOT NULL REFERENCES "users"("id"),
	"vendor_id" integer NOT NULL REFERENCES "users"("id"),
	"status" text NOT NULL,
	"note" text,
	"reject_reason" text,
	"dispute_message" text,
	"tracking_number" text,
	"due_at" timestamp with time zone,
	"refund_cents" bigint,
	"refund_tax_cents" bigint,
	"refund_status" text,
	"exchange_order_id" integer REFERENCES "orders"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("status" in ('requested', 'approved', 'shipped', 'received', 'closed', 'rejected', 'disputed', 'cancelled', 'expired')),
	CONSTRAINT "returns_refund_status_check" CHECK ("refund_status" in ('pending', 'refunded', 'owed')),
	CONSTRAINT "returns_refund_check" CHECK ("refund_cents" >= 0)
);--> statement-breakpoint
-- One open return per order at a time.
CREATE UNIQUE INDEX "returns_open_order_key" ON "returns" ("order_id") WHERE "status" in ('requested', 'approved', 'shipped', 'received', 'disputed');--> statement-breakpoint
CREATE INDEX "returns_vendor_idx" ON "returns" ("vendor_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "returns_buyer_idx" ON "returns" ("buyer_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "returns_due_idx" ON "returns" ("due_at") WHERE "status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" ("status", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "returns_refund_pending_idx" ON "returns" ("updated_at") WHERE "refund_status" = 'pending';--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id"),
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"outcome" text NOT NULL,
	"exchange_variant_id" integer REFERENCES "product_variants"("id"),
	"resellable" integer,
	"damaged" integer,
	CONSTRAINT "return_lines_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "return_lines_reason_check" CHECK ("reason" in ('too_small', 'too_large', 'not_as_pictured', 'quality', 'damaged', 'wrong_item', 'changed_mind')),
	CONSTRAINT "return_lines_outcome_check" CHECK ("outcome" in ('refund', 'exchange')),
	CONSTRAINT "return_lines_exchange_check" CHECK (("outcome" = 'exchange') = ("exchange_variant_id" is not null)),
	CONSTRAINT "return_lines_received_check" CHECK ("resellable" is null or ("resellable" >= 0 and "damaged" >= 0 and "resellable" + "damaged" = "quantity"))
);--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" ("order_item_id");--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "returns"("id"),
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_role" text NOT NULL,
	"by_user_id" integer REFERENCES "users"("id"),
	"note" text,
	CONSTRAINT "return_events_by_check" CHECK ("by_role" in ('buyer', 'vendor', 'admin', 'system'))
);--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" ("return_id", "at", "id");--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL REFERENCES "product_variants"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"cause" text NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"written_off" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_cause_check" CHECK ("cause" in ('opening', 'checkout', 'cancel', 'vendor_edit', 'return_restock', 'exchange_reserve', 'exchange_release', 'write_off'))
);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" ("product_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" ("variant_id", "id");--> statement-breakpoint
-- Every variant's stock so far, so each variant's movements add up to its stock from the start.
INSERT INTO "stock_movements" ("variant_id", "product_id", "delta", "stock_after", "cause")
SELECT "id", "product_id", "stock", "stock", 'opening' FROM "product_variants" WHERE "stock" <> 0;--> statement-breakpoint
-- The cause comes from the transaction (set_config('seamline.stock_cause', …, true), with the order or
-- return it concerns); a change that names none is the vendor's own edit. A checkout names no order:
-- its orders are written by the same statement, so the line's newest order item names it.
CREATE OR REPLACE FUNCTION "record_stock_movement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d integer;
	c text := coalesce(nullif(current_setting('seamline.stock_cause', true), ''), 'vendor_edit');
	o integer := nullif(current_setting('seamline.stock_order', true), '')::integer;
	r integer := nullif(current_setting('seamline.stock_return', true), '')::integer;
BEGIN
	IF TG_OP = 'INSERT' THEN
		d := NEW.stock;
	ELSE
		d := NEW.stock - OLD.stock;
	END IF;
	IF d = 0 THEN
		RETURN NULL;
	END IF;
	IF c = 'checkout' AND o IS NULL THEN
		SELECT max(oi.order_id) INTO o FROM order_items oi WHERE oi.variant_id = NEW.id;
	END IF;
	INSERT INTO stock_movements (variant_id, product_id, delta, stock_after, cause, order_id, return_id)
	VALUES (NEW.id, NEW.product_id, d, NEW.stock, c, o, r);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_movement" AFTER INSERT OR UPDATE OF "stock" ON "product_variants"
FOR EACH ROW EXECUTE FUNCTION "record_stock_movement"();
