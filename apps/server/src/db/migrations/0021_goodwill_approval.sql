ALTER TABLE "goodwill_cases" ADD COLUMN "approval_by" uuid;--> statement-breakpoint
ALTER TABLE "goodwill_cases" ADD COLUMN "approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goodwill_cases" ADD COLUMN "approval_reason" text;--> statement-breakpoint
CREATE INDEX "goodwill_cases_referrer_idx" ON "goodwill_cases" USING btree ("referrer_id","decided_at");