CREATE TABLE "agency_credit_note_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"net_cent" integer NOT NULL,
	"vat_cent" integer NOT NULL,
	"gross_cent" integer NOT NULL,
	"tax_status" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "steuernummer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "steuerstatus" text DEFAULT 'Regelbesteuerung' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_credit_note_counters" ADD CONSTRAINT "agency_credit_note_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_credit_notes" ADD CONSTRAINT "agency_credit_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_credit_notes" ADD CONSTRAINT "agency_credit_notes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_credit_notes_month_uq" ON "agency_credit_notes" USING btree ("tenant_id","agency_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_credit_notes_number_uq" ON "agency_credit_notes" USING btree ("tenant_id","sequence");