import { JSDOM } from 'jsdom';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { deliverOutbox, testMailHtml } from '../mail/outbox.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { codeIn, file, outboxMails, referrerWithRewards } from './vouchers.test-helpers.ts';

const ORIGIN = 'https://empfehlen.telko.example';
const DETAILS = {
  Anbieter: 'Elektromarkt',
  GueltigBis: '2027-12-31',
  EinloesungDe: 'Im Warenkorb unter „Gutschein einlösen“ eingeben.',
  EinloesungEn: 'Enter it in the basket under “Redeem voucher”.',
  EinloeseUrl: 'https://elektromarkt.example/einloesen',
};

/**
 * Vouchers people can use (issue 30, item 5): a pool names its shop, validity and how to redeem;
 * the pickup offers the voucher by them at the reward's own amount; the mail carries all of it in
 * text and HTML (through the real worker to a real SMTP server); codes go oldest import first, a
 * file in its order.
 */
describe.each(databaseKinds())('voucher pool details on %s', (kind) => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    smtp = await startSmtpCapture();
    finance = (await signedInOperator(t, ['finance'])).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const importCodes = (cents: number, codes: string[]) =>
    consoleApi(t, 'POST', 'gutscheine/import', {
      token: finance,
      body: { Mandant: 'telko', WertCent: cents, Datei: file(codes) },
    });
  const setDetails = (cents: number, body: unknown, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'PUT', `gutscheine/bestaende/telko/${cents}/angaben`, { token: finance, body, lang });
  const pool = async (cents: number) =>
    (await consoleApi(t, 'GET', 'gutscheine/bestaende', { token: finance }))
      .json()
      .Bestaende.find(
        (p: { Mandant: string; WertCent: number }) => p.Mandant === 'telko' && p.WertCent === cents,
      );
  const issue = () => t.app.services.voucherIssuer(t.app.log).runOnce();

  it('keeps a pool’s details, refuses bad ones at their fields in the operator’s language, and lists what is missing', async () => {
    expect((await importCodes(2500, ['D-1'])).statusCode).toBe(201);
    expect(await pool(2500)).toMatchObject({
      Anbieter: null,
      GueltigBis: null,
      EinloeseUrl: null,
      Fehlt: ['Anbieter', 'GueltigBis', 'Einloesung'],
    });

    const bad = {
      Anbieter: ' ',
      GueltigBis: '2027-02-30',
      EinloesungDe: '',
      EinloeseUrl: 'http://shop.example',
    };
    const de = await setDetails(2500, bad);
    expect(de.statusCode).toBe(400);
    expect(de.json().details.fields).toEqual([
      { path: 'body.Anbieter', message: 'Bitte den Shop oder die Marke angeben, für die die Codes gelten.' },
      { path: 'body.GueltigBis', message: 'Bitte ein gültiges Datum angeben.' },
      { path: 'body.EinloesungDe', message: 'Bitte beschreiben Sie kurz, wie der Gutschein eingelöst wird.' },
      { path: 'body.EinloeseUrl', message: 'Bitte eine Adresse mit https:// angeben oder das Feld leeren.' },
    ]);
    const en = await setDetails(2500, { ...DETAILS, EinloeseUrl: 'javascript:alert(1)' }, 'en');
    expect(en.json().details.fields).toEqual([
      {
        path: 'body.EinloeseUrl',
        message: 'Please enter an address starting with https://, or empty the field.',
      },
    ]);
    const missing = await setDetails(777, DETAILS);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'vouchers.pool_not_found']);

    expect((await setDetails(2500, { ...DETAILS, EinloesungEn: '', EinloeseUrl: '' })).statusCode).toBe(204);
    expect(await pool(2500)).toMatchObject({ ...DETAILS, EinloesungEn: null, EinloeseUrl: null, Fehlt: [] });
    expect((await setDetails(2500, DETAILS)).statusCode).toBe(204);
    expect(await pool(2500)).toMatchObject({ ...DETAILS, Fehlt: [] });
    const [audit] = await t.database.query<{ details: Record<string, unknown> }>(
      "select details from audit_log where action = 'vouchers.details' order by at desc limit 1",
    );
    expect(audit?.details).toMatchObject({ cents: 2500, shopName: 'Elektromarkt', validUntil: '2027-12-31' });
  });

  it('offers the voucher at the pickup by its shop and validity, only at the pool’s own value', async () => {
    const someone = await referrerWithRewards(t, 'telko', 1, 2500);
    const other = await referrerWithRewards(t, 'telko', 1, 3100);
    const offered = (await someone.list()).json().Praemien[0];
    expect(offered).toMatchObject({
      BetragCent: 2500,
      Gutschein: {
        Anbieter: 'Elektromarkt',
        GueltigBis: '2027-12-31',
        EinloesungDe: DETAILS.EinloesungDe,
        EinloesungEn: DETAILS.EinloesungEn,
        EinloeseUrl: DETAILS.EinloeseUrl,
      },
    });
    // No pool of 31 €: no voucher is named (no other pool's value is ever shown).
    expect((await other.list()).json().Praemien[0].Gutschein).toBeNull();
    // A pool without details names the tenant's brand, nothing invented.
    expect((await importCodes(3100, ['D-31'])).statusCode).toBe(201);
    expect((await other.list()).json().Praemien[0].Gutschein).toEqual({
      Anbieter: 'Telko',
      GueltigBis: null,
      EinloesungDe: null,
      EinloesungEn: null,
      EinloeseUrl: null,
    });
    // Once chosen, the reward offers nothing more.
    expect((await someone.choose(someone.ids[0]!)).statusCode).toBe(200);
    expect((await someone.list()).json().Praemien[0].Gutschein).toBeNull();
  });

  describe('the voucher mail', () => {
    let mail: ParsedMail | undefined;
    let subject: string | undefined;
    // Sent before the checks, as branded-mails.test does: React's one-time notice about the
    // server's classic JSX (decision 054) falls outside a test's console check.
    beforeAll(async () => {
      expect(await issue()).toBe(1);
      subject = (await outboxMails(t, 'voucher.issued'))[0]?.subject;
      await deliverOutbox(t, smtp, { html: testMailHtml(t, ORIGIN) });
      mail = smtp.mails.find((m) => m.text?.includes('D-1'));
    });

    it('carries shop, value, code, validity and how to redeem, in text and HTML, through SMTP', () => {
      expect(mail?.subject).toBe(subject);
      const text = mail?.text ?? '';
      expect(codeIn(text)).toBe('D-1');
      expect(text).toContain('hier ist Ihr Gutschein von Elektromarkt über 25');
      const card = new JSDOM(mail?.html as string).window.document.querySelector('.mail-card');
      const html = (card?.textContent ?? '').replace(/\s+/g, ' ');
      const parts = ['Gutschein von: Elektromarkt', 'Gültig bis: 31.12.2027', 'So lösen Sie ihn ein:'];
      for (const part of [...parts, 'D-1', DETAILS.EinloesungDe, DETAILS.EinloeseUrl]) {
        expect(text).toContain(part);
        expect(html).toContain(part);
      }
      for (const shown of [text, html]) expect(shown).toMatch(/Wert: 25\s€/);
    });
  });

  it('issues the oldest import’s codes first, a file in its own order, as the console says', async () => {
    // The first file's codes in an order neither alphabetical nor by id; a second import in the
    // same instant, a third later: the job must take them exactly in this order.
    expect((await importCodes(1200, ['ORD-Z', 'ORD-A', 'ORD-M'])).statusCode).toBe(201);
    expect((await importCodes(1200, ['ORD-B'])).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await importCodes(1200, ['ORD-C', 'ORD-0'])).statusCode).toBe(201);
    const issuedInRun = async (n: number) => {
      const someone = await referrerWithRewards(t, 'telko', n, 1200);
      for (const id of someone.ids) expect((await someone.choose(id)).statusCode).toBe(200);
      expect(await issue()).toBe(n);
      return (await outboxMails(t, 'voucher.issued', someone.email)).map((m) => codeIn(m.text_body)).sort();
    };
    expect(await issuedInRun(2)).toEqual(['ORD-A', 'ORD-Z']);
    expect(await issuedInRun(2)).toEqual(['ORD-B', 'ORD-M']);
    expect(await issuedInRun(1)).toEqual(['ORD-C']);
  });

  it('sends no code of a pool past its validity, nor counts it free: the reward waits until the pool is valid again', async () => {
    expect((await importCodes(700, ['OLD-7'])).statusCode).toBe(201);
    // The test clock stands at 22.11.2026 (Berlin): valid until the day before is past.
    const expired = { ...DETAILS, GueltigBis: '2026-11-21' };
    expect((await setDetails(700, expired)).statusCode).toBe(204);
    const someone = await referrerWithRewards(t, 'telko', 1, 700);
    expect((await someone.choose(someone.ids[0]!)).statusCode).toBe(200);
    expect(await issue()).toBe(0);
    expect(await outboxMails(t, 'voucher.issued', someone.email)).toEqual([]);
    // The console says so: no free code in the pool, and none for the reward that waits on it.
    const waitingGroup = async () =>
      (await consoleApi(t, 'GET', 'gutscheine/wartend', { token: finance }))
        .json()
        .Gruppen.find(
          (g: { Mandant: string; WertCent: number }) => g.Mandant === 'telko' && g.WertCent === 700,
        );
    expect(await pool(700)).toMatchObject({ Frei: 0, Ausgegeben: 0, Warnung: true });
    expect(await waitingGroup()).toMatchObject({ Anzahl: 1, Frei: 0 });
    // Valid until today still counts: the code is free again and sent the same day.
    expect((await setDetails(700, { ...DETAILS, GueltigBis: '2026-11-22' })).statusCode).toBe(204);
    expect(await pool(700)).toMatchObject({ Frei: 1, Warnung: true });
    expect(await waitingGroup()).toMatchObject({ Anzahl: 1, Frei: 1 });
    expect(await issue()).toBe(1);
    expect((await outboxMails(t, 'voucher.issued', someone.email)).map((m) => codeIn(m.text_body))).toEqual([
      'OLD-7',
    ]);
  });
});
