import type { ReferralItem, ReferralList } from '@kwk/shared/personal-area/personal-area.schemas';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { writeSession } from '../../../lib/session/session-store.ts';
import { PersonalArea } from './personal-area.tsx';

const TELKO_TIERS = [
  { NachErfolgreichen: 5, Cent: 15_000 },
  { NachErfolgreichen: 3, Cent: 6000 },
];

const referral = (overrides: Partial<ReferralItem>): ReferralItem => ({
  Empfehlungsnummer: 11111111,
  Produkt: 'MagentaZuhause M',
  EmpfaengerEmail: 'kontakt@example.org',
  AnteilEmpfehler: 100,
  ErstelltAm: '2026-02-28T23:30:00.000Z',
  GueltigBis: '2026-04-29T23:30:00.000Z',
  Auftragsdatum: null,
  Bestaetigt: true,
  Status: 'Ok',
  PraemienStatus: null,
  PraemieCent: null,
  Auszahlungsart: null,
  StatusSchluessel: 'notReacted',
  StatusText: 'Ihr Kontakt hat noch nicht reagiert.',
  AbholenBis: null,
  ZeitSchluessel: null,
  Zeitangabe: null,
  Empfehlungslink: 'http://telko.localhost/empfehlung/11111111?k=abc',
  ...overrides,
});

const area: ReferralList = {
  Empfehlungen: [
    referral({
      Empfehlungsnummer: 22222222,
      Produkt: 'Glasfaser 500',
      EmpfaengerEmail: null,
      Auftragsdatum: '2026-03-02',
      Status: 'Gezahlt',
      PraemienStatus: 'Bereitgestellt',
      PraemieCent: 7000,
      StatusSchluessel: 'pickUpReward',
      StatusText: 'Holen Sie sich jetzt Ihre Prämie ab.',
      AbholenBis: '2027-03-02',
      ZeitSchluessel: 'pickUpBy',
      Zeitangabe:
        'Bitte wählen Sie bis zum 02.03.2027, wie Sie Ihre Prämie erhalten möchten; danach verfällt sie.',
      Empfehlungslink: null,
    }),
    referral({}),
  ],
  Praemienkonto: {
    VerfuegbarCent: 7000,
    InBearbeitungCent: 3550,
    AuszahlungVeranlasstCent: 3500,
    AusgezahltCent: 0,
  },
  NaechsterSchritt: 'praemie_abholen',
  Steuerjahr: {
    Jahr: 2026,
    AusgezahltCent: 25_600,
    AusstehendCent: 0,
    FreigrenzeCent: 25_600,
    Steuerfrei: false,
  },
};

/** The area with one recommendation whose order is paid (Gezahlt); `reward` says where its reward stands. */
const withPaidOrder = (reward: Partial<ReferralItem>): ReferralList => ({
  ...area,
  Empfehlungen: [
    referral({ Status: 'Gezahlt', Auftragsdatum: '2026-03-02', Empfehlungslink: null, ...reward }),
  ],
});

