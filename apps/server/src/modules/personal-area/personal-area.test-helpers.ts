import type { TestContext } from '../../test/test-app.ts';
import { recipientFor, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';

const DAY = 86_400_000;
let people = 0;

export type ReferralState =
  | 'notReacted'
  | 'reacted'
  | 'ordered'
  | 'waiting'
  | 'ready'
  | 'cancelled'
  | 'expired';

/**
 * A referral of `referrer` brought to a state the way it happens: the recipient follows the link
 * and confirms their data, the partner reports the order (placed; effective 2 days ago: within the
 * periods; effective 20 days ago: past them) or its cancellation. Only `expired` is set in the table (the expiry job has its own
 * tests). Answers the referral number.
 */
export async function referralIn(
  t: TestContext,
  tenant: string,
  referrer: string,
  state: ReferralState,
  split = 100,
): Promise<number> {
  people += 1;
  // The helpers read the newest mail of a kind: a second later, this referral's mails are newest.
  t.clock.advance(1000);
  const { Empfehlungsnummer: nr, Empfehlungslink } = await confirmedReferral(t, tenant, {
    referrer,
    recipient: `contact-${people}-${Date.now()}@example.org`,
    split,
  });
  // The order comes after the recommendation (events dated before it are refused): every referral
  // here was made a month ago (so their order stays), its link as valid as it was.
  await t.database.query(
    "update referrals set created_at = created_at - interval '30 days' where empfehlungsnummer = $1",
    [nr],
  );
  if (state === 'notReacted') return nr;
  if (state === 'expired') {
    await t.database.query("update referrals set status = 'Abgelaufen' where empfehlungsnummer = $1", [nr]);
    return nr;
  }
  const recipient = await recipientFor(t, tenant, Empfehlungslink);
  const email = `buyer-${people}@example.org`;
  const tracked = await track(t, tenant, recipient, { email, emailBestaetigung: email });
  if (tracked.statusCode !== 200) throw new Error(`tracking answered ${tracked.statusCode}: ${tracked.body}`);
  if (state === 'reacted') return nr;
  const tenantId = (await t.app.services.tenants.byKey(tenant))!.id;
  const now = t.clock.now().getTime();
  const event = (type: string, daysAgo: number) =>
    t.app.services.partnerEvents.ingestForTenant(tenantId, {
      id: `${type}-${nr}`,
      type,
      occurredAt: new Date(now - daysAgo * DAY).toISOString(),
      empfehlungsnummer: nr,
      orderId: `A-${nr}`,
    });
  await event('order.placed', state === 'ready' ? 21 : 3);
  if (state === 'waiting') await event('order.effective', 2);
  if (state === 'ready') await event('order.effective', 20);
  if (state === 'cancelled') await event('order.cancelled', 0);
  return nr;
}
