import { expect } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox.ts';
import { backdateReferral, sendPartnerEvent } from './partner.ts';
import { seededConfirmedRecipient } from './seed.ts';
import { origin } from './tenants.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * A recommendation of `referrerEmail` whose recipient confirmed data and terms, and whose order
 * the partner reported as placed 21 and effective 20 days ago: past telko's periods, so its reward
 * is ready. Answers the referral's number. Made through the API (decision 049): the specs that use
 * it prove what follows the ready reward, not the recommendation's and the recipient's screens.
 */
export async function readyReferral(tenant: string, referrerEmail: string, id: string): Promise<number> {
  const base = origin(tenant);
  const { shared, empfaengernummer } = await seededConfirmedRecipient(tenant, { run: id, referrerEmail });
  // The referral was made three weeks ago, so the orders of 21 and 20 days ago follow it.
  await backdateReferral(base, tenant, shared.empfehlungsnummer, 22);
  for (const [n, type, days] of [
    [1, 'order.placed', 21],
    [2, 'order.effective', 20],
  ] as const) {
    const answer = await sendPartnerEvent(base, tenant, {
      id: `e2e-${id}-${n}`,
      type,
      occurredAt: daysAgo(days),
      empfehlungsnummer: shared.empfehlungsnummer,
      empfaengernummer,
      orderId: `order-${id}`,
    });
    expect(answer.status, type).toBe(200);
  }
  return shared.empfehlungsnummer;
}

/** The pickup link of the "reward ready" mail `readyReferral` leads to (it works without a password). */
export async function pickupLink(referrerEmail: string): Promise<string> {
  return linkIn(await waitForMail(referrerEmail, /Ihre Prämie steht bereit/), /\/praemie\/\?token=pr_/);
}
