import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { create, createBody, lastMail } from '../referrals/referrals.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { invitationBody, invite, registrationToken } from './agency-admin.test-helpers.ts';

/**
 * `/mitarbeiterempfehlen` (issue 27, item 13): an invited employee recommends signed in with the
 * account their invitation made, and the recommendation carries their own agent number, read from
 * that session: never another agent's, never without a session.
 */
describe.each(databaseKinds())('an employee recommends on %s', (kind) => {
  let t: TestContext;
  let owner: string;
  const tokens: Record<string, string> = {};

  /** Invites an employee with `number` and takes the invitation up: answers the session's token. */
  async function invitedAgent(email: string, vorname: string, number: string) {
    await invite(t, owner, invitationBody({ Email: email, Vorname: vorname, Mitarbeiternummer: number }));
    const token = registrationToken((await lastMail(t, 'agency.invitation', email))!.text_body);
    const accepted = await api(t, 'POST', '/Einladung/annehmen', {
      tenant: 'partner',
      body: { Token: token, Passwort: PASSWORD, PasswortBestaetigung: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    return accepted.json().Token as string;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signedInAgencyUser(t)).Token;
    tokens.mira = await invitedAgent('mira@example.org', 'Mira', 'N-8001');
    tokens.nils = await invitedAgent('nils@example.org', 'Nils', 'N-8002');
    tokens.plain = (
      await signedUpReferrer(t, 'kunde@example.org', { tenant: 'partner', password: PASSWORD })
    ).Token;
  });
  afterAll(() => t.close());

  const body = (referrer: string, recipient: string, agentNumber?: string) => {
    const b = createBody({ referrer, vorname: 'Mira', recipient });
    return { ...b, Empfehlung: { ...b.Empfehlung, ...(agentNumber ? { Agentennummer: agentNumber } : {}) } };
  };
  const asEmployee = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/Mitarbeiterempfehlung',
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const agentOf = async (nr: number) =>
    (
      await t.database.query<{ agent_number: string | null }>(
        'select agent_number from referrals where empfehlungsnummer = $1',
        [nr],
      )
    )[0]?.agent_number;
  const employee = async (number: string) =>
    (
      (await api(t, 'GET', '/agentur/mitarbeiter', { tenant: 'partner', token: owner })).json() as {
        Agentennummer: string;
        Empfehlungen: number;
      }[]
    ).find((e) => e.Agentennummer === number);
  const withoutAgentSearch = async (run: () => Promise<void>) => {
    const set = (on: boolean) =>
      t.database.query(
        `update tenants set settings = jsonb_set(settings, '{Modules,ModuleAgentRecommendation}', '${on}') where key = 'partner'`,
      );
    await set(false);
    t.app.services.tenants.invalidate();
    try {
      await run();
    } finally {
      await set(true);
      t.app.services.tenants.invalidate();
    }
  };

  it('answers the signed-in agent their own number; anyone else is refused', async () => {
    const mine = await api(t, 'GET', '/Mitarbeiterempfehlung', { tenant: 'partner', token: tokens.mira });
    expectAnswer(mine, 200).toEqual({ Agentennummer: 'N-8001' });
    expect((await api(t, 'GET', '/Mitarbeiterempfehlung', { tenant: 'partner' })).statusCode).toBe(401);
    const plain = await api(t, 'GET', '/Mitarbeiterempfehlung', { tenant: 'partner', token: tokens.plain });
    expectAnswer(plain, 403).toMatchObject({
      code: 'agency.not_an_agent',
      message: expect.stringContaining('Agentennummer'),
    });
  });

  it('recommends with the session’s agent number, whatever number the body names', async () => {
    expect(await employee('N-8001')).toMatchObject({ Vorname: 'Mira', Aktiv: true, Empfehlungen: 0 });
    // Mira names Nils's number: the referral is still hers, Nils's count does not move.
    const res = await asEmployee(tokens.mira, body('mira@example.org', 'freundin@example.org', 'N-8002'));
    expect(res.statusCode).toBe(202);
    expect(await agentOf(res.json().Empfehlungsnummer)).toBe('N-8001');
    const [row] = await t.database.query<{ department: string }>(
      `select g.department from referrals r
       join agency_agents l on l.tenant_id = r.tenant_id and l.agent_number = r.agent_number
       join agencies g on g.id = l.agency_id where r.empfehlungsnummer = $1`,
      [res.json().Empfehlungsnummer],
    );
    expect(row).toEqual({ department: 'agentur-nord' });
    expect((await employee('N-8001'))?.Empfehlungen).toBe(1);
    expect((await employee('N-8002'))?.Empfehlungen).toBe(0);
  });

  it('refuses the employees’ path without a session, and to an account that is no agent', async () => {
    const anonymous = await asEmployee(undefined, body('dieb@example.org', 'opfer@example.org', 'N-8001'));
    expect(anonymous.statusCode).toBe(401);
    const plain = await asEmployee(tokens.plain, body('kunde@example.org', 'opfer2@example.org', 'N-8001'));
    expect(plain.statusCode).toBe(403);
    expect(plain.json().code).toBe('agency.not_an_agent');
    expect((await employee('N-8001'))?.Empfehlungen).toBe(1);
  });

  it('without the public agent search, a number typed into the public call is refused; the session path works', async () => {
    await withoutAgentSearch(async () => {
      const typed = await create(t, 'partner', body('dieb@example.org', 'kollege@example.org', 'N-8002'));
      expect(typed.statusCode).toBe(400);
      expect(typed.json().details.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'body.Empfehlung.Agentennummer' })]),
      );
      const own = await asEmployee(tokens.nils, body('nils@example.org', 'kollegin@example.org'));
      expect(own.statusCode).toBe(202);
      expect(await agentOf(own.json().Empfehlungsnummer)).toBe('N-8002');
    });
    expect((await employee('N-8002'))?.Empfehlungen).toBe(1);
  });

  it('an inactive agent recommends in no agent’s name', async () => {
    const off = await api(t, 'PUT', '/agentur/mitarbeiter/N-8002/aktiv', {
      tenant: 'partner',
      token: owner,
      body: { Aktiv: false },
    });
    expect(off.statusCode).toBeLessThan(300);
    const res = await asEmployee(tokens.nils, body('nils@example.org', 'noch-jemand@example.org'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('agency.not_an_agent');
  });
});
