import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

describe.each(databaseKinds())('content API on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists only campaigns running today (ended ones drop out)', async () => {
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const res = await t.app.inject({ url: '/api/v1/telko/aktion/alleAktiven' });
    expectAnswer(res, 200).toEqual([
      {
        AktionsId: 10,
        Titel: 'Glasfaser-Wochen',
        Text: expect.any(String),
        RechtsText: expect.any(String),
        abgehakt: false,
        Zustimmung: false,
        BonusCent: 0,
      },
    ]);
    t.clock.set(new Date('2026-07-01T10:00:00Z'));
    const summer = (await t.app.inject({ url: '/api/v1/telko/aktion/alleAktiven' })).json() as {
      AktionsId: number;
    }[];
    expect(summer.map((c) => c.AktionsId)).toEqual([10, 11]);
  });

  it('counts a campaign ending today as active, in Berlin time', async () => {
    // 31.12.2026 23:30 in Berlin is still 22:30 UTC on the 31st; the fyrst campaign ends that day.
    t.clock.set(new Date('2026-12-31T22:30:00Z'));
    const res = (await t.app.inject({ url: '/api/v1/fyrst/aktion/alleAktiven' })).json() as unknown[];
    // "Herbstaktion": +25 € per successful recommendation for those who tick its consent.
    expect(res).toEqual([
      expect.objectContaining({ Titel: 'Herbstaktion', Zustimmung: true, BonusCent: 2500 }),
    ]);
    t.clock.set(new Date('2026-12-31T23:30:00Z'));
    expect((await t.app.inject({ url: '/api/v1/fyrst/aktion/alleAktiven' })).json()).toEqual([]);
  });

  it("names a campaign's bonus from its BonusCent ({campaignBonus}), in either language: a changed bonus changes the text", async () => {
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const text = async (lang: string) =>
      (
        (
          await t.app.inject({
            url: '/api/v1/fyrst/aktion/alleAktiven',
            headers: { 'accept-language': lang },
          })
        ).json() as { Text: string }[]
      )[0]?.Text;
    expect(await text('de')).toBe('Bis Jahresende 25\u00a0€ extra für jede erfolgreiche Empfehlung.');
    await t.database.query(`update campaigns set bonus_cent = 3050 where titel = 'Herbstaktion'`);
    try {
      expect(await text('de')).toBe('Bis Jahresende 30,50\u00a0€ extra für jede erfolgreiche Empfehlung.');
      expect(await text('en')).toBe(
        'Until the end of the year, €30.50 extra for every successful recommendation.',
      );
    } finally {
      await t.database.query(`update campaigns set bonus_cent = 2500 where titel = 'Herbstaktion'`);
    }
  });

  it('answers the variables of the default set and of a named set', async () => {
    const all = await t.app.inject({ url: '/api/v1/telko/content/variables/' });
    expect(all.json()).toContainEqual({ Name: 'Servicezeit', Value: 'Mo–Fr 8–20 Uhr' });
    const bonus = await t.app.inject({ method: 'POST', url: '/api/v1/telko/content/variables/bonus' });
    expect(bonus.json()).toEqual([
      { Name: 'BonusNach3', Value: '60\u00a0€' },
      { Name: 'BonusNach5', Value: '150\u00a0€' },
    ]);
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/content/variables/bonus',
      payload: { Names: ['BonusNach5'] },
    });
    expect(one.json()).toEqual([{ Name: 'BonusNach5', Value: '150\u00a0€' }]);
  });

  it('answers the variables in the asked language, each missing English value by its German one', async () => {
    const telko = (await t.app.services.tenants.byKey('telko'))!.id;
    await t.database.query(
      `insert into content_variables (tenant_id, set_name, name, value) values ($1, 'default', 'NurDeutsch', 'nur de')`,
      [telko],
    );
    try {
      const byQuery = await t.app.inject({ url: '/api/v1/telko/content/variables/?lang=en' });
      expect(byQuery.headers['content-language']).toBe('en');
      expect(byQuery.json()).toEqual([
        { Name: 'Mindestlaufzeit', Value: '24 months' },
        { Name: 'NurDeutsch', Value: 'nur de' },
        { Name: 'Servicezeit', Value: 'Mon–Fri 8 am–8 pm' },
      ]);
      // Accept-Language as the SPA sends it; `?lang=` would win over it.
      const byHeader = await t.app.inject({
        method: 'POST',
        url: '/api/v1/telko/content/variables/default',
        headers: { 'accept-language': 'en' },
        payload: { Names: ['Servicezeit', 'NurDeutsch'] },
      });
      expect(byHeader.json()).toEqual([
        { Name: 'NurDeutsch', Value: 'nur de' },
        { Name: 'Servicezeit', Value: 'Mon–Fri 8 am–8 pm' },
      ]);
      const german = await t.app.inject({
        url: '/api/v1/telko/content/variables/?lang=de',
        headers: { 'accept-language': 'en' },
      });
      expect(german.json()).toContainEqual({ Name: 'Servicezeit', Value: 'Mo–Fr 8–20 Uhr' });
      // A set without English values is the German one in English too.
      const bonus = await t.app.inject({
        method: 'POST',
        url: '/api/v1/telko/content/variables/bonus?lang=en',
      });
      expect(bonus.json()).toContainEqual({ Name: 'BonusNach5', Value: '150\u00a0€' });
    } finally {
      await t.database.query(`delete from content_variables where name = 'NurDeutsch'`);
    }
  });

  it('refuses a language the portal does not offer with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/telko/content/variables/?lang=fr' });
    expect(res.statusCode).toBe(400);
  });

  it('keeps tenants apart: fyrst has no telko variables', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/fyrst/content/variables/bonus' });
    expect(res.json()).toEqual([]);
  });

  it('refuses a malformed variables body with 400 and field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/content/variables/bonus',
      payload: { Names: 'not-a-list' },
    });
    expectAnswer(res, 400).toMatchObject({
      code: 'common.validation',
      details: { fields: [{ path: 'body.Names' }] },
    });
  });

  it('refuses broken JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/content/variables/bonus',
      headers: { 'content-type': 'application/json' },
      payload: '{"Names": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('common.validation');
  });

  it('offers de (default) and en, and each language’s tenant texts', async () => {
    const langs = await t.app.inject({ url: '/api/v1/fyrst/content/getlanguages' });
    expect(langs.json()).toEqual([
      { Iso: 'de', Name: 'Deutsch', Default: true },
      { Iso: 'en', Name: 'English', Default: false },
    ]);
    const de = await t.app.inject({ url: '/api/v1/fyrst/content/getlanguagecontent/de' });
    expect(de.json()['home.claim']).toMatch(/FYRST/);
    const en = await t.app.inject({ url: '/api/v1/fyrst/content/getlanguagecontent/en' });
    expect(en.json()['home.claim']).toMatch(/Recommend/);
  });

  it('answers an unsupported language with 400 in the request’s language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/fyrst/content/getlanguagecontent/fr',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expectAnswer(res, 400).toMatchObject({ code: 'common.validation', message: 'Please check your input.' });
  });
});
