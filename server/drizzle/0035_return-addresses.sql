-- Decision 221: where a shop's returns go and its note to buyers. No row, or a row without an
-- address, sends returns to the shop's business address; the address is whole or absent.
CREATE TABLE "return_addresses" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"address_line1" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"instructions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_addresses_whole_check" CHECK (("return_addresses"."address_line1" is null) = ("return_addresses"."city" is null) and ("return_addresses"."city" is null) = ("return_addresses"."postal_code" is null) and ("return_addresses"."postal_code" is null) = ("return_addresses"."country" is null)),
	CONSTRAINT "return_addresses_instructions_check" CHECK (char_length("return_addresses"."instructions") <= 300)
);
--> statement-breakpoint
ALTER TABLE "return_addresses" ADD CONSTRAINT "return_addresses_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
