ALTER TABLE "reward_credits" ADD COLUMN "payout_iban_identity" text;--> statement-breakpoint
-- same_address used to compare the parties' IP addresses; it now compares postal addresses, and
-- the IP comparison is same_ip (issue 15). Stored signals keep their meaning under the new name.
UPDATE "fraud_signals" SET "kind" = 'same_ip',
  "evidence" = ("evidence" - 'adresse') || jsonb_build_object('ip', "evidence"->'adresse')
  WHERE "kind" = 'same_address';
