import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import {
  AGENCY_PEOPLE,
  AGENCY_TENANT,
  type AgencyPerson,
  agencyNav,
  agencyText,
  agencyToken,
  agencyUser,
  signInToAgency,
} from './support/agency.ts';
import { decidedVisitor } from './support/context.ts';
import { E2E_PORT, origin } from './support/tenants.ts';
import { pageTitle } from './support/texts.ts';

// The agency area's sign-in and shell (issue 13): each demo person of the development identity
// provider sees exactly the tabs their role opens (spec §6), deep links to other tabs say "not
// authorised", sign-out, and a token the server no longer accepts signs the user out (spec §8).
const base = origin(AGENCY_TENANT);
const tab = (id: string) => agencyText(`shell.tabs.${id}`);

const EXPECTED_TABS: Record<AgencyPerson, string[]> = {
  owner: [
    'uebersicht',
    'einladen',
    'einladungen',
    'empfehlungen',
    'leads',
    'auftraege',
    'statistik',
    'analyse',
    'praemien',
    'mitarbeiter',
    'stammdaten',
    'praemienplan',
    'rechnungen',
  ],
  inactiveOwner: [
    'uebersicht',
    'empfehlungen',
    'leads',
    'auftraege',
    'statistik',
    'analyse',
    'praemien',
    'stammdaten',
    'praemienplan',
    'rechnungen',
  ],
  employee: [
    'uebersicht',
    'einladen',
    'einladungen',
    'empfehlungen',
    'leads',
    'auftraege',
    'statistik',
    'analyse',
    'praemien',
    'stammdaten',
    'praemienplan',
  ],
  none: [],
};

async function expectTabs(page: Page, ids: string[]) {
  const links = agencyNav(page).getByRole('link');
  await expect(links).toHaveText(ids.map(tab));
}

for (const person of ['owner', 'inactiveOwner', 'employee'] as const) {
  test(`${person}: signs in through the identity provider and sees exactly the tabs of the role`, async ({
    browser,
  }) => {
    const { context, page } = await agencyUser(browser, person);
    await expect(page).toHaveURL(`${base}/agentur/uebersicht`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'AgenturTab'));
    await expect(
      page.getByText(agencyText('shell.agency', { name: AGENCY_PEOPLE[person].agency })),
    ).toBeVisible();
    await expectTabs(page, EXPECTED_TABS[person]);
    await expect(agencyNav(page).getByRole('link', { name: tab('uebersicht') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: tab('uebersicht') })).toBeVisible();

    // A deep link to a tab the role does not open says so (the server would answer 403 anyway).
    const closed = ['mitarbeiter', 'einladen'].find((id) => !EXPECTED_TABS[person].includes(id));
    if (closed) {
      await page.goto(`${base}/agentur/${closed}`);
      await expect(page.getByText(agencyText('shell.notAuthorised'))).toBeVisible();
      await expect(agencyNav(page).getByRole('link', { name: tab(closed) })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
}

test('none: a person without roles signs in and is told no tab opens', async ({ browser }) => {
  const { context, page } = await agencyUser(browser, 'none');
  await expect(page.getByText(agencyText('shell.noTabs'))).toBeVisible();
  await expect(agencyNav(page).getByRole('link')).toHaveCount(0);
  await page.goto(`${base}/agentur/auftraege`);
  await expect(page.getByText(agencyText('shell.noTabs'))).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('the sign-in page, and a return with a forged state, at phone and desktop width', async ({
  browser,
}) => {
  for (const width of [390, 1280]) {
    const context = await decidedVisitor(browser, AGENCY_TENANT, { viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/agentur`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'Agentur'));
    await expect(page.getByRole('button', { name: agencyText('signIn.button') })).toBeVisible();
    await expectNoAxeViolations(page);

    // A return with another state than the one this tab sent is refused without a call.
    await page.getByRole('button', { name: agencyText('signIn.button') }).click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${AGENCY_PEOPLE.owner.name} – `) }),
    ).toBeVisible();
    let exchanged = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/agentur/sso') && request.method() === 'PUT') exchanged = true;
    });
    await page.goto(`${base}/agentur/anmelden?code=forged&state=state-not-from-this-tab`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'AgenturAnmelden'));
    await expect(page.getByText(agencyText('signIn.stateMismatch'))).toBeVisible();
    expect(exchanged).toBe(false);
    // Reloaded, the callback finds no sign-in under way any more.
    await page.reload();
    await expect(page.getByText(agencyText('signIn.missing'))).toBeVisible();
    await page.goto(`${base}/agentur/anmelden?error=access_denied`);
    await expect(page.getByText(agencyText('signIn.providerError'))).toBeVisible();
    await expect(page.getByRole('button', { name: agencyText('signIn.button') })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  }
});

test('a tenant without the agency area shows the 404 page', async ({ browser }) => {
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/agentur`);
  await expect(page).toHaveURL(`${origin('telko')}/404`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'FileNotFound'));
  await context.close();
});

test('sign-out, and a token the server ended or that expired, sign the agency user out', async ({
  browser,
}) => {
  const context = await decidedVisitor(browser, AGENCY_TENANT);
  const page = await context.newPage();
  const signInButton = page.getByRole('button', { name: agencyText('signIn.button') });

  await test.step('sign-out', async () => {
    await signInToAgency(page, 'employee');
    await page.getByRole('button', { name: agencyText('shell.logout') }).click();
    await expect(page.getByText(agencyText('signIn.loggedOut'))).toBeFocused();
    await expect(signInButton).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kwk_agency_session'))).toBeNull();
  });

  await test.step('a session ended elsewhere: the next call answers 401 and signs out', async () => {
    await signInToAgency(page, 'employee');
    // The landing tab's own calls first: one still in flight when the session ends would sign out
    // before the click this step is about.
    await page.waitForLoadState('networkidle');
    const token = await agencyToken(page);
    const ended = await page.request.post(
      `http://localhost:${E2E_PORT}/api/v1/${AGENCY_TENANT}/agentur/logout`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(ended.status()).toBe(204);
    await agencyNav(page)
      .getByRole('link', { name: tab('leads') })
      .click();
    await expect(page.getByText(agencyText('signIn.refused'))).toBeVisible();
    await expect(signInButton).toBeVisible();
  });

  await test.step('a token close to its expiry is exchanged for a fresh one', async () => {
    await signInToAgency(page, 'employee');
    const before = await agencyToken(page);
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    await page.evaluate((expiresAt) => {
      const raw = localStorage.getItem('kwk_agency_session')!;
      localStorage.setItem(
        'kwk_agency_session',
        JSON.stringify({ ...JSON.parse(raw), ExpiresAt: expiresAt }),
      );
    }, soon);
    await page.reload();
    await expect.poll(() => agencyToken(page)).not.toBe(before);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kwk_agency_session')!));
    expect(Date.parse(stored.ExpiresAt)).toBeGreaterThan(Date.parse(soon));
    await expect(
      page.getByText(agencyText('shell.user', { name: AGENCY_PEOPLE.employee.name })),
    ).toBeVisible();
  });

  await test.step('an expired token: the check signs out on the next visit', async () => {
    // Still signed in from the step before.
    await page.evaluate(() => {
      const raw = localStorage.getItem('kwk_agency_session')!;
      localStorage.setItem(
        'kwk_agency_session',
        JSON.stringify({ ...JSON.parse(raw), ExpiresAt: new Date(Date.now() - 1000).toISOString() }),
      );
    });
    await page.reload();
    await expect(page.getByText(agencyText('signIn.expired'))).toBeVisible();
    await expect(signInButton).toBeVisible();
  });
  await context.close();
});
