import { ELIGIBILITY_TEXT, ELIGIBILITY_TEXT_VERSION } from '@kwk/shared/eligibility/eligibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { count, create, createBody } from '../referrals/referrals.test-helpers.ts';
import { setTenantRule } from '../tenants/tenants.test-helpers.ts';
import { api, hostSession } from './accounts.test-helpers.ts';

interface ProofRow {
  eligibility_confirmed_at: Date | null;
  eligibility_proof: Record<string, unknown> | null;
  address: Record<string, string> | null;
}

// spec §1: the recommender must be a natural person, 18 or older, living in Germany. Confirmed
// where an account or a recommendation is made, kept with its proof like the opt-in.
describe.each(databaseKinds())('eligibility on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const proofOf = async (email: string, tenant = 'telko') =>
    (
      await t.database.query<ProofRow>(
        `select f.eligibility_confirmed_at, f.eligibility_proof, f.address from referrers f
           join tenants m on m.id = f.tenant_id where m.key = $1 and f.email = $2`,
        [tenant, email],
      )
    )[0];

  it('sign-up without the confirmation: a field message in the user’s language, no account', async () => {
    const before = await count(t, 'referrers');
    for (const [lang, message] of [
      [
        'de',
        'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
      ],
      ['en', 'Please confirm that you are a natural person, at least 18 years old and living in Germany.'],
    ] as const) {
      for (const refused of [undefined, false, 'no', 0]) {
        const res = await api(t, 'POST', '/account/createEmpfehler', {
          lang,
          body: {
            Vorname: 'Nina',
            Nachname: 'Nein',
            Email: 'nina@example.org',
            Teilnahmeberechtigt: refused,
          },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('common.validation');
        expect(res.json().details.fields).toEqual([{ path: 'body.Teilnahmeberechtigt', message }]);
      }
    }
    expect(await count(t, 'referrers')).toBe(before);
  });

  it('sign-up with the confirmation stores the text shown, its version, the time and the origin', async () => {
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/account/createEmpfehler',
      headers: { 'accept-language': 'en', 'user-agent': 'Eligibility-Test/1' },
      payload: { Vorname: 'Jana', Nachname: 'Ja', Email: 'jana@example.org', Teilnahmeberechtigt: true },
      remoteAddress: '10.99.0.1',
    });
    expect(res.statusCode).toBe(202);
    const row = await proofOf('jana@example.org');
    expect(row?.eligibility_confirmed_at?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(row?.eligibility_proof).toEqual({
      at: '2026-11-22T10:00:00.000Z',
      textVersion: ELIGIBILITY_TEXT_VERSION,
      language: 'en',
      text: ELIGIBILITY_TEXT.en,
      ip: '10.99.0.1',
      userAgent: 'Eligibility-Test/1',
    });
  });

  it('a recommendation without the confirmation is refused at the field, de and en, writing nothing', async () => {
    const before = [await count(t, 'referrers'), await count(t, 'referrals')];
    const de = await create(t, 'telko', createBody({ referrer: 'ohne@example.org', eligible: false }));
    expect(de.statusCode).toBe(400);
    expect(de.json().details.fields).toContainEqual({
      path: 'body.Empfehler.Teilnahmeberechtigt',
      message:
        'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
    });
    const body = createBody({ referrer: 'ohne@example.org' });
    const { Teilnahmeberechtigt: _dropped, ...withoutField } = body.Empfehler;
    const en = await create(t, 'telko', { ...body, Empfehler: withoutField }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().details.fields).toContainEqual({
      path: 'body.Empfehler.Teilnahmeberechtigt',
      message: 'Please confirm that you are a natural person, at least 18 years old and living in Germany.',
    });
    expect([await count(t, 'referrers'), await count(t, 'referrals')]).toEqual(before);
  });

  it('a referrer a host system signed in (no sign-up form) confirms with the first recommendation', async () => {
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const hostKey = await t.app.services.partnerKeys.issue(telko.id, 'host system', ['host_sign_in']);
    await hostSession(t, hostKey, 'host-kunde@example.org');
    const signedIn = await proofOf('host-kunde@example.org');
    expect(signedIn).toBeDefined();
    expect(signedIn?.eligibility_confirmed_at).toBeNull();
    const before = await count(t, 'referrals');
    const refused = await create(
      t,
      'telko',
      createBody({ referrer: 'host-kunde@example.org', recipient: 'c@example.org', eligible: false }),
    );
    expectAnswer(refused, 400).toMatchObject({ code: 'common.validation', message: expect.any(String) });
    expect(refused.json().details.fields).toContainEqual({
      path: 'body.Empfehler.Teilnahmeberechtigt',
      message:
        'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
    });
    expect(await count(t, 'referrals')).toBe(before);
    expect((await proofOf('host-kunde@example.org'))?.eligibility_confirmed_at).toBeNull();
    const confirmed = await create(
      t,
      'telko',
      createBody({ referrer: 'host-kunde@example.org', recipient: 'c@example.org' }),
    );
    expect(confirmed.statusCode).toBe(202);
    expect((await proofOf('host-kunde@example.org'))?.eligibility_proof).toMatchObject({
      textVersion: ELIGIBILITY_TEXT_VERSION,
      text: ELIGIBILITY_TEXT.de,
    });
  });

  it('each recommendation renews the proof', async () => {
    t.clock.set(new Date('2026-11-23T08:00:00Z'));
    const first = await create(
      t,
      'telko',
      createBody({ referrer: 'rita@example.org', recipient: 'a@example.org' }),
      {
        'user-agent': 'First/1',
      },
    );
    expect(first.statusCode).toBe(202);
    expect((await proofOf('rita@example.org'))?.eligibility_proof).toMatchObject({
      at: '2026-11-23T08:00:00.000Z',
      language: 'de',
      text: ELIGIBILITY_TEXT.de,
      userAgent: 'First/1',
    });
    t.clock.set(new Date('2026-11-24T09:30:00Z'));
    const second = await create(
      t,
      'telko',
      createBody({ referrer: 'rita@example.org', recipient: 'b@example.org' }),
      { 'user-agent': 'Second/2', 'accept-language': 'en' },
    );
    expect(second.statusCode).toBe(202);
    const row = await proofOf('rita@example.org');
    expect(row?.eligibility_confirmed_at?.toISOString()).toBe('2026-11-24T09:30:00.000Z');
    expect(row?.eligibility_proof).toMatchObject({
      language: 'en',
      text: ELIGIBILITY_TEXT.en,
      userAgent: 'Second/2',
    });
  });

  describe('where the tenant collects the referrer’s address (Rules.EmpfehlerAdresse)', () => {
    beforeAll(async () => {
      await setTenantRule(t, 'partner', 'EmpfehlerAdresse', true);
    });
    const german = { Strasse: 'Hauptstraße', Hausnummer: '5', Plz: '10115', Ort: 'Berlin', Land: 'DE' };

    it('asks for it', async () => {
      const res = await create(t, 'partner', createBody({ referrer: 'adr0@example.org' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toContainEqual({
        path: 'body.Empfehler.Adresse',
        message: 'Dies ist ein Pflichtfeld.',
      });
    });

    it.each([
      [
        { Land: 'AT' },
        'de',
        [['body.Empfehler.Adresse.Land', 'Die Teilnahme ist nur mit Wohnsitz in Deutschland möglich.']],
      ],
      [
        { Plz: '1010' },
        'de',
        [['body.Empfehler.Adresse.Plz', 'Bitte geben Sie eine fünfstellige deutsche Postleitzahl an.']],
      ],
      [
        { Land: 'CH', Plz: '8001' },
        'en',
        [
          ['body.Empfehler.Adresse.Land', 'Only people living in Germany can take part.'],
          ['body.Empfehler.Adresse.Plz', 'Please enter a five-digit German postcode.'],
        ],
      ],
    ] as const)('refuses %j (%s) at the field', async (change, lang, expected) => {
      const res = await create(
        t,
        'partner',
        createBody({ referrer: 'adr1@example.org', address: { ...german, ...change } }),
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(400);
      const fields = (res.json().details.fields as { path: string; message: string }[]).filter((f) =>
        f.path.startsWith('body.Empfehler.Adresse'),
      );
      expect(fields.map((f) => [f.path, f.message])).toEqual(expected);
    });

    it('stores a German address with the account', async () => {
      const res = await create(t, 'partner', createBody({ referrer: 'adr2@example.org', address: german }));
      expect(res.statusCode).toBe(202);
      expect((await proofOf('adr2@example.org', 'partner'))?.address).toEqual(german);
    });

    it('a tenant that does not collect it stores none', async () => {
      const res = await create(t, 'telko', createBody({ referrer: 'adr3@example.org', address: german }));
      expect(res.statusCode).toBe(202);
      expect((await proofOf('adr3@example.org'))?.address).toBeNull();
    });
  });
});
