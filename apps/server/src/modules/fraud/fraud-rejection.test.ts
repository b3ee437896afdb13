import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import { germanIban } from './fraud.test-helpers.ts';

type Operator = Awaited<ReturnType<typeof signedInOperator>>;

// A referral held again after its reward was chosen (a signal seen at the pickup) and then rejected
// by support: what is not yet paid is cancelled, a choice included; a transfer already in a payout
// batch stays with its batch, since that money is on its way and finance decides on it.
describe.each(databaseKinds())('rejecting a referral after its pickup on %s', (kind) => {
  let t: TestContext;
  let support: Operator;
  let finance: Operator;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    support = await signedInOperator(t, ['support']);
    finance = await signedInOperator(t, ['finance']);
  });
  afterAll(() => t.close());

  /** A credited referral whose referrer chose a transfer; the recipient's share is left ready. */
  async function chosen(iban = germanIban(7000 + counter)) {
    counter += 1;
    const referrer = `picked-${counter}-${kind}@example.org`;
    const nr = await referralIn(t, 'telko', referrer, 'ready', 50);
    const token = (await signedUpReferrer(t, referrer, { tenant: 'telko', password: PASSWORD })).Token;
    const list = await api(t, 'GET', '/praemierung/', { tenant: 'telko', token });
    const [reward] = (list.json().Praemien as { PraemieId: string; Status: string; Art: string }[]).filter(
      (r) => r.Status === 'Bereitgestellt' && r.Art === 'Empfehlung',
    );
    const answer = await api(t, 'PUT', '/praemierung/', {
      tenant: 'telko',
      token,
      body: {
        PraemieId: reward!.PraemieId,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: iban },
      },
    });
    expect(answer.statusCode).toBe(200);
    const [{ id }] = (await t.database.query<{ id: string }>(
      'select id from referrals where empfehlungsnummer = $1',
      [nr],
    )) as [{ id: string }];
    return { id, referrer };
  }

  /** Held again by a later signal (test data: the row a hold writes). */
  const holdAgain = (id: string) =>
    t.database.query(
      `insert into fraud_reviews (referral_id, tenant_id, state, held_at)
       select id, tenant_id, 'held', now() from referrals where id = $1
       on conflict (referral_id) do update set state = 'held', decided_by = null, reason = null, decided_at = null`,
      [id],
    );
  const reject = (id: string) =>
    consoleApi(t, 'POST', `/betrug/${id}/ablehnen`, {
      token: support.token,
      body: { Begruendung: 'Dasselbe Konto wie ein anderer Empfehler' },
    });
  const state = async (id: string) => ({
    status: (
      await t.database.query<{ status: string }>('select status from referrals where id = $1', [id])
    )[0]!.status,
    credits: (
      await t.database.query<{ beneficiary: string; status: string }>(
        "select beneficiary, status from reward_credits where referral_id = $1 and kind = 'referral' order by beneficiary",
        [id],
      )
    ).map((c) => `${c.beneficiary}:${c.status}`),
  });

  it('cancels the chosen transfer and the ready share, and tells the referrer', async () => {
    // A second referrer types the first one's IBAN at the pickup: held there, after the choice.
    const iban = germanIban(7900 + counter);
    await chosen(iban);
    const { id, referrer } = await chosen(iban);
    const [review] = await t.database.query<{ state: string }>(
      'select state from fraud_reviews where referral_id = $1',
      [id],
    );
    expect(review?.state).toBe('held');
    expect((await state(id)).credits).toEqual(['Empfaenger:Bereitgestellt', 'Empfehler:Abgeholt']);

    const answer = await reject(id);
    expectAnswer(answer, 200).toMatchObject({ Zustand: 'rejected', Status: 'Storniert' });
    expect(await state(id)).toEqual({
      status: 'Storniert',
      credits: ['Empfaenger:Storniert', 'Empfehler:Storniert'],
    });
    const [mail] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from outbox where referral_id = $1 and kind = 'lifecycle.referral.cancelled' and to_address = $2",
      [id, referrer],
    );
    expect(mail!.n).toBe(1);
    // Nothing of it is left for finance to pay: the next batch does not take it.
    await consoleApi(t, 'POST', 'auszahlungen', { token: finance.token, body: { Mandant: 'telko' } });
    const [batched] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from payout_batch_items i join reward_credits c on c.id = i.credit_id
       where c.referral_id = $1`,
      [id],
    );
    expect(batched!.n).toBe(0);
  });

  it('leaves a transfer that a payout batch holds with its batch', async () => {
    const { id } = await chosen();
    const prepared = await consoleApi(t, 'POST', 'auszahlungen', {
      token: finance.token,
      body: { Mandant: 'telko' },
    });
    expect(prepared.statusCode).toBe(201);
    await holdAgain(id);

    expect((await reject(id)).statusCode).toBe(200);
    // The batched transfer (the referrer's) stays chosen; the share outside the batch is cancelled
    // only if the batch did not take it too.
    const after = await state(id);
    expect(after.credits).toContain('Empfehler:Abgeholt');
    const inBatch = await t.database.query<{ beneficiary: string }>(
      `select c.beneficiary from payout_batch_items i join reward_credits c on c.id = i.credit_id
       where c.referral_id = $1 and i.returned_at is null`,
      [id],
    );
    for (const credit of after.credits) {
      const [beneficiary, status] = credit.split(':');
      const batched = inBatch.some((b) => b.beneficiary === beneficiary);
      expect(status).toBe(batched ? 'Abgeholt' : 'Storniert');
    }
  });
});