let answers: Record<string, unknown>;
const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  writeSession({ token: 'session-token', expiresAt: '2099-01-01T00:00:00.000Z', user: null });
  answers = { 'empfehler/empfehlungen/': area, BannerTEZuTP: { BannerTEZuTP: true } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const key = Object.keys(answers).find((k) => url.endsWith(k));
      return new Response(JSON.stringify(key ? answers[key] : {}), { status: key ? 200 : 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderArea = () =>
  render(
    <MemoryRouter>
      <PersonalArea lang="de" bonusTiers={TELKO_TIERS} />
    </MemoryRouter>,
  );

describe('PersonalArea', () => {
  it('calls to collect the ready reward and shows the reward account', async () => {
    renderArea();
    const call = await screen.findByRole('region', { name: 'Ihre Prämie steht bereit' });
    expect(within(call).getByRole('link', { name: 'Jetzt Prämie abholen' }).getAttribute('href')).toBe(
      '/praemie',
    );
    const account = screen.getByRole('region', { name: 'Ihr Prämienkonto' });
    expect(account.textContent).toMatch(
      /Verfügbar70\s€In Bearbeitung35,50\s€Auszahlung veranlasst35\s€Ausgezahlt0\s€Ausgezahlt im Jahr 2026256\s€/,
    );
    // §22 Nr. 3 EStG: 256 € is no longer below the limit.
    expect(
      within(account).getByText(/haben 256 € erreicht: Sie sind insgesamt steuerpflichtig/),
    ).toBeTruthy();
    expect(urls).toEqual([
      '/api/v1/fyrst/empfehler/empfehlungen/showbanner/BannerTEZuTP',
      '/api/v1/fyrst/empfehler/empfehlungen/',
    ]);
  });

  it('shows one status bar per recommendation, in the server’s order, with its step marked', async () => {
    renderArea();
    const bars = await screen.findAllByRole('article');
    expect(bars.map((bar) => within(bar).getByRole('heading').textContent)).toEqual([
      'Glasfaser 500',
      'MagentaZuhause M',
    ]);
    const [ready, fresh] = bars as [HTMLElement, HTMLElement];
    expect(within(ready).getByText('Holen Sie sich jetzt Ihre Prämie ab.')).toBeTruthy();
    expect(within(ready).getByText(/^Bitte wählen Sie bis zum 02\.03\.2027,/)).toBeTruthy();
    const steps = within(ready).getByRole('list', { name: 'Fortschritt der Empfehlung' });
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('●Prämie bereit (aktueller Stand)');
    expect(ready.textContent).toContain('Empfohlen an—gelöscht');
    expect(ready.textContent).toContain('Auftragsdatum02.03.2026');
    expect(ready.textContent).toMatch(/Ihre Prämie70\s€ – bereit zur Abholung/);
    expect(within(ready).queryByRole('button', { name: 'Link kopieren' })).toBeNull();

    // Created late on 28 February UTC: already 1 March in Berlin.
    expect(fresh.textContent).toContain('Empfohlen am01.03.2026');
    expect(fresh.textContent).toContain('Auftragsdatum—noch nicht');
    expect(within(fresh).getByLabelText('Empfehlungslink zum Teilen')).toHaveProperty(
      'value',
      'http://telko.localhost/empfehlung/11111111?k=abc',
    );
    expect(within(fresh).getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
    expect(fresh.querySelector('[aria-current="step"]')?.textContent).toBe('●Empfohlen (aktueller Stand)');
  });

  it('without recommendations: the way to recommend', async () => {
    answers['empfehler/empfehlungen/'] = {
      Empfehlungen: [],
      Praemienkonto: {
        VerfuegbarCent: 0,
        InBearbeitungCent: 0,
        AuszahlungVeranlasstCent: 0,
        AusgezahltCent: 0,
      },
      NaechsterSchritt: null,
      Steuerjahr: {
        Jahr: 2026,
        AusgezahltCent: 0,
        AusstehendCent: 0,
        FreigrenzeCent: 25_600,
        Steuerfrei: true,
      },
    };
    answers.BannerTEZuTP = { BannerTEZuTP: false };
    renderArea();
    expect((await screen.findByRole('link', { name: 'Jetzt empfehlen' })).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('region', { name: 'Ihre Prämie steht bereit' })).toBeNull();
  });

  it.each([
    ['Ueberweisung', 'Auszahlung veranlasst'],
    ['Gutschein', 'Gutschein angefordert'],
  ] as const)('a chosen %s reads "%s", and the bar has not reached "Ausgezahlt"', async (kind, label) => {
    answers['empfehler/empfehlungen/'] = withPaidOrder({
      PraemienStatus: 'Abgeholt',
      PraemieCent: 3500,
      Auszahlungsart: kind,
      StatusSchluessel: 'rewardBeingPaid',
      StatusText: 'Ihre Prämie wird ausgezahlt.',
    });
    renderArea();
    const [bar] = (await screen.findAllByRole('article')) as [HTMLElement];
    expect(bar.textContent).toMatch(new RegExp(`Ihre Prämie35\\s€ – ${label}`));
    expect(bar.textContent).not.toMatch(/35\s€ – ausgezahlt/);
    const steps = within(bar)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toContain('○Ausgezahlt (offen)');
  });

  it('shows a reward not collected in time as expired, with its last day (issue 15)', async () => {
    answers['empfehler/empfehlungen/'] = withPaidOrder({
      PraemienStatus: 'Abgelaufen',
      PraemieCent: 7000,
      StatusSchluessel: 'rewardExpired',
      StatusText: 'Ihre Prämie ist verfallen.',
      AbholenBis: '2027-03-02',
      ZeitSchluessel: 'expired',
      Zeitangabe: 'Die Prämie konnte bis zum 02.03.2027 abgeholt werden.',
    });
    renderArea();
    const [bar] = (await screen.findAllByRole('article')) as [HTMLElement];
    expect(within(bar).getByText('Ihre Prämie ist verfallen.')).toBeTruthy();
    expect(within(bar).getByText('Die Prämie konnte bis zum 02.03.2027 abgeholt werden.')).toBeTruthy();
    expect(bar.textContent).toMatch(/Ihre Prämie70\s€ – verfallen/);
    expect(within(bar).queryByRole('link', { name: 'Prämie abholen' })).toBeNull();
  });

  it('names the bonus rewards and how many recommendations succeeded so far (issue 17)', async () => {
    renderArea();
    const bonus = await screen.findByRole('region', { name: 'Bonusprämien' });
    expect(
      within(bonus)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '60\u00a0€ extra nach 3 erfolgreichen Empfehlungen',
      '150\u00a0€ extra nach 5 erfolgreichen Empfehlungen',
    ]);
    // The way to the next tier (issue 30, item 4): 1 of 3, 60 € from the tiers above, in words too.
    const bar = within(bonus).getByRole('progressbar', {
      name: 'Noch 2 erfolgreiche Empfehlungen bis +60\u00a0€',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 von 3 erfolgreichen Empfehlungen');
  });

  it('shows no bonus bar for a tenant without tiers', async () => {
    render(
      <MemoryRouter>
        <PersonalArea lang="de" bonusTiers={[]} />
      </MemoryRouter>,
    );
    await screen.findAllByRole('article');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('"Erneut teilen" opens the newest shareable link with its copy button and short link', async () => {
    renderArea();
    const share = await screen.findByRole('button', { name: 'Erneut teilen' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    share.click();
    const panel = document.getElementById(share.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect((await within(panel).findByRole('textbox')).getAttribute('value')).toBe(
      'http://telko.localhost/empfehlung/11111111?k=abc',
    );
    expect(within(panel).getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
  });
});
