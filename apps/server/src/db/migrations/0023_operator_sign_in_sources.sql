CREATE TABLE "operator_sign_in_bursts" (
	"subject_hash" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "tenant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_sign_in_failures" ADD COLUMN "source_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_sign_in_failures" ADD COLUMN "method" text DEFAULT 'totp' NOT NULL;--> statement-breakpoint
CREATE INDEX "operator_sign_in_failures_source_idx" ON "operator_sign_in_failures" USING btree ("source_hash","method","at");