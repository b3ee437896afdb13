import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { readyReferral } from './support/ready-referral.ts';
import { signInByForgottenPassword } from './support/referrer.ts';
import { seededReferral } from './support/seed.ts';
import { deText } from './support/texts.ts';

// Issue 30, item 4: the way to the next bonus as an accessible bar, "Erneut teilen", and balance
// tiles that leave the first recommendation near the first screen of a phone. The reminder mails
// are proven in Vitest (lifecycle/referrer-reminders.test.ts), the bar's rule by table.
const tenant = 'telko';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  await test
    .info()
    .attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('telko: bonus bar from the rules, share again, the first recommendation near the top at 390 and 1280 px', async ({
  browser,
}) => {
  test.slow(); // two recommendations, one with partner events, and a sign-in by mail first
  const id = `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
  const email = `nudges-${id}@example.org`;
  // One successful (its reward ready, so the call to collect shows too: the tallest head) and one
  // to share, the newest.
  const fresh = await seededReferral(tenant, { run: `${id}-b`, split: 'self', referrerEmail: email });
  // (made first: the seed reads the opt-in mail as the next mail; the ready one is backdated 22 days)
  await readyReferral(tenant, email, `${id}-a`);

  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await signInByForgottenPassword(page, email);

  // The figures the bar must show, from the tenant's own rules (no figure of this spec's).
  const tiers = (await api<Mandant>(page, tenant, `mandant/${tenant}`)).Rules.BonusPraemien;
  const first = [...tiers].sort((a, b) => a.NachErfolgreichen - b.NachErfolgreichen)[0]!;
  const missing = String(first.NachErfolgreichen - 1);
  const barText = deText('bonus.next_other', { count: missing, amount: formatRewardEuro(first.Cent, 'de') });

  await test.step('390 px: the bar says the rule’s amount, and the first recommendation is near the top', async () => {
    const bar = page.getByRole('progressbar', { name: barText });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', String(first.NachErfolgreichen));
    const card = page.getByRole('article').first();
    await expect(card).toContainText(String(fresh.empfehlungsnummer));
    // With the call to collect above it (the tallest head the area has): 1,207 px down on 2026-11-29
    // morning, 977 px since the balances are chips and "share again" sits beside the heading.
    const top = (await card.boundingBox())!.y;
    test
      .info()
      .annotations.push({ type: 'first recommendation at 390 px', description: `${Math.round(top)} px` });
    expect(top).toBeLessThan(1000);
    await expectNoAxeViolations(page);
    await shot(page, 'nudges-390.png');
  });

  await test.step('"Erneut teilen" opens the newest link with the share step’s copy and short link', async () => {
    const share = page.getByRole('button', { name: deText('area.shareAgain.button') });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await share.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('textbox', { name: deText('area.shareLink') })).toHaveValue(
      fresh.referralLink,
    );
    await expect(panel.getByRole('button', { name: deText('area.copy'), exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: deText('shortLink.open') })).toBeVisible();
  });

  await test.step('1280 px: the same, and axe finds nothing', async () => {
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('progressbar', { name: barText })).toBeVisible();
    const top = (await page.getByRole('article').first().boundingBox())!.y;
    test
      .info()
      .annotations.push({ type: 'first recommendation at 1280 px', description: `${Math.round(top)} px` });
    await expectNoAxeViolations(page);
    await shot(page, 'nudges-1280.png');
  });
  await context.close();
});
