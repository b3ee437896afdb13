ALTER TABLE "tenant_config_drafts" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "tenant_config_history" ADD COLUMN "texts" jsonb;