ALTER TABLE "cms_key_visuals" ADD COLUMN "focus_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_key_visuals" ADD COLUMN "focus_y" integer DEFAULT 50 NOT NULL;