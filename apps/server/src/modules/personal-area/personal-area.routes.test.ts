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
    });
  });

  it('needs a session of this tenant: 401 without, 404 with another tenant’s', async () => {
    expect((await api(t, 'GET', '/empfehler/empfehlungen')).statusCode).toBe(401);
    expect((await api(t, 'GET', '/empfehler/empfehlungen', { token, tenant: 'fyrst' })).statusCode).toBe(404);
  });
});
