CREATE TABLE "referral_short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"referral_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_short_links" ADD CONSTRAINT "referral_short_links_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_short_links" ADD CONSTRAINT "referral_short_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_short_links_referral_uq" ON "referral_short_links" USING btree ("referral_id");