import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfBerlinDay } from '../clock.ts';
import { api, PASSWORD, signedUpReferrer } from '../modules/accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../modules/operators/operators.test-helpers.ts';
import { confirmedReferral, referralStatus } from '../modules/referrals/referrals.test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';
import { JOBS_EXIT, runDailyJobs } from './run-jobs.ts';

describe('startOfBerlinDay', () => {
  it.each([
    ['2026-01-20', '2026-01-19T23:00:00.000Z'], // CET
    ['2026-07-01', '2026-06-30T22:00:00.000Z'], // CEST
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // the night clocks go forward
  ])('%s starts at %s', (date, at) => {
    expect(startOfBerlinDay(date)?.toISOString()).toBe(at);
  });
  it.each(['2026-02-30', '2026-1-5', 'tomorrow', ''])('%s is not a date', (date) => {
    expect(startOfBerlinDay(date)).toBeUndefined();
  });
});

describe.each(databaseKinds())('jobs:run on %s', (kind) => {
  let t: TestContext;
  let nr: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ Empfehlungsnummer: nr } = await confirmedReferral(t, 'telko', {
      referrer: 'jobs-a@example.org',
      recipient: 'jobs-b@example.org',
    }));
  });
  afterAll(() => t.close());

  const status = () => referralStatus(t, nr);
  const run = async (date: string) => {
    t.clock.set(startOfBerlinDay(date)!);
    const out: string[] = [];
    const errors: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        errors.push(String(chunk));
        done();
      },
    });
    const code = await runDailyJobs(t.app.services, (line) => out.push(line), sink);
    return { code, out, errors };
  };

  it("runs the day's jobs once, as on the given day", async () => {
    // Created 2026-11-22: the link runs 60 days; day 61 is 2027-01-22 in Berlin.
    const before = await run('2027-01-20');
    expect(before.code).toBe(JOBS_EXIT.done);
    expect(before.out).toContain('referrals.expire: 0 row(s)');
    expect(await status()).toBe('Ok');

    const due = await run('2027-01-22');
    expect(due).toMatchObject({ code: JOBS_EXIT.done, errors: [] });
    expect(due.out).toContain('referrals.expire: 1 row(s)');
    // The audit chain's daily anchor (decision 035), printed as the server logs it.
    expect(before.out).toContainEqual(
      expect.stringMatching(/^audit anchor: rows=\d+ head=[0-9a-f]{64} keyed_from=(\d+|none)$/),
    );
    expect(due.out.at(-2)).toMatch(/^jobs done in \d+ ms$/);
    expect(due.out.at(-1)).toBe('vouchers.issue: 0 code(s)');
    expect(await status()).toBe('Abgelaufen');

    const again = await run('2027-01-22');
    expect(again.out).toEqual([
      expect.stringMatching(/^nothing due/),
      expect.stringMatching(/^jobs done in/),
      'vouchers.issue: 0 code(s)',
    ]);
  });

  it('issues the chosen vouchers too, whatever the day', async () => {
    const { token } = await signedInOperator(t, ['finance']);
    const tenantId = (await t.app.services.tenants.byKey('telko'))!.id;
    const user = await signedUpReferrer(t, 'jobs-voucher@example.org', {
      tenant: 'telko',
      password: PASSWORD,
    });
    const [referrer] = await t.database.query<{ id: string }>(
      'select id from referrers where tenant_id = $1 and email = $2',
      [tenantId, 'jobs-voucher@example.org'],
    );
    const credit = await t.app.services.rewardCredits.insertGoodwill(t.database.db, {
      tenantId,
      referrerId: referrer!.id,
      cents: 3300,
      at: t.clock.now(),
    });
    const chosen = await api(t, 'PUT', '/praemierung/', {
      tenant: 'telko',
      token: user.Token,
      body: { PraemieId: credit, Auszahlung: 'Gutschein' },
    });
    expect(chosen.statusCode).toBe(200);
    const imported = await consoleApi(t, 'POST', 'gutscheine/import', {
      token,
      body: { Mandant: 'telko', WertCent: 3300, Datei: Buffer.from('JOBS-33-1').toString('base64') },
    });
    expect(imported.statusCode).toBe(201);
    const ran = await run('2027-01-22');
    expect(ran).toMatchObject({ code: JOBS_EXIT.done, errors: [] });
    expect(ran.out).toContain('vouchers.issue: 1 code(s)');
    const [row] = await t.database.query<{ status: string }>(
      'select status from reward_credits where id = $1',
      [credit],
    );
    expect(row!.status).toBe('Ausgezahlt');
  });
});
