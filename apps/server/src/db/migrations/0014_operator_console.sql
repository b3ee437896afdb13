CREATE TABLE "exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exclusions_entry_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "goodwill_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"referrer_id" uuid,
	"email" text,
	"language" text DEFAULT 'de' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Offen' NOT NULL,
	"cents" integer,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"credit_id" uuid,
	"thanks_token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"rule" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "operator_sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_webauthn_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"operator_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "foto" "bytea";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "foto_typ" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "aktiv" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "aktiv" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "referral_id" uuid;--> statement-breakpoint
ALTER TABLE "operator_enrolments" ADD COLUMN "totp_pending_sealed" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_dead_letters" ADD COLUMN "original_payload" jsonb;--> statement-breakpoint
ALTER TABLE "partner_dead_letters" ADD COLUMN "fixed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_dead_letters" ADD COLUMN "fixed_by" text;--> statement-breakpoint
ALTER TABLE "partner_dead_letters" ADD COLUMN "replays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_dead_letters" ADD COLUMN "last_replay_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "key_prefix" text;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "recipient_email_hash" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "status_corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exclusions" ADD CONSTRAINT "exclusions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goodwill_cases" ADD CONSTRAINT "goodwill_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goodwill_cases" ADD CONSTRAINT "goodwill_cases_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goodwill_cases" ADD CONSTRAINT "goodwill_cases_credit_id_reward_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."reward_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_decisions" ADD CONSTRAINT "referral_decisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_decisions" ADD CONSTRAINT "referral_decisions_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_webauthn_challenges" ADD CONSTRAINT "operator_webauthn_challenges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusions_value_idx" ON "exclusions" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "goodwill_cases_status_idx" ON "goodwill_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goodwill_cases_token_uq" ON "goodwill_cases" USING btree ("thanks_token_hash");--> statement-breakpoint
CREATE INDEX "referral_decisions_referral_idx" ON "referral_decisions" USING btree ("referral_id","at");--> statement-breakpoint
CREATE INDEX "operator_sign_in_failures_subject_idx" ON "operator_sign_in_failures" USING btree ("subject_hash","at");--> statement-breakpoint
CREATE INDEX "operator_webauthn_challenges_expires_idx" ON "operator_webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "referrers_email_hash_idx" ON "referrers" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "outbox_referral_idx" ON "outbox" USING btree ("referral_id") WHERE referral_id is not null;--> statement-breakpoint
CREATE INDEX "partner_dead_letters_reason_idx" ON "partner_dead_letters" USING btree ("reason");--> statement-breakpoint
CREATE INDEX "referrals_recipient_email_hash_idx" ON "referrals" USING btree ("recipient_email_hash") WHERE recipient_email_hash is not null;--> statement-breakpoint
CREATE INDEX "referrals_email_hash_backfill_idx" ON "referrals" USING btree ("id") WHERE recipient_email is not null and recipient_email_hash is null;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_id_unique" UNIQUE("id");