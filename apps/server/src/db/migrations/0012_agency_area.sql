CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"department" text NOT NULL,
	"name" text NOT NULL,
	"strasse" text DEFAULT '' NOT NULL,
	"plz" text DEFAULT '' NOT NULL,
	"ort" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"ust_id" text DEFAULT '' NOT NULL,
	"provision_cent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_agents" (
	"tenant_id" uuid NOT NULL,
	"agent_number" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_agents_tenant_id_agent_number_pk" PRIMARY KEY("tenant_id","agent_number")
);
--> statement-breakpoint
CREATE TABLE "agency_identity_providers" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"redirect_uris" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role_claim" text DEFAULT 'roles' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"invited_by" uuid,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"email" text NOT NULL,
	"email_identity" text NOT NULL,
	"art" text NOT NULL,
	"mitarbeiternummer" text,
	"token_hash" text,
	"status" text DEFAULT 'Offen' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_order_releases" (
	"referral_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"released_by" uuid,
	"released_by_name" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_reward_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_id" integer,
	"wert_cent" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_sso_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_signin_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_agents" ADD CONSTRAINT "agency_agents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_agents" ADD CONSTRAINT "agency_agents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_identity_providers" ADD CONSTRAINT "agency_identity_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_invited_by_agency_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order_releases" ADD CONSTRAINT "agency_order_releases_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order_releases" ADD CONSTRAINT "agency_order_releases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order_releases" ADD CONSTRAINT "agency_order_releases_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order_releases" ADD CONSTRAINT "agency_order_releases_released_by_agency_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reward_plans" ADD CONSTRAINT "agency_reward_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reward_plans" ADD CONSTRAINT "agency_reward_plans_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reward_plans" ADD CONSTRAINT "agency_reward_plans_created_by_agency_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sessions" ADD CONSTRAINT "agency_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sessions" ADD CONSTRAINT "agency_sessions_user_id_agency_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."agency_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sso_requests" ADD CONSTRAINT "agency_sso_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_department_uq" ON "agencies" USING btree ("tenant_id","department");--> statement-breakpoint
CREATE INDEX "agency_agents_agency_idx" ON "agency_agents" USING btree ("agency_id","agent_number");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_email_uq" ON "agency_invitations" USING btree ("tenant_id","email_identity");--> statement-breakpoint
CREATE INDEX "agency_invitations_agency_idx" ON "agency_invitations" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_token_uq" ON "agency_invitations" USING btree ("token_hash") WHERE token_hash is not null;--> statement-breakpoint
CREATE INDEX "agency_order_releases_agency_idx" ON "agency_order_releases" USING btree ("agency_id","released_at");--> statement-breakpoint
CREATE INDEX "agency_reward_plans_agency_idx" ON "agency_reward_plans" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_sessions_user_idx" ON "agency_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_sessions_expiry_idx" ON "agency_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "agency_sso_requests_expiry_idx" ON "agency_sso_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_users_identity_uq" ON "agency_users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "agency_users_agency_idx" ON "agency_users" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "referrals_agent_idx" ON "referrals" USING btree ("tenant_id","agent_number","created_at") WHERE agent_number is not null;