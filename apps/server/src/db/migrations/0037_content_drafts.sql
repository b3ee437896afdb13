CREATE TABLE "content_drafts" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"entry_id" text NOT NULL,
	"value" jsonb,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_drafts_tenant_id_kind_language_entry_id_pk" PRIMARY KEY("tenant_id","kind","language","entry_id")
);
--> statement-breakpoint
CREATE TABLE "content_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"replaced" jsonb NOT NULL,
	"published_by" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_publications_tenant_idx" ON "content_publications" USING btree ("tenant_id","seq");