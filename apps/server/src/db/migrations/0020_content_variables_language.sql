ALTER TABLE "content_variables" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_variables" DROP CONSTRAINT "content_variables_tenant_id_set_name_name_pk";--> statement-breakpoint
ALTER TABLE "content_variables" ADD CONSTRAINT "content_variables_tenant_id_set_name_language_name_pk" PRIMARY KEY("tenant_id","set_name","language","name");
