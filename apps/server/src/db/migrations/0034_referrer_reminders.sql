CREATE TABLE "referrer_reminders" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrer_reminders_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "referrer_reminders" ADD CONSTRAINT "referrer_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrer_reminders_tenant_idx" ON "referrer_reminders" USING btree ("tenant_id");