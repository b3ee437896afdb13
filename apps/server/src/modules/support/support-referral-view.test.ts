import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';

const DAY = 86_400_000;

/**
 * One support view of a referral (issue 29, item 4; decision 066): each section from real rows of
 * its owner — parties (recipient, agent, agency with its release), timeline with the rule and the
 * fraud signals, rewards with a returned transfer, the fraud review, goodwill cases, mails — only
 * the referral's tenant's rows, and names and addresses as the operator's role allows.
 */
describe.each(databaseKinds())('support’s view of a referral on %s', (kind) => {
  let t: TestContext;
  let support: { token: string; id: string };
  let admin: string;
  let finance: string;
  let referralId: string;
  let nr: number;
  const referrer = `view-${kind}@example.org`;

  const q = <T>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
  const tenantId = async (key: string) => (await t.app.services.tenants.byKey(key))!.id;
  const view = async (token: string, id = referralId) =>
    consoleApi(t, 'GET', `/support/empfehlungen/${id}`, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const s = await signedInOperator(t, ['support']);
    support = { token: s.token, id: s.operator.id };
    admin = (await signedInOperator(t, ['admin'])).token;
    finance = (await signedInOperator(t, ['finance'])).token;
    nr = await referralIn(t, 'telko', referrer, 'ready', 50);
    const telko = await tenantId('telko');
    const fyrst = await tenantId('fyrst');
    [{ id: referralId }] = (await q<{ id: string }>(
      'select id from referrals where tenant_id = $1 and empfehlungsnummer = $2',
      [telko, nr],
    )) as [{ id: string }];
    const now = t.clock.now();

    // The agent it was made through, with an agency that released the order. The other tenant
    // has an agent of the same number with another name and agency: it must not show.
    await q('update referrals set agent_number = $1 where id = $2', ['B-77', referralId]);
    for (const [tenant, first, agency] of [
      [telko, 'Bernd', 'Agentur Nord'],
      [fyrst, 'Fremd', 'Fremdagentur'],
    ] as const) {
      await q(
        `insert into agents (tenant_id, externe_id, vorname, nachname, plz, ort) values ($1, 'B-77', $2, 'Berater', '10115', 'Berlin')`,
        [tenant, first],
      );
      const [a] = await q<{ id: string }>(
        `insert into agencies (tenant_id, department, name) values ($1, $2, $3) returning id`,
        [tenant, `dep-${kind}`, agency],
      );
      await q(`insert into agency_agents (tenant_id, agent_number, agency_id) values ($1, 'B-77', $2)`, [
        tenant,
        a!.id,
      ]);
      if (tenant === telko)
        await q(
          `insert into agency_order_releases (referral_id, tenant_id, agency_id, released_by_name, released_at)
           values ($1, $2, $3, 'Ines Innendienst', $4)`,
          [referralId, telko, a!.id, new Date(now.getTime() - 5 * DAY)],
        );
    }

    // A fraud signal, held and released by the support operator with a reason.
    await q(
      `insert into fraud_signals (tenant_id, referral_id, kind, evidence, at) values ($1, $2, 'same_ip', '{}', $3)`,
      [telko, referralId, new Date(now.getTime() - 6 * DAY)],
    );
    await q(
      `insert into fraud_reviews (referral_id, tenant_id, state, held_at, decided_by, reason, decided_at)
       values ($1, $2, 'released', $3, $4, 'Nachbarn, geprüft', $5)`,
      [referralId, telko, new Date(now.getTime() - 6 * DAY), support.id, new Date(now.getTime() - 4 * DAY)],
    );

    // Goodwill: the referrer account's case, one from each of the recipient's addresses (the one
    // recommended to, the one given at the order), and one of the same address in the other tenant.
    const [account] = await q<{ id: string }>(
      'select id from referrers where tenant_id = $1 and email = $2',
      [telko, referrer],
    );
    const [{ recipient_email: recipientEmail }] = (await q<{ recipient_email: string }>(
      'select recipient_email from referrals where id = $1',
      [referralId],
    )) as [{ recipient_email: string }];
    const [{ email: orderEmail }] = (await q<{ email: string }>(
      'select email from recipients where referral_id = $1',
      [referralId],
    )) as [{ email: string }];
    for (const [tenant, account_, email, subject] of [
      [telko, account!.id, referrer, 'Prämie fehlt'],
      [telko, null, orderEmail, 'Bestellt, nichts bekommen'],
      [telko, null, recipientEmail.toUpperCase(), 'Wo bleibt mein Anteil?'],
      [fyrst, null, recipientEmail, 'Andere Marke'],
    ] as const)
      await q(
        `insert into goodwill_cases (tenant_id, referrer_id, email, subject, message, created_at)
         values ($1, $2, $3, $4, 'Text', $5)`,
        [tenant, account_, email, subject, now],
      );

    // The referrer's reward went out in an executed batch and the bank returned it.
    const [credit] = await q<{ id: string }>(
      "select id from reward_credits where referral_id = $1 and beneficiary = 'Empfehler'",
      [referralId],
    );
    const [batch] = await q<{ id: string }>(
      `insert into payout_batches (tenant_id, message_id, state, count, control_sum_cents, file_sealed, sha256, prepared_by, prepared_at)
       values ($1, 'MSG-VIEW', 'Ausgefuehrt', 1, 100, 'x', 'y', $2, $3) returning id`,
      [telko, support.id, now],
    );
    await q(
      `insert into payout_batch_items (batch_id, tenant_id, credit_id, beneficiary, holder, iban_sealed, cents, end_to_end_id, returned_at, return_reason)
       values ($1, $2, $3, 'Empfehler', 'Anna Berg', 'x', 100, 'E2E-VIEW', $4, 'Konto erloschen')`,
      [batch!.id, telko, credit!.id, now],
    );
  });
  afterAll(() => t.close());

  it('shows each section from the owners’ rows, in the referral’s tenant only', async () => {
    const res = await view(support.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SupportReferral;
    expect(body.PersonenDaten).toBe(true);
    expect(body.Empfehler).toMatchObject({ Vorname: 'Anna', Nachname: 'Berg', Email: referrer });
    expect(body.Parteien.Empfaenger).toEqual([
      expect.objectContaining({ Name: 'Erika Mustermann', Email: expect.stringMatching(/^buyer-/) }),
    ]);
    expect(body.Parteien.Empfaenger[0]!.BestaetigtAm).not.toBeNull();
    expect(body.Parteien.Berater).toEqual({ Nummer: 'B-77', Name: 'Bernd Berater', Aktiv: true });
    expect(body.Parteien.Agentur).toMatchObject({
      Name: 'Agentur Nord',
      Freigabe: { Von: 'Ines Innendienst', Am: expect.any(String) },
    });

    // The timeline: the engine's decision with its rule, the fraud signal, the agency's release.
    const kinds = body.Zeitleiste.map((e) => e.Art);
    expect(kinds).toEqual(
      expect.arrayContaining(['partner_event', 'decision', 'mail', 'fraud_signal', 'agency_release']),
    );
    expect(body.Zeitleiste.find((e) => e.Art === 'decision')).toMatchObject({
      Nach: 'Gezahlt',
      Regel: expect.any(String),
    });
    expect(body.Zeitleiste.find((e) => e.Art === 'agency_release')?.Wer).toBe('Agentur Nord');

    expect(body.Betrug).toMatchObject({
      Zustand: 'released',
      Signale: [{ Art: 'same_ip', Zeit: expect.any(String) }],
      Von: expect.any(String),
      Begruendung: 'Nachbarn, geprüft',
      Entschieden: expect.any(String),
    });
    const [operator] = await q<{ name: string }>('select name from operators where id = $1', [support.id]);
    expect(body.Betrug?.Von).toBe(operator!.name);

    expect(body.Kulanz.map((c) => [c.Wer, c.Betreff, c.Status]).sort()).toEqual([
      ['Empfaenger', 'Bestellt, nichts bekommen', 'Offen'],
      ['Empfaenger', 'Wo bleibt mein Anteil?', 'Offen'],
      ['Empfehler', 'Prämie fehlt', 'Offen'],
    ]);

    const referrerReward = body.Praemien.find((r) => r.Wer === 'Empfehler');
    expect(referrerReward?.Rueckbuchung).toEqual({ Am: expect.any(String), Grund: 'Konto erloschen' });
    expect(body.Praemien.find((r) => r.Wer === 'Empfaenger')?.Rueckbuchung).toBeNull();

    // The mails about it, as the outbox holds them: kind, subject, state; no body, no address.
    const outbox = await q<{ kind: string; subject: string; status: string }>(
      'select kind, subject, status from outbox where referral_id = $1 order by created_at',
      [referralId],
    );
    expect(outbox.length).toBeGreaterThan(0);
    expect(body.Mails.map((m) => [m.Art, m.Betreff, m.Zustand])).toEqual(
      outbox.map((m) => [m.kind, m.subject, m.status]),
    );
    expect(Object.keys(body.Mails[0]!).sort()).toEqual([
      'Art',
      'Betreff',
      'Erstellt',
      'Id',
      'Versendet',
      'Zustand',
    ]);
    const [mail] = await q<{ text_body: string }>('select text_body from outbox where referral_id = $1', [
      referralId,
    ]);
    expect(JSON.stringify(body)).not.toContain(mail!.text_body.slice(0, 40));

    // The other tenant's agent, agency and goodwill case are nowhere in it.
    const all = JSON.stringify(body);
    for (const other of ['Fremd', 'Fremdagentur', 'Andere Marke']) expect(all).not.toContain(other);
  });

  it('without the personal-data right: initials and masked addresses, no subject of a case', async () => {
    const res = await view(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SupportReferral;
    expect(body.PersonenDaten).toBe(false);
    expect(body.Empfehler).toMatchObject({ Vorname: 'A.', Nachname: 'B.', Email: 'v…@example.org' });
    expect(body.Parteien.Empfaenger[0]).toMatchObject({ Name: 'E. M.', Email: 'b…@example.org' });
    expect(body.Parteien.Berater?.Name).toBe('B. B.');
    expect(body.Parteien.Agentur?.Freigabe?.Von).toBe('Agentur Nord');
    expect(body.EmpfaengerEmail).toMatch(/^c…@example\.org$/);
    expect(body.Kulanz.every((c) => c.Betreff === null)).toBe(true);
    const all = JSON.stringify(body);
    for (const secret of [referrer, 'Berg', 'Mustermann', 'Ines Innendienst', 'buyer-', 'Prämie fehlt'])
      expect(all).not.toContain(secret);
    // The money and the review stay visible: they are no one's personal data.
    expect(body.Betrug?.Zustand).toBe('released');
    expect(body.Praemien.length).toBe(2);
  });

  it('is refused without the support right, without a session, and for an unknown id', async () => {
    expect((await view(finance)).statusCode).toBe(403);
    expect((await consoleApi(t, 'GET', `/support/empfehlungen/${referralId}`, {})).statusCode).toBe(401);
    const unknown = await view(support.token, '00000000-0000-4000-8000-000000000000');
    expectAnswer(unknown, 404).toMatchObject({
      code: 'support.referral_not_found',
      message: expect.any(String),
    });
  });

  it('a goodwill case support opens for the referrer shows on the view; its grant waits for finance', async () => {
    const { Id: accountId } = (await view(support.token)).json().Empfehler as { Id: string };
    const opened = await consoleApi(t, 'POST', '/kulanz', {
      token: support.token,
      body: { Empfehler: accountId, Betreff: 'Anruf: Prämie zu spät', Nachricht: 'Kunde rief an.' },
    });
    expectAnswer(opened, 200).toMatchObject({ Status: 'Offen', Email: referrer, Empfehlerkonto: true });
    const one = await consoleApi(t, 'GET', `/kulanz/${opened.json().Id}`, { token: support.token });
    expect(one.json()).toMatchObject({
      Id: opened.json().Id,
      Kulanzrahmen: { RestCent: expect.any(Number) },
    });
    const shown = (await view(support.token)).json() as SupportReferral;
    expect(shown.Kulanz.map((c) => c.Betreff)).toContain('Anruf: Prämie zu spät');
    expect(shown.Zeitleiste.some((e) => e.Art === 'operator' && e.Was === 'goodwill.open')).toBe(true);
    // Opening is not granting: no reward was credited, and only support may open one.
    const [{ n }] = (await q<{ n: number }>(
      "select count(*)::int as n from reward_credits where kind = 'goodwill' and referrer_id = $1",
      [accountId],
    )) as [{ n: number }];
    expect(n).toBe(0);
    // Its grant above the tenant's threshold waits for finance, as every grant does (decision 034).
    const granted = await consoleApi(t, 'POST', `/kulanz/${opened.json().Id}/entscheidung`, {
      token: support.token,
      body: { Entscheidung: 'Gewaehrt', BetragCent: 15_000, Begruendung: 'Lange Wartezeit' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().Status).toBe('Freigabe');
    const after = (await view(support.token)).json() as SupportReferral;
    expect(after.Kulanz.find((c) => c.Id === opened.json().Id)).toMatchObject({
      Status: 'Freigabe',
      BetragCent: 15_000,
    });
    expect(
      (await q('select 1 from reward_credits where kind = $1 and referrer_id = $2', ['goodwill', accountId]))
        .length,
    ).toBe(0);
    expect(
      (
        await consoleApi(t, 'POST', '/kulanz', {
          token: admin,
          body: { Empfehler: accountId, Betreff: 'xyz', Nachricht: 'xyz' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await consoleApi(t, 'POST', '/kulanz', {
      token: support.token,
      body: { Empfehler: accountId, Betreff: '', Nachricht: 'x' },
    });
    expectAnswer(bad, 400).toMatchObject({ code: 'common.validation' });
  });
});
