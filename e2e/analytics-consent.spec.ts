import { GOAL_DECIDED_EVENT, type GoalDecision } from '@kwk/shared/analytics/goals';
import type { GoalCounts } from '@kwk/shared/analytics/goals.schemas';
import { COOKIE_NAMES } from '@kwk/shared/constants';
import { type Browser, type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { CONSOLE_ORIGIN, consolePage, demoSession } from './support/console.ts';
import { decidedVisitor, storedCookie } from './support/context.ts';
import { pickupLink, readyReferral } from './support/ready-referral.ts';
import { uniqueIban } from './support/recipient.ts';
import { recommendAndShare } from './support/recommendation.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

/**
 * Consent and analytics (issue 16, decision 027). The harness points telko's tracking endpoint at
 * https://analytics.e2e.test/ (TRACKING_ENDPOINTS in start-server.mjs), a host that resolves
 * nowhere: the spec captures every request to it with context.route, standing in for the tenant's
 * Matomo, which cannot run here. fyrst has no endpoint and counts its goals in the portal.
 */
const TRACKING_HOST = 'https://analytics.e2e.test';

/** The portal's hook for an external consent service (apps/web/src/features/consent/consent-manager.ts). */
declare global {
  interface Window {
    kwkConsent?: {
      categories(): Promise<string[]>;
      get(): Record<string, string | undefined> | null;
      set(choice: Record<string, boolean>): Promise<void>;
      attach(): void;
    };
  }
}
const ANALYTICS_COOKIES = ['_pk_id', '_pk_ses', '_pk_ref'];

const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => ANALYTICS_COOKIES.includes(c.name)).map((c) => c.name);

