import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD } from '../accounts/accounts.test-helpers.ts';
import { create, createBody, lastMail } from '../referrals/referrals.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { invitationBody, invite, registrationToken } from './agency-admin.test-helpers.ts';

/**
 * `/mitarbeiterempfehlen`: an invited employee recommends through the create call with their agent
 * number (Empfehlung.Agentennummer), and the recommendation is their agency's.
 */
describe.each(databaseKinds())('an employee recommends on %s', (kind) => {
  let t: TestContext;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signedInAgencyUser(t)).Token;
    await invite(
      t,
      owner,
      invitationBody({ Email: 'mira@example.org', Vorname: 'Mira', Mitarbeiternummer: 'N-8001' }),
    );
    const token = registrationToken((await lastMail(t, 'agency.invitation', 'mira@example.org'))!.text_body);
    const accepted = await api(t, 'POST', '/Einladung/annehmen', {
      tenant: 'partner',
      body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const recommend = (recipient: string) => {
    const body = createBody({ referrer: 'mira@example.org', vorname: 'Mira', recipient });
    return create(t, 'partner', { ...body, Empfehlung: { ...body.Empfehlung, Agentennummer: 'N-8001' } });
  };
  const employee = async () =>
    (
      (await api(t, 'GET', '/agentur/mitarbeiter', { tenant: 'partner', token: owner })).json() as {
        Agentennummer: string;
        Empfehlungen: number;
      }[]
    ).find((e) => e.Agentennummer === 'N-8001');

  it('recommends with the agent number, and the recommendation counts for the agency', async () => {
    expect(await employee()).toMatchObject({ Vorname: 'Mira', Aktiv: true, Empfehlungen: 0 });
    const res = await recommend('freundin@example.org');
    expect(res.statusCode).toBe(202);
    const [row] = await t.database.query<{ agent_number: string; department: string }>(
      `select r.agent_number, g.department from referrals r
       join agency_agents l on l.tenant_id = r.tenant_id and l.agent_number = r.agent_number
       join agencies g on g.id = l.agency_id where r.empfehlungsnummer = $1`,
      [res.json().Empfehlungsnummer],
    );
    expect(row).toEqual({ agent_number: 'N-8001', department: 'agentur-nord' });
    expect((await employee())?.Empfehlungen).toBe(1);
  });

  it('works where the tenant has the agency area but no agent search', async () => {
    await t.database.query(
      `update tenants set settings = jsonb_set(settings, '{Modules,ModuleAgentRecommendation}', 'false') where key = 'partner'`,
    );
    t.app.services.tenants.invalidate();
    try {
      expect((await recommend('kollege@example.org')).statusCode).toBe(202);
      expect((await employee())?.Empfehlungen).toBe(2);
    } finally {
      await t.database.query(
        `update tenants set settings = jsonb_set(settings, '{Modules,ModuleAgentRecommendation}', 'true') where key = 'partner'`,
      );
      t.app.services.tenants.invalidate();
    }
  });
});
