CREATE TABLE "referrers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_identity" text NOT NULL,
	"anrede" text,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"empfehler_hash" text NOT NULL,
	"password_hash" text,
	"language" text DEFAULT 'de' NOT NULL,
	"newsletter_permission" boolean DEFAULT false NOT NULL,
	"newsletter_optin_sent_at" timestamp with time zone,
	"blocked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tariff_pairs" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"handy_id" integer NOT NULL,
	"tarif_id" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "device_tariff_pairs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "footnotes" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"identifier" text NOT NULL,
	"titel" text NOT NULL,
	"gruppe" text NOT NULL,
	"inhalt" text NOT NULL,
	CONSTRAINT "footnotes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"quelle" text NOT NULL,
	"kategorie" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"grafik" text,
	"icon" text,
	CONSTRAINT "product_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_rewards" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	CONSTRAINT "product_rewards_tenant_id_product_id_reward_id_pk" PRIMARY KEY("tenant_id","product_id","reward_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"externe_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"anzeige_name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"grafik" text,
	"sgrafik" text,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"wert" text NOT NULL,
	"wert_cent" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"art" text DEFAULT 'bar' NOT NULL,
	"startdatum" date NOT NULL,
	"enddatum" date,
	"enddatum_anzeige" date,
	CONSTRAINT "rewards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"channel" text,
	"empfaengernummer" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"empfehlungsnummer" bigint NOT NULL,
	"link_token_hash" text NOT NULL,
	"referrer_id" uuid,
	"recipient_email" text,
	"recipient_email_identity" text NOT NULL,
	"product_id" integer NOT NULL,
	"channel" text,
	"agent_number" text,
	"agb_text" text NOT NULL,
	"anteil_empfehler" integer NOT NULL,
	"status" text DEFAULT 'Ok' NOT NULL,
	"campaign_consents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optin_confirmed_at" timestamp with time zone,
	"optin_proof" jsonb,
	"offline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tariff_pairs" ADD CONSTRAINT "device_tariff_pairs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnotes" ADD CONSTRAINT "footnotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rewards" ADD CONSTRAINT "product_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_identity_uq" ON "referrers" USING btree ("tenant_id","email_identity");--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_hash_uq" ON "referrers" USING btree ("empfehler_hash");--> statement-breakpoint
CREATE INDEX "pairs_tariff_idx" ON "device_tariff_pairs" USING btree ("tenant_id","tarif_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "referral_clicks_referral_idx" ON "referral_clicks" USING btree ("tenant_id","referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_number_uq" ON "referrals" USING btree ("tenant_id","empfehlungsnummer");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_identity_uq" ON "referrals" USING btree ("tenant_id","referrer_id","recipient_email_identity","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_offline_code_uq" ON "referrals" USING btree ("tenant_id","offline_code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("tenant_id","referrer_id");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "action_tokens_subject_idx" ON "action_tokens" USING btree ("tenant_id","purpose","subject_id");