import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { errorMessage } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { AGENCY_TENANT, agencyApi, agencyText, agencyUser } from './support/agency.ts';
import { api } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, mailsTo, waitForMail } from './support/mailbox.ts';
import { origin } from './support/tenants.ts';
import { deText, eligibilityLabel, pageTitle } from './support/texts.ts';

// The agency's invitation (keyboard only) and the invited agent's registration by the mailed link,
// and an employee's recommendation on /mitarbeiterempfehlen with their agency's reward plan (issue 13).
const base = origin(AGENCY_TENANT);
const WIDTHS = [390, 1280] as const;

/** Presses Tab until `target` has focus (the page is used by keyboard only); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** axe at a phone's and a desktop's width. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test('the owner invites an employee by keyboard only; the invited agent registers by the mailed link', async ({
  browser,
}) => {
  const run = `${Date.now()}-${test.info().workerIndex}`;
  const email = `agent-${run}@example.org`;
  const number = `E-${run}`;
  const { context, page } = await agencyUser(browser, 'owner');

  // From the area's navigation to the tab and through the mask, with keys only.
  const tabLink = page.getByRole('navigation', { name: agencyText('shell.nav') }).getByRole('link', {
    name: agencyText('shell.tabs.einladen'),
  });
  await tabTo(page, tabLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/agentur/einladen`);
  await expect(
    page.getByText(agencyText('invite.intro', { agency: 'Vertriebsagentur Nord GmbH' })),
  ).toBeVisible();
  await axeAtBothWidths(page);

  const firstName = page.getByLabel(agencyText('invite.firstName'));
  await tabTo(page, firstName);
  await page.keyboard.type('Jana');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(agencyText('invite.lastName'))).toBeFocused();
  await page.keyboard.type('Berg');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(agencyText('invite.email'))).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const employee = page.getByRole('radio', { name: agencyText('invite.kinds.Mitarbeiter') });
  await expect(employee).toBeFocused();
  await page.keyboard.press('Space');
  await expect(employee).toBeChecked();
  // Sending without the employee number names it at its field and moves focus there.
  const numberField = page.getByLabel(agencyText('invite.employeeNumber'));
  await tabTo(page, page.getByRole('button', { name: agencyText('invite.submit') }));
  await page.keyboard.press('Enter');
  await expect(numberField).toBeFocused();
  await expect(numberField).toHaveAccessibleDescription(
    `${agencyText('invite.employeeNumberHint')} Mitarbeiternummer ist ein Pflichtfeld`,
  );
  await axeAtBothWidths(page);
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(
    agencyText('invite.sent', { email }),
  );

  // The same address again: the §8 duplicate message at the e-mail field.
  await page.getByLabel(agencyText('invite.firstName')).fill('Jana');
  await page.getByLabel(agencyText('invite.lastName')).fill('Berg');
  await page.getByLabel(agencyText('invite.email')).fill(email);
  await page.getByRole('radio', { name: agencyText('invite.kinds.Empfehler') }).check();
  await page.getByRole('button', { name: agencyText('invite.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'existiert bereits' })).toBeVisible();
  await context.close();

  // The invited agent follows the mail's link in a browser of their own.
  const mail = await waitForMail(email, /Einladung/);
  const link = linkIn(mail, /\/registrieren\?einladung=/);
  expect(link.startsWith(`${base}/registrieren?einladung=`)).toBe(true);
  const invited = await decidedVisitor(browser, AGENCY_TENANT);
  const agent = await invited.newPage();
  await agent.goto(link);
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText(
    pageTitle('de', 'RegistrierungAbschliessen'),
  );
  await expect(
    agent.getByText(
      agencyText('registration.invited', {
        name: 'Jana Berg',
        agency: 'Vertriebsagentur Nord GmbH',
        kind: 'Mitarbeiter',
      }),
    ),
  ).toBeVisible();
  await expect(agent.getByText(agencyText('registration.account', { email }))).toBeVisible();
  await axeAtBothWidths(agent);
  await agent.getByLabel(deText('account.password.new'), { exact: true }).fill('Sommer2026');
  await agent.getByLabel(deText('account.password.repeat')).fill('Sommer2026');
  await agent.getByRole('button', { name: agencyText('registration.submit') }).click();
  // An invited employee lands where they recommend, with the number of their invitation (issue 27, item 13).
  await expect(agent).toHaveURL(`${base}/mitarbeiterempfehlen`);
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'MitarbeiterEmpfehlen'));
  await expect(agent.getByText(agencyText('employeeRecommend.chosen', { number }))).toBeVisible();

  // The link works once: opened again it says so, and offers no form.
  await agent.goto(link);
  await expect(agent.getByRole('alert')).toHaveText(/ungültig, abgelaufen oder wurde bereits angenommen/);
  await expect(agent.getByLabel(deText('account.password.new'), { exact: true })).toHaveCount(0);
  await invited.close();
});

test('an employee recommends on /mitarbeiterempfehlen with their agent number and sees the agency plan', async ({
  browser,
}) => {
  const run = `${Date.now()}-${test.info().workerIndex}`;
  const planName = `Mitarbeiterplan ${run}`;
  // The owner gives the agency a plan for today, so the page has one to show.
  const { context: ownerContext, page: owner } = await agencyUser(browser, 'owner');
  const today = new Date().toISOString().slice(0, 10);
  const added = await agencyApi(owner, 'POST', 'agentur/praemienplan', {
    Name: planName,
    ProduktId: null,
    WertCent: 3750,
    Startdatum: today,
    Enddatum: null,
  });
  expect(added.status).toBe(201);

  // Signed out, the page recommends in nobody's name: it asks to sign in, and offers no number to type.
  const context = await decidedVisitor(browser, AGENCY_TENANT);
  const page = await context.newPage();
  await page.goto(`${base}/mitarbeiterempfehlen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'MitarbeiterEmpfehlen'));
  await expect(page.getByRole('alert')).toHaveText(errorMessage('auth.login_required', 'de'));
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await axeAtBothWidths(page);

  // The owner invites an employee; the invitation's link registers them and lands them on the page.
  const referrer = `mitarbeiter-${run}@example.org`;
  const number = `M-${run}`;
  const invited = await agencyApi(owner, 'PUT', 'Einladung', {
    Vorname: 'Mara',
    Nachname: 'Nord',
    Email: referrer,
    Art: 'Mitarbeiter',
    Mitarbeiternummer: number,
  });
  expect(invited.status).toBe(201);
  await page.goto(linkIn(await waitForMail(referrer, /Einladung/), /\/registrieren\?einladung=/));
  await page.getByLabel(deText('account.password.new'), { exact: true }).fill('Sommer2026');
  await page.getByLabel(deText('account.password.repeat')).fill('Sommer2026');
  await page.getByRole('button', { name: agencyText('registration.submit') }).click();
  await expect(page).toHaveURL(`${base}/mitarbeiterempfehlen`);

  // Their own number, from their session; their agency's plan; not the rule that excludes employees.
  const chosen = page.getByText(agencyText('employeeRecommend.chosen', { number }));
  const planItem = page.getByRole('listitem').filter({
    hasText: agencyText('employeeRecommend.planItem', {
      name: planName,
      value: '37,50\u00a0€',
      product: agencyText('employeeRecommend.allProducts'),
    }),
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(chosen).toBeVisible();
    await expect(planItem).toBeVisible();
    await expect(page.getByRole('heading', { name: deText('referral.rules.title') })).toBeVisible();
    await expect(page.getByText(deText('referral.rules.excluded'))).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  const [mandant, products, campaigns] = await Promise.all([
    api<Mandant>(page, AGENCY_TENANT, `mandant/${AGENCY_TENANT}`),
    api<Product[]>(page, AGENCY_TENANT, 'produkt'),
    api<Campaign[]>(page, AGENCY_TENANT, 'aktion/alleAktiven'),
  ]);
  const product = products.find((p) => p.Praemien.length > 0)!;
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: deText('referral.submit') }) });
  await form.getByLabel(deText('referral.product'), { exact: true }).selectOption(String(product.Id));
  await form.getByLabel(deText('referral.recipientEmail')).fill(`kollege-${run}@example.org`);
  await form.getByLabel(deText('referral.firstName')).fill('Mara');
  await form.getByLabel(deText('referral.lastName')).fill('Nord');
  await form.getByLabel(deText('referral.email'), { exact: true }).fill(referrer);
  const split = form.getByRole('radio', { name: deText('referral.split.self') });
  if ((await split.count()) > 0) await split.check();
  for (const campaign of campaigns.filter((c) => c.Zustimmung))
    await form.getByLabel(deText('referral.campaignConsent', { title: campaign.Titel })).check();
  await form.getByLabel(deText('referral.terms', { client: mandant.Brand.Name })).check();
  await form.getByLabel(eligibilityLabel()).check();
  const mailsBefore = (await mailsTo(referrer)).length;
  await form.getByRole('button', { name: deText('referral.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(deText('referral.created'));

  // The usual opt-in: the mailed link confirms and leads on to sharing.
  await page.goto(linkIn(await waitForMail(referrer, /./, 15_000, mailsBefore), /\/bestaetigung\?token=/));
  await expect(page).toHaveURL(`${base}/teilen`);
  await context.close();

  const plans = (await agencyApi(owner, 'GET', 'agentur/praemienplan')).body as {
    Id: string;
    Name: string;
  }[];
  const plan = plans.find((p) => p.Name === planName)!;
  expect((await agencyApi(owner, 'DELETE', `agentur/praemienplan/${plan.Id}`)).status).toBe(204);
  await ownerContext.close();
});
