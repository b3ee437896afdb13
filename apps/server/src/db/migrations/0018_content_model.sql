CREATE TABLE "cms_blocks" (
	"tenant_id" uuid NOT NULL,
	"language" text NOT NULL,
	"block_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_blocks_tenant_id_language_block_id_pk" PRIMARY KEY("tenant_id","language","block_id")
);
--> statement-breakpoint
CREATE TABLE "cms_faqs" (
	"tenant_id" uuid NOT NULL,
	"language" text NOT NULL,
	"faq_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_faqs_tenant_id_language_faq_id_pk" PRIMARY KEY("tenant_id","language","faq_id")
);
--> statement-breakpoint
CREATE TABLE "cms_footnotes" (
	"tenant_id" uuid NOT NULL,
	"language" text NOT NULL,
	"footnote_id" text NOT NULL,
	"identifier" text NOT NULL,
	"titel" text NOT NULL,
	"gruppe" text DEFAULT '' NOT NULL,
	"inhalt" text NOT NULL,
	CONSTRAINT "cms_footnotes_tenant_id_language_footnote_id_pk" PRIMARY KEY("tenant_id","language","footnote_id")
);
--> statement-breakpoint
CREATE TABLE "cms_images" (
	"tenant_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_images_tenant_id_hash_pk" PRIMARY KEY("tenant_id","hash")
);
--> statement-breakpoint
CREATE TABLE "cms_key_visuals" (
	"tenant_id" uuid NOT NULL,
	"visual_id" text NOT NULL,
	"alt_de" text NOT NULL,
	"alt_en" text NOT NULL,
	"original_width" integer NOT NULL,
	"original_height" integer NOT NULL,
	"sources" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_key_visuals_tenant_id_visual_id_pk" PRIMARY KEY("tenant_id","visual_id")
);
--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD CONSTRAINT "cms_blocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_faqs" ADD CONSTRAINT "cms_faqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_footnotes" ADD CONSTRAINT "cms_footnotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_images" ADD CONSTRAINT "cms_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_key_visuals" ADD CONSTRAINT "cms_key_visuals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_footnotes_identifier_idx" ON "cms_footnotes" USING btree ("tenant_id","identifier");