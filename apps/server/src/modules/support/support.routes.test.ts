import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';

type Hits = {
  Treffer: {
    Id: string;
    Mandant: { Id: string; Name: string };
    Empfehlungsnummer: number;
    Empfehler: { Id: string; Email: string } | null;
    EmpfaengerEmail: string | null;
  }[];
  Gesamt: number;
};

describe.each(databaseKinds())('support console on %s', (kind) => {
  let t: TestContext;
  let support: string;
  let admin: string;
  let telkoNr: number;
  let fyrstNr: number;

  const search = (Suche: string, token = support, query: Record<string, string> = {}) =>
    consoleApi(t, 'GET', '/support/empfehlungen', { token, query: { Suche, ...query } });
  const auditRows = (action: string) =>
    t.database.query<{ subject: string; reason: string; details: Record<string, unknown> }>(
      'select subject, reason, details from audit_log where action = $1 order by seq',
      [action],
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    support = (await signedInOperator(t, ['support'])).token;
    admin = (await signedInOperator(t, ['admin'])).token;
    telkoNr = (
      await confirmedReferral(t, 'telko', {
        referrer: 'Clara.Stein@example.org',
        recipient: 'dora@example.org',
      })
    ).Empfehlungsnummer;
    fyrstNr = (
      await confirmedReferral(t, 'fyrst', { referrer: 'erik@example.org', recipient: 'Dora@Example.org' })
    ).Empfehlungsnummer;
  });
  afterAll(() => t.close());

  it('finds a referral by its number, in whichever tenant, with the tenant named', async () => {
    const res = await search(String(fyrstNr));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Hits;
    expect(body.Treffer.map((h) => h.Empfehlungsnummer)).toEqual([fyrstNr]);
    expect(body.Treffer[0]!.Mandant.Name).toContain('fyrst');
  });

  it('finds referrals by the recipient’s e-mail across tenants, trimmed and lower-cased', async () => {
    const body = (await search('  DORA@example.ORG ')).json() as Hits;
    expect(body.Gesamt).toBe(2);
    expect(body.Treffer.map((h) => h.Empfehlungsnummer).sort()).toEqual([telkoNr, fyrstNr].sort());
    expect(new Set(body.Treffer.map((h) => h.Mandant.Name)).size).toBe(2);
  });

  it('finds referrals by the referrer’s e-mail', async () => {
    const body = (await search('clara.stein@example.org')).json() as Hits;
    expect(body.Treffer.map((h) => h.Empfehlungsnummer)).toEqual([telkoNr]);
    expect(body.Treffer[0]!.Empfehler?.Email).toBe('Clara.Stein@example.org');
  });

  it('finds nothing by a part of an address or by another spelling (keyed hash, exact match)', async () => {
    for (const part of [
      'stein@example.org',
      'clara@example.org',
      'dora@example.com',
      'claras.tein@example.org',
    ])
      expect((await search(part)).json()).toMatchObject({ Gesamt: 0, Treffer: [] });
    // No address in clear text is compared: the stored hash is what is found.
    const [row] = await t.database.query<{ email_hash: string }>(
      "select email_hash from referrers where email = 'Clara.Stein@example.org'",
    );
    expect(row!.email_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a term that is neither a number nor an address with a field message', async () => {
    const res = await search('clara', support);
    expectAnswer(res, 400).toMatchObject({ code: 'common.validation' });
    expect(res.json().details.fields).toEqual([
      { path: 'querystring.Suche', message: 'Suche ist nicht gültig' },
    ]);
    const empty = await search(' ', support);
    expect(empty.json().details.fields).toEqual([
      { path: 'querystring.Suche', message: 'Suche ist ein Pflichtfeld' },
    ]);
  });

  it('pages the results', async () => {
    for (let i = 0; i < 3; i++) {
      // One second apart: the helper reads the newest opt-in mail.
      t.clock.advance(1000);
      await confirmedReferral(t, 'telko', { referrer: 'paging@example.org', recipient: `p${i}@example.org` });
    }
    const first = (await search('paging@example.org')).json() as Hits & { ProSeite: number };
    expect(first.Gesamt).toBe(3);
    expect(((await search('paging@example.org', support, { Seite: '2' })).json() as Hits).Treffer).toEqual(
      [],
    );
  });

  it('backfills the hashes of rows written before they existed, then finds them', async () => {
    await t.database.query("update referrers set email_hash = null where email = 'erik@example.org'");
    await t.database.query('update referrals set recipient_email_hash = null');
    expect(((await search('erik@example.org')).json() as Hits).Gesamt).toBe(0);
    const done = await t.app.services.backfillEmailHashes(2);
    expect(done.referrers).toBe(1);
    expect(done.referrals).toBeGreaterThanOrEqual(5); // more than a batch: the loop goes on
    expect(((await search('erik@example.org')).json() as Hits).Gesamt).toBe(1);
    expect(((await search('dora@example.org')).json() as Hits).Gesamt).toBe(2);
    expect(await t.app.services.backfillEmailHashes()).toEqual({ referrers: 0, referrals: 0 });
  });

  it('shows a referral’s timeline: creation, opt-in, mails, in time order', async () => {
    const id = ((await search(String(telkoNr))).json() as Hits).Treffer[0]!.Id;
    const res = await consoleApi(t, 'GET', `/support/empfehlungen/${id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      Zeitleiste: { Art: string; Was: string; Zeit: string }[];
      Korrekturziele: string[];
    };
    const kinds = body.Zeitleiste.map((e) => `${e.Art}:${e.Was}`);
    expect(kinds).toContain('created:created');
    expect(kinds).toContain('optin:optin');
    expect(kinds).toContain('mail:referral.optin');
    const times = body.Zeitleiste.map((e) => e.Zeit);
    expect([...times].sort()).toEqual(times);
    expect(body.Korrekturziele).toEqual(['Offen', 'Abgelaufen', 'Storniert']);
  });

  it('corrects a status with a reason, audited, shown in the timeline; refuses what the table refuses', async () => {
    const id = ((await search(String(telkoNr))).json() as Hits).Treffer[0]!.Id;
    const noReason = await consoleApi(t, 'POST', `/support/empfehlungen/${id}/status`, {
      token: support,
      body: { Status: 'Storniert', Grund: ' ' },
      lang: 'en',
    });
    expectAnswer(noReason, 400).toMatchObject({ code: 'common.validation' });
    expect(JSON.stringify(noReason.json())).toContain('Grund');

    const refused = await consoleApi(t, 'POST', `/support/empfehlungen/${id}/status`, {
      token: support,
      body: { Status: 'Gezahlt', Grund: 'Kunde hat angerufen' },
    });
    expectAnswer(refused, 409).toMatchObject({ code: 'support.correction_not_allowed' });

    const ok = await consoleApi(t, 'POST', `/support/empfehlungen/${id}/status`, {
      token: support,
      body: { Status: 'Storniert', Grund: 'Missbrauch gemeldet' },
    });
    expect(ok.statusCode).toBe(204);
    const [row] = await t.database.query<{ status: string; status_corrected_at: Date | null }>(
      'select status, status_corrected_at from referrals where id = $1',
      [id],
    );
    expect(row!.status).toBe('Storniert');
    expect(row!.status_corrected_at).not.toBeNull();
    const [audit] = await auditRows('referral.status_corrected');
    expect(audit).toMatchObject({
      subject: `referral:${telkoNr}`,
      reason: 'Missbrauch gemeldet',
      details: { from: 'Ok', to: 'Storniert' },
    });
    const detail = (await consoleApi(t, 'GET', `/support/empfehlungen/${id}`, { token: support })).json() as {
      Zeitleiste: {
        Art: string;
        Was: string;
        Grund: string | null;
        Von: string | null;
        Nach: string | null;
      }[];
    };
    expect(detail.Zeitleiste.at(-1)).toMatchObject({
      Art: 'operator',
      Was: 'referral.status_corrected',
      Grund: 'Missbrauch gemeldet',
      Von: 'Ok',
      Nach: 'Storniert',
    });
  });

  it('lets the admin read but not correct or block (rights)', async () => {
    const id = ((await search(String(fyrstNr))).json() as Hits).Treffer[0]!.Id;
    const res = await consoleApi(t, 'POST', `/support/empfehlungen/${id}/status`, {
      token: admin,
      body: { Status: 'Storniert', Grund: 'Versuch' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown referral or account', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await consoleApi(t, 'GET', `/support/empfehlungen/${none}`, { token: support })).statusCode).toBe(
      404,
    );
    const block = await consoleApi(t, 'POST', `/support/konten/${none}/sperre`, {
      token: support,
      body: { Grund: 'Betrugsverdacht' },
    });
    expect(block.statusCode).toBe(404);
  });

  it('blocks an account: sign-in refused, sessions end; unblocks: sign-in works again; both audited', async () => {
    const email = 'blocked.person@example.org';
    const user = await signedUpReferrer(t, email, { password: PASSWORD });
    const [referrer] = await t.database.query<{ id: string }>('select id from referrers where email = $1', [
      email,
    ]);
    const id = referrer!.id;

    const noReason = await consoleApi(t, 'POST', `/support/konten/${id}/sperre`, {
      token: support,
      body: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('Begründung');

    const blocked = await consoleApi(t, 'POST', `/support/konten/${id}/sperre`, {
      token: support,
      body: { Grund: 'Betrugsverdacht' },
    });
    expect(blocked.statusCode).toBe(204);
    const login = await api(t, 'POST', '/account/login', { body: { Email: email, Password: PASSWORD } });
    expectAnswer(login, 403).toMatchObject({ code: 'auth.account_blocked' });
    // The session it had ended.
    expect((await api(t, 'GET', '/account/user', { token: user.Token })).statusCode).toBe(401);
    expect((await t.database.query('select 1 from sessions where referrer_id = $1', [id])).length).toBe(0);
    const again = await consoleApi(t, 'POST', `/support/konten/${id}/sperre`, {
      token: support,
      body: { Grund: 'Betrugsverdacht' },
    });
    expect(again.json()).toMatchObject({ code: 'support.account_already_blocked' });
    expect((await consoleApi(t, 'GET', `/support/konten/${id}`, { token: support })).json()).toMatchObject({
      Sperre: 'blocked',
    });

    const unblocked = await consoleApi(t, 'POST', `/support/konten/${id}/entsperrung`, {
      token: support,
      body: { Grund: 'Geklärt' },
    });
    expect(unblocked.statusCode).toBe(204);
    const back = await api(t, 'POST', '/account/login', { body: { Email: email, Password: PASSWORD } });
    expect(back.statusCode).toBe(200);

    expect(await auditRows('account.block')).toEqual([
      expect.objectContaining({ subject: `account:${id}`, reason: 'Betrugsverdacht' }),
    ]);
    expect(await auditRows('account.unblock')).toEqual([
      expect.objectContaining({ subject: `account:${id}`, reason: 'Geklärt' }),
    ]);
  });

  it('does not unblock an account of the exclusion list', async () => {
    await t.database.query(
      "update referrers set blocked_reason = 'excluded' where email = 'erik@example.org'",
    );
    const [referrer] = await t.database.query<{ id: string }>(
      "select id from referrers where email = 'erik@example.org'",
    );
    const res = await consoleApi(t, 'POST', `/support/konten/${referrer!.id}/entsperrung`, {
      token: support,
      body: { Grund: 'Versuch' },
    });
    expectAnswer(res, 409).toMatchObject({ code: 'support.account_excluded' });
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const email = 'atomic@example.org';
    await signedUpReferrer(t, email);
    const [referrer] = await t.database.query<{ id: string }>('select id from referrers where email = $1', [
      email,
    ]);
    const record = t.app.services.audit.record;
    t.app.services.audit.record = async () => {
      throw new Error('audit down');
    };
    try {
      const res = await consoleApi(t, 'POST', `/support/konten/${referrer!.id}/sperre`, {
        token: support,
        body: { Grund: 'Betrugsverdacht' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.services.audit.record = record;
    }
    const [row] = await t.database.query<{ blocked_reason: string | null }>(
      'select blocked_reason from referrers where id = $1',
      [referrer!.id],
    );
    expect(row!.blocked_reason).toBeNull();
  });
});
