import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

/** spec §7 `POST content/agenturvariables/{x}`: the agency area's variables, apart from the portal's. */
describe.each(databaseKinds())('agency variables on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (tenant: string, set: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/content/agenturvariables/${set}`,
      ...(payload ? { payload } : {}),
    });

  it("answers a set of the agency area's variables, all or the named ones", async () => {
    const all = await post('partner', 'default');
    expectAnswer(all, 200).toEqual([
      { Name: 'AgenturSupportEmail', Value: 'agenturen@vertriebspartner.example' },
      { Name: 'AgenturSupportTelefon', Value: '040 0000004' },
    ]);
    const one = await post('partner', 'default', { Names: ['AgenturSupportTelefon'] });
    expect(one.json()).toEqual([{ Name: 'AgenturSupportTelefon', Value: '040 0000004' }]);
    expect((await post('partner', 'unbekannt')).json()).toEqual([]);
  });

  it("keeps them apart from the portal's variables of the same set name", async () => {
    const portal = await t.app.inject({ method: 'POST', url: '/api/v1/partner/content/variables/default' });
    expect(portal.json()).toEqual([{ Name: 'Ansprechpartner', Value: 'Ihre Beraterin oder Ihr Berater' }]);
  });

  it('answers 404 where the tenant has no agency area, and checks the body', async () => {
    const off = await post('telko', 'default');
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('agency.module_off');
    const bad = await post('partner', 'default', { Names: 'kein-array' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('body.Names');
  });
});
