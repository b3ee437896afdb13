import { ERRORS } from '@kwk/shared/errors/error-codes';
import { DEFAULT_PAYOUT_WEEKS } from '@kwk/shared/lifecycle/payout-period';
import { PAYOUT_TIMING_TEXTS, payoutTimingText } from '@kwk/shared/lifecycle/payout-timing';
import { addMonths, displayDay } from '@kwk/shared/lifecycle/reward-expiry';
import { STATUS_BAR_TEXTS } from '@kwk/shared/lifecycle/status-bar';
import { payoutKindTiming } from '@kwk/shared/rewards/reward-pickup.schemas';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { ageReadyReward } from './support/partner.ts';
import { readyReferral } from './support/ready-referral.ts';
import { uniqueIban } from './support/recipient.ts';
import { signInByForgottenPassword } from './support/referrer.ts';
import { seededConfirmedRecipient, seededReferral } from './support/seed.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// The personal area and the reward pickup of spec §2 (issue 5): one status bar per recommendation,
// the reward chosen once (PraemieBereitsAbgeholt after), the pickup link of the "reward ready" mail
// without signing in, the whole pickup by keyboard, and axe on every screen of it.
const tenant = 'telko';
const base = origin(tenant);
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const REWARD_PAGE = new RegExp(`^${base}/praemie/[0-9a-f-]{36}$`);

