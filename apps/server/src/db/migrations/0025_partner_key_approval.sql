ALTER TABLE "partner_api_keys" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "replaces_key" uuid;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "overlap_hours" integer;