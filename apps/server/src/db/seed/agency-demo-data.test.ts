import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDate } from '../../clock.ts';
import { api } from '../../modules/accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from '../../modules/agency/agency.test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import type { Db } from '../client.ts';
import { linkOpenRows, seedAgencyDemoData } from './agency-demo-data.ts';

describe('the demo links’ opens', () => {
  // A referral made at 00:30 on the day the clocks go back (2026-10-25, CEST → CET): 24 hours
  // later is 23:30 of the same Berlin day. The second row is the calendar's next day.
  it.each([
    ['the day the clocks go back', '2026-10-24T22:30:00Z', '2026-10-25', '2026-10-26'],
    ['the day the clocks go forward', '2026-03-28T23:30:00Z', '2026-03-29', '2026-03-30'],
    ['an ordinary day', '2026-06-10T08:00:00Z', '2026-06-10', '2026-06-11'],
  ])('on %s fall on the day made and the next', (_, createdAt, made, next) => {
    const rows = linkOpenRows(
      [{ nr: 3, createdAt: new Date(createdAt) }],
      'tenant',
      new Date('2026-11-30T12:00:00Z'),
      new Map([[3, 'referral']]),
    );
    expect(rows.map((r) => [r.day, r.opens])).toEqual([
      [made, 3],
      [next, 1],
    ]);
  });
});

describe('the agency demo data (development only)', () => {
  let t: TestContext;
  let other: TestContext;
  const fingerprint = (c: TestContext) =>
    c.database.query(
      `select r.empfehlungsnummer::int as nr, r.status, r.agent_number, r.created_at,
         (select count(*)::int from partner_events e where e.referral_id = r.id) as events,
         (select count(*)::int from reward_credits c where c.referral_id = r.id) as credits
       from referrals r where r.empfehlungsnummer >= 99000001 order by 1`,
    );

  beforeAll(async () => {
    [t, other] = await Promise.all([createTestApp('pglite'), createTestApp('pglite')]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), other.close()]);
  });

  it('is not in the test template', async () => {
    expect(await fingerprint(t)).toEqual([]);
  });

  it('writes every state once, the same on every machine, and nothing on a second start', async () => {
    const now = t.clock.now();
    expect(await seedAgencyDemoData(t.database.db as Db, TEST_APP_SECRET, now)).toBe(320);
    const written = await fingerprint(t);
    const statuses = new Set(written.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['Abgelaufen', 'Gezahlt', 'Offen', 'Ok', 'Storniert']);
    const counts = async () =>
      (
        await t.database.query(
          `select (select count(*)::int from referrals) as referrals, (select count(*)::int from recipients) as recipients,
             (select count(*)::int from partner_events) as events, (select count(*)::int from reward_credits) as credits,
             (select count(*)::int from agency_order_releases) as releases, (select count(*)::int from agency_invitations) as invitations,
             (select count(*)::int from referrers) as referrers`,
        )
      )[0];
    const before = await counts();
    expect(
      await seedAgencyDemoData(t.database.db as Db, TEST_APP_SECRET, new Date(now.getTime() + 86_400_000)),
    ).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await seedAgencyDemoData(other.database.db as Db, TEST_APP_SECRET, now)).toBe(320);
    expect(await fingerprint(other)).toEqual(written);
  });

  it('gives every report and the statistics of both agencies something to show', async () => {
    for (const department of ['agentur-nord', 'agentur-sued']) {
      const { Token } = await signedInAgencyUser(t, { department });
      for (const report of ['einladungen', 'empfehlungen', 'leads', 'auftraege', 'praemien']) {
        const res = await api(t, 'PUT', `/agentur/${report}/seite`, {
          tenant: 'partner',
          token: Token,
          body: {},
        });
        expect(res.json().TotalCount, `${department} ${report}`).toBeGreaterThan(0);
      }
      const released = await api(t, 'PUT', '/agentur/auftraege/seite', {
        tenant: 'partner',
        token: Token,
        body: { Filter: { Freigegeben: 'true' } },
      });
      expect(released.json().TotalCount).toBeGreaterThan(0);
      const invitations = await api(t, 'PUT', '/agentur/einladungen/seite', {
        tenant: 'partner',
        token: Token,
        body: { Pagesize: 100 },
      });
      expect(new Set(invitations.json().Content.map((i: { Status: string }) => i.Status)).size).toBe(3);
      const stats = (
        await api(t, 'PUT', '/agentur/statistik', { tenant: 'partner', token: Token, body: { Wochen: 16 } })
      ).json();
      expect(stats.Summe.Empfehlungen).toBeGreaterThan(100);
      expect(stats.Summe.PraemienCent).toBeGreaterThan(0);
      const analytics = (
        await api(t, 'PUT', '/agentur/analyse', {
          tenant: 'partner',
          token: Token,
          body: { Von: '2026-08-01', Bis: berlinDate(t.clock.now()) },
        })
      ).json();
      expect(analytics.Summe.Oeffnungen).toBeGreaterThan(analytics.Summe.Empfehlungen);
    }
    const paid = await t.database.query(
      "select count(*)::int as n from reward_credits where status = 'Ausgezahlt'",
    );
    expect(paid[0]!.n).toBeGreaterThan(0);
  });
});
