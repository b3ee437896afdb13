import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import { setTenantRule } from '../tenants/tenants.test-helpers.ts';
import type { LifecycleJobs } from './lifecycle-jobs.ts';

/** Berlin 11:00 on a day (UTC+1 in winter). */
const on = (day: string) => new Date(`${day}T10:00:00Z`);

/** Reward expiry (issue 15): the daily job with a moved clock, reminders 30 and 7 days before. */
describe.each(databaseKinds())('reward expiry on %s', (kind) => {
  let t: TestContext;
  let jobs: LifecycleJobs;

  beforeAll(async () => {
    t = await createTestApp(kind);
    jobs = t.app.services.lifecycleJobs(t.app.log);
  });
  afterAll(() => t.close());

  const referrerId = async (email: string) =>
    (await t.database.query<{ id: string }>('select id from referrers where email = $1', [email]))[0]!.id;
  const credit = async (referrerId: string, kind: string) =>
    (
      await t.database.query<{
        id: string;
        status: string;
        ready_day: string;
        expiry_reminder: number | null;
      }>(
        `select id, status, (ready_at at time zone 'Europe/Berlin')::date::text as ready_day, expiry_reminder
         from reward_credits where referrer_id = $1 and kind = $2`,
        [referrerId, kind],
      )
    )[0]!;
  const mails = (kind: string, to: string) =>
    t.database.query<{ subject: string; text_body: string }>(
      'select subject, text_body from outbox where kind = $1 and to_address = $2 order by created_at',
      [kind, to],
    );
  /** The day's jobs, and then the expiry job once more as if a second worker ran it that day. */
  async function runTwice(at: Date) {
    t.clock.set(at);
    await jobs.runDue();
    await t.database.query("delete from lifecycle_jobs where kind = 'rewards.expire'");
    await jobs.runDue();
  }

  it('reminds 30 and 7 days before, each once, and expires a ready reward on its day (Berlin)', async () => {
    t.clock.set(on('2026-11-16'));
    const ready = 'expiry-ready@example.org';
    const chosen = 'expiry-chosen@example.org';
    await signedUpReferrer(t, ready);
    await signedUpReferrer(t, chosen);
    // The order became effective 20 days ago: the reward is ready today, 2026-11-16.
    await referralIn(t, 'telko', ready, 'ready');
    await referralIn(t, 'telko', chosen, 'ready');
    const readyId = await referrerId(ready);
    const chosenId = await referrerId(chosen);
    expect(await credit(readyId, 'referral')).toMatchObject({
      status: 'Bereitgestellt',
      ready_day: '2026-11-16',
    });
    const tenantId = (await t.app.services.tenants.byKey('telko'))!.id;
    const other = await credit(chosenId, 'referral');
    await t.app.services.rewardCredits.choose(
      t.database.db,
      { tenantId, owner: { beneficiary: 'Empfehler', id: chosenId }, id: other.id },
      {
        payoutKind: 'Gutschein',
        voucherEmail: chosen,
        payoutHolder: null,
        payoutIbanSealed: null,
        payoutIbanIdentity: null,
        at: t.clock.now(),
      },
    );

    // Telko has no period of its own: twelve months, the last day to choose is 2027-11-16, it
    // expires on 2027-11-17; reminders from 2027-10-18 (30 days before) and 2027-11-10 (7 days).
    await runTwice(on('2027-10-17'));
    expect(await mails('lifecycle.reward.expiring', ready)).toHaveLength(0);

    await runTwice(on('2027-10-18'));
    const [first, ...more] = await mails('lifecycle.reward.expiring', ready);
    expect(more).toHaveLength(0);
    expect(first?.subject).toMatch(/^Erinnerung: Ihre Prämie wartet auf Sie/);
    expect(first?.text_body).toContain('bis zum 16.11.2027');
    expect(first?.text_body).toMatch(/\/praemie\/\?token=pr_/);
    expect((await credit(readyId, 'referral')).expiry_reminder).toBe(30);

    // The 7-day reminder's day (2027-11-10) is missed: it goes the next day, once.
    await runTwice(on('2027-11-09'));
    expect(await mails('lifecycle.reward.expiring', ready)).toHaveLength(1);
    await runTwice(on('2027-11-11'));
    await runTwice(on('2027-11-12'));
    expect(await mails('lifecycle.reward.expiring', ready)).toHaveLength(2);
    expect((await credit(readyId, 'referral')).expiry_reminder).toBe(7);

    // The last day, until Berlin midnight (23:30 UTC is 00:30 of the next day in Berlin).
    await runTwice(new Date('2027-11-16T22:30:00Z'));
    expect((await credit(readyId, 'referral')).status).toBe('Bereitgestellt');
    expect(await mails('lifecycle.reward.expired', ready)).toHaveLength(0);

    await runTwice(new Date('2027-11-16T23:30:00Z'));
    expect((await credit(readyId, 'referral')).status).toBe('Abgelaufen');
    const expired = await mails('lifecycle.reward.expired', ready);
    expect(expired).toHaveLength(1);
    expect(expired[0]?.subject).toMatch(/^Ihre Prämie ist verfallen/);
    expect(expired[0]?.text_body).toContain('nicht bis zum 16.11.2027 abgeholt');

    // A chosen reward never expires, and is never reminded of.
    await runTwice(on('2028-06-01'));
    expect((await credit(chosenId, 'referral')).status).toBe('Abgeholt');
    expect(await mails('lifecycle.reward.expiring', chosen)).toHaveLength(0);
    expect(await mails('lifecycle.reward.expired', chosen)).toHaveLength(0);
    expect(await mails('lifecycle.reward.expired', ready)).toHaveLength(1);
  });

  it('takes the tenant’s own period, held to the end of a shorter month', async () => {
    await setTenantRule(t, 'fyrst', 'PraemienVerfallMonate', 1);
    t.clock.set(on('2029-01-31'));
    const email = 'expiry-month-end@example.org';
    await signedUpReferrer(t, email, { tenant: 'fyrst' });
    const id = await referrerId(email);
    const tenantId = (await t.app.services.tenants.byKey('fyrst'))!.id;
    await t.app.services.rewardCredits.insertGoodwill(t.database.db, {
      tenantId,
      referrerId: id,
      cents: 2500,
      at: t.clock.now(),
    });

    // 31 January + 1 month: the last day is 28 February; from 30 January the 30-day reminder is due.
    await runTwice(on('2029-01-31'));
    expect(await mails('lifecycle.reward.expiring', email)).toHaveLength(1);
    await runTwice(on('2029-02-28'));
    expect((await credit(id, 'goodwill')).status).toBe('Bereitgestellt');
    const reminders = await mails('lifecycle.reward.expiring', email);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.text_body).toContain('bis zum 28.02.2029');
    await runTwice(on('2029-03-01'));
    expect((await credit(id, 'goodwill')).status).toBe('Abgelaufen');
    expect(await mails('lifecycle.reward.expired', email)).toHaveLength(1);
  });

  it('ages a ready reward in development and runs the day’s expiry job again (browser tests)', async () => {
    t.clock.set(on('2030-05-04'));
    const email = 'expiry-dev-route@example.org';
    const nr = await referralIn(t, 'telko', email, 'ready');
    const age = (path: string, days: unknown) =>
      t.app.inject({ method: 'POST', url: `/dev/rewards/${path}/age`, payload: { days } });
    // Today's expiry job has run already: the route makes it due again.
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    expect((await age(`telko/${nr}`, 30)).statusCode).toBe(204);
    expect((await credit(await referrerId(email), 'referral')).status).toBe('Bereitgestellt');
    expect((await age(`telko/${nr}`, 400)).statusCode).toBe(204);
    expect((await credit(await referrerId(email), 'referral')).status).toBe('Abgelaufen');
    expect(await mails('lifecycle.reward.expired', email)).toHaveLength(1);
    // Nothing ready left to age; unknown tenant or number; days out of range.
    expect((await age(`telko/${nr}`, 1)).statusCode).toBe(404);
    expect((await age('nirgends/1', 1)).statusCode).toBe(404);
    expect((await age(`telko/${nr}`, 0)).statusCode).toBe(400);
  });
});
