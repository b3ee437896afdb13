CREATE TABLE "referrer_bank_data" (
	"referrer_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"holder" text NOT NULL,
	"iban_sealed" text NOT NULL,
	"iban_identity" text NOT NULL,
	"bic" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "payout_kind" text;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "voucher_email" text;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "payout_holder" text;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "payout_iban_sealed" text;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrer_bank_data" ADD CONSTRAINT "referrer_bank_data_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrer_bank_data" ADD CONSTRAINT "referrer_bank_data_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;