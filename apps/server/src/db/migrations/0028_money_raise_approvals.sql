CREATE TABLE "money_change_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "promised_reward_cent" integer;--> statement-breakpoint
ALTER TABLE "money_change_approvals" ADD CONSTRAINT "money_change_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_change_approvals_open_idx" ON "money_change_approvals" USING btree ("tenant_id") WHERE state = 'pending';--> statement-breakpoint
-- Backfill (hand-added, decision 045): every referral whose product is offered gets the reward the
-- live lookup (promised-reward.ts) gives today — the highest reward active on the Berlin day it was
-- made, 0 for none — so a later raise in the console changes no open referral. A referral whose
-- product is not offered now keeps null and the lookup as before (it gives 0 until the product is
-- offered again): storing 0 would freeze what is only a product's pause.
UPDATE "referrals" x SET promised_reward_cent = (
  SELECT coalesce(max(r.wert_cent), 0)
  FROM product_rewards pr JOIN rewards r ON r.tenant_id = pr.tenant_id AND r.id = pr.reward_id
  WHERE pr.tenant_id = x.tenant_id AND pr.product_id = x.product_id AND r.aktiv
    AND r.startdatum <= (x.created_at AT TIME ZONE 'Europe/Berlin')::date
    AND (r.enddatum IS NULL OR r.enddatum >= (x.created_at AT TIME ZONE 'Europe/Berlin')::date
      OR r.enddatum_anzeige >= (x.created_at AT TIME ZONE 'Europe/Berlin')::date))
WHERE x.promised_reward_cent IS NULL
  AND EXISTS (SELECT 1 FROM products p WHERE p.tenant_id = x.tenant_id AND p.id = x.product_id AND p.aktiv);
