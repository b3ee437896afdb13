import { noStageCounts } from '@kwk/shared/operator/figures.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import type { LifecycleJobs } from '../lifecycle/lifecycle-jobs.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { recipientFor, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, nextClientIp } from '../referrals/referrals.test-helpers.ts';

const RANGE = { von: '2026-11-02', bis: '2026-11-29' };

/**
 * The console's funnel per week (issue 14) for a scenario made through the portal's own routes
 * and engine at known times: referrals made and confirmed, clicks, a recipient, partner events, the
 * periods job crediting the reward.
 */
describe.each(databaseKinds())('figures per tenant on %s', (kind) => {
  let t: TestContext;
  let jobs: LifecycleJobs;
  let token: string;
  let creditedCents: number;

  const at = (iso: string) => t.clock.set(new Date(iso));
  const click = (tenant: string, nr: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/${tenant}/empfehlung/${nr}?channel=Whatsapp`,
      remoteAddress: nextClientIp(),
    });
  let events = 0;
  const event = async (tenant: string, nr: number, type: string, occurredAt: string) => {
    events += 1;
    const tenantId = (await t.app.services.tenants.byKey(tenant))!.id;
    return t.app.services.partnerEvents.ingestForTenant(tenantId, {
      id: `figures-${events}`,
      type,
      occurredAt,
      empfehlungsnummer: nr,
    });
  };
  const figures = (query: Record<string, string> = RANGE, tenant = 'telko', lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'GET', `/zahlen/${tenant}`, { token, query, lang });

  beforeAll(async () => {
    t = await createTestApp(kind);
    jobs = t.app.services.lifecycleJobs(t.app.log);

    // Week 45 (2 to 8 November): A is made and confirmed, clicked, its recipient confirms, it is ordered.
    at('2026-11-03T10:00:00Z');
    const a = await confirmedReferral(t, 'telko', {
      referrer: 'figures-a@example.org',
      recipient: 'figures-a-friend@example.org',
      split: 50,
    });
    expect((await click('telko', a.Empfehlungsnummer)).statusCode).toBe(200);
    const recipient = await recipientFor(t, 'telko', a.Empfehlungslink);
    expect((await track(t, 'telko', recipient)).statusCode).toBe(200);
    at('2026-11-04T09:00:00Z');
    await event('telko', a.Empfehlungsnummer, 'order.placed', '2026-11-04T08:00:00Z');

    // Week 46: nothing. Sunday 15 November 23:30 UTC is Monday 00:30 in Berlin: week 47.
    at('2026-11-15T23:30:00Z');
    expect((await click('telko', a.Empfehlungsnummer)).statusCode).toBe(200);

    // Week 47: A's order becomes effective (the reward is credited, waiting for its periods), B is
    // made and clicked twice; the periods job makes A's reward ready (owed).
    at('2026-11-17T10:00:00Z');
    await event('telko', a.Empfehlungsnummer, 'order.effective', '2026-11-17T09:00:00Z');
    at('2026-11-18T10:00:00Z');
    const b = await confirmedReferral(t, 'telko', {
      referrer: 'figures-b@example.org',
      recipient: 'figures-b-friend@example.org',
    });
    for (let i = 0; i < 2; i++) expect((await click('telko', b.Empfehlungsnummer)).statusCode).toBe(200);
    at('2026-11-19T10:00:00Z');
    await jobs.runDue();

    // Another tenant's referral in week 45: never in telko's figures.
    at('2026-11-05T10:00:00Z');
    await confirmedReferral(t, 'fyrst', {
      referrer: 'figures-c@example.org',
      recipient: 'figures-c-friend@example.org',
    });

    const credits = await t.database.query<{ n: number; cents: string; statuses: string[] }>(
      `select count(*)::int as n, sum(c.cents)::bigint as cents, array_agg(distinct c.status) as statuses
       from reward_credits c join referrals r on r.id = c.referral_id where r.empfehlungsnummer = $1`,
      [a.Empfehlungsnummer],
    );
    // The engine credited both parts of the 50:50 split and the periods job made them ready.
    expect(credits[0]).toMatchObject({ n: 2, statuses: ['Bereitgestellt'] });
    creditedCents = Number(credits[0]!.cents);
    expect(creditedCents).toBeGreaterThan(0);

    at('2026-11-26T12:00:00Z');
    token = (await signedInOperator(t, ['finance'])).token;
  });
  afterAll(() => t.close());

  it('counts each stage in the Berlin ISO week it happened, with every week of the range, empty ones as 0', async () => {
    const res = await figures();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Tenant: { Key: 'telko' }, From: '2026-11-02', To: '2026-11-29' });
    const none = noStageCounts();
    expect(body.Weeks).toEqual([
      {
        ...none,
        Week: '2026-W45',
        Monday: '2026-11-02',
        Clicks: 1,
        Confirmed: 1,
        Recipients: 1,
        Orders: 1,
      },
      { ...none, Week: '2026-W46', Monday: '2026-11-09' },
      {
        ...none,
        Week: '2026-W47',
        Monday: '2026-11-16',
        Clicks: 3,
        Confirmed: 1,
        Effective: 1,
        // One referral, though its 50:50 split credited two parts (issue 27, item 11).
        Credited: 1,
        CreditedCent: creditedCents,
      },
      { ...none, Week: '2026-W48', Monday: '2026-11-23' },
    ]);
    expect(body.Totals).toEqual({
      ...none,
      Clicks: 4,
      Confirmed: 2,
      Recipients: 1,
      Orders: 1,
      Effective: 1,
      Credited: 1,
      CreditedCent: creditedCents,
    });
    // Each stage a share of the one before it, never above it: 1 credited of 1 effective.
    expect(body.Totals.Credited).toBeLessThanOrEqual(body.Totals.Effective);
    // Nothing is paid out in this data set: owed, not paid.
    expect(body.Rewards).toEqual({
      Waiting: { Count: 0, Cent: 0 },
      Owed: { Count: 2, Cent: creditedCents },
      Paid: { Count: 0, Cent: 0 },
    });
  });

  it('counts a referral as paid in the week its last part was paid, not before', async () => {
    // As a confirmed payout (issue 15, rewardCredits.markPaid) leaves a part; a later change of the
    // row (updated_at in another week) must not move the week it was paid in.
    const pay = (beneficiary: string, at: string) =>
      t.database.query(
        `update reward_credits set status = 'Ausgezahlt', paid_at = $2, updated_at = '2026-12-09T09:00:00Z'
         where beneficiary = $1 and status = 'Bereitgestellt' and kind = 'referral'
           and tenant_id = (select id from tenants where key = 'telko')`,
        [beneficiary, at],
      );
    const week = (body: { Weeks: { Week: string }[] }, name: string) =>
      body.Weeks.find((w) => w.Week === name) as unknown as Record<string, number>;
    try {
      // The referrer's part paid, the recipient's not: the referral is not paid yet.
      await pay('Empfehler', '2026-11-17T09:00:00Z');
      let body = (await figures()).json();
      expect(body.Totals).toMatchObject({ Paid: 0, PaidCent: 0 });
      const [referrerPart] = await t.database.query<{ cents: number }>(
        "select cents from reward_credits where status = 'Ausgezahlt'",
      );
      expect(body.Rewards.Paid).toEqual({ Count: 1, Cent: referrerPart!.cents });

      // The recipient's part paid a week later: one paid referral, in that week, with both parts.
      await pay('Empfaenger', '2026-11-24T09:00:00Z');
      body = (await figures()).json();
      expect(week(body, '2026-W47')).toMatchObject({ Paid: 0 });
      expect(week(body, '2026-W48')).toMatchObject({ Paid: 1, PaidCent: creditedCents });
      expect(body.Totals).toMatchObject({ Credited: 1, Paid: 1, PaidCent: creditedCents });
      expect(body.Rewards.Paid).toEqual({ Count: 2, Cent: creditedCents });
      expect(body.Rewards.Owed).toEqual({ Count: 0, Cent: 0 });
    } finally {
      await t.database.query(
        `update reward_credits set status = 'Bereitgestellt', paid_at = null where status = 'Ausgezahlt'
         and tenant_id = (select id from tenants where key = 'telko')`,
      );
    }
  });

  it('keeps tenants apart: the other tenant sees its own referral only', async () => {
    const body = (await figures(RANGE, 'fyrst')).json();
    expect(body.Tenant.Key).toBe('fyrst');
    expect(body.Weeks.map((w: { Confirmed: number }) => w.Confirmed)).toEqual([1, 0, 0, 0]);
    expect(body.Totals).toMatchObject({ Clicks: 0, Recipients: 0, Orders: 0, Credited: 0 });
    expect(body.Rewards.Owed).toEqual({ Count: 0, Cent: 0 });
  });

  it('shows the last 12 weeks without a range, the current one last', async () => {
    const body = (await figures({})).json();
    expect(body.Weeks).toHaveLength(12);
    expect(body.Weeks.at(-1).Week).toBe('2026-W48');
    expect(body.Weeks[0]).toMatchObject({ Week: '2026-W37', Monday: '2026-09-07' });
    expect(body.From).toBe('2026-09-07');
    expect(body.To).toBe('2026-11-29');
  });

  it('refuses a bad range with a message at the field, in the caller’s language', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ von: '2026-11-29', bis: '2026-11-02' }, 'querystring.bis'],
      [{ von: '2026-02-30', bis: '2026-03-10' }, 'querystring.von'],
      [{ von: '2024-01-01', bis: '2026-11-29' }, 'querystring.bis'],
      [{ von: 'gestern', bis: '2026-11-29' }, 'querystring.von'],
    ];
    for (const [query, path] of cases) {
      const res = await figures(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('common.validation');
      expect(res.json().details.fields.map((f: { path: string }) => f.path)).toEqual([path]);
    }
    const english = await figures({ von: '2026-11-29', bis: '2026-11-02' }, 'telko', 'en');
    expect(english.json().details.fields).toEqual([{ path: 'querystring.bis', message: 'Bis is not valid' }]);
    const german = await figures({ von: '2026-11-29', bis: '2026-11-02' });
    expect(german.json().details.fields).toEqual([
      { path: 'querystring.bis', message: 'Bis ist nicht gültig' },
    ]);
  });

  it('answers 404 for an unknown tenant, and lists the tenants to pick', async () => {
    const res = await figures(RANGE, 'unbekannt');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('figures.unknown_tenant');
    const list = await consoleApi(t, 'GET', '/zahlen/mandanten', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { Key: string }) => x.Key)).toEqual(
      expect.arrayContaining(['telko', 'fyrst', 'partner']),
    );
  });

  it('opens to every role with figures.read and to no one without a console session', async () => {
    for (const roles of [['admin'], ['support'], ['finance']] as const) {
      const { token: other } = await signedInOperator(t, [...roles]);
      expect((await consoleApi(t, 'GET', '/zahlen/telko', { token: other, query: RANGE })).statusCode).toBe(
        200,
      );
    }
    expect((await consoleApi(t, 'GET', '/zahlen/telko', { query: RANGE })).statusCode).toBe(401);
  });
});