/** Presses Tab until `target` has focus (at most 40 times), as a keyboard user moves on. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const statusBar = (page: Page, nr: number) =>
  page.getByRole('article').filter({ hasText: new RegExp(`${deText('area.facts.number')}${nr}`) });

test('telko: the personal area shows each recommendation’s status bar, and a ready reward is taken once', async ({
  browser,
}) => {
  test.slow(); // three recommendations, two recipients and partner events before the screens
  const id = run();
  const email = `bereich-${id}@example.org`;
  const fresh = await seededReferral(tenant, { run: `${id}-a`, split: 'self', referrerEmail: email });
  const reacted = await seededConfirmedRecipient(tenant, { run: `${id}-b`, referrerEmail: email });
  const ready = await readyReferral(tenant, email, `${id}-c`);

  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await signInByForgottenPassword(page, email);

  await test.step('one status bar per recommendation, newest first, with the texts of spec §4', async () => {
    await expect(heading(page)).toHaveText(pageTitle('de', 'PersoenlicherBereich'));
    await expect(page.getByText(deText('area.greeting', { name: 'Erika Muster' }))).toBeVisible();
    const bars = page.getByRole('article');
    await expect(bars).toHaveCount(3);
    // The ready one was aged three weeks (readyReferral), so it is the oldest.
    const expected = [
      [reacted.shared.empfehlungsnummer, STATUS_BAR_TEXTS.de.reactedAndSigned, 'reacted'],
      [fresh.empfehlungsnummer, STATUS_BAR_TEXTS.de.notReacted, 'recommended'],
      [ready, STATUS_BAR_TEXTS.de.pickUpReward, 'rewardReady'],
    ] as const;
    for (const [index, [nr, text, step]] of expected.entries()) {
      const bar = bars.nth(index);
      await expect(bar).toContainText(`${deText('area.facts.number')}${nr}`);
      await expect(bar).toContainText(text);
      await expect(bar.locator('[aria-current="step"]')).toContainText(deText(`area.steps.${step}`));
    }
    const readyBar = statusBar(page, ready);
    await expect(readyBar).toContainText(deText('area.rewardState.ready'));
    await expect(readyBar.getByRole('textbox', { name: deText('area.shareLink') })).toHaveCount(0);
    const freshBar = statusBar(page, fresh.empfehlungsnummer);
    await expect(freshBar).toContainText(fresh.recipientEmail);
    await expect(freshBar.getByRole('textbox', { name: deText('area.shareLink') })).toHaveValue(
      fresh.referralLink,
    );
    await expect(freshBar.getByRole('button', { name: deText('area.copy') })).toBeVisible();
    // telko's bonus rewards, where the referrer sees their rewards (issue 17).
    await expect(page.getByRole('region', { name: deText('bonus.title') })).toContainText(
      deText('bonus.tier_other', { count: '5', amount: '150 €' }),
    );
    await expectNoAxeViolations(page);
  });

  let rewardPage = '';
  await test.step('the call to collect leads to the ready reward; a transfer is chosen with bank data', async () => {
    const call = page.getByRole('region', { name: deText('area.collectReward.title') });
    await call.getByRole('link', { name: deText('area.collectReward.link') }).click();
    await expect(page).toHaveURL(`${base}/praemie`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'PraemieWaehlen'));
    await expect(page.getByRole('link', { name: deText('rewards.choose') })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: deText('rewards.choose') }).click();
    await expect(page).toHaveURL(REWARD_PAGE);
    rewardPage = page.url();
    await expect(heading(page)).toHaveText(pageTitle('de', 'PraemieDaten'));
    await expect(page.getByRole('link', { name: deText('rewards.back') })).toHaveAttribute(
      'href',
      '/praemie',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: deText('rewards.payout.Ueberweisung') }).check();
    const holder = page.getByLabel(deText('rewards.form.kontoinhaber'));
    await page.getByRole('button', { name: deText('rewards.form.submit') }).click();
    await expect(holder).toHaveAttribute('aria-invalid', 'true');
    await expect(holder).toBeFocused();
    await expectNoAxeViolations(page);

    await holder.fill('Erika Muster');
    await page.getByLabel(deText('rewards.form.iban')).fill(uniqueIban());
    await page.getByLabel(deText('rewards.form.save')).check();
    await page.getByRole('button', { name: deText('rewards.form.submit') }).click();
    await expect(page).toHaveURL(`${base}/praemiedanke`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'PraemieDanke'));
    await expect(page.getByText(payoutKindTiming('de', 'Ueberweisung', DEFAULT_PAYOUT_WEEKS))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('choosing it again is refused (PraemieBereitsAbgeholt); the status bar says it is paid out', async () => {
    await page.goto(rewardPage);
    await expect(page.getByText(ERRORS['rewards.already_chosen'].de)).toBeVisible();
    await expect(page.getByRole('button', { name: deText('rewards.form.submit') })).toHaveCount(0);
    const answer = await page.evaluate(async (praemieId) => {
      const token = JSON.parse(localStorage.getItem('kwk_session') ?? '{}').token as string;
      const response = await fetch('/api/v1/telko/praemierung/', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ PraemieId: praemieId, Auszahlung: 'Ueberweisung' }),
      });
      return { status: response.status, body: await response.json() };
    }, rewardPage.split('/').pop());
    expect(answer).toMatchObject({ status: 409, body: { code: 'rewards.already_chosen' } });

    await page.goto(`${base}/praemie`);
    await expect(page.getByRole('heading', { name: deText('rewards.takenTitle') })).toBeVisible();
    await expect(page.getByText(deText('rewards.noneReady'))).toBeVisible();

    await page.goto(`${base}/persoenlicherbereich`);
    const chosenBar = statusBar(page, ready);
    await expect(chosenBar).toContainText(STATUS_BAR_TEXTS.de.rewardBeingPaid);
    // Chosen is not paid out (issue 17): the amount says so, and the bar agrees.
    await expect(chosenBar).toContainText(deText('area.rewardState.transferRequested'));
    await expect(chosenBar).not.toContainText(`– ${deText('area.rewardState.paid')}`);
    await expect(chosenBar.locator('[aria-current="step"]')).toContainText(deText('area.steps.rewardReady'));
    const account = page.getByRole('region', { name: deText('area.account.title') });
    await expect(account.getByRole('definition').nth(3)).toHaveText(/^0\s€$/);
    // The same on a phone (390 px): the amount's label and the bar still agree.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chosenBar).toContainText(deText('area.rewardState.transferRequested'));
    await expect(chosenBar.locator('[aria-current="step"]')).toContainText(deText('area.steps.rewardReady'));
    await expect(account.getByRole('definition').nth(3)).toHaveText(/^0\s€$/);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('region', { name: deText('area.collectReward.title') })).toHaveCount(0);
  });

  await context.close();
});

test('telko: the pickup link of the "reward ready" mail works without signing in, by keyboard only', async ({
  browser,
}) => {
  const id = run();
  const email = `abholen-${id}@example.org`;
  await readyReferral(tenant, email, id);
  const mail = await waitForMail(email, /Ihre Prämie steht bereit/);
  const link = linkIn(mail, /\/praemie\/\?token=pr_/);

  // A fresh browser: no session, only the link.
  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await page.goto(link);
  await expect(heading(page)).toHaveText(pageTitle('de', 'PraemieWaehlen'));
  // The token is kept for the tab and taken out of the address.
  await expect(page).toHaveURL(`${base}/praemie/`);
  expect(await page.evaluate(() => localStorage.getItem('kwk_session'))).toBeNull();
  await expectNoAxeViolations(page);

  const choose = page.getByRole('link', { name: deText('rewards.choose') });
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(REWARD_PAGE);
  await expect(heading(page)).toBeFocused();

  const transfer = page.getByRole('radio', { name: deText('rewards.payout.Ueberweisung') });
  await tabTo(page, transfer);
  await page.keyboard.press('Space');
  await expect(transfer).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(deText('rewards.form.kontoinhaber'))).toBeFocused();
  await page.keyboard.type('Erika Muster');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(deText('rewards.form.iban'))).toBeFocused();
  await page.keyboard.type(uniqueIban());
  await tabTo(page, page.getByRole('button', { name: deText('rewards.form.submit') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/praemiedanke`);
  await expect(page.getByText(payoutKindTiming('de', 'Ueberweisung', DEFAULT_PAYOUT_WEEKS))).toBeVisible();

  // A link that is not (or no longer) valid: "contact support" (spec §8).
  await page.goto(`${base}/praemie/?token=pr_${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(ERRORS['rewards.token_invalid'].de);
  await expect(page.getByRole('link', { name: deText('rewards.contactSupport') })).toHaveAttribute(
    'href',
    '/kontakt',
  );
  await expectNoAxeViolations(page);
  await context.close();
});

/** Today in Berlin, YYYY-MM-DD: the day a reward made ready now counts from. */
const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

