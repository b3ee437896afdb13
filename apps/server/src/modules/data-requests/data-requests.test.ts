import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { recipientFor, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, nextClientIp } from '../referrals/referrals.test-helpers.ts';

const DORA = 'dora.daten@example.org';
const IBAN = 'DE89370400440532013000';

/** Every column of every table that may hold an address, searched for a piece of text. */
const PLACES = [
  ['referrers', 'email'],
  ['referrals', 'recipient_email'],
  ['recipients', 'email'],
  ['recipients', 'personal::text'],
  ['outbox', 'to_address'],
  ['outbox', 'reply_to'],
  ['outbox', 'text_body'],
  ['reward_credits', 'voucher_email'],
  ['goodwill_cases', 'email'],
  ['goodwill_cases', 'message'],
  ['audit_log', 'details::text'],
  ['audit_log', 'subject'],
] as const;

describe.each(databaseKinds())('data-subject requests on %s', (kind) => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date()); // the contact form's captcha checks its expiry against the real time
    ({ token } = await signedInOperator(t, ['support']));

    // Dora: a referrer with bank data who recommended Emil, a recipient of Paul's, and a complainant.
    const dora = await signedUpReferrer(t, DORA, { password: PASSWORD });
    const bank = await api(t, 'PUT', '/empfehler/bankdaten/', {
      token: dora.Token,
      body: { Kontoinhaber: 'Dora Daten', Iban: IBAN },
    });
    if (bank.statusCode !== 200) throw new Error(bank.body);
    await confirmedReferral(t, 'telko', { referrer: DORA, recipient: 'emil.fremd@example.org' });
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'paul.fremd@example.org',
      recipient: DORA,
    });
    const asRecipient = await recipientFor(t, 'telko', Empfehlungslink);
    const tracked = await track(t, 'telko', asRecipient, {
      email: DORA,
      emailBestaetigung: DORA,
      vorname: 'Dora',
    });
    if (tracked.statusCode !== 200) throw new Error(tracked.body);
    const complaint = await t.app.inject({
      method: 'POST',
      url: `/api/v1/telko/kontakt?captcha=${encodeURIComponent(await solvedCaptcha(t.app, 'telko'))}`,
      payload: {
        Email: DORA,
        Betreff: 'Prämie',
        Nachricht: 'Wo bleibt sie?',
        Anliegen: 'Praemienreklamation',
      },
      remoteAddress: nextClientIp(),
    });
    if (complaint.statusCode !== 200) throw new Error(complaint.body);
  });
  afterAll(() => t.close());

  const found = async (text: string) => {
    const hits: string[] = [];
    for (const [table, column] of PLACES) {
      const [row] = await t.database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where lower(${column}) like $1`,
        [`%${text.toLowerCase()}%`],
      );
      if (row && row.n > 0) hits.push(`${table}.${column}`);
    }
    return hits;
  };

  it('exports everything held about the address as a file, and nothing of another person', async () => {
    const res = await consoleApi(t, 'POST', 'datenanfragen/auskunft', { token, body: { Email: DORA } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="datenauskunft-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(file.Konten).toHaveLength(1);
    expect(file.Konten[0]).toMatchObject({
      Mandant: 'telko',
      Email: DORA,
      Bankdaten: { Kontoinhaber: 'Dora Daten', Iban: IBAN },
      // The eligibility confirmation (spec §1, issue 15) with its proof is part of the account.
      Teilnahmeberechtigung: expect.objectContaining({ textVersion: 'teilnahme-v1', language: 'de' }),
    });
    expect(file.EmpfehlungenAlsEmpfehler).toHaveLength(1);
    expect(file.EmpfehlungenAlsEmpfaenger).toHaveLength(1);
    expect(file.EmpfehlungenAlsEmpfaenger[0].Empfaengerdaten).toMatchObject({ Email: DORA });
    expect(file.Kulanzfaelle).toEqual([
      expect.objectContaining({ Nachricht: 'Wo bleibt sie?', Status: 'Offen' }),
    ]);
    expect(file.Mails.length).toBeGreaterThan(0);
    const text = JSON.stringify(file);
    expect(text).not.toContain('emil.fremd');
    expect(text).not.toContain('paul.fremd');
    expect(text).not.toContain('passwordHash');

    const scoped = await consoleApi(t, 'POST', 'datenanfragen/auskunft', {
      token,
      body: { Email: DORA, Mandant: 'fyrst' },
    });
    expect(scoped.json()).toMatchObject({
      Konten: [],
      EmpfehlungenAlsEmpfehler: [],
      EmpfehlungenAlsEmpfaenger: [],
    });

    const audits = await t.database.query<{ subject: string; details: object }>(
      `select subject, details from audit_log where action = 'data_request.export' order by seq`,
    );
    expect(audits).toHaveLength(2);
    expect(audits[0]?.subject).toMatch(/^person:[0-9a-f]{64}$/);
    expect(JSON.stringify(audits)).not.toContain('dora');
  });

  it('names the fields of a malformed request', async () => {
    const res = await consoleApi(t, 'POST', 'datenanfragen/loeschung', {
      token,
      body: { Email: 'kein-at', Mandant: 'gibtsnicht' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.Email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        { path: 'body.Begruendung', message: 'Begründung ist ein Pflichtfeld' },
      ]),
    );
    const tenant = await consoleApi(t, 'POST', 'datenanfragen/auskunft', {
      token,
      body: { Email: DORA, Mandant: 'gibtsnicht' },
    });
    expect(tenant.json().details.fields).toEqual([
      { path: 'body.Mandant', message: 'Mandant ist nicht gültig' },
    ]);
  });

  it('erasure needs a fresh confirmation, then leaves no trace of the address, only the audit row', async () => {
    t.clock.advance(6 * 60_000);
    const body = { Email: ' DORA.daten@example.org ', Begruendung: 'Anfrage per Brief vom 20.11.' };
    const stale = await consoleApi(t, 'POST', 'datenanfragen/loeschung', { token, body });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('operator.reauth_required');
    expect(await found('dora.daten')).not.toEqual([]);

    // Fraud signals on the referral she made and the one she received (issue 15).
    const made = (
      await t.database.query<{ id: string; tenant_id: string }>(
        `select id, tenant_id from referrals where recipient_email = 'emil.fremd@example.org'`,
      )
    )[0]!;
    const received = (
      await t.database.query<{ id: string; tenant_id: string }>(
        `select r.id, r.tenant_id from referrals r join referrers a on a.id = r.referrer_id
         where a.email = 'paul.fremd@example.org'`,
      )
    )[0]!;
    for (const [referral, kind, evidence] of [
      [
        made,
        'velocity_referrer',
        { schluessel: 'a1b2c3', empfehler: 'd***@example.org', anzahl72h: 4, grenze: 3 },
      ],
      [
        received,
        'shared_iban',
        { iban: 'f0f0f0', weitereEmpfehler: 1, auchEmpfaenger: true, beiAbholung: true },
      ],
      [received, 'same_device', { geraet: 'e0e0e0' }],
      [received, 'same_address', { adresse: 'd0d0d0' }],
      [received, 'same_ip', { ip: 'c0c0c0' }],
    ] as const)
      await t.database.query(
        'insert into fraud_signals (tenant_id, referral_id, kind, evidence, at) values ($1, $2, $3, $4::jsonb, now())',
        [referral.tenant_id, referral.id, kind, JSON.stringify(evidence)],
      );
    const origins = async () =>
      (
        await t.database.query<{ n: number }>(
          `select count(*)::int as n from fraud_origins where referral_id in ($1, $2)
             and (network is not null or address is not null or device is not null)`,
          [made.id, received.id],
        )
      )[0]!.n;
    expect(await origins()).toBeGreaterThan(0);

    const fresh = await signedInOperator(t, ['support']);
    const res = await consoleApi(t, 'POST', 'datenanfragen/loeschung', { token: fresh.token, body });
    expect(res.statusCode).toBe(200);
    // The signals keep kind, counts and flags; every key, hash and masked address is gone.
    const evidence = await t.database.query<{ kind: string; evidence: Record<string, unknown> }>(
      'select kind, evidence from fraud_signals where referral_id in ($1, $2) order by kind',
      [made.id, received.id],
    );
    expect(evidence).toEqual([
      { kind: 'same_address', evidence: { geloescht: true } },
      { kind: 'same_device', evidence: { geloescht: true } },
      { kind: 'same_ip', evidence: { geloescht: true } },
      {
        kind: 'shared_iban',
        evidence: { weitereEmpfehler: 1, auchEmpfaenger: true, beiAbholung: true, geloescht: true },
      },
      { kind: 'velocity_referrer', evidence: { anzahl72h: 4, grenze: 3, geloescht: true } },
    ]);
    expect(await origins()).toBe(0);
    expect(res.json()).toMatchObject({
      Konten: 1,
      EmpfehlungenAlsEmpfaenger: 1,
      Empfaengerdaten: 1,
      Kulanzfaelle: 1,
    });
    expect(res.json().Mails).toBeGreaterThan(0);
    expect(await found('dora.daten')).toEqual([]);
    expect(await found(IBAN)).toEqual([]);
    const [sealed] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from referrer_bank_data',
    );
    expect(sealed?.n).toBe(0);

    // What others need stays: Emil's referral (without Dora's link) and Paul's referral to her.
    const [emil] = await t.database.query<{ referrer_id: string | null }>(
      `select referrer_id from referrals where recipient_email = 'emil.fremd@example.org'`,
    );
    expect(emil).toEqual({ referrer_id: null });
    expect(await found('paul.fremd')).toContain('referrers.email');

    const [audit] = await t.database.query<{ actor_id: string; reason: string; subject: string }>(
      `select actor_id, reason, subject from audit_log where action = 'data_request.erase'`,
    );
    expect(audit).toMatchObject({ actor_id: fresh.operator.id, reason: 'Anfrage per Brief vom 20.11.' });
    expect(audit?.subject).toMatch(/^person:[0-9a-f]{64}$/);
    const [deleted] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from account_events where kind = 'account.deleted'`,
    );
    expect(deleted?.n).toBe(1);

    const after = await consoleApi(t, 'POST', 'datenanfragen/auskunft', {
      token: fresh.token,
      body: { Email: DORA },
    });
    // Paul's referral keeps the keyed hash of her address for the duplicate rule, as after week 13.
    expect(after.json()).toMatchObject({
      Konten: [],
      EmpfehlungenAlsEmpfaenger: [expect.objectContaining({ Email: null, Empfaengerdaten: null })],
      Kulanzfaelle: [],
      Mails: [],
      Praemien: [],
    });
  });
});
