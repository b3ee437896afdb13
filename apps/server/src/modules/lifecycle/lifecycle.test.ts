import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind } from '../../test/test-db.ts';
import { api, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { recipientFor, type TestRecipient, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, nextClientIp } from '../referrals/referrals.test-helpers.ts';
import type { LifecycleJobs } from './lifecycle-jobs.ts';

const DAY = 86_400_000;
const START = new Date('2026-11-22T10:00:00Z');

/** The lifecycle with a moved clock (issue 4): expiry, erasure, periods, revocation, banking rule, bonuses. */
describe.each(everyDatabaseKind())('the referral lifecycle on %s', (kind) => {
  let t: TestContext;
  let jobs: LifecycleJobs;
  let people = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    jobs = t.app.services.lifecycleJobs(t.app.log);
  });
  afterAll(() => t.close());

  const at = (days: number) => new Date(START.getTime() + days * DAY);
  const tenantId = async (key: string) => (await t.app.services.tenants.byKey(key))!.id;

  /** A confirmed referral whose recipient followed the link and confirmed their data. */
  async function referral(
    tenant: string,
    opts: { split?: number; referrer?: string; recipientEmail?: string; confirm?: boolean } = {},
  ): Promise<TestRecipient & { referrer: string; recipientEmail: string }> {
    people += 1;
    const referrer = opts.referrer ?? `referrer-${people}@example.org`;
    const recipientEmail = opts.recipientEmail ?? `recipient-${people}@example.org`;
    const { Empfehlungslink } = await confirmedReferral(t, tenant, {
      referrer,
      recipient: `invited-${people}@example.org`,
      split: opts.split ?? 100,
    });
    const r = await recipientFor(t, tenant, Empfehlungslink);
    if (opts.confirm !== false) {
      const res = await track(t, tenant, r, { email: recipientEmail, emailBestaetigung: recipientEmail });
      if (res.statusCode !== 200) throw new Error(`tracking answered ${res.statusCode}: ${res.body}`);
    }
    return { ...r, referrer, recipientEmail };
  }

  async function event(
    tenant: string,
    nr: number,
    type: string,
    day: number,
    extra: Record<string, unknown> = {},
  ) {
    people += 1;
    return t.app.services.partnerEvents.ingestForTenant(await tenantId(tenant), {
      id: `ev-${people}`,
      type,
      occurredAt: at(day).toISOString(),
      empfehlungsnummer: nr,
      ...extra,
    });
  }

  const referralRow = async (nr: number) =>
    (
      await t.database.query<{ status: string; rejection_reason: string | null }>(
        'select status, rejection_reason from referrals where empfehlungsnummer = $1',
        [nr],
      )
    )[0]!;
  const credits = (nr: number) =>
    t.database.query<{ beneficiary: string; cents: number; status: string; due_on: string | null }>(
      `select c.beneficiary, c.cents, c.status, c.due_on::text from reward_credits c
       join referrals r on r.id = c.referral_id where r.empfehlungsnummer = $1 order by c.beneficiary`,
      [nr],
    );
  const mails = (kind: string, to: string) =>
    t.database.query<{ subject: string; text_body: string }>(
      'select subject, text_body from outbox where kind = $1 and to_address = $2',
      [kind, to],
    );

  it('credits the reward by the split once the periods have passed, and tells both parties', async () => {
    t.clock.set(START);
    const r = await referral('telko', { split: 50 });
    expect(await event('telko', r.nr, 'order.placed', 0)).toMatchObject({ duplicate: false });
    t.clock.set(at(2));
    await event('telko', r.nr, 'order.effective', 2);
    // telko: complaint period 14 days = revocation period → due 14 days after the order.
    expect(await referralRow(r.nr)).toMatchObject({ status: 'Offen' });
    const waiting = await credits(r.nr);
    expect(waiting.map((c) => [c.beneficiary, c.status, c.due_on])).toEqual([
      ['Empfaenger', 'Offen', '2026-12-06'],
      ['Empfehler', 'Offen', '2026-12-06'],
    ]);

    t.clock.set(at(13));
    await jobs.runDue();
    expect((await credits(r.nr)).every((c) => c.status === 'Offen')).toBe(true);

    t.clock.set(at(14.5));
    expect((await jobs.runDue())['rewards.periods']).toBeGreaterThanOrEqual(1);
    const ready = await credits(r.nr);
    expect(ready.map((c) => c.status)).toEqual(['Bereitgestellt', 'Bereitgestellt']);
    expect(ready.every((c) => c.cents > 0)).toBe(true);
    expect(await referralRow(r.nr)).toMatchObject({ status: 'Gezahlt' });
    const [mail] = await mails('lifecycle.reward.ready', r.referrer);
    expect(mail?.subject).toMatch(/^Ihre Prämie steht bereit/);
    expect(mail?.text_body).toContain('/persoenlicherbereich');
    // The recipient gave no account at the order: their share comes with a pickup link (issue 27).
    const [share] = await mails('lifecycle.recipient.reward.pickup', r.recipientEmail);
    expect(share?.text_body).toMatch(/\/praemie\/\?token=pr_/);
    expect(await mails('lifecycle.recipient.reward.ready', r.recipientEmail)).toHaveLength(0);

    // Running the day's jobs again, or the same facts again, changes nothing and sends nothing.
    await jobs.runDue();
    await event('telko', r.nr, 'order.effective', 2);
    expect(await credits(r.nr)).toEqual(ready);
    expect(await mails('lifecycle.reward.ready', r.referrer)).toHaveLength(1);
  });

  it('cancels when the order is revoked within 14 days, and mails the referrer', async () => {
    t.clock.set(START);
    const r = await referral('telko');
    await event('telko', r.nr, 'order.placed', 0);
    t.clock.set(at(3));
    await event('telko', r.nr, 'order.effective', 1);
    expect((await credits(r.nr)).map((c) => c.status)).toEqual(['Offen']);
    t.clock.set(at(10));
    await event('telko', r.nr, 'order.revoked', 10);
    expect(await referralRow(r.nr)).toEqual({ status: 'Storniert', rejection_reason: 'order_ended' });
    expect((await credits(r.nr)).map((c) => c.status)).toEqual(['Storniert']);
    expect(await mails('lifecycle.referral.cancelled', r.referrer)).toHaveLength(1);
    t.clock.set(at(20));
    await jobs.runDue();
    expect((await credits(r.nr)).map((c) => c.status)).toEqual(['Storniert']);
  });

  it('refuses a self-referral by the same IBAN in Meine Daten and in the recipient’s bank data', async () => {
    t.clock.set(START);
    const iban = 'DE89 3704 0044 0532 0130 00';
    const self = await referral('telko', { referrer: 'same.account@example.org', split: 50 });
    const user = await signedUpReferrer(t, 'same.account@example.org');
    const stored = await api(t, 'PUT', '/empfehler/bankdaten/', {
      token: user.Token,
      body: { Kontoinhaber: 'Anna Berg', Iban: iban },
    });
    expect(stored.statusCode).toBe(200);
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/empfaenger/bankdaten',
      headers: { authorization: `Bearer ${self.Token}` },
      payload: { Kontoinhaber: 'Ben Berg', Iban: iban },
      remoteAddress: nextClientIp(),
    });
    expect(given.statusCode).toBe(200);
    await event('telko', self.nr, 'order.placed', 0);
    expect(await referralRow(self.nr)).toEqual({ status: 'Storniert', rejection_reason: 'self_referral' });
  });

  it('purges sessions past their expiry once a day', async () => {
    t.clock.set(START);
    const user = await signedUpReferrer(t, 'purged@example.org');
    const sessions = async () =>
      (
        await t.database.query<{ n: number }>(
          "select count(*)::int as n from sessions s join referrers r on r.id = s.referrer_id where r.email = 'purged@example.org'",
        )
      )[0]!.n;
    expect(await sessions()).toBe(1);
    t.clock.set(at(1));
    expect((await jobs.runDue())['sessions.purge']).toBeGreaterThanOrEqual(1);
    expect(await sessions()).toBe(0);
    expect((await api(t, 'GET', '/account/user', { token: user.Token })).statusCode).toBe(401);
  });

  it('refuses renewals and self-referrals, with the reason recorded', async () => {
    t.clock.set(START);
    const renewal = await referral('telko');
    await event('telko', renewal.nr, 'order.placed', 0, { renewal: true });
    expect(await referralRow(renewal.nr)).toEqual({ status: 'Storniert', rejection_reason: 'renewal' });

    const self = await referral('telko', {
      referrer: 'same.person@example.org',
      recipientEmail: 'Same.Person@example.org',
    });
    await event('telko', self.nr, 'order.placed', 0);
    expect(await referralRow(self.nr)).toEqual({ status: 'Storniert', rejection_reason: 'self_referral' });
    expect(await credits(self.nr)).toEqual([]);
  });

  it('expires a referral without an order on day 61, not before, and mails its referrer once', async () => {
    t.clock.set(START);
    const r = await referral('telko', { confirm: false });
    // The jobs run once a (Berlin) day: on day 60 the link is still valid, on day 61 it is not.
    t.clock.set(at(59));
    await jobs.runDue();
    expect((await referralRow(r.nr)).status).toBe('Ok');
    t.clock.set(at(61));
    await jobs.runDue();
    expect(await referralRow(r.nr)).toEqual({ status: 'Abgelaufen', rejection_reason: 'link_expired' });
    const expiredMails = await mails('lifecycle.referral.expired', r.referrer);
    expect(expiredMails).toHaveLength(1);
    expect(expiredMails[0]!.text_body).toMatch(/nach 60 Tagen abgelaufen/);
    expect(expiredMails[0]!.subject).not.toContain('{brand}');
    // An order placed after the link expired is a dead letter; one placed before it still counts.
    expect(await event('telko', r.nr, 'order.placed', 61)).toEqual({
      deadLetter: 'not applicable: the referral link expired',
    });
    expect(await event('telko', r.nr, 'order.placed', 30)).toMatchObject({ duplicate: false });
    expect((await referralRow(r.nr)).status).toBe('Offen');
  });

  it('erases unconfirmed recipient data in week 13 and keeps confirmed recipients', async () => {
    t.clock.set(START);
    const unconfirmed = await referral('telko', { confirm: false });
    const confirmed = await referral('telko');
    t.clock.set(at(7 * 12 - 0.5));
    await jobs.runDue();
    const lookup = (token: string) =>
      t.app.inject({ url: `/api/v1/telko/empfaenger/${token}`, remoteAddress: nextClientIp() });
    expect((await lookup(unconfirmed.Token)).statusCode).toBe(200);

    t.clock.set(at(7 * 12 + 1));
    await jobs.runDue();
    expect((await lookup(unconfirmed.Token)).statusCode).toBe(401);
    expect((await lookup(confirmed.Token)).statusCode).toBe(200);
    const [erased] = await t.database.query<{ recipient_email: string | null; n: number; erased: boolean }>(
      `select r.recipient_email, count(x.id)::int as n, bool_and(x.erased_at is not null and x.token_hash is null) as erased
       from referrals r join recipients x on x.referral_id = r.id where r.empfehlungsnummer = $1 group by r.recipient_email`,
      [unconfirmed.nr],
    );
    // The row stays as an anonymous count; the address and the access are gone.
    expect(erased).toEqual({ recipient_email: null, n: 1, erased: true });
    const [kept] = await t.database.query<{ recipient_email: string | null }>(
      'select recipient_email from referrals where empfehlungsnummer = $1',
      [confirmed.nr],
    );
    expect(kept!.recipient_email).not.toBeNull();
  });

  describe('the banking rule (fyrst: three transactions of 25 € in each of months 1 and 2, no self-transfers)', () => {
    const activity = (month: number, qualifyingTransactions: number, selfTransfers = false) => ({
      month,
      qualifyingTransactions,
      selfTransfers,
    });

    async function banking(months: ReturnType<typeof activity>[]) {
      t.clock.set(START);
      const r = await referral('fyrst');
      await event('fyrst', r.nr, 'order.placed', 0);
      await event('fyrst', r.nr, 'order.effective', 1);
      t.clock.set(at(65));
      for (const m of months) await event('fyrst', r.nr, 'account.activity', 30 * m.month, m);
      return r;
    }

    it('credits when both months pass, with the Herbstaktion bonus the referrer ticked (issue 17)', async () => {
      const r = await banking([activity(1, 3), activity(2, 5)]);
      expect((await referralRow(r.nr)).status).toBe('Gezahlt');
      // "Nur ich": FYRST Base's 50 € and the campaign's 25 € (confirmedReferral ticks every campaign).
      expect((await credits(r.nr)).map((c) => [c.beneficiary, c.cents, c.status])).toEqual([
        ['Empfehler', 7500, 'Bereitgestellt'],
      ]);
    });

    it('waits while month 2 is not reported', async () => {
      const r = await banking([activity(1, 3)]);
      expect((await referralRow(r.nr)).status).toBe('Offen');
      expect(await credits(r.nr)).toEqual([]);
    });

    it.each([
      ['too few transactions in month 1', [activity(1, 2), activity(2, 5)]],
      ['too few transactions in month 2', [activity(1, 3), activity(2, 0)]],
      ['a self-transfer in month 1', [activity(1, 9, true), activity(2, 5)]],
      ['a self-transfer in month 2', [activity(1, 3), activity(2, 5, true)]],
    ])('refuses %s', async (_, months) => {
      const r = await banking(months);
      expect(await referralRow(r.nr)).toEqual({ status: 'Storniert', rejection_reason: 'banking_activity' });
      expect(await credits(r.nr)).toEqual([]);
    });
  });

  it('adds the bonus tiers once as a referrer’s credited referrals reach them (telko: 60 € after 3)', async () => {
    t.clock.set(START);
    const referrer = 'bonus.hunter@example.org';
    const bonuses = () =>
      t.database.query<{ bonus_after: number; cents: number; status: string }>(
        `select c.bonus_after, c.cents, c.status from reward_credits c join referrers f on f.id = c.referrer_id
         where c.kind = 'bonus' and f.email = $1 order by c.bonus_after`,
        [referrer],
      );
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.set(at(i / 100));
      const r = await referral('telko', { referrer });
      made.push(r.nr);
      t.clock.set(at(20));
      await event('telko', r.nr, 'order.placed', 0);
      await event('telko', r.nr, 'order.effective', 1);
      expect(await bonuses()).toEqual(
        i < 2 ? [] : [{ bonus_after: 3, cents: 6000, status: 'Bereitgestellt' }],
      );
    }
    await event('telko', made[0]!, 'order.effective', 1);
    await jobs.runDue();
    expect(await bonuses()).toHaveLength(1);
  });

  it('retries a job whose worker died before commit, and its effect happens once', async () => {
    t.clock.set(START);
    const r = await referral('partner', { confirm: false });
    t.clock.set(at(200));
    const killed = jobs.runDue({
      beforeCommit: async (job) => {
        if (job.kind === 'referrals.expire') throw new Error('worker killed');
      },
      rethrow: true,
    });
    await expect(killed).rejects.toThrow('worker killed');
    expect((await referralRow(r.nr)).status).toBe('Ok');
    // The lease holds the job for ten minutes; then another worker takes it.
    await jobs.runDue();
    expect((await referralRow(r.nr)).status).toBe('Ok');
    t.clock.set(at(200.01));
    const done = await jobs.runDue();
    expect(done['referrals.expire']).toBeGreaterThanOrEqual(1);
    expect((await referralRow(r.nr)).status).toBe('Abgelaufen');
    expect(await mails('lifecycle.referral.expired', r.referrer)).toHaveLength(1);
    const [job] = await t.database.query<{ status: string; attempts: number }>(
      "select status, attempts from lifecycle_jobs where kind = 'referrals.expire' order by run_on desc limit 1",
    );
    expect(job).toEqual({ status: 'done', attempts: 2 });
  });
});

describe('the daily jobs on a just-started server (PGlite: one connection)', () => {
  it('run with nothing read yet, without waiting on themselves', async () => {
    const t = await createTestApp('pglite');
    try {
      // The tenant cache is cold: reading it inside a job's transaction would deadlock PGlite.
      const done = await t.app.services.lifecycleJobs(t.app.log).runDue();
      expect(Object.keys(done).sort()).toEqual([
        'audit.anchor',
        'recipients.erase',
        'referrals.expire',
        'referrers.remind',
        'rewards.expire',
        'rewards.periods',
        'sessions.purge',
      ]);
    } finally {
      await t.close();
    }
  }, 20_000);
});
