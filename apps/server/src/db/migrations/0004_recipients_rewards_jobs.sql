CREATE TABLE "lifecycle_jobs" (
	"kind" text NOT NULL,
	"run_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"affected" integer,
	"done_at" timestamp with time zone,
	CONSTRAINT "lifecycle_jobs_kind_run_on_pk" PRIMARY KEY("kind","run_on")
);
--> statement-breakpoint
CREATE TABLE "reward_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"beneficiary" text NOT NULL,
	"referral_id" uuid,
	"referrer_id" uuid,
	"recipient_id" uuid,
	"bonus_after" integer,
	"cents" integer NOT NULL,
	"status" text NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"empfaengernummer" text NOT NULL,
	"token_hash" text,
	"channel" text,
	"created_at" timestamp with time zone NOT NULL,
	"data_confirmed_at" timestamp with time zone,
	"personal" jsonb,
	"email" text,
	"birth_date" date,
	"email_identity" text,
	"name_address_identity" text,
	"advertising_consent" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_proof" jsonb,
	"account_holder" text,
	"iban_encrypted" text,
	"iban_identity" text,
	"bank_data_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credits_referral_uq" ON "reward_credits" USING btree ("referral_id","beneficiary") WHERE kind = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credits_bonus_uq" ON "reward_credits" USING btree ("tenant_id","referrer_id","bonus_after") WHERE kind = 'bonus';--> statement-breakpoint
CREATE INDEX "reward_credits_due_idx" ON "reward_credits" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "reward_credits_referrer_idx" ON "reward_credits" USING btree ("tenant_id","referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_number_uq" ON "recipients" USING btree ("tenant_id","empfaengernummer");--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_token_uq" ON "recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "recipients_referral_idx" ON "recipients" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "referrals_expiry_idx" ON "referrals" USING btree ("expires_at") WHERE status = 'Ok';--> statement-breakpoint
CREATE INDEX "referrals_recipient_email_idx" ON "referrals" USING btree ("created_at") WHERE recipient_email is not null;