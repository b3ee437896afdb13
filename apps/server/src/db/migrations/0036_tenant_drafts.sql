CREATE TABLE "tenant_config_drafts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"hosts" text[] NOT NULL,
	"settings" jsonb NOT NULL,
	"brand" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_config_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"hosts" text[] NOT NULL,
	"settings" jsonb NOT NULL,
	"brand" jsonb NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_preview_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_config_drafts" ADD CONSTRAINT "tenant_config_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_config_history" ADD CONSTRAINT "tenant_config_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_preview_tokens" ADD CONSTRAINT "tenant_preview_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_config_history_tenant_idx" ON "tenant_config_history" USING btree ("tenant_id","replaced_at");