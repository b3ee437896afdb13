import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { outboxRows } from '../mail/outbox.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import {
  codeIn,
  file,
  outboxMails,
  referrerWithRewards as referrerWithRewardsIn,
  tenantIdOf,
} from './vouchers.test-helpers.ts';

const ALERT_TO = 'lager@betrieb.test';

describe.each(everyDatabaseKind())('voucher pools on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  let finance: string;
  let support: string;
  let admin: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { VOUCHER_ALERT_EMAIL: ALERT_TO, VOUCHER_STOCK_ALERT_BELOW: '3' },
      { log: { level: 'info', lines: logLines } },
    );
    finance = (await signedInOperator(t, ['finance'])).token;
    support = (await signedInOperator(t, ['support'])).token;
    admin = (await signedInOperator(t, ['admin'])).token;
  });
  afterAll(() => t.close());

  const importCodes = (body: Record<string, unknown>, lang: 'de' | 'en' = 'de', token = finance) =>
    consoleApi(t, 'POST', 'gutscheine/import', { token, body, lang });
  const issuer = () => t.app.services.voucherIssuer(t.app.log);
  const tenantId = (key: string) => tenantIdOf(t, key);
  const codeRows = (tenant: string) =>
    t.database.query<{ issued_credit_id: string | null }>(
      'select issued_credit_id from voucher_codes where tenant_id = $1',
      [tenant],
    );
  const statusOf = async (id: string) =>
    (await t.database.query<{ status: string }>('select status from reward_credits where id = $1', [id]))[0]
      ?.status;
  /** The mails of a kind, bodies opened where they are sealed. */
  const mails = (kind: string, to?: string) => outboxMails(t, kind, to);

  const referrerWithRewards = (tenant: string, n: number, cents: number) =>
    referrerWithRewardsIn(t, tenant, n, cents);

  once('names every faulty line in German and English and imports nothing', async () => {
    const res = await importCodes({
      Mandant: 'telko',
      WertCent: 2500,
      Datei: file(['Code', 'OK-1', '', 'OK-1', 'x'.repeat(65), 'BELL\u0007', 'A,B', '"OPEN']),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('common.validation');
    expect(res.json().details.fields).toEqual([
      { path: 'body.Datei', message: 'Zeile 3: Die Zeile ist leer.' },
      { path: 'body.Datei', message: 'Zeile 4: Der Code steht schon in Zeile 2.' },
      { path: 'body.Datei', message: 'Zeile 5: Der Code ist länger als 64 Zeichen.' },
      {
        path: 'body.Datei',
        message: 'Zeile 6: Der Code enthält ein Steuerzeichen oder unsichtbares Zeichen.',
      },
      {
        path: 'body.Datei',
        message: 'Zeile 7: Die Zeile hat mehr als eine Spalte; bitte nur einen Code je Zeile.',
      },
      { path: 'body.Datei', message: 'Zeile 8: Das Anführungszeichen ist nicht geschlossen.' },
    ]);
    const en = await importCodes({ Mandant: 'telko', WertCent: 2500, Datei: file('A\n\nB') }, 'en');
    expect(en.json().details.fields).toEqual([{ path: 'body.Datei', message: 'Line 2: The line is empty.' }]);
    const notText = await importCodes({
      Mandant: 'telko',
      WertCent: 2500,
      Datei: Buffer.from([0x41, 0xff]).toString('base64'),
    });
    expect(notText.json().details.fields).toEqual([
      { path: 'body.Datei', message: 'Die Datei ist keine Textdatei in UTF-8.' },
    ]);
    const tenant = await importCodes({ Mandant: 'gibtsnicht', WertCent: 2500, Datei: file('A') });
    expect([tenant.statusCode, tenant.json().details.fields]).toEqual([
      400,
      [{ path: 'body.Mandant', message: 'Mandant ist nicht gültig' }],
    ]);
    const value = await importCodes({ Mandant: 'telko', WertCent: 0, Datei: file('A') });
    expect(value.json().details.fields[0].path).toBe('body.WertCent');
    const noFile = await importCodes({ Mandant: 'telko', WertCent: 2500, Datei: 'kein base64!' });
    expect(noFile.json().details.fields[0].path).toBe('body.Datei');
    expect(await t.database.query('select id from voucher_codes')).toEqual([]);
    expect(await t.database.query('select tenant_id from voucher_pools')).toEqual([]);
  });

  once('imports a file whole, keeps no code in the clear, and refuses a code the pool holds', async () => {
    const res = await importCodes({
      Mandant: 'telko',
      WertCent: 2500,
      Datei: file('Gutscheincode\r\nTELKO-SECRET-1\r\nTELKO-SECRET-2\r\n"TELKO-SECRET-3"\r\n'),
    });
    expectAnswer(res, 201).toEqual({ Mandant: 'telko', WertCent: 2500, Importiert: 3, Frei: 3 });
    const stored = JSON.stringify(await t.database.query('select * from voucher_codes'));
    expect(stored).not.toContain('TELKO-SECRET');
    const [audit] = await t.database.query<{ details: unknown; actor_id: string }>(
      "select details, actor_id from audit_log where action = 'vouchers.import'",
    );
    expect(audit?.details).toEqual({ cents: 2500, codes: 3 });
    expect(JSON.stringify(await t.database.query('select * from audit_log'))).not.toContain('TELKO-SECRET');

    // One code already in the pool (of any value): the file is refused whole, naming its line.
    const again = await importCodes({
      Mandant: 'telko',
      WertCent: 5000,
      Datei: file('NEW-1\nTELKO-SECRET-2'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details.fields).toEqual([
      { path: 'body.Datei', message: 'Zeile 2: Der Code ist bereits im Bestand dieses Mandanten.' },
    ]);
    expect(await codeRows(await tenantId('telko'))).toHaveLength(3);
    // Another tenant's pool is another shop: the same code goes in there.
    const other = await importCodes({ Mandant: 'fyrst', WertCent: 2500, Datei: file('TELKO-SECRET-2') });
    expect(other.statusCode).toBe(201);
    await t.database.query('delete from voucher_codes where tenant_id = $1', [await tenantId('fyrst')]);
    await t.database.query('delete from voucher_pools where tenant_id = $1', [await tenantId('fyrst')]);
  });

  once(
    'lets finance import and see the pools, support and finance the waiting rewards, nobody else',
    async () => {
      const body = { Mandant: 'telko', WertCent: 100, Datei: file('R-1') };
      expect((await importCodes(body, 'de', support)).statusCode).toBe(403);
      expect((await importCodes(body, 'de', admin)).statusCode).toBe(403);
      expect((await consoleApi(t, 'POST', 'gutscheine/import', { body })).statusCode).toBe(401);
      for (const token of [support, admin])
        expect((await consoleApi(t, 'GET', 'gutscheine/bestaende', { token })).statusCode).toBe(403);
      expect((await consoleApi(t, 'GET', 'gutscheine/bestaende', { token: finance })).statusCode).toBe(200);
      for (const token of [support, finance])
        expect((await consoleApi(t, 'GET', 'gutscheine/wartend', { token })).statusCode).toBe(200);
      expect((await consoleApi(t, 'GET', 'gutscheine/wartend', { token: admin })).statusCode).toBe(403);
      const threshold = { Warnschwelle: 5 };
      expect(
        (await consoleApi(t, 'PUT', 'gutscheine/bestaende/telko/2500', { token: support, body: threshold }))
          .statusCode,
      ).toBe(403);
    },
  );

  it('a reward waits without stock, support sees it, and the import lets the job issue it', async () => {
    // Counted from here: on PGlite the imports of the tests before this one are not declared (onOneKind).
    const freeTelkoCodes = async () =>
      (await codeRows(await tenantId('telko'))).filter((r) => r.issued_credit_id === null).length;
    const freeBefore = await freeTelkoCodes();
    // telko has a 15 € code; fyrst's reward must not take another tenant's codes.
    expect((await importCodes({ Mandant: 'telko', WertCent: 1500, Datei: file('T15-1') })).statusCode).toBe(
      201,
    );
    const fyrst = await referrerWithRewards('fyrst', 1, 1500);
    expect((await fyrst.choose(fyrst.ids[0]!)).statusCode).toBe(200);
    expect(await issuer().runOnce()).toBe(0);
    expect(await statusOf(fyrst.ids[0]!)).toBe('Abgeholt');

    const waiting = (await consoleApi(t, 'GET', 'gutscheine/wartend', { token: support })).json();
    expect(waiting.Gruppen).toEqual([
      { Mandant: 'fyrst', WertCent: 1500, Anzahl: 1, AeltesteWahl: t.clock.now().toISOString(), Frei: 0 },
    ]);
    expect(waiting.Praemien).toEqual([
      expect.objectContaining({ PraemieId: fyrst.ids[0], Mandant: 'fyrst', WertCent: 1500 }),
    ]);

    expect(
      (await importCodes({ Mandant: 'fyrst', WertCent: 1500, Datei: file('FYRST-15-A') })).statusCode,
    ).toBe(201);
    expect(await issuer().runOnce()).toBe(1);
    expect(await statusOf(fyrst.ids[0]!)).toBe('Ausgezahlt');
    const [mail] = await mails('voucher.issued', fyrst.email);
    expect(mail?.subject).toBe('Ihr Gutschein – FYRST');
    expect(codeIn(mail!.text_body)).toBe('FYRST-15-A');
    expect(mail?.text_body).toMatch(/über 15\s€/);
    // Sealed in its pool and in its mail: no table holds the code in the clear.
    expect(mail?.body_sealed).toBe(true);
    for (const table of ['voucher_codes', 'outbox', 'audit_log', 'reward_credits'])
      expect(JSON.stringify(await t.database.query(`select * from ${table}`))).not.toContain('FYRST-15-A');
    // The worker gets the body opened, as it sends it.
    const leased = await outboxRows(t).claim(t.clock.now(), 1000);
    expect(leased.find((m) => m.kind === 'voucher.issued')?.textBody).toContain('FYRST-15-A');
    // telko's 15 € code is still free; nothing waits any more.
    expect(await freeTelkoCodes()).toBe(freeBefore + 1);
    expect((await consoleApi(t, 'GET', 'gutscheine/wartend', { token: finance })).json()).toEqual({
      Gruppen: [],
      Praemien: [],
    });
    const [paid] = await t.database.query<{ paid_at: Date | null }>(
      'select paid_at from reward_credits where id = $1',
      [fyrst.ids[0]],
    );
    expect(paid?.paid_at).not.toBeNull();
  });

  it('issues exactly one code per reward under 20 concurrent choices and issue runs', async () => {
    const codes = Array.from({ length: 15 }, (_, i) => `RUSH-${i}`);
    expect((await importCodes({ Mandant: 'telko', WertCent: 1000, Datei: file(codes) })).statusCode).toBe(
      201,
    );
    const people = await Promise.all(Array.from({ length: 4 }, () => referrerWithRewards('telko', 5, 1000)));
    const choices = people.flatMap((p) => p.ids.map((id) => () => p.choose(id)));
    const runs = Array.from({ length: 20 }, () => () => issuer().runOnce());
    // Choices and runs interleaved, all at once.
    const all = await Promise.all(choices.flatMap((choose, i) => [choose(), runs[i]!()]));
    expect(
      all
        .slice(0, 40)
        .filter((_, i) => i % 2 === 0)
        .every((r) => (r as { statusCode: number }).statusCode === 200),
    ).toBe(true);
    await issuer().runOnce();

    const ids = people.flatMap((p) => p.ids);
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((s) => s === 'Ausgezahlt')).toHaveLength(15);
    expect(statuses.filter((s) => s === 'Abgeholt')).toHaveLength(5);
    const issuedTo = (
      await t.database.query<{ issued_credit_id: string }>(
        'select issued_credit_id from voucher_codes where tenant_id = $1 and cents = 1000 and issued_credit_id is not null',
        [await tenantId('telko')],
      )
    ).map((r) => r.issued_credit_id);
    expect(new Set(issuedTo).size).toBe(15);
    const sent = (await Promise.all(people.map((p) => mails('voucher.issued', p.email)))).flat();
    expect(sent).toHaveLength(15);
    expect(new Set(sent.map((m) => codeIn(m.text_body))).size).toBe(15);

    // Five wait; five more codes, and they go out too, each once.
    const more = Array.from({ length: 5 }, (_, i) => `RUSH-MORE-${i}`);
    expect((await importCodes({ Mandant: 'telko', WertCent: 1000, Datei: file(more) })).statusCode).toBe(201);
    await Promise.all(Array.from({ length: 20 }, () => issuer().runOnce()));
    const after = (await Promise.all(people.map((p) => mails('voucher.issued', p.email)))).flat();
    expect(after).toHaveLength(20);
    expect(new Set(after.map((m) => codeIn(m.text_body)))).toEqual(new Set([...codes, ...more]));
    expect((await Promise.all(ids.map(statusOf))).every((s) => s === 'Ausgezahlt')).toBe(true);
  });

  it('rewards waiting on an empty pool do not hold up another pool’s', async () => {
    const someone = await referrerWithRewards('telko', 3, 700);
    const other = await referrerWithRewards('telko', 1, 800);
    for (const id of someone.ids) await someone.choose(id);
    await other.choose(other.ids[0]!);
    expect((await importCodes({ Mandant: 'telko', WertCent: 800, Datei: file('EIGHT-1') })).statusCode).toBe(
      201,
    );
    // This referrer reads English: the voucher mail is in English.
    await t.database.query("update referrers set language = 'en' where email = $1", [other.email]);
    expect(await issuer().runOnce()).toBe(1);
    const [english] = await mails('voucher.issued', other.email);
    expect(english?.subject).toMatch(/^Your voucher – /);
    expect(english?.text_body).toMatch(/worth €8/);
    expect(codeIn(english!.text_body)).toBe('EIGHT-1');
    expect(await statusOf(other.ids[0]!)).toBe('Ausgezahlt');
    expect(await Promise.all(someone.ids.map(statusOf))).toEqual(['Abgeholt', 'Abgeholt', 'Abgeholt']);
    // The issue mail names the referral for support's timeline when there is one; a goodwill reward has none.
    const [mail] = await t.database.query<{ referral_id: string | null }>(
      "select referral_id from outbox where kind = 'voucher.issued' and to_address = $1",
      [other.email],
    );
    expect(mail).toEqual({ referral_id: null });
    await t.database.query("update reward_credits set status = 'Storniert' where id = any($1)", [
      someone.ids,
    ]);
  });

  once(
    'mails the stock alert once per crossing below the threshold, shows it, and takes a pool’s own threshold',
    async () => {
      const pool = () =>
        consoleApi(t, 'GET', 'gutscheine/bestaende', { token: finance })
          .then((r) => r.json().Bestaende as { Mandant: string; WertCent: number }[])
          .then((all) => all.find((p) => p.Mandant === 'telko' && p.WertCent === 500));
      // This pool's alerts (the other pools' imports crossed their thresholds too).
      const alerts = async () =>
        (await mails('voucher.stock_alert', ALERT_TO)).filter((m) => /telko\) zu 5\s€/.test(m.text_body));
      const before = (await alerts()).length;
      expect(before).toBe(0);
      expect(
        (await importCodes({ Mandant: 'telko', WertCent: 500, Datei: file(['S-1', 'S-2', 'S-3', 'S-4']) }))
          .statusCode,
      ).toBe(201);
      expect(await pool()).toMatchObject({
        Frei: 4,
        Warnschwelle: 3,
        EigeneWarnschwelle: false,
        Warnung: false,
      });
      const someone = await referrerWithRewards('telko', 4, 500);
      for (const id of someone.ids.slice(0, 2)) await someone.choose(id);
      await issuer().runOnce();
      expect(await pool()).toMatchObject({ Frei: 2, Ausgegeben: 2, Warnung: true });
      const first = await alerts();
      expect(first).toHaveLength(before + 1);
      expect(first.at(-1)?.subject).toContain('telko');
      expect(first.at(-1)?.text_body).toContain('2 Codes sind frei');
      // Further down: no second mail for the same crossing.
      await someone.choose(someone.ids[2]!);
      await issuer().runOnce();
      expect(await alerts()).toHaveLength(before + 1);
      // Back above, and down again: mailed again.
      await importCodes({ Mandant: 'telko', WertCent: 500, Datei: file(['S-5', 'S-6', 'S-7']) });
      expect(await pool()).toMatchObject({ Frei: 4, Warnung: false });
      await someone.choose(someone.ids[3]!);
      await issuer().runOnce();
      expect(await pool()).toMatchObject({ Frei: 3, Warnung: false });
      const own = await consoleApi(t, 'PUT', 'gutscheine/bestaende/telko/500', {
        token: finance,
        body: { Warnschwelle: 10 },
      });
      expect(own.statusCode).toBe(204);
      expect(await pool()).toMatchObject({ Warnschwelle: 10, EigeneWarnschwelle: true, Warnung: true });
      expect(await alerts()).toHaveLength(before + 2);
      const [audit] = await t.database.query<{ details: unknown }>(
        "select details from audit_log where action = 'vouchers.threshold'",
      );
      expect(audit?.details).toEqual({ cents: 500, alertBelow: 10 });
      const missing = await consoleApi(t, 'PUT', 'gutscheine/bestaende/telko/777', {
        token: finance,
        body: { Warnschwelle: null },
      });
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'vouchers.pool_not_found']);
    },
  );

  once('never writes a code into a log line', () => {
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const code of ['TELKO-SECRET', 'FYRST-15-A', 'RUSH-', 'S-1"']) expect(log).not.toContain(code);
  });
});
