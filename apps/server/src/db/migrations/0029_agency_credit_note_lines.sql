CREATE TABLE "agency_credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"referral_id" uuid,
	"empfehlungsnummer" bigint NOT NULL,
	"amount_cent" integer NOT NULL,
	"reverses" text
);
--> statement-breakpoint
ALTER TABLE "agency_credit_notes" ADD COLUMN "carried_in_cent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_credit_notes" ADD COLUMN "payable_cent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_credit_note_lines" ADD CONSTRAINT "agency_credit_note_lines_credit_note_id_agency_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."agency_credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_credit_note_lines" ADD CONSTRAINT "agency_credit_note_lines_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_credit_note_lines_referral_idx" ON "agency_credit_note_lines" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_credit_note_lines_uq" ON "agency_credit_note_lines" USING btree ("credit_note_id","empfehlungsnummer");--> statement-breakpoint
-- Backfill (hand-added): credit notes issued before the lines were kept pay out their gross, and each line of their document becomes a commission row, so no order already credited is credited again.
UPDATE "agency_credit_notes" SET payable_cent = greatest(gross_cent, 0);--> statement-breakpoint
INSERT INTO "agency_credit_note_lines" (credit_note_id, referral_id, empfehlungsnummer, amount_cent)
SELECT n.id, r.id, (l.line->>'empfehlungsnummer')::bigint, (l.line->>'amountCent')::int
FROM "agency_credit_notes" n
CROSS JOIN LATERAL jsonb_array_elements(n.document->'lines') AS l(line)
LEFT JOIN "referrals" r ON r.tenant_id = n.tenant_id AND r.empfehlungsnummer = (l.line->>'empfehlungsnummer')::bigint;