/** Every request to the tracking host or the portal's own counter, from this context on. */
async function captureAnalytics(context: BrowserContext) {
  const tracker: URL[] = [];
  const embedded: Request[] = [];
  await context.route(`${TRACKING_HOST}/**`, async (route) => {
    tracker.push(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/analytics/ziele')) embedded.push(request);
  });
  return { tracker, embedded };
}

/**
 * Runs `action` and answers the portal's decision on the goal it causes (GOAL_DECIDED_EVENT): once
 * a goal is decided and not sent, nothing more goes out for it, so no test waits for nothing to happen.
 */
async function goalDecision(page: Page, action: () => Promise<void>): Promise<GoalDecision> {
  await page.evaluate((name) => {
    (window as unknown as { kwkGoalDecision: Promise<GoalDecision> }).kwkGoalDecision = new Promise(
      (resolve) =>
        document.addEventListener(name, (event) => resolve((event as CustomEvent<GoalDecision>).detail), {
          once: true,
        }),
    );
  }, GOAL_DECIDED_EVENT);
  await action();
  return page.evaluate(
    () => (window as unknown as { kwkGoalDecision: Promise<GoalDecision> }).kwkGoalDecision,
  );
}

/** Opens the cookie settings from the footer and saves with the analytics box as asked. */
async function chooseAnalytics(page: Page, granted: boolean) {
  await page.getByRole('button', { name: deText('footer.cookieSettings') }).click();
  const dialog = page.getByRole('dialog', { name: deText('consent.title') });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('checkbox', { name: deText('consent.analytical.title') });
  await box.setChecked(granted);
  await dialog.getByRole('button', { name: deText('consent.saveSelection') }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The share step of a fresh recommendation with the visitor's choice wiped: the page as a first
 * visit sees it, before any consent (the dialog asks again).
 */
async function withUndecidedShareStep(page: Page) {
  const context = page.context();
  await context.clearCookies({ name: COOKIE_NAMES.consent });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: deText('consent.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('telko: nothing before consent, the share goal after it, nothing and no cookies after withdrawal', async ({
  browser,
}) => {
  let checked = false;
  await recommendAndShare(browser, 'telko', {
    run: `analytics-${Date.now()}`,
    split: 'both',
    onShare: async (page) => {
      const context = page.context();
      const captured = await captureAnalytics(context);
      const dialog = await withUndecidedShareStep(page);
      await expectNoAxeViolations(page);

      // Before consent: the dialog asks, no request has gone out and no analytics cookie is set.
      expect(captured.tracker).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);
      // Escape counts as "required only": still nothing, even when the referrer shares.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(
        await goalDecision(page, () =>
          page.getByRole('button', { name: deText('share.copy'), exact: true }).click(),
        ),
      ).toEqual({ goal: 'share', detail: 'Link', sent: false });
      expect(captured.tracker).toEqual([]);
      expect(captured.embedded).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);

      // Analytics granted: the share goal goes to telko's Matomo, its cookies are set.
      await chooseAnalytics(page, true);
      await page.getByRole('button', { name: deText('share.copy'), exact: true }).click();
      await expect.poll(() => captured.tracker.length).toBe(1);
      const [goal] = captured.tracker;
      expect(goal!.pathname).toBe('/matomo.php');
      expect(goal!.searchParams.get('idsite')).toBe('9');
      expect(goal!.searchParams.get('rec')).toBe('1');
      expect(goal!.searchParams.get('idgoal')).toBe('1');
      // The channel goes along as the goal's event (issue 30 item 8: goals per share channel).
      expect(goal!.searchParams.get('e_c')).toBe('share');
      expect(goal!.searchParams.get('e_a')).toBe('Link');
      expect(goal!.searchParams.get('_id')).toMatch(/^[0-9a-f]{16}$/);
      expect(goal!.searchParams.get('url')).toBe(`${origin('telko')}/teilen`);
      // Nothing personal in the request: no address, no referral link or its code.
      const referralLink = await page.getByRole('textbox', { name: deText('share.linkLabel') }).inputValue();
      expect(goal!.href).not.toContain('example.org');
      expect(goal!.href).not.toContain(encodeURIComponent(referralLink));
      expect(goal!.href).not.toContain(new URL(referralLink).searchParams.get('k')!);
      expect(captured.embedded).toEqual([]);
      expect((await analyticsCookies(context)).sort()).toEqual(['_pk_id', '_pk_ses']);
      const cookies = await context.cookies();
      const days = (name: string) =>
        ((cookies.find((c) => c.name === name)?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(Math.round(days('_pk_id'))).toBe(390);
      expect(days('_pk_ses') * 24 * 60).toBeGreaterThan(29);
      expect(days('_pk_ses') * 24 * 60).toBeLessThanOrEqual(30);
      expect(Math.round(days(COOKIE_NAMES.consent))).toBe(60);

      // Withdrawn: the cookies are gone at once and the next share sends nothing.
      await chooseAnalytics(page, false);
      expect(await analyticsCookies(context)).toEqual([]);
      expect(
        await goalDecision(page, () =>
          page.getByRole('button', { name: deText('share.copy'), exact: true }).click(),
        ),
      ).toEqual({ goal: 'share', detail: 'Link', sent: false });
      expect(captured.tracker).toHaveLength(1);
      expect(await analyticsCookies(context)).toEqual([]);
      checked = true;
    },
  });
  expect(checked).toBe(true);
});

test('fyrst without a tracking endpoint: the portal counts the goal itself, the console shows it', async ({
  browser,
}) => {
  const { session } = await demoSession('support');
  const counts = async (): Promise<GoalCounts> => {
    const page = await consolePage(browser, 'support');
    const answer = await page.evaluate(
      async ({ url, token }) => (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).json(),
      { url: `${CONSOLE_ORIGIN}/api/betrieb/v1/zahlen/fyrst/ziele`, token: session.Token },
    );
    await page.context().close();
    return answer as GoalCounts;
  };
  const before = (await counts()).Totals.share ?? 0;

  await recommendAndShare(browser, 'fyrst', {
    run: `analytics-embedded-${Date.now()}`,
    split: 'both',
    onShare: async (page) => {
      const context = page.context();
      const captured = await captureAnalytics(context);
      await withUndecidedShareStep(page);
      expect(captured.embedded).toEqual([]);
      await page.keyboard.press('Escape');
      expect(
        await goalDecision(page, () =>
          page.getByRole('button', { name: deText('share.copy'), exact: true }).click(),
        ),
      ).toEqual({ goal: 'share', detail: 'Link', sent: false });
      expect(captured.embedded).toEqual([]);

      await chooseAnalytics(page, true);
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/v1/fyrst/analytics/ziele'));
      await page.getByRole('button', { name: deText('share.copy'), exact: true }).click();
      const response = await counted;
      // A keepalive request's body is not readable here: the console's count below proves it counted.
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toEqual({ Goal: 'share', Detail: 'Link' });
      // Nothing leaves the portal, and the counter needs no visitor cookie.
      expect(captured.tracker).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);
    },
  });
  expect((await counts()).Totals.share).toBe(before + 1);

  // The operator sees the count beside the tenant's figures.
  const page = await consolePage(browser, 'support', '/zahlen?mandant=fyrst');
  const goals = page.getByRole('region', { name: 'Ziele (vom Portal gezählt)' });
  await expect(goals.getByRole('row', { name: new RegExp(`^Geteilt ${before + 1}$`) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the cookie dialog lists the registry of the tenant, in English too, and passes axe', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin('partner')}/?lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  for (const title of ['Functional', 'Analytics', 'Marketing'])
    await expect(dialog.getByRole('checkbox', { name: title, exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Required/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(await analyticsCookies(context)).toEqual([]);
  await context.close();
});

test('the external consent service decides through the hook; the portal dialog stays closed once it attaches', async ({
  browser,
}) => {
  const context = await browser.newContext();
  // A test double standing in for the host's consent service (no real CMP runs here): it attaches
  // when the portal's hook is ready, as a CMP script would.
  await context.addInitScript(() => {
    window.addEventListener('kwk-consent-ready', () => window.kwkConsent?.attach());
  });
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => window.kwkConsent?.categories())).toEqual([
    'required',
    'functional',
    'analytical',
    'marketing',
  ]);

  // An identifier the registry does not hold is refused with spec §8's error; nothing is stored.
  const refused = await page.evaluate(() =>
    window.kwkConsent?.set({ newsletter: true }).then(
      () => 'stored',
      (error: Error) => error.message,
    ),
  );
  expect(refused).toMatch(/register it in the consent registry first/);
  expect((await context.cookies()).find((c) => c.name === COOKIE_NAMES.consent)).toBeUndefined();

  await page.evaluate(() => window.kwkConsent?.set({ analytical: true }));
  const cookie = await storedCookie(context, COOKIE_NAMES.consent);
  expect(decodeURIComponent(cookie.value)).toBe('required:1|functional:0|analytical:1|marketing:0');
  expect(Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000)).toBe(60);
  expect(await page.evaluate(() => window.kwkConsent?.get())).toMatchObject({ analytical: '1' });
  await context.close();
});

/** A visitor of telko who declined analytics (decidedVisitor), with every analytics request captured. */
async function declinedVisitorOfTelko(browser: Browser) {
  const context = await decidedVisitor(browser, 'telko');
  const captured = await captureAnalytics(context);
  return { context, page: await context.newPage(), captured };
}

/** The one goal request captured, checked for the tenant's site and goal and for anything personal. */
function expectGoal(request: URL | undefined, goal: number, path: string, secrets: string[]) {
  expect(request?.pathname).toBe('/matomo.php');
  expect(request?.searchParams.get('idsite')).toBe('9');
  expect(request?.searchParams.get('idgoal')).toBe(String(goal));
  expect(request?.searchParams.get('url')).toBe(`${origin('telko')}${path}`);
  for (const secret of secrets) expect(request?.href).not.toContain(encodeURIComponent(secret));
  for (const secret of secrets) expect(request?.href).not.toContain(secret);
}

test('telko: opening a FAQ sends goal 3 only after analytics consent, with nothing personal', async ({
  browser,
}) => {
  const { context, page, captured } = await declinedVisitorOfTelko(browser);
  await page.goto(`${origin('telko')}/faq?utm_source=newsletter&email=anna%40example.org`);
  const questions = page.getByRole('main').locator('.accordion button[aria-expanded]');
  const first = questions.first();
  expect(await goalDecision(page, () => first.click())).toEqual({
    goal: 'faq',
    detail: expect.any(String),
    sent: false,
  });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(captured.tracker).toEqual([]);
  expect(captured.embedded).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);

  await chooseAnalytics(page, true);
  const second = questions.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => captured.tracker.length).toBe(1);
  // The page's address without its query: neither the campaign nor the address in it leaves.
  expectGoal(captured.tracker[0], 3, '/faq', ['anna@example.org', 'newsletter', 'utm_source']);
  expect(captured.embedded).toEqual([]);
  await context.close();
});

test('telko: choosing the reward sends goal 2 only after analytics consent, without token or address', async ({
  browser,
}) => {
  test.slow(); // a recommendation, its recipient and the partner's events before the reward is ready
  const id = `goal-${Date.now()}-${test.info().workerIndex}`;
  const email = `${id}@example.org`;
  await readyReferral('telko', email, id);
  const link = await pickupLink(email);
  const token = new URL(link).searchParams.get('token')!;

  const { context, page, captured } = await declinedVisitorOfTelko(browser);
  await page.goto(link);
  await page.getByRole('link', { name: deText('rewards.choose') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'PraemieDaten'));
  expect(captured.tracker).toEqual([]);

  await chooseAnalytics(page, true);
  expect(captured.tracker).toEqual([]);
  await page.getByRole('radio', { name: deText('rewards.payout.Ueberweisung') }).check();
  await page.getByLabel(deText('rewards.form.kontoinhaber')).fill('Anna Berg');
  // Not another run's IBAN nor the recipient's: that would hold the referral for fraud review.
  const iban = uniqueIban();
  await page.getByLabel(deText('rewards.form.iban')).fill(iban);
  await page.getByRole('button', { name: deText('rewards.form.submit') }).click();
  await expect(page).toHaveURL(`${origin('telko')}/praemiedanke`);
  await expect.poll(() => captured.tracker.length).toBe(1);
  const goal = captured.tracker[0];
  // Sent as the form is accepted: the form's address with its reward id masked, or the thanks page
  // if the (lazily loaded) tracker runs after the step there.
  const path = new URL(goal?.searchParams.get('url') ?? '').pathname;
  expect(['/praemie/:code', '/praemiedanke']).toContain(path);
  expectGoal(goal, 2, path, [token, email, iban, 'Anna Berg']);
  await context.close();
});
