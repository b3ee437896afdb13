CREATE TABLE "referral_link_opens" (
	"referral_id" uuid NOT NULL,
	"day" date NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"tenant_id" uuid NOT NULL,
	CONSTRAINT "referral_link_opens_pk" PRIMARY KEY("referral_id","day")
);
--> statement-breakpoint
ALTER TABLE "referral_link_opens" ADD CONSTRAINT "referral_link_opens_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_link_opens" ADD CONSTRAINT "referral_link_opens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_link_opens_day_idx" ON "referral_link_opens" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "reward_credits_referral_created_idx" ON "reward_credits" USING btree ("tenant_id","created_at") WHERE kind = 'referral';