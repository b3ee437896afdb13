CREATE TABLE "agents" (
	"tenant_id" uuid NOT NULL,
	"externe_id" text NOT NULL,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"plz" text NOT NULL,
	"ort" text NOT NULL,
	"aktiv" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agents_tenant_id_externe_id_pk" PRIMARY KEY("tenant_id","externe_id")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_name_idx" ON "agents" USING btree ("tenant_id","nachname","vorname");