import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';

// Issue 27, item 5: the voucher issue job applies the payout batches' rule (`notHeldByFraud`): a
// referral the fraud review holds gets no voucher until support releases it; a rejected one never.
describe.each(databaseKinds())('the voucher job and the fraud review on %s', (kind) => {
  let t: TestContext;
  let support: string;
  let finance: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    support = (await signedInOperator(t, ['support'])).token;
    finance = (await signedInOperator(t, ['finance'])).token;
  });
  afterAll(() => t.close());

  const issuer = () => t.app.services.voucherIssuer(t.app.log);
  const creditOf = async (referralId: string) =>
    (
      await t.database.query<{ id: string; status: string; cents: number }>(
        `select id, status, cents from reward_credits
          where referral_id = $1 and kind = 'referral' and beneficiary = 'Empfehler'`,
        [referralId],
      )
    )[0]!;
  const codeIssuedTo = async (creditId: string) =>
    (
      await t.database.query<{ n: number }>(
        'select count(*)::int as n from voucher_codes where issued_credit_id = $1',
        [creditId],
      )
    )[0]!.n;
  const stock = async (cents: number, n: number) => {
    const lines = Array.from({ length: n }, () => `HOLD-${kind}-${++counter}`).join('\n');
    const res = await consoleApi(t, 'POST', 'gutscheine/import', {
      token: finance,
      body: { Mandant: 'telko', WertCent: cents, Datei: Buffer.from(lines).toString('base64') },
    });
    expect(res.statusCode).toBe(201);
  };
  /** The fraud review's row for a referral (test data: the row a hold writes, or a decided one). */
  const review = (id: string, state: 'held' | 'rejected') =>
    t.database.query(
      `insert into fraud_reviews (referral_id, tenant_id, state, held_at)
       select id, tenant_id, $2, now() from referrals where id = $1
       on conflict (referral_id) do update set state = $2, decided_by = null, reason = null, decided_at = null`,
      [id, state],
    );

  /** A credited referral whose referrer chose a voucher, with a free code of its value in the pool. */
  async function chosenVoucher() {
    counter += 1;
    const referrer = `voucher-hold-${counter}-${kind}@example.org`;
    const nr = await referralIn(t, 'telko', referrer, 'ready', 100);
    const [{ id }] = (await t.database.query<{ id: string }>(
      'select id from referrals where empfehlungsnummer = $1',
      [nr],
    )) as [{ id: string }];
    const credit = await creditOf(id);
    const token = (await signedUpReferrer(t, referrer, { tenant: 'telko', password: PASSWORD })).Token;
    const chose = await api(t, 'PUT', '/praemierung/', {
      tenant: 'telko',
      token,
      body: { PraemieId: credit.id, Auszahlung: 'Gutschein' },
    });
    expect(chose.statusCode).toBe(200);
    await stock(credit.cents, 1);
    return { id, credit };
  }

  it('a held referral gets no voucher from the job, and gets it once support releases the hold', async () => {
    const { id, credit } = await chosenVoucher();
    await review(id, 'held');

    expect(await issuer().runOnce()).toBe(0);
    expect((await creditOf(id)).status).toBe('Abgeholt');
    expect(await codeIssuedTo(credit.id)).toBe(0);

    const released = await consoleApi(t, 'POST', `/betrug/${id}/freigeben`, {
      token: support,
      body: { Begruendung: 'Kunde bestätigt, kein Betrug' },
    });
    expect(released.statusCode).toBe(200);
    expect(await issuer().runOnce()).toBe(1);
    expect((await creditOf(id)).status).toBe('Ausgezahlt');
    expect(await codeIssuedTo(credit.id)).toBe(1);
  });

  it('a rejected referral never gets a voucher', async () => {
    // Rejected by support: the choice is cancelled, and the job issues nothing for it.
    const byReview = await chosenVoucher();
    await review(byReview.id, 'held');
    const rejected = await consoleApi(t, 'POST', `/betrug/${byReview.id}/ablehnen`, {
      token: support,
      body: { Begruendung: 'Dieselbe Person wie die empfohlene' },
    });
    expect(rejected.statusCode).toBe(200);
    // A rejected review whose choice is still open (as a choice made in the same moment would be):
    // the job's own rule passes it by.
    const stillChosen = await chosenVoucher();
    await review(stillChosen.id, 'rejected');

    expect(await issuer().runOnce()).toBe(0);
    expect(await codeIssuedTo(byReview.credit.id)).toBe(0);
    expect(await codeIssuedTo(stillChosen.credit.id)).toBe(0);
    expect((await creditOf(stillChosen.id)).status).toBe('Abgeholt');
  });
});
