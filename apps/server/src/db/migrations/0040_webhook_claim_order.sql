DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at","sequence") WHERE status = 'pending';--> statement-breakpoint
-- Room on each page for the claim's lease (locked_until, attempts: no index holds them), so the
-- lease is a heap-only update and writes no index entries (issue 31). Written by hand: the schema
-- has no storage parameters.
ALTER TABLE "webhook_deliveries" SET (fillfactor = 50);
