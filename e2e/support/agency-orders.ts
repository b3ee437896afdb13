import { expect } from '@playwright/test';
import { AGENCY_TENANT } from './agency.ts';
import { sendPartnerEvent } from './partner.ts';
import { seededConfirmedRecipient } from './seed.ts';
import { origin } from './tenants.ts';

/**
 * An order of an agent's recommendation, as it comes about: the recommendation with the agent's
 * number, the referrer's opt-in from the mail, the recipient's data and consent (all through the
 * API the screens use, decision 049), then the partner's `order.placed` event. The order then shows
 * in the agent's agency's orders report, not yet released.
 */
export async function agentOrder(
  agent: string,
  run: string,
): Promise<{ empfehlungsnummer: number; empfaengernummer: string }> {
  const { shared, empfaengernummer } = await seededConfirmedRecipient(AGENCY_TENANT, {
    run: `agentur-${run}`,
    agent,
    bankData: false,
  });
  const { empfehlungsnummer } = shared;
  const placed = await sendPartnerEvent(origin(AGENCY_TENANT), AGENCY_TENANT, {
    id: `e2e-agency-${run}`,
    type: 'order.placed',
    occurredAt: new Date().toISOString(),
    empfehlungsnummer,
    empfaengernummer,
    orderId: `order-agency-${run}`,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { empfehlungsnummer, empfaengernummer };
}
