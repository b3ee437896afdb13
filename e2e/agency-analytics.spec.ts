import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { AGENCY_TENANT, agencyApi, agencyNav, agencyText, agencyUser } from './support/agency.ts';
import { decidedVisitor } from './support/context.ts';
import { seededReferral } from './support/seed.ts';
import { E2E_PORT, origin } from './support/tenants.ts';

// The agency's analytics (issue 29, item 6; decision 067): a referral link opened by its short link
// in a browser counts one open (the redirect and the landing together), and the tab shows it with
// the recommendation in the agent's row; its charts are named and described, each with its table;
// axe at desktop and phone width, and at 390 px nothing but the tables scrolls sideways.
const base = origin(AGENCY_TENANT);
// Agentur Nord's agent no other browser test uses: its counts move only here.
const AGENT = 'B-1009';
const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

type Funnel = { Oeffnungen: number; Empfehlungen: number };
const agentFigures = async (page: Page): Promise<Funnel> => {
  const today = berlinToday();
  const answer = await agencyApi(page, 'PUT', 'agentur/analyse', {
    Von: today,
    Bis: today,
    Agentennummer: AGENT,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { Summe: Funnel }).Summe;
};

test('analytics: an opened short link counts once; charts with their tables at 1280 and 390 px', async ({
  browser,
}) => {
  const { context, page } = await agencyUser(browser, 'owner');
  const before = await agentFigures(page);

  await test.step('the recipient opens the short link: redirect and landing count one open', async () => {
    const referral = await seededReferral(AGENCY_TENANT, {
      run: `analyse-${Date.now()}`,
      split: 'both',
      agent: AGENT,
    });
    const short = await page.request.post(
      `http://localhost:${E2E_PORT}/api/v1/${AGENCY_TENANT}/empfehlung/${referral.empfehlungsnummer}/kurzlink`,
      { data: { Schluessel: referral.k } },
    );
    expect(short.status()).toBe(200);
    const { Kurzlink } = (await short.json()) as { Kurzlink: string };
    const recipient = await decidedVisitor(browser, AGENCY_TENANT);
    const landing = await recipient.newPage();
    const counted = landing.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/empfehlung/${referral.empfehlungsnummer}?`),
    );
    await landing.goto(Kurzlink);
    await expect(landing).toHaveURL(referral.referralLink);
    expect((await counted).status()).toBe(200);
    await recipient.close();
    expect(await agentFigures(page)).toMatchObject({
      Oeffnungen: before.Oeffnungen + 1,
      Empfehlungen: before.Empfehlungen + 1,
    });
  });

  await test.step('the tab, filtered to the agent, shows the open and the recommendation', async () => {
    await agencyNav(page)
      .getByRole('link', { name: agencyText('shell.tabs.analyse') })
      .click();
    await page.getByLabel(agencyText('analytics.agent'), { exact: true }).selectOption(AGENT);
    await page.getByRole('button', { name: agencyText('analytics.show') }).click();
    const agents = page.getByRole('table', { name: agencyText('analytics.agentTable') });
    const row = agents
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(AGENT) }) });
    await expect(row).toHaveCount(1);
    // Over the last 12 weeks: at least today's open and recommendation.
    const [opens, made] = await row.getByRole('cell').allInnerTexts();
    expect(Number(opens!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before.Oeffnungen + 1);
    expect(Number(made!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before.Empfehlungen + 1);
    const funnel = page.getByRole('img', { name: agencyText('analytics.funnel') });
    await expect(funnel).toHaveAccessibleDescription(
      /^[\d.]+ Link-Öffnungen, [\d.]+ Empfehlungen \(([\d.,]+\u00a0%|–)\), [\d.]+ Aufträge/,
    );
    await expect(
      page.getByRole('table', { name: agencyText('analytics.funnelTable') }).getByRole('row'),
    ).toHaveCount(5);
    const weekly = page.getByRole('img', {
      name: agencyText('analytics.perWeek', { step: agencyText('analytics.steps.Oeffnungen') }),
    });
    await expect(weekly).toHaveAccessibleDescription(/Tabelle darunter/);
    // The header, 12 or 13 weeks (the range starts on a Monday 11 weeks back), the sums.
    const weeks = page.getByRole('table', { name: agencyText('analytics.weekTable') }).getByRole('row');
    expect(await weeks.count()).toBeGreaterThanOrEqual(14);
  });

  await test.step('axe, and the page fits, at desktop and phone width', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/agentur/analyse`);
      await expect(
        page.getByRole('heading', { level: 2, name: agencyText('shell.tabs.analyse') }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: agencyText('analytics.weekTable') })).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      const shot = test.info().outputPath(`agency-analytics-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await test.info().attach(`agency-analytics-${width}.png`, { path: shot, contentType: 'image/png' });
    }
  });
  await context.close();
});
