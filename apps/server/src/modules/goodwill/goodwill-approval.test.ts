import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { berlinYear } from '@kwk/shared/tax/tax-year';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { lastMail, nextClientIp } from '../referrals/referrals.test-helpers.ts';

type Operator = Awaited<ReturnType<typeof signedInOperator>>;

// Issue 27, item 2: goodwill is money too. telko's rules (seed): 300 € per account and Berlin
// calendar year, grants above 100 € wait for a finance approval by another person.
describe.each(databaseKinds())('goodwill cap and finance approval on %s', (kind) => {
  let t: TestContext;
  let support: Operator;
  /** Support and finance in one person: grants, and may approve only what others granted. */
  let both: Operator;
  let finance: Operator;
  let people = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The captcha library checks its expiry against the real time.
    t.clock.set(new Date());
    support = await signedInOperator(t, ['support']);
    both = await signedInOperator(t, ['support', 'finance']);
    finance = await signedInOperator(t, ['finance']);
  });
  afterAll(() => t.close());

  interface Case {
    Id: string;
    Email: string;
    Status: string;
    BetragCent: number | null;
    SelbstGewaehrt: boolean;
    Kulanzrahmen: { JahresgrenzeCent: number; GenutztCent: number; RestCent: number; FreigabeAbCent: number };
  }

  /** A referrer account of telko and `n` open goodwill cases from its address. */
  async function referrerWithCases(n: number) {
    people += 1;
    const email = `kulanz-${people}-${kind}@example.org`;
    await signedUpReferrer(t, email, { password: PASSWORD });
    for (let i = 0; i < n; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/v1/telko/kontakt?captcha=${encodeURIComponent(await solvedCaptcha(t.app, 'telko'))}`,
        payload: {
          Email: email,
          Betreff: `Prämie fehlt ${i + 1}`,
          Nachricht: 'Meine Prämie kam nie an.',
          Anliegen: 'Praemienreklamation',
        },
        remoteAddress: nextClientIp(),
      });
      expect(sent.statusCode).toBe(200);
    }
    const cases = async (status = 'Offen', token = support.token) =>
      ((await consoleApi(t, 'GET', 'kulanz', { token, query: { status } })).json().Faelle as Case[]).filter(
        (c) => c.Email === email,
      );
    const ids = (await cases()).map((c) => c.Id);
    return { email, ids, cases };
  }

  const grant = (id: string, cents: number, token = support.token, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'POST', `kulanz/${id}/entscheidung`, {
      token,
      lang,
      body: { Entscheidung: 'Gewaehrt', BetragCent: cents, Begruendung: 'Gutschrift fehlte' },
    });
  const approve = (
    id: string,
    token: string,
    Entscheidung = 'Freigegeben',
    Begruendung = 'Geprüft, Beleg liegt vor',
  ) => consoleApi(t, 'POST', `kulanz/${id}/freigabe`, { token, body: { Entscheidung, Begruendung } });
  const goodwillCredits = (email: string) =>
    t.database.query<{ id: string; status: string; cents: number }>(
      `select c.id, c.status, c.cents from reward_credits c join referrers r on r.id = c.referrer_id
        where r.email = $1 and c.kind = 'goodwill' order by c.cents`,
      [email],
    );
  const audits = (action: string, caseId: string) =>
    t.database.query<{ actor_id: string; reason: string; details: Record<string, unknown> }>(
      `select actor_id, reason, details from audit_log where action = $1 and (details->>'caseId' = $2 or subject = $3)`,
      [action, caseId, `goodwill_case:${caseId}`],
    );
  const mailsTo = async (email: string) =>
    (
      await t.database.query<{ n: number }>(
        "select count(*)::int as n from outbox where kind = 'goodwill.decided' and to_address = $1",
        [email],
      )
    )[0]!.n;

  it('a grant that would pass the yearly cap is refused at the amount, in German, and credits nothing', async () => {
    const { email, ids, cases } = await referrerWithCases(4);
    const [first, second, third, fourth] = ids as [string, string, string, string];
    // 100 € is the threshold itself: credited at once, as before.
    expect((await grant(first, 10_000)).statusCode).toBe(200);
    // 150 € waits for finance, and counts against the cap while it waits.
    expect((await grant(second, 15_000)).json().Status).toBe('Freigabe');
    const [open] = await cases();
    expect(open?.Kulanzrahmen).toEqual({
      Jahr: berlinYear(t.clock.now()),
      JahresgrenzeCent: 30_000,
      GenutztCent: 25_000,
      RestCent: 5_000,
      FreigabeAbCent: 10_000,
    });

    const over = await grant(third, 5_001);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('goodwill.yearly_cap');
    expect(over.json().message).toBe(
      'Der Betrag übersteigt den Kulanzrahmen dieses Empfehlerkontos für das laufende Jahr.',
    );
    expect(over.json().details.fields).toEqual([
      {
        path: 'body.BetragCent',
        message: `Der Betrag übersteigt den Kulanzrahmen des Kontos für ${berlinYear(t.clock.now())}: noch ${formatEuro(5_000, 'de')} von ${formatEuro(30_000, 'de')} frei`,
      },
    ]);
    const en = await grant(third, 5_001, support.token, 'en');
    expect(en.json().details.fields[0].message).toContain(
      `${formatEuro(5_000, 'en')} of ${formatEuro(30_000, 'en')} left`,
    );
    // Refused whole: the case stays open, no reward, no audit row of a grant.
    expect((await cases()).map((c) => c.Id).sort()).toEqual([third, fourth].sort());
    expect((await goodwillCredits(email)).map((c) => c.cents)).toEqual([10_000]);
    expect(await audits('goodwill.grant', third)).toEqual([]);
    // What is left still goes — to finance, since the account's year is past the threshold.
    expect((await grant(third, 5_000)).json().Status).toBe('Freigabe');
    expect((await grant(fourth, 1)).json().code).toBe('goodwill.yearly_cap');
  });

  it('last year’s goodwill does not count against this year’s cap', async () => {
    const { ids, cases } = await referrerWithCases(2);
    expect((await grant(ids[0]!, 9_000)).statusCode).toBe(200);
    await t.database.query(
      "update goodwill_cases set decided_at = decided_at - interval '1 year' where id = $1",
      [ids[0]],
    );
    const [open] = await cases();
    expect(open?.Kulanzrahmen).toMatchObject({ GenutztCent: 0, RestCent: 30_000 });
  });

  it('small grants that take the account’s year above the threshold wait for finance too', async () => {
    const { email, ids } = await referrerWithCases(2);
    // 60 € and 60 €: each below telko's 100 €, together above it — the second one waits.
    expect((await grant(ids[0]!, 6_000)).json().Status).toBe('Gewaehrt');
    expect((await grant(ids[1]!, 6_000)).json().Status).toBe('Freigabe');
    expect((await goodwillCredits(email)).map((c) => c.cents)).toEqual([6_000]);
  });

  it('small grants one operator spreads over many accounts reach finance once they pass 500 € in 30 days', async () => {
    const spreader = await signedInOperator(t, ['support']);
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => referrerWithCases(1)));
    const steps: string[] = [];
    for (const { ids } of accounts) steps.push((await grant(ids[0]!, 10_000, spreader.token)).json().Status);
    // Each 100 € is within its account's threshold; the sixth takes the operator past 500 €.
    expect(steps).toEqual(['Gewaehrt', 'Gewaehrt', 'Gewaehrt', 'Gewaehrt', 'Gewaehrt', 'Freigabe']);
    expect(await goodwillCredits(accounts[5]!.email)).toEqual([]);
    // Thirty days on, the first grants no longer count (moved back, not the clock on: sessions stay).
    await t.database.query(
      "update goodwill_cases set decided_at = decided_at - interval '30 days 1 second' where decided_by = $1",
      [spreader.operator.id],
    );
    const later = await referrerWithCases(1);
    expect((await grant(later.ids[0]!, 10_000, spreader.token)).json().Status).toBe('Gewaehrt');
  });

  it('a grant above the threshold waits for finance: no reward, no voucher, no transfer, no mail', async () => {
    const { email, ids, cases } = await referrerWithCases(1);
    const res = await grant(ids[0]!, 15_000, both.token);
    expectAnswer(res, 200).toMatchObject({ Status: 'Freigabe', BetragCent: 15_000, SelbstGewaehrt: true });
    expect(await goodwillCredits(email)).toEqual([]);
    expect(await mailsTo(email)).toBe(0);
    const [audit] = await audits('goodwill.grant', ids[0]!);
    expect(audit).toMatchObject({ actor_id: both.operator.id });
    expect(audit?.details).toMatchObject({ cents: 15_000, creditId: null, awaitsApproval: true });

    // The referrer has nothing to choose; the voucher job and a payout batch find nothing of it.
    t.clock.advance(1000);
    const user = await signedUpReferrer(t, email);
    const pickup = (await api(t, 'GET', '/praemierung/', { token: user.Token })).json();
    expect(pickup.Praemien.filter((p: { Art: string }) => p.Art === 'Kulanz')).toEqual([]);
    expect(await t.app.services.voucherIssuer(t.app.log).runOnce()).toBe(0);

    // Finance sees it in its list, marked for the operator who granted it.
    const list = await consoleApi(t, 'GET', 'kulanz-freigaben', { token: finance.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().Faelle.find((c: Case) => c.Id === ids[0])).toMatchObject({
      Status: 'Freigabe',
      BetragCent: 15_000,
      SelbstGewaehrt: false,
    });
    const own = await consoleApi(t, 'GET', 'kulanz-freigaben', { token: both.token });
    expect(own.json().Faelle.find((c: Case) => c.Id === ids[0])?.SelbstGewaehrt).toBe(true);
    expect((await cases('Freigabe')).map((c) => c.Id)).toEqual([ids[0]]);
  });

  it('the operator who granted it cannot approve it; the refused attempt is audited', async () => {
    const { email, ids } = await referrerWithCases(1);
    expect((await grant(ids[0]!, 12_000, both.token)).statusCode).toBe(200);
    const self = await approve(ids[0]!, both.token);
    expectAnswer(self, 403).toMatchObject({
      code: 'goodwill.four_eyes',
      message: expect.stringContaining('Vier-Augen-Prinzip'),
    });
    expect(await audits('goodwill.approve_refused', ids[0]!)).toEqual([
      expect.objectContaining({ actor_id: both.operator.id }),
    ]);
    // Support alone has no approval right at all.
    expect((await approve(ids[0]!, support.token)).statusCode).toBe(403);
    expect((await consoleApi(t, 'GET', 'kulanz-freigaben', { token: support.token })).statusCode).toBe(403);
    expect(await goodwillCredits(email)).toEqual([]);
  });

  it('after another finance operator approves: the reward, the mail, the audit, then a voucher', async () => {
    const { email, ids } = await referrerWithCases(1);
    expect((await grant(ids[0]!, 15_000, both.token)).statusCode).toBe(200);
    // Stock for the voucher: the job still issues nothing while the grant waits.
    const imported = await consoleApi(t, 'POST', 'gutscheine/import', {
      token: finance.token,
      body: { Mandant: 'telko', WertCent: 15_000, Datei: Buffer.from(`KULANZ-${kind}-1`).toString('base64') },
    });
    expect(imported.statusCode).toBe(201);
    expect(await t.app.services.voucherIssuer(t.app.log).runOnce()).toBe(0);

    const approved = await approve(ids[0]!, finance.token);
    expectAnswer(approved, 200).toMatchObject({ Status: 'Gewaehrt', BetragCent: 15_000 });
    const [credit] = await goodwillCredits(email);
    expect(credit).toMatchObject({ status: 'Bereitgestellt', cents: 15_000 });
    const [audit] = await audits('goodwill.approve', ids[0]!);
    expect(audit).toMatchObject({ actor_id: finance.operator.id, reason: 'Geprüft, Beleg liegt vor' });
    expect(audit?.details).toMatchObject({
      cents: 15_000,
      grantedBy: both.operator.id,
      creditId: credit!.id,
    });
    const mail = await lastMail(t, 'goodwill.decided', email);
    expect(mail?.text_body).toContain('150,00');
    expect((await approve(ids[0]!, finance.token)).json().code).toBe('goodwill.not_awaiting_approval');

    t.clock.advance(1000);
    const user = await signedUpReferrer(t, email);
    const chose = await api(t, 'PUT', '/praemierung/', {
      token: user.Token,
      body: { PraemieId: credit!.id, Auszahlung: 'Gutschein' },
    });
    expect(chose.statusCode).toBe(200);
    expect(await t.app.services.voucherIssuer(t.app.log).runOnce()).toBe(1);
    expect((await goodwillCredits(email))[0]?.status).toBe('Ausgezahlt');
  });

  it('a transfer of an approved grant goes into a payout batch, and not before the approval', async () => {
    const { email, ids } = await referrerWithCases(1);
    expect((await grant(ids[0]!, 20_000)).statusCode).toBe(200);
    const before = await consoleApi(t, 'POST', 'auszahlungen', {
      token: finance.token,
      body: { Mandant: 'telko' },
    });
    expect(before.json().code).toBe('payouts.nothing_to_pay');

    expect((await approve(ids[0]!, finance.token)).statusCode).toBe(200);
    const [credit] = await goodwillCredits(email);
    t.clock.advance(1000);
    const user = await signedUpReferrer(t, email);
    const chose = await api(t, 'PUT', '/praemierung/', {
      token: user.Token,
      body: {
        PraemieId: credit!.id,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: 'DE89370400440532013000' },
      },
    });
    expect(chose.statusCode).toBe(200);
    const batch = await consoleApi(t, 'POST', 'auszahlungen', {
      token: finance.token,
      body: { Mandant: 'telko' },
    });
    expectAnswer(batch, 201).toMatchObject({ Anzahl: 1, SummeCent: 20_000 });
  });

  it('finance may refuse a grant: the sender is told finance’s reason, and nothing is credited', async () => {
    const { email, ids } = await referrerWithCases(1);
    expect((await grant(ids[0]!, 11_000)).statusCode).toBe(200);
    const refused = await approve(ids[0]!, finance.token, 'Abgelehnt', 'Schaden bereits ersetzt');
    expectAnswer(refused, 200).toMatchObject({
      Status: 'Abgelehnt',
      Freigabe: { Begruendung: 'Schaden bereits ersetzt' },
    });
    expect(await goodwillCredits(email)).toEqual([]);
    expect(await audits('goodwill.approval_refuse', ids[0]!)).toEqual([
      expect.objectContaining({ actor_id: finance.operator.id, reason: 'Schaden bereits ersetzt' }),
    ]);
    const mail = await lastMail(t, 'goodwill.decided', email);
    expect(mail?.text_body).toContain('Schaden bereits ersetzt');
    const token = /\/kulanzdanke\?token=([\w-]+)/.exec(mail!.text_body)![1]!;
    expect((await api(t, 'GET', `/kulanz/${token}`)).json()).toMatchObject({
      Status: 'Abgelehnt',
      BetragCent: null,
      Begruendung: 'Schaden bereits ersetzt',
    });
  });

  it('approving asks a fresh confirmation, as a payout release does; the list does not', async () => {
    const { ids } = await referrerWithCases(1);
    expect((await grant(ids[0]!, 10_500)).statusCode).toBe(200);
    // Past the five minutes of the sign-in's confirmation (the last test: the clock stays moved).
    t.clock.advance(6 * 60_000);
    expect((await consoleApi(t, 'GET', 'kulanz-freigaben', { token: finance.token })).statusCode).toBe(200);
    const late = await approve(ids[0]!, finance.token);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('operator.reauth_required');
  });
});
