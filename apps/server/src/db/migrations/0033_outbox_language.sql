-- The language each mail was composed in (decision 061). Rows written before the column carry no
-- language: they are read off the words as the HTML part did until now — an English greeting or
-- one of the portal's English subjects makes a row English, every other row is German (the
-- portal's default language). A sealed body is not read, its subject is.
ALTER TABLE "outbox" ADD COLUMN "language" text NOT NULL DEFAULT 'de';--> statement-breakpoint
UPDATE "outbox" SET "language" = 'en'
  WHERE (NOT "body_sealed" AND "text_body" ~* '^\s*(hello|hi|thank you)\M')
     OR "subject" ~* '^(your|please|set a new|reminder:)\M'
     OR "subject" ~* '\m(invites you|to you)\M';--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "language" DROP DEFAULT;
