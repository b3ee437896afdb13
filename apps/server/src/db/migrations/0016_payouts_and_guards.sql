CREATE TABLE "fraud_origins" (
	"referral_id" uuid NOT NULL,
	"party" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"referrer_id" uuid,
	"network" text,
	"address" text,
	"device" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "fraud_origins_referral_id_party_pk" PRIMARY KEY("referral_id","party")
);
--> statement-breakpoint
CREATE TABLE "fraud_reviews" (
	"referral_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"state" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fraud_signals" (
	"tenant_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "fraud_signals_referral_id_kind_pk" PRIMARY KEY("referral_id","kind")
);
--> statement-breakpoint
CREATE TABLE "payout_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"beneficiary" text NOT NULL,
	"holder" text NOT NULL,
	"iban_sealed" text NOT NULL,
	"cents" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"paid_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"returned_by" uuid,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"state" text NOT NULL,
	"count" integer NOT NULL,
	"control_sum_cents" integer NOT NULL,
	"file_sealed" text NOT NULL,
	"sha256" text NOT NULL,
	"prepared_by" uuid NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone,
	"executed_by" uuid,
	"executed_at" timestamp with time zone,
	"statement_reference" text
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"code_sealed" text NOT NULL,
	"code_hash" text NOT NULL,
	"import_id" uuid NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"issued_credit_id" uuid,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_pools" (
	"tenant_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"alert_below" integer,
	"alert_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_pools_tenant_id_cents_pk" PRIMARY KEY("tenant_id","cents")
);
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "eligibility_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "eligibility_proof" jsonb;--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD COLUMN "expiry_reminder" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fraud_origins" ADD CONSTRAINT "fraud_origins_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_origins" ADD CONSTRAINT "fraud_origins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reviews" ADD CONSTRAINT "fraud_reviews_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_reviews" ADD CONSTRAINT "fraud_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_credit_id_reward_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."reward_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_pools" ADD CONSTRAINT "voucher_pools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_origins_referrer_idx" ON "fraud_origins" USING btree ("tenant_id","referrer_id","at");--> statement-breakpoint
CREATE INDEX "fraud_origins_network_idx" ON "fraud_origins" USING btree ("tenant_id","network","at");--> statement-breakpoint
CREATE INDEX "fraud_reviews_state_idx" ON "fraud_reviews" USING btree ("state","held_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_items_credit_uq" ON "payout_batch_items" USING btree ("credit_id") WHERE returned_at is null;--> statement-breakpoint
CREATE INDEX "payout_batch_items_batch_idx" ON "payout_batch_items" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_message_uq" ON "payout_batches" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "payout_batches_tenant_idx" ON "payout_batches" USING btree ("tenant_id","prepared_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_hash_uq" ON "voucher_codes" USING btree ("tenant_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_credit_uq" ON "voucher_codes" USING btree ("issued_credit_id");--> statement-breakpoint
CREATE INDEX "voucher_codes_free_idx" ON "voucher_codes" USING btree ("tenant_id","cents","imported_at") WHERE issued_credit_id is null;--> statement-breakpoint
CREATE INDEX "reward_credits_ready_idx" ON "reward_credits" USING btree ("ready_at") WHERE status = 'Bereitgestellt' and beneficiary = 'Empfehler';--> statement-breakpoint
-- Backfill (issue 15): a ready reward became ready with its last status change (updated_at), a
-- bonus or goodwill reward when it was made. A reward ready for more than eleven months counts as
-- ready eleven months ago, so with the default period of 12 months none expires unwarned on the
-- first run: each gets its 30- and 7-day reminders first. Chosen and paid rewards were ready at the
-- latest when chosen.
UPDATE "reward_credits" SET "ready_at" = CASE
    WHEN "status" = 'Bereitgestellt' THEN greatest(
      CASE WHEN "kind" = 'referral' THEN "updated_at" ELSE "created_at" END, now() - interval '11 months')
    ELSE coalesce("chosen_at", "updated_at")
  END
WHERE "status" IN ('Bereitgestellt', 'Abgeholt', 'Ausgezahlt');
