import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, consoleSuite } from '../operators/operators.test-helpers.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';

const campaign = (over: Record<string, unknown> = {}) => ({
  Titel: 'Winteraktion',
  Text: 'Im Winter 10 € extra.',
  RechtsText: 'Es gelten die Teilnahmebedingungen der Winteraktion.',
  TitelEn: 'Winter campaign',
  TextEn: '€10 extra in winter.',
  RechtsTextEn: 'The winter campaign’s terms of participation apply.',
  Zustimmung: true,
  BonusCent: 1000,
  Beginn: '2026-11-01',
  Ende: '2027-01-31',
  ...over,
});

/** Issue 14: campaigns with their legal texts in the console. */
describe.each(databaseKinds())('the console’s campaigns on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  consoleSuite(kind, ['admin'], (suite) => {
    ({ t, token: admin } = suite);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    consoleApi(t, method, path, { token: admin, body });
  const active = async (lang = 'de') =>
    (
      await t.app.inject({ url: '/api/v1/fyrst/aktion/alleAktiven', headers: { 'accept-language': lang } })
    ).json() as { AktionsId: number; Titel: string; RechtsText: string }[];

  it('adds a campaign the tenant’s pages show at once, German and English, audited', async () => {
    // Without a bonus: a campaign with one waits for a second admin (money-approvals.routes.test.ts).
    const res = await call('POST', 'mandanten/fyrst/kampagnen', campaign({ BonusCent: 0 }));
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ Titel: 'Winteraktion', TitelEn: 'Winter campaign', Ende: '2027-01-31' });
    expect((await active()).find((c) => c.AktionsId === made.Id)).toMatchObject({
      Titel: 'Winteraktion',
      RechtsText: 'Es gelten die Teilnahmebedingungen der Winteraktion.',
    });
    expect((await active('en')).find((c) => c.AktionsId === made.Id)?.Titel).toBe('Winter campaign');
    const rows = await t.database.query('select 1 from audit_log where action = $1 and subject = $2', [
      'campaign.create',
      `campaign:${made.Id}`,
    ]);
    expect(rows).toHaveLength(1);

    // Edited: no English title any more → the German shows in English too.
    const edited = await call(
      'PUT',
      `mandanten/fyrst/kampagnen/${made.Id}`,
      campaign({ TitelEn: '', Titel: 'Winter', BonusCent: 0 }),
    );
    expect(edited.json()).toMatchObject({ Titel: 'Winter', TitelEn: null });
    expect((await active('en')).find((c) => c.AktionsId === made.Id)?.Titel).toBe('Winter');
    expect((await call('DELETE', `mandanten/fyrst/kampagnen/${made.Id}`)).statusCode).toBe(204);
    expect((await active()).find((c) => c.AktionsId === made.Id)).toBeUndefined();
  });

  it('refuses an end before the start and missing legal text with field messages; other tenants are 404', async () => {
    const res = await call(
      'POST',
      'mandanten/fyrst/kampagnen',
      campaign({ Ende: '2026-10-31', RechtsText: ' ' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.Ende', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
        { path: 'body.RechtsText', message: 'RechtsText ist ein Pflichtfeld' },
      ]),
    );
    const fyrst = (await call('GET', 'mandanten/fyrst/kampagnen')).json();
    const id = fyrst[0].Id as number;
    const telkoHas = (await call('GET', 'mandanten/telko/kampagnen'))
      .json()
      .some((c: { Id: number }) => c.Id === id);
    if (!telkoHas)
      expect((await call('PUT', `mandanten/telko/kampagnen/${id}`, campaign())).statusCode).toBe(404);
    expect((await call('PUT', 'mandanten/fyrst/kampagnen/9999', campaign())).statusCode).toBe(404);
  });

  it('a campaign a referral consented to is not deleted (409)', async () => {
    const made = (await call('POST', 'mandanten/fyrst/kampagnen', campaign({ BonusCent: 0 }))).json();
    const body = createBody({
      recipient: 'kampagne@example.org',
      // Every running campaign asking for consent is answered; this one ticked.
      campaigns: (await active()).map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })),
    });
    const made202 = await create(t, 'fyrst', body);
    expect(made202.statusCode, made202.body).toBe(202);
    const res = await call('DELETE', `mandanten/fyrst/kampagnen/${made.Id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('catalogue.in_use');
  });
});
