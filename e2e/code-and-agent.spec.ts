import type { Campaign } from '@kwk/shared/content/content.schemas';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { origin } from './support/tenants.ts';
import { deText, eligibilityLabel, pageTitle } from './support/texts.ts';

/** Creates a recommendation through the tenant's API from the page, as the form would. */
async function recommend(
  page: Page,
  tenant: string,
  people: { referrer: string; recipient: string },
  agent?: string,
) {
  const status = await page.evaluate(
    async ({ tenant, people, agent }) => {
      const json = (r: Response) => r.json();
      const campaigns: Campaign[] = await fetch(`/api/v1/${tenant}/aktion/alleAktiven`).then(json);
      const products: { Id: number }[] = await fetch(`/api/v1/${tenant}/produkt`).then(json);
      const response = await fetch(`/api/v1/${tenant}/Empfehlen/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Empfehlung: {
            Produkt: products[0]!.Id,
            AnteilEmpfehler: 50,
            AgbText: 'Ich akzeptiere die Teilnahmebedingungen.',
            AgbAkzeptiert: true,
            Aktionen: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })),
            ...(agent ? { Agentennummer: agent } : {}),
          },
          Empfehler: {
            Vorname: 'Paula',
            Nachname: 'Papier',
            Email: people.referrer,
            Teilnahmeberechtigt: true,
          },
          Empfaenger: { Email: people.recipient },
        }),
      });
      return response.status;
    },
    { tenant, people, agent },
  );
  expect(status).toBe(202);
}

test('telko: the share step hands out an offline code, and a visitor redeems it at /code', async ({
  browser,
}) => {
  const run = `${Date.now()}-${test.info().workerIndex}`;
  const referrer = `code-${run}@example.org`;
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/`);
  await recommend(page, 'telko', { referrer, recipient: `karte-${run}@example.org` });
  await page.goto(linkIn(await waitForMail(referrer), /\/bestaetigung\?token=/));
  await expect(page).toHaveURL(`${origin('telko')}/teilen`);
  const codeRegion = page.getByRole('region', { name: deText('share.codeTitle') });
  const code = (await codeRegion.locator('.offline-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectNoAxeViolations(page);

  const visitor = await decidedVisitor(browser, 'telko');
  const visit = await visitor.newPage();
  await visit.goto(`${origin('telko')}/exklusiv`);
  await expect(visit).toHaveURL(`${origin('telko')}/code`);
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'Empfehlungscode'));
  const field = visit.getByLabel(deText('code.label'));
  const submit = visit.getByRole('button', { name: deText('code.submit') });

  await submit.click();
  await expect(field).toHaveAccessibleDescription(deText('code.required'));
  await expect(field).toBeFocused();

  await field.fill('ABCD-2345');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(
    'Diesen Empfehlungscode kennen wir nicht. Bitte prüfen Sie Ihre Eingabe.',
  );
  await expectNoAxeViolations(visit);

  await field.fill(code.toLowerCase().replace('-', ' '));
  await submit.click();
  await expect(
    visit.getByRole('heading', { name: deText('code.foundTitle', { name: 'Paula' }) }),
  ).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  const next = visit.getByRole('link', { name: deText('code.continue') });
  await expect(next).toHaveAttribute(
    'href',
    new RegExp(`^${origin('telko')}/empfehlung/\\d+\\?k=[0-9a-f]{32}$`),
  );
  await expectNoAxeViolations(visit);
  await context.close();
  await visitor.close();
});

test('partner: recommend through an agent found by the search', async ({ browser }) => {
  const run = `${Date.now()}-${test.info().workerIndex}`;
  const context = await decidedVisitor(browser, 'partner');
  const page = await context.newPage();
  await page.goto(`${origin('partner')}/agent/empfehlen/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'EmpfehlenAgent'));
  // Page 1 of the 14 seeded agents (more once the agency tests' invited agents have joined): six,
  // with more on request.
  const found = page.getByRole('status').filter({ hasText: deText('agents.count', { count: '' }).trim() });
  await expect(found).toBeVisible();
  expect(Number.parseInt((await found.textContent()) ?? '', 10)).toBeGreaterThanOrEqual(14);
  const agents = page.getByRole('list').filter({ has: page.getByRole('button', { name: /wählen$/ }) });
  await expect(agents.getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: deText('agents.more') }).click();
  await expect(agents.getByRole('listitem')).toHaveCount(12);
  // The first new agent takes focus, so keyboard users go on where the list grew.
  await expect(agents.getByRole('listitem').nth(6).getByRole('button')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: deText('agents.searchLabel') }).fill('berlin');
  await page.getByRole('button', { name: deText('agents.search'), exact: true }).click();
  await expect(agents.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: deText('agents.choose', { name: 'Emma Weber' }) }).click();
  await expect(page.getByText(deText('agents.chosen', { name: 'Emma Weber', id: 'B-1013' }))).toBeFocused();

  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: deText('referral.submit') }) });
  await expect(form.getByLabel(deText('referral.product'), { exact: true })).toHaveValue('1');
  await form.getByLabel(deText('referral.recipientEmail')).fill(`kunde-${run}@example.org`);
  await form.getByLabel(deText('referral.firstName')).fill('Bernd');
  await form.getByLabel(deText('referral.lastName')).fill('Berater');
  await form.getByLabel(deText('referral.email'), { exact: true }).fill(`agentur-${run}@example.org`);
  await form.getByLabel(deText('referral.terms', { client: 'Vertriebspartner' })).check();
  await form.getByLabel(eligibilityLabel()).check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: deText('referral.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(deText('referral.created'));
  await context.close();
});
