import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import admin from '../../apps/web/src/features/agency/i18n/admin.de.json' with { type: 'json' };
import agency from '../../apps/web/src/features/agency/i18n/agency.de.json' with { type: 'json' };
import { decidedVisitor } from './context.ts';
import { E2E_PORT, origin } from './tenants.ts';

/** Agents of the demo agencies (apps/server/src/db/seed/agencies-seed.ts). */
export const NORTH_AGENT = 'B-1001';
export const SOUTH_AGENT = 'B-1002';

/** The demo tenant with the agency area (ModuleAgenturbereich). */
export const AGENCY_TENANT = 'partner';

/**
 * The development identity provider's demo people (apps/server/src/modules/agency/dev-idp-users.ts),
 * one per role and one without roles. Its login page has one button per person, named
 * "{name} – {role} ({agency})".
 */
export const AGENCY_PEOPLE = {
  owner: { name: 'Ines Inhaber', agency: 'Vertriebsagentur Nord GmbH' },
  inactiveOwner: { name: 'Paul Pause', agency: 'Vertriebsagentur Nord GmbH' },
  employee: { name: 'Mia Mitarbeiterin', agency: 'Agentur Süd & West KG' },
  none: { name: 'Otto Ohnerolle', agency: 'Vertriebsagentur Nord GmbH' },
} as const;
export type AgencyPerson = keyof typeof AGENCY_PEOPLE;

const TEXTS: Record<string, unknown> = { ...agency, ...admin };

/** A German text of the agency area (namespace `agency`: agency.de.json and admin.de.json), placeholders filled. */
export function agencyText(key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], TEXTS);
  if (typeof found !== 'string') throw new Error(`no German agency text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in ${key}`);
    return String(value);
  });
}

/** The area's navigation of tabs (only those the user's abilities open). */
export const agencyNav = (page: Page) => page.getByRole('navigation', { name: agencyText('shell.nav') });

/**
 * Signs in through the development identity provider as `person`: from `/agentur` (or `path`) the
 * button "Mit Agenturkonto anmelden", on the provider's page the person's button, back through
 * `/agentur/anmelden` into the area. Resolves once the area shows the person's name.
 */
export async function signInToAgency(page: Page, person: AgencyPerson, path = '/agentur'): Promise<void> {
  const base = origin(AGENCY_TENANT);
  await page.goto(`${base}${path}`);
  await page.getByRole('button', { name: agencyText('signIn.button') }).click();
  await page.getByRole('button', { name: new RegExp(`^${AGENCY_PEOPLE[person].name} – `) }).click();
  await expect(page).toHaveURL(new RegExp(`^${base}/agentur(/|$)`));
  await expect(page.getByText(agencyText('shell.user', { name: AGENCY_PEOPLE[person].name }))).toBeVisible();
}

/** A fresh visitor of the agency tenant (cookies decided), signed in to the area as `person`. */
export async function agencyUser(
  browser: Browser,
  person: AgencyPerson,
  options: Parameters<typeof decidedVisitor>[2] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await decidedVisitor(browser, AGENCY_TENANT, options);
  const page = await context.newPage();
  await signInToAgency(page, person);
  return { context, page };
}

/** The signed-in agency user's token, as the SPA keeps it (localStorage `kwk_agency_session`). */
export async function agencyToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('kwk_agency_session');
    return raw ? (JSON.parse(raw) as { Token?: string }).Token : undefined;
  });
  if (!token) throw new Error('no agency user is signed in on this page');
  return token;
}

/** An agency API call with the page's agency token (e.g. to set up or check data beside the screens). */
export async function agencyApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  // Node does not resolve `*.localhost`; the API names the tenant in its path.
  const response = await page.request.fetch(`http://localhost:${E2E_PORT}/api/v1/${AGENCY_TENANT}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await agencyToken(page)}`, 'Accept-Language': 'de' },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

/**
 * A recommendation made for `agent` through the tenant's API from `page` (on the agency tenant), as
 * the agent form would send it; its referrer is `referrer`. Resolves to its Empfehlungsnummer.
 */
export async function agentRecommendation(
  page: Page,
  agent: string,
  people: { referrer: string; recipient: string },
): Promise<number> {
  const answer = await page.evaluate(
    async ({ tenant, agent, people }) => {
      const json = (r: Response) => r.json();
      const campaigns: { AktionsId: number }[] = await fetch(`/api/v1/${tenant}/aktion/alleAktiven`).then(
        json,
      );
      const products: { Id: number; Praemien: unknown[] }[] = await fetch(`/api/v1/${tenant}/produkt`).then(
        json,
      );
      const product = products.find((p) => p.Praemien.length > 0) ?? products[0]!;
      const response = await fetch(`/api/v1/${tenant}/Empfehlen/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Empfehlung: {
            Produkt: product.Id,
            AnteilEmpfehler: 50,
            AgbText: 'Ich akzeptiere die Teilnahmebedingungen.',
            AgbAkzeptiert: true,
            Aktionen: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })),
            Agentennummer: agent,
          },
          Empfehler: {
            Vorname: 'Ella',
            Nachname: 'Empfehlerin',
            Email: people.referrer,
            Teilnahmeberechtigt: true,
          },
          Empfaenger: { Email: people.recipient },
        }),
      });
      return { status: response.status, body: (await response.json()) as { Empfehlungsnummer?: number } };
    },
    { tenant: AGENCY_TENANT, agent, people },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.Empfehlungsnummer!;
}
