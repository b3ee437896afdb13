import { addDays, addMonths, displayDay } from '@kwk/shared/lifecycle/reward-expiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { type ReferralState, referralIn } from './personal-area.test-helpers.ts';

describe.each(databaseKinds())('personal area on %s', (kind) => {
  let t: TestContext;
  let token: string;
  const numbers = new Map<ReferralState, number>();
  const states: ReferralState[] = [
    'notReacted',
    'reacted',
    'ordered',
    'waiting',
    'ready',
    'cancelled',
    'expired',
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const state of states) numbers.set(state, await referralIn(t, 'telko', 'area@example.org', state));
    // Someone else's recommendation stays out of the list.
    await referralIn(t, 'telko', 'someone-else@example.org', 'ready');
    token = (await signedUpReferrer(t, 'area@example.org', { password: PASSWORD })).Token;
  });
  afterAll(() => t.close());

  it('shows one status bar per recommendation, newest first, with the reward account and next step', async () => {
    const res = await api(t, 'GET', '/empfehler/empfehlungen/', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const byNr = new Map(
      body.Empfehlungen.map((e: { Empfehlungsnummer: number }) => [e.Empfehlungsnummer, e]),
    );
    expect(body.Empfehlungen).toHaveLength(states.length);
    expect(body.Empfehlungen.map((e: { Empfehlungsnummer: number }) => e.Empfehlungsnummer)).toEqual(
      [...states].reverse().map((s) => numbers.get(s)),
    );
    const expected: Record<ReferralState, [string, string]> = {
      notReacted: ['notReacted', 'Ihr Kontakt hat noch nicht reagiert.'],
      reacted: ['reactedAndSigned', 'Ihr Kontakt hat reagiert und einen Vertrag abgeschlossen.'],
      ordered: ['reactedAndSigned', 'Ihr Kontakt hat reagiert und einen Vertrag abgeschlossen.'],
      waiting: ['claimInProcessing', 'Ihr Prämienanspruch wird bearbeitet.'],
      ready: ['pickUpReward', 'Holen Sie sich jetzt Ihre Prämie ab.'],
      cancelled: ['noContract', 'Es ist kein Vertrag zustande gekommen.'],
      expired: [
        'expiredWithoutReaction',
        'Die Empfehlung ist abgelaufen, ohne dass Ihr Kontakt reagiert hat.',
      ],
    };
    for (const state of states) {
      const item = byNr.get(numbers.get(state)) as Record<string, unknown>;
      expect([item.StatusSchluessel, item.StatusText], state).toEqual(expected[state]);
    }
    const ready = byNr.get(numbers.get('ready')) as Record<string, unknown>;
    expect(ready).toMatchObject({ Status: 'Gezahlt', PraemienStatus: 'Bereitgestellt', Bestaetigt: true });
    expect(ready.PraemieCent).toBeGreaterThan(0);
    expect(ready.Auftragsdatum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((byNr.get(numbers.get('notReacted')) as Record<string, unknown>).Empfehlungslink).toMatch(
      /\/empfehlung\/\d+\?k=/,
    );
    expect(ready.Empfehlungslink).toBeNull();
    const waiting = byNr.get(numbers.get('waiting')) as Record<string, unknown>;
    expect(waiting).toMatchObject({ Status: 'Offen', PraemienStatus: 'Offen' });
    expect(body.Praemienkonto).toEqual({
      VerfuegbarCent: ready.PraemieCent,
      InBearbeitungCent: waiting.PraemieCent,
      AuszahlungVeranlasstCent: 0,
      AusgezahltCent: 0,
    });
    expect(body.NaechsterSchritt).toBe('praemie_abholen');
  });

  it('speaks the request language and answers the capitalised path of spec §7 too', async () => {
    const res = await api(t, 'GET', '/Empfehler/empfehlungen', { token, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Empfehlungen.map((e: { StatusText: string }) => e.StatusText)).toContain(
      'Collect your reward now.',
    );
    // Product names too, from the tenant's English texts (issue 17).
    const de = (await api(t, 'GET', '/Empfehler/empfehlungen', { token, lang: 'de' })).json();
    const names = (body: { Empfehlungen: { Produkt: string }[] }) => body.Empfehlungen.map((e) => e.Produkt);
    expect(names(de)).toContain('Zuhause M');
    expect(names(res.json())).toContain('Home M');
    expect(names(res.json())).not.toContain('Zuhause M');
  });

  it('shows the collect banner while a reward is ready', async () => {
    for (const url of [
      '/empfehler/empfehlungen/showbanner/BannerTEZuTP',
      '/praemierung/showbanner/BannerTEZuTP',
    ])
      expect((await api(t, 'GET', url, { token })).json()).toEqual({ BannerTEZuTP: true });
    const fresh = await signedUpReferrer(t, 'no-rewards@example.org');
    expect(
      (await api(t, 'GET', '/empfehler/empfehlungen/showbanner/BannerTEZuTP', { token: fresh.Token })).json(),
    ).toEqual({ BannerTEZuTP: false });
    const empty = (await api(t, 'GET', '/empfehler/empfehlungen', { token: fresh.Token })).json();
    expect(empty).toEqual({
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
    });
  });

  it('needs a session of this tenant: 401 without, 404 with another tenant’s', async () => {
    expect((await api(t, 'GET', '/empfehler/empfehlungen')).statusCode).toBe(401);
    expect((await api(t, 'GET', '/empfehler/empfehlungen', { token, tenant: 'fyrst' })).statusCode).toBe(404);
  });

  it('names when each reward comes (spec §9), and a ready reward’s last day until it expires (issue 15)', async () => {
    const list = async (lang = 'de') => {
      const body = (await api(t, 'GET', '/empfehler/empfehlungen', { token, lang })).json();
      return new Map<number, Record<string, unknown>>(
        body.Empfehlungen.map((e: { Empfehlungsnummer: number }) => [e.Empfehlungsnummer, e]),
      );
    };
    const item = (items: Map<number, Record<string, unknown>>, state: ReferralState) =>
      items.get(numbers.get(state)!)!;
    const [readyRow] = await t.database.query<{ ready_day: string }>(
      `select (c.ready_at at time zone 'Europe/Berlin')::date::text as ready_day from reward_credits c
       join referrals r on r.id = c.referral_id where r.empfehlungsnummer = $1 and c.beneficiary = 'Empfehler'`,
      [numbers.get('ready')],
    );
    const lastDay = addMonths(readyRow!.ready_day, 12);
    const before = await list();
    expect(item(before, 'notReacted')).toMatchObject({
      ZeitSchluessel: null,
      Zeitangabe: null,
      AbholenBis: null,
    });
    expect(item(before, 'ordered')).toMatchObject({ ZeitSchluessel: 'afterContract', AbholenBis: null });
    expect(item(before, 'ordered').Zeitangabe).toMatch(/etwa 4 bis 6 Wochen nach dem Vertragsabschluss/);
    expect(item(before, 'waiting')).toMatchObject({ ZeitSchluessel: 'afterEffective' });
    expect(item(before, 'waiting').Zeitangabe).toMatch(
      /5 bis 6 Wochen, nachdem der Vertrag wirksam.*3 Monaten/,
    );
    expect(item(before, 'ready')).toMatchObject({ ZeitSchluessel: 'pickUpBy', AbholenBis: lastDay });
    expect(item(before, 'ready').Zeitangabe).toContain(`bis zum ${displayDay(lastDay)}`);
    expect(item(await list('en'), 'ready').Zeitangabe).toContain(`Please choose by ${displayDay(lastDay)}`);

    // A second ready reward, chosen as a voucher: being paid, within 24 hours; it never expires.
    const chosenNr = await referralIn(t, 'telko', 'area@example.org', 'ready');
    const pickup = (await api(t, 'GET', '/praemierung/', { token })).json();
    const chosenReward = pickup.Praemien.find(
      (p: { Empfehlungsnummer: number }) => p.Empfehlungsnummer === chosenNr,
    );
    expect(chosenReward).toMatchObject({ Status: 'Bereitgestellt' });
    expect(chosenReward.AbholenBis).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const chose = await api(t, 'PUT', '/praemierung/', {
      token,
      body: { PraemieId: chosenReward.PraemieId, Auszahlung: 'Gutschein' },
    });
    expect(chose.statusCode).toBe(200);
    const chosen = (await list()).get(chosenNr)!;
    expect(chosen).toMatchObject({
      PraemienStatus: 'Abgeholt',
      StatusSchluessel: 'rewardBeingPaid',
      StatusText: 'Ihre Prämie wird ausgezahlt.',
      ZeitSchluessel: 'voucher',
      AbholenBis: null,
    });

    // The day after the last day, the daily job lets the unchosen reward expire.
    t.clock.set(new Date(`${addDays(lastDay, 1)}T10:00:00Z`));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    // A year on, the session has long ended: sign in again.
    const login = await api(t, 'POST', '/account/login', {
      body: { Email: 'area@example.org', Password: PASSWORD },
    });
    token = login.json().Token;
    const after = await list();
    expect(item(after, 'ready')).toMatchObject({
      PraemienStatus: 'Abgelaufen',
      StatusSchluessel: 'rewardExpired',
      StatusText: 'Ihre Prämie ist verfallen.',
      ZeitSchluessel: 'expired',
      AbholenBis: lastDay,
      Zeitangabe: `Die Prämie konnte bis zum ${displayDay(lastDay)} abgeholt werden.`,
    });
    expect(item(await list('en'), 'ready').StatusText).toBe('Your reward has expired.');
    expect(after.get(chosenNr)).toMatchObject({
      PraemienStatus: 'Abgeholt',
      StatusSchluessel: 'rewardBeingPaid',
    });
    // The pickup lists it as expired, and refuses to take it.
    const expired = (await api(t, 'GET', '/praemierung/', { token }))
      .json()
      .Praemien.find((p: { Empfehlungsnummer: number }) => p.Empfehlungsnummer === numbers.get('ready'));
    expect(expired).toMatchObject({ Status: 'Abgelaufen', AbholenBis: lastDay });
    const late = await api(t, 'PUT', '/praemierung/', {
      token,
      body: { PraemieId: expired.PraemieId, Auszahlung: 'Gutschein' },
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'rewards.expired']);
  });
});
