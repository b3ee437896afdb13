DROP INDEX "voucher_codes_free_idx";--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_pools" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "voucher_pools" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "voucher_pools" ADD COLUMN "redeem_de" text;--> statement-breakpoint
ALTER TABLE "voucher_pools" ADD COLUMN "redeem_en" text;--> statement-breakpoint
ALTER TABLE "voucher_pools" ADD COLUMN "redeem_url" text;--> statement-breakpoint
CREATE INDEX "voucher_codes_free_idx" ON "voucher_codes" USING btree ("tenant_id","cents","imported_at","seq") WHERE issued_credit_id is null;