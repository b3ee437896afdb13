DROP INDEX "referrals_referrer_idx";--> statement-breakpoint
DROP INDEX "referrals_offline_code_uq";--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "facts_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_offline_code_uq" ON "referrals" USING btree ("tenant_id","offline_code") WHERE offline_code is not null;