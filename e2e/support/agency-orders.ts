import { type Browser, expect } from '@playwright/test';
import { AGENCY_TENANT, agentRecommendation } from './agency.ts';
import { decidedVisitor } from './context.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { sendPartnerEvent } from './partner.ts';
import { consentBox, dataSubmit, fillRecipientData, recipientCookie } from './recipient.ts';
import { origin } from './tenants.ts';
import { deText } from './texts.ts';

const base = origin(AGENCY_TENANT);

/**
 * An order of an agent's recommendation, as it comes about: the recommendation (through the API,
 * with the agent's number), the referrer's opt-in from the mail, the recipient's data and consent
 * on the portal, then the partner's `order.placed` event. The order then shows in the agent's
 * agency's orders report, not yet released.
 */
export async function agentOrder(
  browser: Browser,
  agent: string,
  run: string,
): Promise<{ empfehlungsnummer: number; empfaengernummer: string }> {
  const context = await decidedVisitor(browser, AGENCY_TENANT);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const referrer = `agentur-werber-${run}@example.org`;
  const recipient = `agentur-kunde-${run}@example.org`;
  const empfehlungsnummer = await agentRecommendation(page, agent, { referrer, recipient });

  await page.goto(linkIn(await waitForMail(referrer, /./, 15_000), /\/bestaetigung\?token=/));
  await expect(page).toHaveURL(`${base}/teilen`);
  const referralLink = await page.getByRole('textbox', { name: deText('share.linkLabel') }).inputValue();

  await page.goto(referralLink);
  await page.getByRole('button', { name: deText('recipient.landing.action.start') }).click();
  await expect(page).toHaveURL(`${base}/empfaengerdaten/${empfehlungsnummer}`);
  await fillRecipientData(page, recipient);
  await dataSubmit(page).click();
  await expect(page).toHaveURL(`${base}/empfaenger/zustimmung?nr=${empfehlungsnummer}`);
  await consentBox(page).check();
  await page.getByRole('button', { name: deText('recipient.consent.submit') }).click();
  await expect(page).not.toHaveURL(/\/empfaenger\/zustimmung/);
  const empfaengernummer = (await recipientCookie(context, empfehlungsnummer))?.split('.')[0];
  if (!empfaengernummer) throw new Error('no recipient cookie after the recipient flow');
  await context.close();

  const placed = await sendPartnerEvent(base, AGENCY_TENANT, {
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
