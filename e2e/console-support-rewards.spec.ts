import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { SupportReferral, SupportSender } from '@kwk/shared/operator/support.schemas';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { readyReferral } from './support/ready-referral.ts';
import { seededRewardComplaint } from './support/seed.ts';

// Support sees the money (issue 27, item 11): a credited referral's rewards on the support detail
// and beside the goodwill decision, at a phone's and a desktop's width; credited is not "Gezahlt".
const tenant = 'telko';
const WIDTHS = [390, 1280] as const;
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const UNPAID = 'Prämie gutgeschrieben, nicht ausgezahlt';

/** The row of a rewards table for whom it pays, by its row header. */
const rowOf = (table: Locator, who: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: who, exact: true }) });

/** Both rows of a referral's rewards, as the server described them (amount, choice, bank data, state). */
async function expectRewardRows(table: Locator, rewards: SupportReferral['Praemien']) {
  const byWho = Object.fromEntries(rewards.map((r) => [r.Wer, r]));
  await expect(table.getByRole('row')).toHaveCount(1 + rewards.length);
  const referrer = rowOf(table, 'Empfehler');
  await expect(referrer).toContainText(formatEuro(byWho.Empfehler!.BetragCent, 'de'));
  await expect(referrer).toContainText('bereit, Empfehler hat nicht gewählt');
  await expect(referrer.getByRole('cell', { name: 'keine', exact: true })).toHaveCount(1);
  const recipient = rowOf(table, 'Empfänger');
  await expect(recipient).toContainText(formatEuro(byWho.Empfaenger!.BetragCent, 'de'));
  // The recipient gave an account on their page: on file, said without the IBAN.
  await expect(recipient).toContainText('vorhanden');
  await expect(recipient).toContainText('wartet auf den nächsten Auszahlungslauf');
  await expect(table).not.toContainText(/DE\d{2}/);
}

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await expectNoAxeViolations(page);
  }
}

test('support’s referral detail shows the rewards, and a credited, unpaid referral is not “Gezahlt”', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = run();
  const nr = await readyReferral(tenant, `praemien-${id}@example.org`, id);

  const page = await consolePage(browser, 'support', `/support?suche=${nr}`);
  const hits = page.getByRole('table', { name: /Treffer für/ });
  await expect(hits.getByRole('row').nth(1)).toContainText(UNPAID);
  await expect(hits).not.toContainText('Gezahlt');

  const served = page.waitForResponse((r) => /\/support\/empfehlungen\/[0-9a-f-]{36}$/.test(r.url()));
  await hits.getByRole('link', { name: String(nr) }).click();
  const referral = (await (await served).json()) as SupportReferral;
  // The engine's status is Gezahlt (credited); nothing is paid.
  expect(referral).toMatchObject({ Status: 'Gezahlt', Auszahlung: 'unpaid' });

  await expect(page.getByRole('heading', { level: 1, name: `Empfehlung ${nr}` })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Angaben' });
  const rewards = page.getByRole('region', { name: 'Prämien' }).getByRole('table', { name: 'Prämien' });
  await atBothWidths(page, async () => {
    await expect(facts.getByRole('definition').nth(1)).toHaveText(UNPAID);
    await expect(facts).not.toContainText('Gezahlt');
    await expectRewardRows(rewards, referral.Praemien);
  });
  await page.context().close();
});

test('the goodwill decision shows the sender’s referrals and rewards', async ({ browser }) => {
  test.setTimeout(180_000);
  const id = run();
  const email = `kulanz-praemien-${id}@example.org`;
  const nr = await readyReferral(tenant, email, id);

  await seededRewardComplaint(tenant, email, 'Meine Prämie ist nicht angekommen.');

  const page = await consolePage(browser, 'support', '/kulanz');
  const served = page.waitForResponse((r) => r.url().includes('/support/absender?'));
  await page.getByRole('button', { name: `Fall von ${email} entscheiden` }).click();
  const sender = (await (await served).json()) as SupportSender;
  expect(sender.Empfehlungen.map((r) => r.Empfehlungsnummer)).toEqual([nr]);

  const panel = page.getByRole('region', { name: 'Empfehlungen und Prämien des Absenders' });
  await atBothWidths(page, async () => {
    const referrals = panel.getByRole('table', { name: 'Empfehlungen des Absenders' });
    await expect(referrals.getByRole('row')).toHaveCount(2);
    await expect(referrals.getByRole('row').nth(1)).toContainText(UNPAID);
    await expect(referrals.getByRole('link', { name: String(nr) })).toBeVisible();
    const rewards = panel.getByRole('table', { name: 'Prämien des Absenders' });
    await expect(rewards).toContainText(`Empfehlung ${nr}`);
    await expectRewardRows(rewards, sender.Praemien);
  });
  await page.context().close();
});
