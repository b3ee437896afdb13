ALTER TABLE "referrals" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "order_effective_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "order_ended" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "order_ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referrals_ordered_idx" ON "referrals" USING btree ("tenant_id","ordered_at") WHERE ordered_at is not null;--> statement-breakpoint
-- Backfill (hand-added): the order facts of every referral with partner events, folded as referral-order-facts.ts does.
UPDATE "referrals" r SET ordered_at = ev.placed, order_effective_at = ev.effective, order_ended = ev.ended, order_ended_at = ev.ended_at
FROM (
  SELECT e.referral_id,
    min(e.occurred_at) FILTER (WHERE e.type = 'order.placed') AS placed,
    min(e.occurred_at) FILTER (WHERE e.type = 'order.effective') AS effective,
    (array_agg(e.type ORDER BY e.occurred_at) FILTER (WHERE e.type IN ('order.cancelled', 'order.revoked', 'order.rejected')))[1] AS ended,
    min(e.occurred_at) FILTER (WHERE e.type IN ('order.cancelled', 'order.revoked', 'order.rejected')) AS ended_at
  FROM partner_events e GROUP BY e.referral_id
) ev WHERE ev.referral_id = r.id;
