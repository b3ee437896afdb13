ALTER TABLE "agency_credit_notes" DROP CONSTRAINT "agency_credit_notes_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "agency_credit_notes" DROP CONSTRAINT "agency_credit_notes_agency_id_agencies_id_fk";
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "land" text DEFAULT 'DE' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_credit_notes" ADD CONSTRAINT "agency_credit_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_credit_notes" ADD CONSTRAINT "agency_credit_notes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;