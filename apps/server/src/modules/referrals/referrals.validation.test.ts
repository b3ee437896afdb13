import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { setTenantRule } from '../tenants/tenants.test-helpers.ts';
import { count, create, createBody, nextClientIp } from './referrals.test-helpers.ts';

// Every validation rule of spec §5 that recommending touches, one test each, on the server.
describe('recommendation validation (spec §5)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  const fieldsOf = async (tenant: string, body: unknown, lang = 'de') => {
    const res = await create(t, tenant, body, { 'accept-language': lang });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('common.validation');
    return res.json().details.fields as { path: string; message: string }[];
  };

  it('names each missing field: "{field} ist ein Pflichtfeld"', async () => {
    const body = createBody();
    const fields = await fieldsOf('telko', { ...body, Empfehler: { Vorname: ' ', Nachname: '', Email: '' } });
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'body.Empfehler.Vorname', message: 'Vorname ist ein Pflichtfeld' },
        { path: 'body.Empfehler.Nachname', message: 'Nachname ist ein Pflichtfeld' },
        { path: 'body.Empfehler.Email', message: 'E-Mail-Adresse ist ein Pflichtfeld' },
      ]),
    );
  });

  it('says the same in English for English requests', async () => {
    const body = createBody();
    const fields = await fieldsOf('telko', { ...body, Empfehler: { ...body.Empfehler, Vorname: '' } }, 'en');
    expect(fields).toContainEqual({ path: 'body.Empfehler.Vorname', message: 'First name is required' });
  });

  it('requires the terms: "Die Zustimmung ist erforderlich, um fortzufahren." (accepted: true, "yes", a number above 0)', async () => {
    for (const refused of [false, 'no', 0, -1, null]) {
      const fields = await fieldsOf('telko', createBody({ agb: refused }));
      expect(fields).toContainEqual({
        path: 'body.Empfehlung.AgbAkzeptiert',
        message: 'Die Zustimmung ist erforderlich, um fortzufahren.',
      });
    }
    for (const [i, accepted] of [true, 'yes', 1, 5].entries()) {
      const res = await create(
        t,
        'telko',
        createBody({ agb: accepted, recipient: `accept${i}@example.org` }),
      );
      expect(res.statusCode).toBe(202);
    }
  });

  it('refuses an invalid e-mail address', async () => {
    const fields = await fieldsOf('telko', createBody({ recipient: 'kein-at-zeichen' }));
    expect(fields).toContainEqual({
      path: 'body.Empfaenger.Email',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('refuses self-recommendation, comparing normalised addresses', async () => {
    for (const [referrer, recipient] of [
      ['anna@example.org', ' ANNA@Example.org '],
      ['anna.berg@gmail.com', 'annaberg+kwk@googlemail.com'],
    ]) {
      const fields = await fieldsOf('telko', createBody({ referrer, recipient }));
      expect(fields).toContainEqual({
        path: 'body.Empfaenger.Email',
        message: 'Die E-Mail-Adresse darf nicht dieselbe, wie die der Empfehlung sein.',
      });
    }
  });

  it('allows self-recommendation where the tenant says AllowSelfRecommendation', async () => {
    await setTenantRule(t, 'partner', 'AllowSelfRecommendation', true);
    const res = await create(
      t,
      'partner',
      createBody({ referrer: 'self@example.org', recipient: 'self@example.org' }),
    );
    expect(res.statusCode).toBe(202);
  });

  it('accepts only whitelisted domains when the tenant has an e-mail whitelist', async () => {
    await setTenantRule(t, 'partner', 'EmailWhitelist', ['firma.example']);
    const fields = await fieldsOf(
      'partner',
      createBody({ referrer: 'x@other.example', recipient: 'y@example.org' }),
    );
    expect(fields).toContainEqual({
      path: 'body.Empfehler.Email',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    const ok = await create(
      t,
      'partner',
      createBody({ referrer: 'x@team.firma.example', recipient: 'y@example.org' }),
    );
    expect(ok.statusCode).toBe(202);
  });

  it('parses the split as an integer and accepts only 100, 50 and 0', async () => {
    expect(
      (
        await create(
          t,
          'telko',
          createBody({ split: '100' as unknown as number, recipient: 'split1@example.org' }),
        )
      ).statusCode,
    ).toBe(202);
    const fields = await fieldsOf('telko', createBody({ split: 70 }));
    expect(fields.map((f) => f.path)).toContain('body.Empfehlung.AnteilEmpfehler');
  });

  it('asks for consent to a campaign that requires it', async () => {
    // fyrst's running campaign 1 asks for Zustimmung.
    const fields = await fieldsOf('fyrst', createBody({ recipient: 'camp@example.org' }));
    expect(fields).toContainEqual({
      path: 'body.Empfehlung.Aktionen.1',
      message: 'Die Zustimmung ist erforderlich, um fortzufahren.',
    });
    const ok = await create(
      t,
      'fyrst',
      createBody({ recipient: 'camp@example.org', campaigns: [{ AktionsId: 1, abgehakt: true }] }),
    );
    expect(ok.statusCode).toBe(202);
  });

  it('refuses a product the tenant does not offer', async () => {
    const fields = await fieldsOf('telko', createBody({ product: 999_999 }));
    expect(fields.map((f) => f.path)).toContain('body.Empfehlung.Produkt');
  });

  it('never answers 500 and never half-writes, whatever JSON and query arrive', async () => {
    const before = { referrals: await count(t, 'referrals'), outbox: await count(t, 'outbox') };
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string({ maxLength: 40 }), async (body, query) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/telko/Empfehlen/create?${encodeURI(query)}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          remoteAddress: nextClientIp(),
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        for (const path of ['Empfehlen/bestaetigen', 'Empfehlen/senden', 'Empfehlen/optin/erneut']) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/v1/telko/${path}`,
            payload: { x: body },
            remoteAddress: nextClientIp(),
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json()).toMatchObject({ code: expect.any(String) });
        }
      }),
      { numRuns: 50 },
    );
    expect({ referrals: await count(t, 'referrals'), outbox: await count(t, 'outbox') }).toEqual(before);
  });
});
