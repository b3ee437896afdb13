import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';

const NORD = {
  Name: 'Vertriebsagentur Nord GmbH',
  Strasse: 'Speicherstadt 12',
  Plz: '20457',
  Ort: 'Hamburg',
  Land: 'DE',
  Email: 'kontakt@agentur-nord.example',
  Telefon: '040 1234560',
  UstId: 'DE123456789',
};

/** The tab Stammdaten: the agency's own master data, read and changed, checked at the field. */
describe.each(databaseKinds())('master data on %s', (kind) => {
  let t: TestContext;
  let nord: string;
  let sued: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    nord = (await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] })).Token;
    sued = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
  });
  afterAll(() => t.close());

  const get = (token: string) => api(t, 'GET', '/agentur/stammdaten', { tenant: 'partner', token });
  const put = (token: string, body: unknown, lang?: string) =>
    api(t, 'PUT', '/agentur/stammdaten', { tenant: 'partner', token, body, ...(lang ? { lang } : {}) });

  it("answers the agency's own master data", async () => {
    expect((await get(nord)).json()).toEqual(NORD);
    expect((await get(sued)).json()).toMatchObject({ Name: 'Agentur Süd & West KG', Ort: 'München' });
  });

  it("changes the agency's own, and only its own", async () => {
    const changed = { ...NORD, Strasse: 'Am Sandtorkai 1', Telefon: '040 999' };
    const res = await put(nord, changed);
    expectAnswer(res, 200).toEqual(changed);
    expect((await get(nord)).json()).toEqual(changed);
    expect((await get(sued)).json().Strasse).toBe('Maximilianstraße 5');
    // The new name is what the invitation mask shows next.
    const renamed = await put(nord, { ...changed, Name: 'Nordagentur GmbH' });
    expect(renamed.statusCode).toBe(200);
    const mask = await api(t, 'GET', '/Einladung/daten', { tenant: 'partner', token: nord });
    expect(mask.json().Agentur).toBe('Nordagentur GmbH');
  });

  it('checks the e-mail and the five-digit PLZ at the field, in the request’s language', async () => {
    const bad = await put(nord, { ...NORD, Email: 'keine-adresse', Plz: '2045', Name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([
      { path: 'body.Name', message: 'Name ist ein Pflichtfeld' },
      { path: 'body.Email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      // Checked against the country, after the fields themselves.
      { path: 'body.Plz', message: 'PLZ ist nicht gültig' },
    ]);
    const english = await put(nord, { ...NORD, Plz: 'abcde' }, 'en');
    expect(english.json().details.fields).toEqual([{ path: 'body.Plz', message: 'Postcode is not valid' }]);
    expect((await get(nord)).json().Plz).toBe('20457');
  });

  it('keeps an address abroad: the country from the list, the PLZ as that country writes it', async () => {
    const wien = {
      ...NORD,
      Strasse: 'Kärntner Straße 1',
      Plz: '1010',
      Ort: 'Wien',
      Land: 'AT',
      UstId: 'ATU12345678',
    };
    const res = await put(nord, wien);
    expectAnswer(res, 200).toEqual(wien);
    expect((await get(nord)).json()).toEqual(wien);
    const amsterdam = { ...wien, Plz: '1012 AB', Ort: 'Amsterdam', Land: 'NL' };
    expect((await put(nord, amsterdam)).json()).toEqual(amsterdam);
    // Sent without a country (a client from before the field): Germany, and a German PLZ.
    const { Land: _, ...withoutCountry } = NORD;
    expect((await put(nord, withoutCountry)).json()).toEqual(NORD);
  });

  it('refuses a country off the list and a PLZ that does not fit its country, at the field', async () => {
    await put(nord, NORD);
    const unknown = await put(nord, { ...NORD, Land: 'XX' });
    expectAnswer(unknown, 400).toMatchObject({
      code: 'common.validation',
      details: { fields: [{ path: 'body.Land', message: 'Land ist nicht gültig' }] },
    });
    const lower = await put(nord, { ...NORD, Land: 'at' }, 'en');
    expect(lower.json().details.fields).toEqual([{ path: 'body.Land', message: 'Country is not valid' }]);
    const austrianInGermany = await put(nord, { ...NORD, Plz: '1010' });
    expect(austrianInGermany.json().details.fields).toEqual([
      { path: 'body.Plz', message: 'PLZ ist nicht gültig' },
    ]);
    const noPlzAbroad = await put(nord, { ...NORD, Plz: ' ', Land: 'AT' });
    expect(noPlzAbroad.json().details.fields).toEqual([
      { path: 'body.Plz', message: 'PLZ ist ein Pflichtfeld' },
    ]);
    const oddPlz = await put(nord, { ...NORD, Plz: '10/10', Land: 'AT' });
    expect(oddPlz.json().details.fields).toEqual([{ path: 'body.Plz', message: 'PLZ ist nicht gültig' }]);
    expect((await get(nord)).json()).toEqual(NORD);
  });
});
