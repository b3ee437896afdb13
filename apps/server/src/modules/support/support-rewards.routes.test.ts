import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';

const IBAN = 'DE89370400440532013000';

interface Reward {
  Wer: string;
  Art: string;
  Empfehlungsnummer: number | null;
  BetragCent: number;
  Status: string;
  Wahl: string | null;
  Bankdaten: boolean;
  Auszahlung: string;
  Lauf: { Id: string; Nachrichtenkennung: string; Zustand: string } | null;
  GezahltAm: string | null;
}

/**
 * Support sees the money (issue 27, item 11): a referral's rewards on the support detail with
 * whom they pay, the amount, the choice, whether an account is on file (never the IBAN), the
 * payout state and the batch; the referral reads as paid only once its rewards are.
 */
describe.each(databaseKinds())('support sees the rewards on %s', (kind) => {
  let t: TestContext;
  let support: string;
  let finance1: string;
  let finance2: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    support = (await signedInOperator(t, ['support'])).token;
    finance1 = (await signedInOperator(t, ['finance'])).token;
    finance2 = (await signedInOperator(t, ['finance'])).token;
  });
  afterAll(() => t.close());

  const idOf = async (nr: number) =>
    (
      await t.database.query<{ id: string }>(
        "select id from referrals where empfehlungsnummer = $1 and tenant_id = (select id from tenants where key = 'telko')",
        [nr],
      )
    )[0]!.id;
  const detail = async (nr: number) => {
    const res = await consoleApi(t, 'GET', `/support/empfehlungen/${await idOf(nr)}`, { token: support });
    expect(res.statusCode).toBe(200);
    return res.json() as { Status: string; Auszahlung: string; Praemien: Reward[] };
  };
  const hit = async (nr: number) =>
    (
      (
        await consoleApi(t, 'GET', '/support/empfehlungen', { token: support, query: { Suche: String(nr) } })
      ).json().Treffer as { Empfehlungsnummer: number; Status: string; Auszahlung: string }[]
    ).find((h) => h.Empfehlungsnummer === nr);
  const byWho = (rewards: Reward[]) => Object.fromEntries(rewards.map((r) => [r.Wer, r]));
  /** The second person's release, with the count and sum they compared (issue 27, item 1). */
  const release = (batch: { Id: string; Anzahl: number; SummeCent: number }) =>
    consoleApi(t, 'POST', `auszahlungen/${batch.Id}/freigabe`, {
      token: finance2,
      body: { Anzahl: batch.Anzahl, SummeCent: batch.SummeCent },
    });

  /** A referral whose reward is credited (Gezahlt), 50:50, the referrer's part chosen as a transfer. */
  async function chosenTransfer(referrer: string) {
    const nr = await referralIn(t, 'telko', referrer, 'ready', 50);
    const token = (await signedUpReferrer(t, referrer, { tenant: 'telko', password: PASSWORD })).Token;
    const list = await api(t, 'GET', '/praemierung/', { tenant: 'telko', token });
    const ready = (list.json().Praemien as { PraemieId: string; Status: string; Art: string }[]).find(
      (r) => r.Status === 'Bereitgestellt' && r.Art === 'Empfehlung',
    )!;
    const chosen = await api(t, 'PUT', '/praemierung/', {
      tenant: 'telko',
      token,
      body: {
        PraemieId: ready.PraemieId,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: IBAN },
      },
    });
    expect(chosen.statusCode).toBe(200);
    return nr;
  }

  it('a credited, unpaid referral: both parts with amount and state, not labelled paid', async () => {
    const nr = await referralIn(t, 'telko', `credited-${kind}@example.org`, 'ready', 50);
    const shown = await detail(nr);
    // The engine's status says credited; what support is shown follows the rewards: unpaid.
    expect(shown).toMatchObject({ Status: 'Gezahlt', Auszahlung: 'unpaid' });
    expect((await hit(nr))?.Auszahlung).toBe('unpaid');
    const credits = await t.database.query<{ beneficiary: string; cents: number }>(
      'select beneficiary, cents from reward_credits where referral_id = $1',
      [await idOf(nr)],
    );
    expect(shown.Praemien.map((r) => [r.Wer, r.BetragCent]).sort()).toEqual(
      credits.map((c) => [c.beneficiary, c.cents]).sort(),
    );
    const { Empfehler, Empfaenger } = byWho(shown.Praemien);
    expect(Empfehler).toMatchObject({
      Art: 'referral',
      Empfehlungsnummer: nr,
      Status: 'Bereitgestellt',
      Wahl: null,
      Bankdaten: false,
      Auszahlung: 'choice',
      Lauf: null,
      GezahltAm: null,
    });
    // The recipient gave no account: their share waits for one.
    expect(Empfaenger).toMatchObject({ Status: 'Bereitgestellt', Bankdaten: false, Auszahlung: 'bank_data' });
  });

  it('a transfer through its batch: waiting, prepared, released, then paid; the referral paid in part', async () => {
    const nr = await chosenTransfer(`batched-${kind}@example.org`);
    let rewards = byWho((await detail(nr)).Praemien);
    expect(rewards.Empfehler).toMatchObject({
      Status: 'Abgeholt',
      Wahl: 'Ueberweisung',
      Bankdaten: true,
      Auszahlung: 'batch',
      Lauf: null,
    });

    const batch = (
      await consoleApi(t, 'POST', 'auszahlungen', { token: finance1, body: { Mandant: 'telko' } })
    ).json();
    expect(batch.Status).toBe('Vorbereitet');
    const prepared = await detail(nr);
    rewards = byWho(prepared.Praemien);
    expect(rewards.Empfehler).toMatchObject({
      Auszahlung: 'prepared',
      Lauf: { Id: batch.Id, Nachrichtenkennung: batch.Nachrichtenkennung, Zustand: 'Vorbereitet' },
    });
    expect(prepared.Auszahlung).toBe('unpaid');
    // The account is said to be there; the IBAN itself is nowhere in the answer.
    expect(JSON.stringify(prepared)).not.toContain(IBAN.slice(4));

    expect((await release(batch)).statusCode).toBe(200);
    rewards = byWho((await detail(nr)).Praemien);
    expect(rewards.Empfehler).toMatchObject({ Auszahlung: 'released', Lauf: { Zustand: 'Freigegeben' } });
    expect((await hit(nr))?.Auszahlung).toBe('unpaid');

    const executed = await consoleApi(t, 'POST', `auszahlungen/${batch.Id}/ausfuehrung`, {
      token: finance2,
      body: {},
    });
    expect(executed.statusCode).toBe(200);
    const paid = await detail(nr);
    rewards = byWho(paid.Praemien);
    expect(rewards.Empfehler).toMatchObject({
      Status: 'Ausgezahlt',
      Auszahlung: 'paid',
      Lauf: { Id: batch.Id, Zustand: 'Ausgefuehrt' },
      GezahltAm: expect.any(String),
    });
    // The recipient gave no account, so no batch took their share: the referral is paid in part.
    expect(rewards.Empfaenger).toMatchObject({ Auszahlung: 'bank_data', Lauf: null, GezahltAm: null });
    expect(paid.Auszahlung).toBe('partly');
    expect((await hit(nr))?.Auszahlung).toBe('partly');
  });

  it('a voucher chosen and not yet issued is not paid', async () => {
    const referrer = `voucher-${kind}@example.org`;
    const nr = await referralIn(t, 'telko', referrer, 'ready');
    const token = (await signedUpReferrer(t, referrer, { tenant: 'telko', password: PASSWORD })).Token;
    const ready = (
      (await api(t, 'GET', '/praemierung/', { tenant: 'telko', token })).json().Praemien as {
        PraemieId: string;
        Status: string;
      }[]
    ).find((r) => r.Status === 'Bereitgestellt')!;
    const chosen = await api(t, 'PUT', '/praemierung/', {
      tenant: 'telko',
      token,
      body: { PraemieId: ready.PraemieId, Auszahlung: 'Gutschein' },
    });
    expect(chosen.statusCode).toBe(200);
    const shown = await detail(nr);
    expect(shown.Auszahlung).toBe('unpaid');
    expect(shown.Praemien).toEqual([
      expect.objectContaining({ Wer: 'Empfehler', Wahl: 'Gutschein', Auszahlung: 'voucher', Lauf: null }),
    ]);
  });

  it('the goodwill decision’s sender: their referrals and every reward credited to them', async () => {
    const referrer = `sender-${kind}@example.org`;
    const nr = await referralIn(t, 'telko', referrer, 'ready', 50);
    // A goodwill reward support granted earlier belongs to the account, not to a referral.
    const [account] = await t.database.query<{ id: string; tenant_id: string }>(
      'select id, tenant_id from referrers where email = $1',
      [referrer],
    );
    await t.database.query(
      `insert into reward_credits (tenant_id, kind, beneficiary, referrer_id, cents, status, ready_at, created_at, updated_at)
       values ($1, 'goodwill', 'Empfehler', $2, 2500, 'Bereitgestellt', now(), now(), now())`,
      [account!.tenant_id, account!.id],
    );
    const res = await consoleApi(t, 'GET', '/support/absender', {
      token: support,
      query: { Mandant: 'telko', Email: referrer.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    const sender = res.json();
    expect(sender.Konto.Id).toBe(account!.id);
    expect(sender.Empfehlungen).toEqual([
      expect.objectContaining({ Empfehlungsnummer: nr, Status: 'Gezahlt', Auszahlung: 'unpaid' }),
    ]);
    expect(sender.Praemien.map((r: Reward) => [r.Art, r.Wer, r.Empfehlungsnummer])).toEqual([
      ['referral', 'Empfehler', nr],
      ['referral', 'Empfaenger', nr],
      ['goodwill', 'Empfehler', null],
    ]);
    expect(sender.Praemien[2]).toMatchObject({ BetragCent: 2500, Auszahlung: 'choice' });

    // An address without an account has nothing to show; another tenant's account is not this one.
    const none = await consoleApi(t, 'GET', '/support/absender', {
      token: support,
      query: { Mandant: 'fyrst', Email: referrer },
    });
    expect(none.json()).toEqual({ Konto: null, Empfehlungen: [], Praemien: [] });
    const bad = await consoleApi(t, 'GET', '/support/absender', {
      token: support,
      query: { Mandant: 'telko', Email: 'kein-adresse' },
    });
    expectAnswer(bad, 400).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(
      (await consoleApi(t, 'GET', '/support/absender', { query: { Mandant: 'telko', Email: referrer } }))
        .statusCode,
    ).toBe(401);
  });
});
