CREATE TABLE "contact_receipt_counts" (
	"address_hash" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "contact_receipt_counts_address_hash_day_pk" PRIMARY KEY("address_hash","day")
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "permissions" text[] DEFAULT '{"events"}' NOT NULL;--> statement-breakpoint
-- Keys issued before permissions did both; they keep doing both (decision 011).
UPDATE "partner_api_keys" SET "permissions" = '{"events","host_sign_in"}';--> statement-breakpoint
CREATE INDEX "contact_receipt_counts_day_idx" ON "contact_receipt_counts" USING btree ("day");