ALTER TABLE "campaigns" ADD COLUMN "bonus_cent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "campaign_bonus_cent" integer DEFAULT 0 NOT NULL;