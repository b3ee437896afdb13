import { TAX_EXPORT_COLUMNS } from '@kwk/shared/operator/tax-export.schemas';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';

// The console's tax export (issue 15, §22 Nr. 3 EStG): per referrer and Berlin calendar year, what
// one tenant paid; finance only, audited, one tenant's file never names another's referrers.
describe.each(databaseKinds())('the tax export on %s', (kind) => {
  let t: TestContext;
  let finance: string;
  let support: string;
  let admin: string;

  /** A referrer of `tenant` with one paid reward per entry of `payments` ([cents, paid at]). */
  async function paidReferrer(
    tenant: string,
    email: string,
    name: [string, string],
    payments: [number, string][],
  ) {
    for (let i = 0; i < payments.length; i++) await referralIn(t, tenant, email, 'ready');
    const [tenantRow] = await t.database.query<{ id: string }>('select id from tenants where key = $1', [
      tenant,
    ]);
    const [referrer] = await t.database.query<{ id: string }>(
      'update referrers set vorname = $1, nachname = $2 where tenant_id = $3 and email = $4 returning id',
      [name[0], name[1], tenantRow!.id, email],
    );
    const credits = await t.database.query<{ id: string }>(
      "select id from reward_credits where referrer_id = $1 and kind = 'referral' order by created_at, id",
      [referrer!.id],
    );
    // Bonuses the catalogue adds would blur the sums: only the referral rewards are paid here.
    await t.database.query(
      "update reward_credits set status = 'Storniert' where referrer_id = $1 and kind = 'bonus'",
      [referrer!.id],
    );
    for (const [i, [cents, at]] of payments.entries()) {
      const id = credits[i]!.id;
      await t.database.query("update reward_credits set cents = $1, status = 'Abgeholt' where id = $2", [
        cents,
        id,
      ]);
      // Paid as the payouts and vouchers modules do it.
      await t.app.services.rewardCredits.markPaid(
        t.database.db,
        { tenantId: tenantRow!.id, ids: [id] },
        new Date(at),
      );
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token: finance } = await signedInOperator(t, ['finance']));
    ({ token: support } = await signedInOperator(t, ['support']));
    ({ token: admin } = await signedInOperator(t, ['admin']));
    await paidReferrer(
      'telko',
      'unter@example.org',
      ['Jürgen', 'Ähnlich'],
      [
        [20_000, '2026-02-01T10:00:00Z'],
        [5_599, '2026-12-31T22:59:59Z'],
        // Berlin's New Year: the next year's.
        [7_000, '2026-12-31T23:00:00Z'],
      ],
    );
    await paidReferrer(
      'telko',
      'grenze@example.org',
      ['=HYPERLINK("x")', 'Grenze'],
      [
        [12_800, '2026-05-01T10:00:00Z'],
        [12_800, '2026-06-01T10:00:00Z'],
        // Last year's, in Berlin (23:30 on 31 December 2025).
        [9_900, '2025-12-31T22:30:00Z'],
      ],
    );
    await paidReferrer(
      'partner',
      'fremd@example.org',
      ['Fremd', 'Mandant'],
      [[30_000, '2026-03-01T10:00:00Z']],
    );
    // Ready but not paid: not in the export.
    await referralIn(t, 'telko', 'offen@example.org', 'ready');
    // A referral shared half and half: the recipient's paid share is their income, listed too.
    const nr = await referralIn(t, 'telko', 'teilt@example.org', 'ready', 50);
    const [share] = await t.database.query<{ id: string; tenant_id: string; recipient_id: string }>(
      `update reward_credits set status = 'Abgeholt' where beneficiary = 'Empfaenger'
         and referral_id = (select id from referrals where empfehlungsnummer = $1)
       returning id, tenant_id, recipient_id`,
      [nr],
    );
    await t.database.query(
      `update recipients set personal = $2::jsonb, email = 'empfaengerin@example.org' where id = $1`,
      [
        share!.recipient_id,
        JSON.stringify({
          anrede: 'Frau',
          vorname: 'Erika',
          name: 'Mustermann',
          telefon: null,
          adresse: { strasse: 'Weg', hausnummer: '1', plz: '10115', ort: 'Berlin' },
        }),
      ],
    );
    await t.app.services.rewardCredits.markPaid(
      t.database.db,
      { tenantId: share!.tenant_id, ids: [share!.id] },
      new Date('2026-04-01T10:00:00Z'),
    );
  });
  afterAll(() => t.close());

  const exportOf = (query: Record<string, string>, token = finance) =>
    consoleApi(t, 'GET', 'steuer/export', { token, query });
  const rowsOf = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    return parse(body.slice(1), { columns: true, delimiter: ',' }) as Record<string, string>[];
  };

  it('lists what the tenant paid each referrer in the Berlin calendar year, with the limit', async () => {
    const res = await exportOf({ mandant: 'telko', jahr: '2026' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="steuer-telko-2026.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = rowsOf(res.body);
    expect(Object.keys(rows[0]!)).toEqual([...TAX_EXPORT_COLUMNS]);
    const [first, second, third] = rows;
    // Sorted by surname: Ähnlich before Grenze.
    expect(first).toMatchObject({
      Rolle: 'Empfehler',
      Vorname: 'Jürgen',
      Nachname: 'Ähnlich',
      'E-Mail': 'unter@example.org',
      Jahr: '2026',
      Auszahlungen: '2',
      Summe_Cent: '25599',
      Summe_EUR: '255,99',
      Steuerfrei: 'ja',
    });
    expect(second).toMatchObject({
      // A name a spreadsheet would run as a formula is defused.
      Vorname: `'=HYPERLINK("x")`,
      Nachname: 'Grenze',
      Auszahlungen: '2',
      Summe_Cent: '25600',
      Summe_EUR: '256,00',
      Steuerfrei: 'nein',
    });
    expect(first!.Nummer).toMatch(/^[0-9a-f]{32}$/);
    // After the referrers, the recipient with their paid share and recipient number.
    const [recipient] = await t.database.query<{ empfaengernummer: string }>(
      "select empfaengernummer from recipients where email = 'empfaengerin@example.org'",
    );
    expect(third).toEqual({
      Rolle: 'Empfänger',
      Nummer: recipient!.empfaengernummer,
      Vorname: 'Erika',
      Nachname: 'Mustermann',
      'E-Mail': 'empfaengerin@example.org',
      Jahr: '2026',
      Auszahlungen: '1',
      Summe_Cent: expect.stringMatching(/^[1-9][0-9]*$/),
      Summe_EUR: expect.stringMatching(/^[0-9]+,[0-9]{2}$/),
      Steuerfrei: 'ja',
    });
    // The referrer's own half is not paid: no line of theirs.
    expect(res.body).not.toContain('teilt@example.org');
    expect(rows).toHaveLength(3);
    expect(res.body).not.toContain('fremd@example.org');
    expect(res.body).not.toContain('offen@example.org');
  });

  it('another year and another tenant have their own payouts', async () => {
    const last = rowsOf((await exportOf({ mandant: 'telko', jahr: '2025' })).body);
    expect(last.map((r) => [r['E-Mail'], r.Summe_Cent])).toEqual([['grenze@example.org', '9900']]);
    const next = rowsOf((await exportOf({ mandant: 'telko', jahr: '2027' })).body);
    expect(next.map((r) => [r['E-Mail'], r.Summe_Cent])).toEqual([['unter@example.org', '7000']]);
    const partner = rowsOf((await exportOf({ mandant: 'partner', jahr: '2026' })).body);
    expect(partner.map((r) => [r['E-Mail'], r.Summe_Cent, r.Steuerfrei])).toEqual([
      ['fremd@example.org', '30000', 'nein'],
    ]);
    expect(rowsOf((await exportOf({ mandant: 'fyrst', jahr: '2026' })).body)).toEqual([]);
  });

  it('records each export in the audit log, naming tenant and year but no person', async () => {
    const before = await t.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'tax.export'",
    );
    await exportOf({ mandant: 'telko', jahr: '2026' });
    const rows = await t.database.query<{
      tenant_id: string;
      details: Record<string, unknown>;
      subject: string | null;
    }>(
      "select tenant_id, details, subject from audit_log where action = 'tax.export' order by seq desc limit 1",
    );
    const [telko] = await t.database.query<{ id: string }>("select id from tenants where key = 'telko'");
    expect(rows[0]).toEqual({
      tenant_id: telko!.id,
      details: { year: 2026, referrers: 2, recipients: 1 },
      subject: null,
    });
    const after = await t.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'tax.export'",
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(JSON.stringify(rows)).not.toContain('@example.org');
  });

  it('is finance’s: support and admin are refused, without a session 401', async () => {
    expect((await exportOf({ mandant: 'telko', jahr: '2026' }, support)).statusCode).toBe(403);
    expect((await exportOf({ mandant: 'telko', jahr: '2026' }, admin)).statusCode).toBe(403);
    expect(
      (await consoleApi(t, 'GET', 'steuer/export', { query: { mandant: 'telko', jahr: '2026' } })).statusCode,
    ).toBe(401);
    expect((await consoleApi(t, 'GET', 'steuer/mandanten', { token: support })).statusCode).toBe(403);
    const tenants = await consoleApi(t, 'GET', 'steuer/mandanten', { token: finance });
    expect(tenants.json().map((x: { Key: string }) => x.Key)).toEqual(
      expect.arrayContaining(['telko', 'partner', 'fyrst']),
    );
  });

  it('names a wrong year or tenant at the field, in the operator’s language; never a 500', async () => {
    for (const jahr of ['abc', '2019', '2026.5', '']) {
      const res = await exportOf({ mandant: 'telko', jahr });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual([
        { path: 'querystring.jahr', message: 'Jahr ist nicht gültig' },
      ]);
    }
    const en = await consoleApi(t, 'GET', 'steuer/export', {
      token: finance,
      lang: 'en',
      query: { mandant: 'telko', jahr: 'abc' },
    });
    expect(en.json().details.fields[0].message).toBe('Jahr is not valid');
    const unknown = await exportOf({ mandant: 'gibtsnicht', jahr: '2026' });
    expectAnswer(unknown, 404).toEqual({
      code: 'tax.unknown_tenant',
      message: 'Diesen Mandanten gibt es nicht.',
    });
  });
});
