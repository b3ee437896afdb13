import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';

const plan = (over: Record<string, unknown> = {}) => ({
  Name: 'Winterbonus',
  ProduktId: 1,
  WertCent: 5000,
  Startdatum: '2026-11-01',
  Enddatum: '2026-12-31',
  ...over,
});

/** The tab Praemienplan: the agency's own plans; the owners add and delete; the agents' page sees the running ones. */
describe.each(databaseKinds())('reward plans on %s', (kind) => {
  let t: TestContext;
  let owner: string;
  let employee: string;
  let inactiveOwner: string;
  let sued: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signedInAgencyUser(t)).Token;
    employee = (await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] })).Token;
    inactiveOwner = (await signedInAgencyUser(t, { roles: ['AgenturInhaber_inaktiv'] })).Token;
    sued = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
  });
  afterAll(() => t.close());

  const add = (token: string, body: unknown, lang?: string) =>
    api(t, 'POST', '/agentur/praemienplan', { tenant: 'partner', token, body, ...(lang ? { lang } : {}) });
  const list = async (token: string) =>
    (await api(t, 'GET', '/agentur/praemienplan', { tenant: 'partner', token })).json() as {
      Id: string;
      Name: string;
    }[];
  const forAgent = (agent: string, tenant = 'partner') =>
    api(t, 'GET', `/agentur/praemienplan/agent/${agent}`, { tenant });

  it('adds a plan for a product of the tenant and lists it to the agency, not to another', async () => {
    const res = await add(owner, plan());
    expectAnswer(res, 201).toEqual({
      Id: expect.any(String),
      Name: 'Winterbonus',
      ProduktId: 1,
      ProduktName: 'Beratung Internet & Telefon',
      WertCent: 5000,
      Startdatum: '2026-11-01',
      Enddatum: '2026-12-31',
    });
    const everyProduct = await add(
      inactiveOwner,
      plan({ Name: 'Grundbonus', ProduktId: null, Enddatum: null }),
    );
    expectAnswer(everyProduct, 201).toMatchObject({ ProduktId: null, ProduktName: null, Enddatum: null });

    expect((await list(employee)).map((p) => p.Name).sort()).toEqual(['Grundbonus', 'Winterbonus']);
    expect(await list(sued)).toEqual([]);
    const refused = await add(employee, plan());
    expect(refused.statusCode).toBe(403);
  });

  it('checks the product, the value and the dates at the field', async () => {
    const unknown = await add(owner, plan({ ProduktId: 999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([
      { path: 'body.ProduktId', message: 'Produkt ist nicht gültig' },
    ]);
    const backwards = await add(owner, plan({ Startdatum: '2026-12-01', Enddatum: '2026-11-30' }));
    expect(backwards.json().details.fields).toEqual([
      { path: 'body.Enddatum', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
    ]);
    const english = await add(owner, plan({ Startdatum: '2026-12-01', Enddatum: '2026-11-30' }), 'en');
    expect(english.json().details.fields[0].message).toBe('The end date must not be before the start date.');
    const noSuchDay = await add(owner, plan({ Startdatum: '2026-02-31', Enddatum: '2026-13-01' }));
    expect(noSuchDay.json().details.fields).toEqual([
      { path: 'body.Startdatum', message: 'Startdatum ist nicht gültig' },
      { path: 'body.Enddatum', message: 'Enddatum ist nicht gültig' },
    ]);
    const empty = await add(owner, plan({ Name: ' ', WertCent: 0, Startdatum: '1.11.2026' }));
    expect(empty.json().details.fields).toEqual([
      { path: 'body.Name', message: 'Name ist ein Pflichtfeld' },
      { path: 'body.WertCent', message: 'Wert ist nicht gültig' },
      { path: 'body.Startdatum', message: 'Startdatum ist nicht gültig' },
    ]);
  });

  it("deletes the agency's own plan only", async () => {
    const id = (await add(owner, plan({ Name: 'Kurzaktion' }))).json().Id as string;
    const foreign = await api(t, 'DELETE', `/agentur/praemienplan/${id}`, { tenant: 'partner', token: sued });
    expect(foreign.statusCode).toBe(404);
    expect((await list(owner)).map((p) => p.Id)).toContain(id);
    const own = await api(t, 'DELETE', `/agentur/praemienplan/${id}`, {
      tenant: 'partner',
      token: inactiveOwner,
    });
    expect(own.statusCode).toBe(204);
    expect((await list(owner)).map((p) => p.Id)).not.toContain(id);
    expect(
      (await api(t, 'DELETE', `/agentur/praemienplan/${id}`, { tenant: 'partner', token: owner })).statusCode,
    ).toBe(404);
  });

  it("shows an agent's page the running plans of their agency: name, product and value only", async () => {
    await add(owner, plan({ Name: 'Frühjahr', Startdatum: '2027-03-01', Enddatum: null }));
    await add(owner, plan({ Name: 'Sommer', Startdatum: '2026-06-01', Enddatum: '2026-08-31' }));
    await add(sued, plan({ Name: 'Südbonus', ProduktId: 2, WertCent: 3000, Enddatum: null }));

    const nordAgent = await forAgent('B-1001');
    expectAnswer(nordAgent, 200).toEqual([
      { Name: 'Winterbonus', ProduktId: 1, ProduktName: 'Beratung Internet & Telefon', WertCent: 5000 },
      { Name: 'Grundbonus', ProduktId: null, ProduktName: null, WertCent: 5000 },
    ]);
    expect((await forAgent('B-1002')).json()).toEqual([
      { Name: 'Südbonus', ProduktId: 2, ProduktName: 'Homepage-Paket', WertCent: 3000 },
    ]);
    expect((await forAgent('X-0000')).json()).toEqual([]);

    await t.database.query(`update agents set aktiv = false where externe_id = 'B-1006'`);
    expect((await forAgent('B-1006')).json()).toEqual([]);
    const off = await forAgent('B-1001', 'telko');
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('agency.module_off');
  });
});
