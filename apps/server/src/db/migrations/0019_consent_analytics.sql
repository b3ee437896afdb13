CREATE TABLE "analytics_goal_counts" (
	"tenant_id" uuid NOT NULL,
	"goal" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_goal_counts_tenant_id_goal_day_pk" PRIMARY KEY("tenant_id","goal","day")
);
--> statement-breakpoint
CREATE TABLE "consent_categories" (
	"tenant_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "consent_categories_tenant_id_identifier_language_pk" PRIMARY KEY("tenant_id","identifier","language")
);
--> statement-breakpoint
ALTER TABLE "analytics_goal_counts" ADD CONSTRAINT "analytics_goal_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_categories" ADD CONSTRAINT "consent_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;