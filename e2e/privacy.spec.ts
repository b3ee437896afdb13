import { storedItemPattern } from '@kwk/shared/privacy/stored-items';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { dataSubmit, fillRecipientData } from './support/recipient.ts';
import { recommendAndShare } from './support/recommendation.ts';
import { origin } from './support/tenants.ts';
import { deText } from './support/texts.ts';

/*
 * Issue 30 item 9: /datenschutz names every cookie and storage item the portal sets. A referrer
 * recommends and reaches the share step, a recipient comes by a campaign link in English and
 * confirms their data; whatever either browser then holds must be on the page's list.
 */
type Held = { kind: 'cookie' | 'localStorage' | 'sessionStorage'; name: string };

async function heldBy(page: Page): Promise<Held[]> {
  const cookies = (await page.context().cookies()).map((c) => ({ kind: 'cookie' as const, name: c.name }));
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  return [
    ...cookies,
    ...storage.local.map((name) => ({ kind: 'localStorage' as const, name })),
    ...storage.session.map((name) => ({ kind: 'sessionStorage' as const, name })),
  ];
}

test('the privacy page lists every cookie and storage item a recommendation and a confirmation leave', async ({
  browser,
}) => {
  const held: Held[] = [];
  const shared = await recommendAndShare(browser, 'telko', {
    run: `privacy-${Date.now()}`,
    split: 'both',
    onShare: async (page) => {
      held.push(...(await heldBy(page)));
    },
  });

  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  // A campaign link in English: the channel cookie and the language choice.
  await page.goto(`${origin('telko')}/?channel=newsletter&lang=en`);
  // The page sets the channel cookie once it runs: leaving before that left it unset (failed in CI).
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'kwk_channel')).toBe(true);
  await page.goto(`${origin('telko')}/?lang=de`);
  await page.goto(shared.referralLink);
  await page.getByRole('button', { name: deText('recipient.landing.action.start') }).click();
  await fillRecipientData(page, shared.recipientEmail);
  await dataSubmit(page).click();
  await expect(page).toHaveURL(/\/empfaenger\/zustimmung/);
  held.push(...(await heldBy(page)));

  // The flow set what it should (so the comparison below has something to compare).
  const names = held.map((h) => h.name);
  expect(names).toEqual(
    expect.arrayContaining(['kwk_consent', 'kwk_channel', 'kwk_geraet', 'kwk_lang', 'kwk_share_info']),
  );
  expect(names.some((n) => /^kwk_empfaenger_\d+$/.test(n))).toBe(true);

  await page.goto(`${origin('telko')}/datenschutz`);
  const rows = page.locator('[data-stored-item]');
  await expect(rows.first()).toBeVisible();
  const listed = await rows.evaluateAll((found) =>
    found.map((row) => ({
      name: row.getAttribute('data-stored-item') ?? '',
      kind: row.getAttribute('data-stored-kind') ?? '',
      text: row.textContent ?? '',
    })),
  );
  const unlisted = held.filter(
    (h) => !listed.some((item) => item.kind === h.kind && storedItemPattern(item.name).test(h.name)),
  );
  expect(unlisted).toEqual([]);
  // The device cookie is named with its purpose (decision 056).
  expect(listed.find((item) => item.name === 'kwk_geraet')?.text).toContain('Betrugsprüfung');
  await expectNoAxeViolations(page);
  await context.close();
});
