import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';

const NORD = ['B-1001', 'B-1004', 'B-1006', 'B-1008', 'B-1009', 'B-1013', 'B-1014'];

/** A recommendation on partner naming an agent (the create call of `/mitarbeiterempfehlen`). */
const recommendThrough = (t: TestContext, agent: string, recipient: string) => {
  const body = createBody({ referrer: `werber-${recipient}`, recipient });
  return create(t, 'partner', { ...body, Empfehlung: { ...body.Empfehlung, Agentennummer: agent } });
};

/** The owner's tab Mitarbeiter: the agency's own agents only; deactivation reaches the agent and their sign-in. */
describe.each(databaseKinds())('employees on %s', (kind) => {
  let t: TestContext;
  let nord: string;
  let sued: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    nord = (await signedInAgencyUser(t, { subject: 'owner-nord' })).Token;
    sued = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
  });
  afterAll(() => t.close());

  const list = async (token: string) => {
    const res = await api(t, 'GET', '/agentur/mitarbeiter', { tenant: 'partner', token });
    expect(res.statusCode).toBe(200);
    return res.json() as { Agentennummer: string; Aktiv: boolean; Empfehlungen: number }[];
  };
  const setActive = (token: string, agent: string, Aktiv: unknown) =>
    api(t, 'PUT', `/agentur/mitarbeiter/${agent}/aktiv`, { tenant: 'partner', token, body: { Aktiv } });

  it("lists the agency's own agents with names and their recommendations, never another agency's", async () => {
    expect((await recommendThrough(t, 'B-1001', 'kunde1@example.org')).statusCode).toBe(202);
    expect((await recommendThrough(t, 'B-1001', 'kunde2@example.org')).statusCode).toBe(202);
    expect((await recommendThrough(t, 'B-1002', 'kunde3@example.org')).statusCode).toBe(202);

    const own = await list(nord);
    expect(own.map((e) => e.Agentennummer).sort()).toEqual(NORD);
    expect(own.find((e) => e.Agentennummer === 'B-1001')).toEqual({
      Agentennummer: 'B-1001',
      Vorname: expect.any(String),
      Nachname: expect.any(String),
      Ort: expect.any(String),
      Aktiv: true,
      Empfehlungen: 2,
    });
    const other = await list(sued);
    expect(other.find((e) => e.Agentennummer === 'B-1002')?.Empfehlungen).toBe(1);
    expect(other.map((e) => e.Agentennummer).filter((n) => NORD.includes(n))).toEqual([]);
  });

  it('deactivates an agent: no new recommendation names them, their agency sign-in ends; reactivation restores', async () => {
    const employee = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'], subject: 'agent-1004' });
    await t.database.query(`update agency_users set agent_number = 'B-1004' where subject = 'agent-1004'`);
    expect(
      (await api(t, 'GET', '/agentur/user', { tenant: 'partner', token: employee.Token })).statusCode,
    ).toBe(200);

    const off = await setActive(nord, 'B-1004', false);
    expectAnswer(off, 200).toMatchObject({ Agentennummer: 'B-1004', Aktiv: false });
    expect((await list(nord)).find((e) => e.Agentennummer === 'B-1004')?.Aktiv).toBe(false);

    const refused = await recommendThrough(t, 'B-1004', 'kunde4@example.org');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toContainEqual({
      path: 'body.Empfehlung.Agentennummer',
      message: 'Berater ist nicht gültig',
    });
    const signedOut = await api(t, 'GET', '/agentur/user', { tenant: 'partner', token: employee.Token });
    expect(signedOut.statusCode).toBe(401);
    const again = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'], subject: 'agent-1004' });
    expect(
      (await api(t, 'GET', '/agentur/user', { tenant: 'partner', token: again.Token })).json().code,
    ).toBe('agency.user_inactive');

    const on = await setActive(nord, 'B-1004', true);
    expect(on.json()).toMatchObject({ Agentennummer: 'B-1004', Aktiv: true });
    expect((await recommendThrough(t, 'B-1004', 'kunde5@example.org')).statusCode).toBe(202);
    expect((await api(t, 'GET', '/agentur/user', { tenant: 'partner', token: again.Token })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another agency's agent or an unknown number, and changes nothing", async () => {
    for (const agent of ['B-1002', 'X-0000']) {
      const res = await setActive(nord, agent, false);
      expect(res.statusCode).toBe(404);
    }
    const [b1002] = await t.database.query<{ aktiv: boolean }>(
      `select aktiv from agents where externe_id = 'B-1002'`,
    );
    expect(b1002!.aktiv).toBe(true);
  });

  it('does not let the owner deactivate their own agent number', async () => {
    await t.database.query(`update agency_users set agent_number = 'B-1013' where subject = 'owner-nord'`);
    const res = await setActive(nord, 'B-1013', false);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('agency.self_deactivation');
  });

  it('checks the body', async () => {
    const res = await setActive(nord, 'B-1001', 'ja');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.Aktiv');
  });
});