test('telko: a ready reward names its last day; not chosen in time, it reads "reward expired" (issue 15)', async ({
  browser,
}) => {
  test.slow(); // a recommendation, its recipient and partner events before the screens
  const id = run();
  const email = `verfall-${id}@example.org`;
  const nr = await readyReferral(tenant, email, id);
  const lastDay = addMonths(berlinToday(), 12);

  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await signInByForgottenPassword(page, email);

  await test.step('ready: the status bar and the pickup name the last day to choose (telko: 12 months)', async () => {
    const bar = statusBar(page, nr);
    await expect(bar).toContainText(STATUS_BAR_TEXTS.de.pickUpReward);
    await expect(bar).toContainText(
      payoutTimingText('de', { key: 'pickUpBy', day: lastDay }, DEFAULT_PAYOUT_WEEKS),
    );
    await page.goto(`${base}/praemie`);
    const card = page.getByRole('listitem').filter({ hasText: `${deText('rewards.referralNumber')}${nr}` });
    await expect(card).toContainText(`${deText('rewards.pickUpBy')}${displayDay(lastDay)}`);
    await expectNoAxeViolations(page);
  });

  await test.step('a year and more later the daily job lets it expire: "reward expired", at 1280 and 390 px', async () => {
    await ageReadyReward(base, tenant, nr, 400);
    await waitForMail(email, /Ihre Prämie ist verfallen/);
    await page.goto(`${base}/persoenlicherbereich`);
    const bar = statusBar(page, nr);
    await expect(bar).toContainText(STATUS_BAR_TEXTS.de.rewardExpired);
    await expect(bar).toContainText(deText('area.rewardState.expired'));
    // Aged 400 days: the last day was some weeks ago ("{datum}" filled in as DD.MM.YYYY).
    const expiredText = PAYOUT_TIMING_TEXTS.de.expired
      .replace(/[.]/g, '\\.')
      .replace('{datum}', '\\d{2}\\.\\d{2}\\.\\d{4}');
    await expect(bar).toContainText(new RegExp(expiredText));
    await expect(bar.getByRole('link', { name: deText('area.collect.link') })).toHaveCount(0);
    await expect(page.getByRole('region', { name: deText('area.collectReward.title') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(bar).toContainText(STATUS_BAR_TEXTS.de.rewardExpired);
    await expectNoAxeViolations(page);

    await page.goto(`${base}/praemie`);
    await expect(page.getByRole('heading', { name: deText('rewards.expiredTitle') })).toBeVisible();
    await expect(page.getByText(deText('rewards.noneReady'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolations(page);
  });

  await context.close();
});
