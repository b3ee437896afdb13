import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';

interface Listed {
  PraemieId: string;
  Art: string;
  Status: string;
  BetragCent: number;
  UeberschreitetFreigrenze: boolean;
}

// §22 Nr. 3 EStG: less than 256 € a year is tax-free. The pickup says, before a choice, whether it
// makes the year reach the limit; the personal area shows what was paid this calendar year.
describe.each(databaseKinds())('the tax notice on %s', (kind) => {
  let t: TestContext;
  let token: string;
  let ids: string[];
  let tenantId: string;
  const referrer = 'steuer@example.org';

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (let i = 0; i < 5; i++) await referralIn(t, 'telko', referrer, 'ready');
    token = (await signedUpReferrer(t, referrer, { password: PASSWORD })).Token;
    const list = (await api(t, 'GET', '/praemierung/', { token })).json().Praemien as Listed[];
    ids = list.filter((r) => r.Art === 'Empfehlung').map((r) => r.PraemieId);
    // Amounts chosen around the limit: the catalogue's are all the same.
    const cents = [20_000, 9_000, 5_599, 5_600, 100];
    for (const [i, id] of ids.entries())
      await t.database.query('update reward_credits set cents = $1 where id = $2', [cents[i], id]);
    tenantId = (await t.database.query<{ id: string }>("select id from tenants where key = 'telko'"))[0]!.id;
  });
  afterAll(() => t.close());

  /** A new session after the clock jumped (sessions end after idle minutes). */
  const signIn = async () => {
    const res = await api(t, 'POST', '/account/login', { body: { Email: referrer, Password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    token = res.json().Token;
  };
  const list = async () => (await api(t, 'GET', '/praemierung/', { token })).json();
  const choose = async (id: string) => {
    const res = await api(t, 'PUT', '/praemierung/', {
      token,
      body: { PraemieId: id, Auszahlung: 'Gutschein' },
    });
    expect(res.statusCode).toBe(200);
  };
  /** Paid as the payouts and vouchers do it: the lifecycle's markPaid, on the day given. */
  const paid = async (id: string, at: string) =>
    expect(
      await t.app.services.rewardCredits.markPaid(t.database.db, { tenantId, ids: [id] }, new Date(at)),
    ).toEqual([id]);
  const notice = (body: { Praemien: Listed[] }) =>
    Object.fromEntries(body.Praemien.map((r) => [r.BetragCent, r.UeberschreitetFreigrenze]));

  it('counts what was paid in this Berlin calendar year only, and tells before the choice', async () => {
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    await choose(ids[0]!);
    await paid(ids[0]!, '2026-03-01T10:00:00Z');
    await choose(ids[1]!);
    // 23:59:59 on New Year's Eve in Berlin: still last year.
    await paid(ids[1]!, '2025-12-31T22:59:59Z');

    const body = await list();
    expect(body.Steuerjahr).toEqual({
      Jahr: 2026,
      AusgezahltCent: 20_000,
      AusstehendCent: 0,
      FreigrenzeCent: 25_600,
      Steuerfrei: true,
    });
    // 200 € + 55,99 € stays below 256 €; 200 € + 56 € reaches it; the 60 € bonus passes it.
    expect(notice(body)).toMatchObject({ 5599: false, 5600: true, 6000: true, 100: false });
    // Paid ones are no longer to choose: no notice.
    expect(notice(body)[20_000]).toBe(false);
  });

  it('counts a chosen reward not yet paid, so the next choice is told', async () => {
    await choose(ids[2]!);
    const body = await list();
    expect(body.Steuerjahr).toMatchObject({ AusgezahltCent: 20_000, AusstehendCent: 5_599 });
    // 200 € + 55,99 € + 1 € = 256,99 €: the limit is reached.
    expect(notice(body)).toMatchObject({ 100: true, 5600: true });
  });

  it('the personal area shows the sum paid this year', async () => {
    const area = await api(t, 'GET', '/empfehler/empfehlungen/', { token });
    expect(area.statusCode).toBe(200);
    expect(area.json().Steuerjahr).toEqual({
      Jahr: 2026,
      AusgezahltCent: 20_000,
      AusstehendCent: 5_599,
      FreigrenzeCent: 25_600,
      Steuerfrei: true,
    });
  });

  it('a payment at Berlin midnight on New Year belongs to the new year', async () => {
    await paid(ids[2]!, '2026-12-31T23:00:00Z');
    t.clock.set(new Date('2027-01-02T10:00:00Z'));
    await signIn();
    const body = await list();
    expect(body.Steuerjahr).toMatchObject({ Jahr: 2027, AusgezahltCent: 5_599, AusstehendCent: 0 });
    expect(notice(body)).toMatchObject({ 100: false, 5600: false, 6000: false });
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    await signIn();
    expect((await list()).Steuerjahr).toMatchObject({ Jahr: 2026, AusgezahltCent: 20_000 });
  });

  it('another referrer’s payouts do not count', async () => {
    const other = await signedUpReferrer(t, 'steuer-andere@example.org', { password: PASSWORD });
    const body = (await api(t, 'GET', '/praemierung/', { token: other.Token })).json();
    expect(body.Steuerjahr).toMatchObject({ AusgezahltCent: 0, AusstehendCent: 0 });
  });
});
