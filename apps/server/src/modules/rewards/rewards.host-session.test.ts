import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, hostSession, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import { lastMail } from '../referrals/referrals.test-helpers.ts';

const BANK = { Kontoinhaber: 'Hanna Host', Iban: 'DE89 3704 0044 0532 0130 00' };
const ATTACKER = 'cash.out@attacker.example';

/**
 * Who may choose a reward (issue 12, finding 1.4): not a session the host system minted with its
 * partner key — nobody has shown they own the mailbox — and a voucher only ever goes to the
 * account's own address.
 */
describe.each(databaseKinds())('reward choice by who is asking on %s', (kind) => {
  let t: TestContext;
  let hostKey: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    hostKey = await t.app.services.partnerKeys.issue(telko.id, 'host system', ['host_sign_in']);
  });
  afterAll(() => t.close());

  const choose = (token: string, body: object) => api(t, 'PUT', '/praemierung/', { token, body });
  const creditsOf = (email: string) =>
    t.database.query<{ status: string; voucher_email: string | null; payout_kind: string | null }>(
      `select c.status, c.voucher_email, c.payout_kind from reward_credits c
        join referrers r on r.id = c.referrer_id where r.email = $1 and c.beneficiary = 'Empfehler'`,
      [email],
    );
  const mailsTo = async (address: string) =>
    (
      await t.database.query<{ n: number }>(
        "select count(*)::int as n from outbox where kind = 'reward.chosen' and to_address = $1",
        [address],
      )
    )[0]!.n;

  it('refuses a host-system session every choice, transfer or voucher, and writes and mails nothing', async () => {
    const owner = 'host.cash@example.org';
    await referralIn(t, 'telko', owner, 'ready');
    // The owner keeps an account in Meine Daten, so a transfer would need no new bank data.
    const own = await signedUpReferrer(t, owner, { password: PASSWORD });
    expect((await api(t, 'PUT', '/empfehler/bankdaten/', { token: own.Token, body: BANK })).statusCode).toBe(
      200,
    );

    const session = await hostSession(t, hostKey, owner);
    const [reward] = (await api(t, 'GET', '/praemierung/', { token: session })).json().Praemien;
    const id = reward.PraemieId;
    for (const body of [
      { PraemieId: id, Auszahlung: 'Ueberweisung' },
      { PraemieId: id, Auszahlung: 'Ueberweisung', Bankdaten: BANK },
      { PraemieId: id, Auszahlung: 'Gutschein' },
      { PraemieId: id, Auszahlung: 'Gutschein', GutscheinEmail: ATTACKER },
    ]) {
      const res = await choose(session, body);
      expectAnswer(res, 403).toEqual({
        code: 'rewards.pickup_link_required',
        message: 'Ihre Prämie können Sie nur über den Link aus Ihrer E-Mail abholen.',
      });
    }
    expect(await creditsOf(owner)).toEqual([
      { status: 'Bereitgestellt', voucher_email: null, payout_kind: null },
    ]);
    expect(await mailsTo(owner)).toBe(0);
    expect(await mailsTo(ATTACKER)).toBe(0);
  });

  it('lets the mailed pickup link choose, and sends a voucher to the account address whatever the call names', async () => {
    const owner = 'host.linked@example.org';
    await referralIn(t, 'telko', owner, 'ready');
    const mail = await lastMail(t, 'lifecycle.reward.ready', owner);
    const pickup = /\/praemie\/\?token=(pr_[\w-]+)/.exec(mail!.text_body)![1]!;

    const list = (await api(t, 'GET', '/praemierung/', { token: pickup })).json();
    expect(list.GutscheinEmail).toBe(owner);
    const res = await choose(pickup, {
      PraemieId: list.Praemien[0].PraemieId,
      Auszahlung: 'Gutschein',
      GutscheinEmail: ATTACKER,
    });
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(owner)).toEqual([
      { status: 'Abgeholt', voucher_email: owner, payout_kind: 'Gutschein' },
    ]);
    expect(await mailsTo(owner)).toBe(1);
    expect(await mailsTo(ATTACKER)).toBe(0);
  });
});
