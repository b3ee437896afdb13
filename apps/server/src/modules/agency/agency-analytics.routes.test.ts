import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { agencyIn, seedReferral } from './agency-reports.test-helpers.ts';

const at = (text: string) => new Date(text);
const TWO_WEEKS = { Von: '2026-11-09', Bis: '2026-11-22' };

describe.each(databaseKinds())('agency analytics on %s', (kind) => {
  let t: TestContext;
  let owner: string;

  /** A counter row as the landing's open writes it (referrals/link-opens.statements.ts). */
  const opened = (referralId: string, day: string, opens: number) =>
    t.database.query(
      `insert into referral_link_opens (referral_id, day, opens, tenant_id)
       select id, $2, $3, tenant_id from referrals where id = $1`,
      [referralId, day, opens],
    );
  const analytics = (body: unknown, token = owner) =>
    api(t, 'PUT', '/agentur/analyse', { tenant: 'partner', token, body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signedInAgencyUser(t)).Token;
    // Nord (B-1001, B-1004): W46 is 9–15 November 2026, W47 16–22 November (now: Sunday the 22nd).
    const a1 = await seedReferral(t, {
      agent: 'B-1001',
      createdAt: at('2026-11-17T09:00:00Z'),
      events: [{ type: 'order.placed', at: at('2026-11-18T09:00:00Z') }],
      credits: [
        { beneficiary: 'Empfehler', cents: 5000, status: 'Offen', at: at('2026-11-19T09:00:00Z') },
        { beneficiary: 'Empfaenger', cents: 2500, status: 'Offen', at: at('2026-11-19T09:00:00Z') },
      ],
    });
    const a2 = await seedReferral(t, { agent: 'B-1001', createdAt: at('2026-11-10T09:00:00Z') });
    // Sunday 23:30 UTC is Monday in Berlin: week 47, not 46.
    await seedReferral(t, { agent: 'B-1004', createdAt: at('2026-11-15T23:30:00Z') });
    await seedReferral(t, {
      agent: 'B-1004',
      createdAt: at('2026-11-11T09:00:00Z'),
      events: [{ type: 'order.placed', at: at('2026-11-12T09:00:00Z') }],
      credits: [
        { beneficiary: 'Empfehler', cents: 5000, status: 'Storniert', at: at('2026-11-13T09:00:00Z') },
      ],
    });
    await opened(a1.id, '2026-11-16', 3);
    await opened(a1.id, '2026-11-22', 1);
    await opened(a2.id, '2026-11-09', 4);
    // Before the range: neither counted nor a week of it.
    await opened(a2.id, '2026-11-08', 9);
    // Süd (B-1002), same tenant; and an agency "agentur-nord" of another tenant with B-1001.
    const s1 = await seedReferral(t, { agent: 'B-1002', createdAt: at('2026-11-17T09:00:00Z') });
    await opened(s1.id, '2026-11-17', 5);
    await agencyIn(t, 'telko', 'agentur-nord', ['B-1001']);
    const x1 = await seedReferral(t, {
      tenant: 'telko',
      agent: 'B-1001',
      createdAt: at('2026-11-17T09:00:00Z'),
      events: [{ type: 'order.placed', at: at('2026-11-18T09:00:00Z') }],
    });
    await opened(x1.id, '2026-11-17', 7);
  });
  afterAll(() => t.close());

  it('counts opens, recommendations, orders and rewards per ISO week with their conversion rates', async () => {
    const res = await analytics({ Von: '2026-11-11', Bis: '2026-11-20' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Widened to whole weeks, Monday to Sunday.
    expect([body.Von, body.Bis]).toEqual(['2026-11-09', '2026-11-22']);
    expect(body.ProWoche).toEqual([
      {
        Woche: '2026-W46',
        Oeffnungen: 4,
        Empfehlungen: 2,
        Auftraege: 1,
        Praemien: 0, // its reward was cancelled
        PraemienCent: 0,
        OeffnungenZuEmpfehlungen: 0.5,
        EmpfehlungenZuAuftraegen: 0.5,
        AuftraegeZuPraemien: 0,
      },
      {
        Woche: '2026-W47',
        Oeffnungen: 4,
        Empfehlungen: 2,
        Auftraege: 1,
        Praemien: 1, // one referral, both parts of its reward
        PraemienCent: 7500,
        OeffnungenZuEmpfehlungen: 0.5,
        EmpfehlungenZuAuftraegen: 0.5,
        AuftraegeZuPraemien: 1,
      },
    ]);
    expect(body.Summe).toEqual({
      Oeffnungen: 8,
      Empfehlungen: 4,
      Auftraege: 2,
      Praemien: 1,
      PraemienCent: 7500,
      OeffnungenZuEmpfehlungen: 0.5,
      EmpfehlungenZuAuftraegen: 0.5,
      AuftraegeZuPraemien: 0.5,
    });
  });

  it('counts per agent, most opens first, and has no rate where the step before counted nothing', async () => {
    const body = (await analytics(TWO_WEEKS)).json();
    expect(body.ProAgent).toEqual([
      {
        Agentennummer: 'B-1001',
        AgentName: 'Jana Albers',
        Oeffnungen: 8,
        Empfehlungen: 2,
        Auftraege: 1,
        Praemien: 1,
        PraemienCent: 7500,
        OeffnungenZuEmpfehlungen: 0.25,
        EmpfehlungenZuAuftraegen: 0.5,
        AuftraegeZuPraemien: 1,
      },
      expect.objectContaining({
        Agentennummer: 'B-1004',
        Oeffnungen: 0,
        Empfehlungen: 2,
        OeffnungenZuEmpfehlungen: null,
        EmpfehlungenZuAuftraegen: 0.5,
        AuftraegeZuPraemien: 0,
      }),
    ]);
    // The filter lists every agent of the agency, none of another's.
    expect(body.Agenten.map((a: { Agentennummer: string }) => a.Agentennummer)).toEqual([
      'B-1001',
      'B-1004',
      'B-1006',
      'B-1008',
      'B-1009',
      'B-1013',
      'B-1014',
    ]);
  });

  it('narrows to one agent of the agency; another agency’s agent counts nothing', async () => {
    const one = (await analytics({ ...TWO_WEEKS, Agentennummer: 'B-1004' })).json();
    expect(one.Agentennummer).toBe('B-1004');
    expect(one.ProAgent.map((a: { Agentennummer: string }) => a.Agentennummer)).toEqual(['B-1004']);
    expect(one.Summe).toMatchObject({
      Oeffnungen: 0,
      Empfehlungen: 2,
      Auftraege: 1,
      OeffnungenZuEmpfehlungen: null,
    });
    const foreign = (await analytics({ ...TWO_WEEKS, Agentennummer: 'B-1002' })).json();
    expect(foreign.ProAgent).toEqual([]);
    expect(foreign.Summe).toMatchObject({ Oeffnungen: 0, Empfehlungen: 0, AuftraegeZuPraemien: null });
  });

  it('keeps agencies and tenants apart', async () => {
    const south = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
    const body = (await analytics(TWO_WEEKS, south)).json();
    expect(body.Summe).toMatchObject({ Oeffnungen: 5, Empfehlungen: 1, Auftraege: 0 });
    expect(body.ProAgent.map((a: { Agentennummer: string }) => a.Agentennummer)).toEqual(['B-1002']);
    // Telko's agency of the same name and agent number: its 7 opens, referral and order are not Nord's.
    const nord = (await analytics({ ...TWO_WEEKS, Agentennummer: 'B-1001' })).json();
    expect(nord.Summe).toMatchObject({ Oeffnungen: 8, Empfehlungen: 2, Auftraege: 1 });
  });

  it('shows every week of a quiet range as zeros without rates', async () => {
    const body = (await analytics({ Von: '2026-10-26', Bis: '2026-11-01' })).json();
    expect(body.ProWoche).toEqual([
      {
        Woche: '2026-W44',
        Oeffnungen: 0,
        Empfehlungen: 0,
        Auftraege: 0,
        Praemien: 0,
        PraemienCent: 0,
        OeffnungenZuEmpfehlungen: null,
        EmpfehlungenZuAuftraegen: null,
        AuftraegeZuPraemien: null,
      },
    ]);
  });

  it('opens to the roles of the other reports and refuses a bad range as bad input', async () => {
    const employee = (await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] })).Token;
    expect((await analytics(TWO_WEEKS, employee)).statusCode).toBe(200);
    const inactive = (await signedInAgencyUser(t, { roles: ['AgenturInhaber_inaktiv'] })).Token;
    expect((await analytics(TWO_WEEKS, inactive)).statusCode).toBe(200);
    const none = (await signedInAgencyUser(t, { roles: [] })).Token;
    expect((await analytics(TWO_WEEKS, none)).json()).toMatchObject({ code: 'auth.not_authorised' });
    for (const body of [
      { Von: '2026-11-22', Bis: '2026-11-09' },
      { Von: '2026-02-30', Bis: '2026-03-01' },
      { Von: '2022-01-01', Bis: '2026-11-22' },
      { Bis: '2026-11-22' },
    ]) {
      const res = await analytics(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common.validation' });
    }
  });
});
