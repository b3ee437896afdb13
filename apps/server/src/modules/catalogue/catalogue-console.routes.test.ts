import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';

const NBSP = '\u00a0';

const product = (over: Record<string, unknown> = {}) => ({
  ExterneId: 'TV-NEU',
  KategorieId: 12,
  Name: 'Telko TV Neu',
  AnzeigeName: 'TV Neu',
  AnzeigeNameEn: 'TV New',
  Position: 1,
  PreisMonatlich: 1999,
  PreisEinmalig: null,
  Beschreibung1: 'Über 100 Sender',
  Beschreibung2: '',
  Beschreibung3: null,
  Beschreibung4: null,
  Fussnote: 'preise',
  PraemienIds: [1],
  Aktiv: true,
  ...over,
});

const reward = (over: Record<string, unknown> = {}) => ({
  WertCent: 8000,
  Art: 'bar',
  Text: 'Für {deal} gibt es {value}.',
  TextEn: 'For {deal} you get {value}.',
  Startdatum: '2026-01-01',
  Enddatum: '2026-12-31',
  EnddatumAnzeige: null,
  Aktiv: true,
  ...over,
});

/** Issue 14: the catalogue in the console — products, pairs, rewards, footnotes, categories. */
describe.each(databaseKinds())('the console’s catalogue on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  let support: string;
  let secondAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signedInOperator(t, ['admin'])).token;
    secondAdmin = (await signedInOperator(t, ['admin'])).token;
    support = (await signedInOperator(t, ['support'])).token;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options: { token?: string; lang?: 'de' | 'en' } = {},
  ) => consoleApi(t, method, path, { token: options.token ?? admin, body, lang: options.lang ?? 'de' });

  const publicGet = (url: string, lang = 'de') => t.app.inject({ url, headers: { 'accept-language': lang } });

  it('says what the tenant’s product API serves, and when it names none the portal knows (decision 022)', async () => {
    const apiOf = async (key: string) => (await call('GET', `mandanten/${key}/katalog`)).json().ProduktApi;
    expect(await apiOf('telko')).toEqual({ Name: 'telekom', Bekannt: true, GeraetTarifPaare: true });
    expect(await apiOf('fyrst')).toEqual({ Name: 'banking', Bekannt: true, GeraetTarifPaare: false });
    await t.database.query(
      `update tenants set brand = jsonb_set(brand, '{ProductApi}', '"alt"') where key = 'partner'`,
    );
    t.app.services.tenants.invalidate();
    try {
      expect(await apiOf('partner')).toEqual({ Name: 'alt', Bekannt: false, GeraetTarifPaare: false });
    } finally {
      await t.database.query(
        `update tenants set brand = jsonb_set(brand, '{ProductApi}', '"partner"') where key = 'partner'`,
      );
      t.app.services.tenants.invalidate();
    }
  });

  const audited = (action: string, subject: string) =>
    t.database.query<{ tenant_id: string; actor_id: string }>(
      'select tenant_id, actor_id from audit_log where action = $1 and subject = $2',
      [action, subject],
    );
  const tenantId = async (key: string) => (await t.app.services.tenants.byKey(key))!.id;

  it('reads a tenant’s whole catalogue with tenants.read; an unknown tenant is 404', async () => {
    for (const token of [admin, support]) {
      const res = await call('GET', 'mandanten/telko/katalog', undefined, { token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.Kategorien).toHaveLength(30);
      expect(body.Produkte.find((p: { Id: number }) => p.Id === 1)).toMatchObject({
        ExterneId: 'TZ-M',
        AnzeigeName: 'Zuhause M',
        AnzeigeNameEn: 'Home M',
        PreisMonatlich: 3995,
        PraemienIds: [1, 7],
        Aktiv: true,
      });
      expect(body.Praemien[0]).toMatchObject({ Id: 1, WertCent: 7000, Aktiv: true });
      expect(body.Paare.length).toBeGreaterThan(0);
      expect(body.Fussnoten.length).toBeGreaterThan(0);
    }
    expect((await call('GET', 'mandanten/gibtsnicht/katalog')).statusCode).toBe(404);
    expect((await call('GET', 'katalog/mandanten')).json().map((m: { Key: string }) => m.Key)).toEqual([
      'fyrst',
      'partner',
      'telko',
    ]);
  });

  /** A held change approved by the second admin: its row's id. */
  const approve = async (held: { statusCode: number; json: () => { GeldFreigabe: { Id: string } } }) => {
    expect(held.statusCode).toBe(202);
    const approved = await call(
      'POST',
      `geldfreigaben/${held.json().GeldFreigabe.Id}/genehmigung`,
      {},
      { token: secondAdmin },
    );
    expect(approved.statusCode).toBe(200);
    return approved.json().ObjektId as number;
  };

  it('adds a product to a category (earning a reward: approved by a second admin); the tenant’s category page lists it at once, in German and English; audited', async () => {
    // A new product earning a reward pays money no product paid before (decision 047, addendum).
    const res = await call('POST', 'mandanten/telko/katalog/produkte', product());
    expect(res.json().GeldFreigabe).toMatchObject({
      Art: 'product',
      ObjektId: null,
      Betraege: [{ Feld: 'HoechstePraemieCent', AltCent: 0, NeuCent: 7000 }],
    });
    const Id = await approve(res);
    expect(Id).toBeGreaterThan(123);
    const page = await publicGet('/api/v1/telko/produkt?quelle=festnetz&kategorie=tv');
    const listed = page.json().find((p: { Id: number }) => p.Id === Id);
    expect(listed).toMatchObject({ AnzeigeName: 'TV Neu', PreisMonatlich: 1999, PraemienWert: `70${NBSP}€` });
    expect(listed.Beschreibung2 ?? null).toBeNull();
    const en = await publicGet(`/api/v1/telko/produkt/${Id}`, 'en');
    expect(en.json().AnzeigeName).toBe('TV New');
    const [row] = await audited('catalogue.product.create', `product:${Id}`);
    expect(row).toMatchObject({ tenant_id: await tenantId('telko') });
  });

  it('refuses bad input with field messages, German and English, and writes nothing', async () => {
    const before = (await call('GET', 'mandanten/telko/katalog')).json().Produkte.length;
    const res = await call('POST', 'mandanten/telko/katalog/produkte', {
      ...product(),
      ExterneId: '',
      PreisMonatlich: 19.99,
      Aktiv: undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.ExterneId', message: 'ExterneId ist ein Pflichtfeld' },
        { path: 'body.PreisMonatlich', message: 'PreisMonatlich ist nicht gültig' },
        { path: 'body.Aktiv', message: 'Aktiv ist ein Pflichtfeld' },
      ]),
    );
    const english = await call(
      'POST',
      'mandanten/telko/katalog/produkte',
      { ...product(), ExterneId: '' },
      {
        lang: 'en',
      },
    );
    expect(english.json().details.fields).toContainEqual({
      path: 'body.ExterneId',
      message: 'ExterneId is required',
    });
    // A category or reward the tenant does not have: the field names it.
    for (const [over, field] of [
      [{ KategorieId: 999 }, 'body.KategorieId'],
      [{ PraemienIds: [1, 999] }, 'body.PraemienIds'],
    ] as const) {
      const refused = await call(
        'POST',
        'mandanten/telko/katalog/produkte',
        product({ ...over, ExterneId: 'X-1' }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields).toEqual([
        { path: field, message: expect.stringMatching(/nicht gültig/) },
      ]);
    }
    const duplicate = await call('POST', 'mandanten/telko/katalog/produkte', product({ ExterneId: 'TZ-M' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('catalogue.duplicate');
    expect((await call('GET', 'mandanten/telko/katalog')).json().Produkte).toHaveLength(before);
  });

  it('an edit with another tenant in the path is a 404 and changes nothing', async () => {
    const { Id } = (
      await call('POST', 'mandanten/telko/katalog/produkte', product({ ExterneId: 'ISO-1', PraemienIds: [] }))
    ).json();
    const fyrstCategory = 1;
    const res = await call(
      'PUT',
      `mandanten/fyrst/katalog/produkte/${Id}`,
      product({ ExterneId: 'ISO-1', KategorieId: fyrstCategory, AnzeigeName: 'Gekapert' }),
    );
    expect(res.statusCode).toBe(404);
    expect((await call('DELETE', `mandanten/fyrst/katalog/produkte/${Id}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/v1/telko/produkt/${Id}`)).json().AnzeigeName).toBe('TV Neu');
    // fyrst's own product 1 is not telko's product 1.
    expect((await call('PUT', 'mandanten/fyrst/katalog/praemien/7', reward())).statusCode).toBe(404);
  });

  it('a product referrals use is not deleted (409) but set inactive, which its page follows; an unused one is deleted', async () => {
    expect(
      (await create(t, 'telko', createBody({ product: 2, recipient: 'kat1@example.org' }))).statusCode,
    ).toBe(202);
    const refused = await call('DELETE', 'mandanten/telko/katalog/produkte/2');
    expectAnswer(refused, 409).toEqual({
      code: 'catalogue.in_use',
      message:
        'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
    });
    expect((await publicGet('/api/v1/telko/produkt/2')).statusCode).toBe(200);
    const current = (await call('GET', 'mandanten/telko/katalog'))
      .json()
      .Produkte.find((p: { Id: number }) => p.Id === 2);
    const { Id: _id, ...input } = current;
    expect(
      (await call('PUT', 'mandanten/telko/katalog/produkte/2', { ...input, Aktiv: false })).statusCode,
    ).toBe(200);
    expect((await publicGet('/api/v1/telko/produkt/2')).statusCode).toBe(404);
    // …and no new recommendation names it.
    const late = await create(t, 'telko', createBody({ product: 2, recipient: 'kat2@example.org' }));
    expect(late.statusCode).toBe(400);
    // The tariff fields the console does not edit stay.
    const [details] = await t.database.query<{ provision: string }>(
      "select details->>'Provision' as provision from products where id = 2 and tenant_id = $1",
      [await tenantId('telko')],
    );
    expect(details!.provision).toBe('standard;7000');
    expect(await audited('catalogue.product.update', 'product:2')).toHaveLength(1);

    const { Id } = (
      await call('POST', 'mandanten/telko/katalog/produkte', product({ ExterneId: 'WEG-1', PraemienIds: [] }))
    ).json();
    expect((await call('DELETE', `mandanten/telko/katalog/produkte/${Id}`)).statusCode).toBe(204);
    expect((await publicGet(`/api/v1/telko/produkt/${Id}`)).statusCode).toBe(404);
    expect(await audited('catalogue.product.delete', `product:${Id}`)).toHaveLength(1);
    // A device a pair names is in use too.
    expect((await call('DELETE', 'mandanten/telko/katalog/produkte/30')).statusCode).toBe(409);
  });

  it('a reward: dates checked (end ≥ start), texts de/en shown on the tenant’s pages, in use → 409', async () => {
    const backwards = await call(
      'POST',
      'mandanten/telko/katalog/praemien',
      reward({ Enddatum: '2025-12-31' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fields).toEqual([
      { path: 'body.Enddatum', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
    ]);
    const notADay = await call(
      'POST',
      'mandanten/telko/katalog/praemien',
      reward({ Startdatum: '2026-02-30' }),
    );
    expect(notADay.json().details.fields).toEqual([
      { path: 'body.Startdatum', message: 'Startdatum ist nicht gültig' },
    ]);

    const current = (await call('GET', 'mandanten/telko/katalog'))
      .json()
      .Praemien.find((r: { Id: number }) => r.Id === 1);
    const changed = await call('PUT', 'mandanten/telko/katalog/praemien/1', {
      WertCent: current.WertCent,
      Art: current.Art,
      Text: 'Neu: {value} für {deal}.',
      TextEn: 'New: {value} for {deal}.',
      Startdatum: current.Startdatum,
      Enddatum: null,
      EnddatumAnzeige: null,
      Aktiv: true,
    });
    expect(changed.statusCode).toBe(200);
    const de = (await publicGet('/api/v1/telko/produkt/3')).json();
    expect(de.Praemien[0].Text).toBe(`Neu: 70${NBSP}€ für Zuhause M Young.`);
    const en = (await publicGet('/api/v1/telko/produkt/3', 'en')).json();
    expect(en.Praemien[0].Text).toBe('New: €70 for Zuhause M Young.');
    expect(await audited('catalogue.reward.update', 'reward:1')).toHaveLength(1);

    // Reward 1 is earned by product 2, which a referral above was made for.
    expect((await call('DELETE', 'mandanten/telko/katalog/praemien/1')).json().code).toBe('catalogue.in_use');
    // A new reward waits for a second admin (decision 047), who adds it; unused, it is deleted.
    const proposed = await call('POST', 'mandanten/telko/katalog/praemien', reward());
    expect(proposed.statusCode).toBe(202);
    const approved = await call(
      'POST',
      `geldfreigaben/${proposed.json().GeldFreigabe.Id}/genehmigung`,
      {},
      {
        token: secondAdmin,
      },
    );
    const Id = approved.json().ObjektId as number;
    expect((await call('DELETE', `mandanten/telko/katalog/praemien/${Id}`)).statusCode).toBe(204);
  });

  it('a product’s rewards, a reward switched back on or re-dated: held when some product pays more on some day, else applied (decision 047, addendum)', async () => {
    const telko = await tenantId('telko');
    const low = await approve(
      await call(
        'POST',
        'mandanten/telko/katalog/praemien',
        reward({ WertCent: 3000, Startdatum: '2026-02-01' }),
      ),
    );
    const high = await approve(
      await call('POST', 'mandanten/telko/katalog/praemien', reward({ WertCent: 12_000 })),
    );
    const created = await call(
      'POST',
      'mandanten/telko/katalog/produkte',
      product({ ExterneId: 'RAISE-1', PraemienIds: [] }),
    );
    expect(created.statusCode).toBe(201);
    const P = created.json().Id as number;
    const links = async () =>
      (
        await t.database.query<{ reward_id: number }>(
          'select reward_id from product_rewards where tenant_id = $1 and product_id = $2 order by reward_id',
          [telko, P],
        )
      ).map((r) => r.reward_id);
    const stored = async (id: number) =>
      (
        await t.database.query<{ aktiv: boolean; startdatum: string; enddatum: string | null }>(
          'select aktiv, startdatum::text, enddatum::text from rewards where tenant_id = $1 and id = $2',
          [telko, id],
        )
      )[0]!;
    const audits = async (action: string, subject: string) => (await audited(action, subject)).length;

    // Linking a higher reward waits whole (nothing of the product changes), a second admin applies it.
    const linkHigh = await call(
      'PUT',
      `mandanten/telko/katalog/produkte/${P}`,
      product({ ExterneId: 'RAISE-1', AnzeigeName: 'Teurer', PraemienIds: [high] }),
    );
    expect(linkHigh.statusCode).toBe(202);
    expect(linkHigh.json().GeldFreigabe).toMatchObject({
      Art: 'product',
      ObjektId: P,
      Betraege: [{ Feld: 'HoechstePraemieCent', AltCent: 0, NeuCent: 12_000 }],
    });
    expect(await links()).toEqual([]);
    expect((await publicGet(`/api/v1/telko/produkt/${P}`)).json().AnzeigeName).toBe('TV Neu');
    expect(await approve(linkHigh)).toBe(P);
    expect(await links()).toEqual([high]);
    expect((await publicGet(`/api/v1/telko/produkt/${P}`)).json().AnzeigeName).toBe('Teurer');
    const [applied] = await t.database.query<{ actor_id: string }>(
      "select actor_id from audit_log where action = 'catalogue.product.update' and subject = $1 order by seq desc limit 1",
      [`product:${P}`],
    );
    const [approvedBy] = await t.database.query<{ actor_id: string }>(
      "select actor_id from audit_log where action = 'money.raise_approved' and subject = $1",
      [`money:product:${P}`],
    );
    expect(applied!.actor_id).toBe(approvedBy!.actor_id);

    // Linking a lower reward raises nothing: applied at once.
    const updates = await audits('catalogue.product.update', `product:${P}`);
    const linkLow = await call(
      'PUT',
      `mandanten/telko/katalog/produkte/${P}`,
      product({ ExterneId: 'RAISE-1', AnzeigeName: 'Teurer', PraemienIds: [high, low] }),
    );
    expect(linkLow.statusCode).toBe(200);
    expect(await links()).toEqual([low, high].sort((a, b) => a - b));
    expect(await audits('catalogue.product.update', `product:${P}`)).toBe(updates + 1);

    // Switched off, both apply at once; switching the higher one back on waits, the lower then not.
    const lowInput = reward({ WertCent: 3000, Startdatum: '2026-02-01' });
    const highInput = reward({ WertCent: 12_000 });
    for (const [id, input] of [
      [low, lowInput],
      [high, highInput],
    ] as const)
      expect(
        (await call('PUT', `mandanten/telko/katalog/praemien/${id}`, { ...input, Aktiv: false })).statusCode,
      ).toBe(200);
    const highOn = await call('PUT', `mandanten/telko/katalog/praemien/${high}`, highInput);
    expect(highOn.json().GeldFreigabe).toMatchObject({
      Art: 'reward',
      ObjektId: high,
      Betraege: [{ Feld: `Produkt:${P}`, AltCent: 0, NeuCent: 12_000 }],
    });
    expect((await stored(high)).aktiv).toBe(false);
    expect(await approve(highOn)).toBe(high);
    expect((await stored(high)).aktiv).toBe(true);
    expect((await call('PUT', `mandanten/telko/katalog/praemien/${low}`, lowInput)).statusCode).toBe(200);
    expect((await stored(low)).aktiv).toBe(true);

    // Dates: an earlier start inside the higher one's days raises nothing; a later end does.
    const earlier = { ...lowInput, Startdatum: '2026-01-01' };
    expect((await call('PUT', `mandanten/telko/katalog/praemien/${low}`, earlier)).statusCode).toBe(200);
    const later = await call('PUT', `mandanten/telko/katalog/praemien/${low}`, {
      ...earlier,
      Enddatum: '2027-06-30',
    });
    expect(later.json().GeldFreigabe).toMatchObject({
      Art: 'reward',
      Betraege: [{ Feld: `Produkt:${P}`, AltCent: 0, NeuCent: 3000 }],
    });
    expect((await stored(low)).enddatum).toBe('2026-12-31');
    const open = await call('PUT', `mandanten/telko/katalog/praemien/${low}`, { ...earlier, Enddatum: null });
    expect(open.statusCode).toBe(202);
    expect(await approve(open)).toBe(low);
    expect(await stored(low)).toEqual({ aktiv: true, startdatum: '2026-01-01', enddatum: null });
    // The other waiting change was proposed against the old end: closed as outdated.
    const stale = await call(
      'POST',
      `geldfreigaben/${later.json().GeldFreigabe.Id}/genehmigung`,
      {},
      { token: secondAdmin },
    );
    expect(stale.json().code).toBe('money.changed_since');
  });

  it('categories, footnotes and pairs: a category with products stays (409), identifiers unique, pairs name real products', async () => {
    const full = await call('DELETE', 'mandanten/telko/katalog/kategorien/1');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('catalogue.category_not_empty');
    const category = await call('POST', 'mandanten/telko/katalog/kategorien', {
      Name: 'Smart Home',
      Quelle: 'festnetz',
      Kategorie: 'smart-home',
      Position: 40,
    });
    expect(category.statusCode).toBe(201);
    const bad = await call('POST', 'mandanten/telko/katalog/kategorien', {
      Name: 'X',
      Quelle: 'Fest Netz',
      Kategorie: 'x',
      Position: -1,
    });
    expect(bad.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.Quelle', message: 'Quelle ist nicht gültig' },
        { path: 'body.Position', message: 'Position ist nicht gültig' },
      ]),
    );
    expect(
      (await call('DELETE', `mandanten/telko/katalog/kategorien/${category.json().Id}`)).statusCode,
    ).toBe(204);

    const note = { Identifier: 'neu', Titel: 'Neu', Gruppe: 'allgemein', Inhalt: 'Ein Hinweis.' };
    expect((await call('POST', 'mandanten/telko/katalog/fussnoten', note)).statusCode).toBe(201);
    expect((await call('POST', 'mandanten/telko/katalog/fussnoten', note)).json().code).toBe(
      'catalogue.duplicate',
    );
    expect((await publicGet('/api/v1/telko/fussnoten?identifier=neu')).json()).toHaveLength(1);

    const pair = {
      HandyId: 30,
      TarifId: 20,
      GeraeteTyp: 'smartphone',
      Hersteller: 'Nova',
      Klasse: 'S',
      PreisHandy: 9999,
      PreisTarif: 1995,
      TarifHandyAnzeigeName: 'Mobil S mit Nova 12',
      TarifHandyBeschreibung: '',
      Position: 9,
      Aktion: false,
      Aktionspreis: null,
    };
    const made = await call('POST', 'mandanten/telko/katalog/paare', pair);
    expect(made.statusCode).toBe(201);
    const pairs = (await publicGet('/api/v1/telko/produkt/handytarife/30')).json();
    expect(pairs.find((p: { Id: number }) => p.Id === made.json().Id)).toMatchObject({
      TarifAnzeigeName: 'Mobil S',
      HandyAnzeigeName: 'Nova 12',
      PreisHandy: 9999,
    });
    const unknown = await call('POST', 'mandanten/telko/katalog/paare', { ...pair, HandyId: 9999 });
    expect(unknown.json().details.fields).toEqual([
      { path: 'body.HandyId', message: 'HandyId ist nicht gültig' },
    ]);
    expect((await call('DELETE', `mandanten/telko/katalog/paare/${made.json().Id}`)).statusCode).toBe(204);
  });

  it('support reads but does not write', async () => {
    const res = await call('POST', 'mandanten/telko/katalog/fussnoten', {}, { token: support });
    expect(res.statusCode).toBe(403);
  });
});
