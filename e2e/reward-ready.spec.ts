import { DEFAULT_PAYOUT_WEEKS } from '@kwk/shared/lifecycle/payout-period';
import { payoutTimingText, recipientRewardText } from '@kwk/shared/lifecycle/payout-timing';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { waitForMail } from './support/mailbox.ts';
import { backdateReferral, sendPartnerEvent } from './support/partner.ts';
import { seededRecipientPage } from './support/seed.ts';
import { origin } from './support/tenants.ts';

const tenant = 'telko';
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

// The whole core loop (issue 4): a recipient opens the link from the recommending flow, confirms
// data and consent and follows the product link; then the partner's system reports the order
// (placed and effective, dated 20 days ago: past telko's 14-day revocation and complaint periods)
// and the reward is ready — the referrer gets the mail, the recipient sees their share ready.
test('telko: partner events for an order 20 days old make the reward ready for both parties', async ({
  browser,
}) => {
  const { shared, context, page, empfaengernummer } = await seededRecipientPage(browser, tenant, {
    run: run(),
  });
  try {
    const id = `e2e-${run()}`;
    // The referral was made three weeks ago, so an order of 20 days ago follows it.
    await backdateReferral(origin(tenant), tenant, shared.empfehlungsnummer, 21);
    for (const [n, type] of [
      [1, 'order.placed'],
      [2, 'order.effective'],
    ] as const) {
      const answer = await sendPartnerEvent(origin(tenant), tenant, {
        id: `${id}-${n}`,
        type,
        occurredAt: daysAgo(20),
        empfehlungsnummer: shared.empfehlungsnummer,
        empfaengernummer,
        orderId: `order-${id}`,
      });
      expect(answer, type).toEqual({ status: 200, body: { id: `${id}-${n}`, duplicate: false } });
    }

    const ready = await waitForMail(shared.referrer.email, /Ihre Prämie steht bereit/);
    expect(ready.text).toContain('/persoenlicherbereich');

    // The recipient's confirmation page now shows the order and their share as ready.
    await page.reload();
    // Ready with the account given: being paid, by transfer within four weeks (issue 15).
    await expect(page.getByText(recipientRewardText('de', 'rewardBeingPaid'))).toBeVisible();
    await expect(
      page.getByText(payoutTimingText('de', { key: 'transfer' }, DEFAULT_PAYOUT_WEEKS)),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The same events again change nothing.
    const again = await sendPartnerEvent(origin(tenant), tenant, {
      id: `${id}-2`,
      type: 'order.effective',
      occurredAt: daysAgo(20),
      empfehlungsnummer: shared.empfehlungsnummer,
    });
    expect(again.body).toMatchObject({ duplicate: true });
  } finally {
    await context.close();
  }
});
