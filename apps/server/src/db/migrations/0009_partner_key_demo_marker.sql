ALTER TABLE "partner_api_keys" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only the demo seed wrote this label: keys it already wrote (in production too) are marked.
UPDATE "partner_api_keys" SET "demo" = true WHERE "label" = 'demo partner (development)';
