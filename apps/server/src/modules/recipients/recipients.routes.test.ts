import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral, nextClientIp } from '../referrals/referrals.test-helpers.ts';
import {
  linkParts,
  recipientFor,
  type TestRecipient,
  track,
  trackingData,
} from './recipients.test-helpers.ts';

describe.each(databaseKinds())('the recipient flow on %s', (kind) => {
  let t: TestContext;
  let link: string;
  let r: TestRecipient;
  const api = (path: string) => `/api/v1/telko/${path}`;
  const get = (path: string, token?: string, lang = 'de') =>
    t.app.inject({
      url: api(path),
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextClientIp(),
    });
  const send = (method: 'POST' | 'PUT', path: string, payload: object, token?: string, lang = 'de') =>
    t.app.inject({
      method,
      url: api(path),
      payload,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextClientIp(),
    });
  /** The recipient's account for their share of the reward. */
  const sendBankData = (account: { Kontoinhaber: string; Iban: string }, lang = 'de') =>
    send('POST', 'empfaenger/bankdaten', account, r.Token, lang);
  /** The recipient's consent to the terms of this version. */
  const consentTo = (AgbText: string) =>
    send('PUT', 'empfaenger/zustimmung', { AgbText, Zustimmung: true }, r.Token);

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    // 50:50 split: the recipient gets a share and is asked for bank data.
    ({ Empfehlungslink: link } = await confirmedReferral(t, 'telko', {
      referrer: 'anna.meier@example.org',
      recipient: 'erika@example.org',
      split: 50,
    }));
    r = await recipientFor(t, 'telko', link);
  });
  afterAll(() => t.close());

  it('shows the landing: who recommended what, the reward and the recipient’s part', async () => {
    const { nr, k } = linkParts(link);
    const res = await get(`empfehlen/${nr}/${k}`);
    expect(res.statusCode).toBe(200);
    const landing = res.json();
    expect(landing).toMatchObject({ Empfehlungsnummer: nr, Status: 'Ok' });
    expect(landing.EmpfehlerName).toMatch(/^\S+ [A-ZÄÖÜ]\.$/);
    expect(landing.ProduktName).not.toBe('');
    expect(landing.EmpfaengerPraemieCent).toBeGreaterThan(0);
  });

  it('answers 404 for a wrong token or number, the same for both, on every link call', async () => {
    const { nr, k } = linkParts(link);
    const wrong = k.replace(/^./, k[0] === 'a' ? 'b' : 'a');
    for (const path of [
      `empfehlen/${nr}/${wrong}`,
      `empfehlen/any/${nr}/${wrong}`,
      `empfehlen/${nr + 1}/${k}`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('referrals.not_found');
    }
    const create = await send('POST', `empfaenger/create/${nr}?k=${wrong}`, {});
    expect(create.statusCode).toBe(404);
  });

  it('creates recipients with ten-digit numbers and a token, and finds them by token only in this tenant', async () => {
    expect(r.Empfaengernummer).toMatch(/^\d{10}$/);
    const me = await get(`empfaenger/${r.Token}`);
    expectAnswer(me, 200).toMatchObject({
      Empfaengernummer: r.Empfaengernummer,
      Empfehlungsnummer: r.nr,
      Email: 'erika@example.org',
      DatenBestaetigt: false,
      AgbZugestimmt: false,
      BankdatenHinterlegt: false,
    });
    const other = await t.app.inject({
      url: `/api/v1/fyrst/empfaenger/${r.Token}`,
      remoteAddress: nextClientIp(),
    });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('recipients.unauthorized');
    // Only the token's hash is stored.
    const rows = await t.database.query<{ token_hash: string }>('select token_hash from recipients');
    expect(rows.every((row) => row.token_hash !== r.Token && row.token_hash.length === 64)).toBe(true);
  });

  it('refuses consent and bank data before the data is confirmed', async () => {
    const consent = await consentTo('AGB v1');
    expect(consent.statusCode).toBe(409);
    expect(consent.json().code).toBe('recipients.data_required');
    // Nor the order page: data and terms come first (spec §1).
    const order = await get(`empfehlung/${r.nr}/produkt/produktlink?empfaengernummer=${r.Empfaengernummer}`);
    expect(order.statusCode).toBe(409);
    expect(order.json().code).toBe('recipients.data_required');
  });

  it('reports bad tracking data at the fields, in the request’s language, and stores nothing', async () => {
    const res = await track(t, 'telko', r, {
      geburtsdatum: '1990-08-12',
      emailBestaetigung: 'erika@example.com',
      adresse: { strasse: '', hausnummer: '1', plz: '123', ort: 'Köln' },
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.json().details.fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
    );
    expect(fields['body.empfaengerdaten.geburtsdatum']).toBe(
      'Geburtsdatum bitte im Format TT.MM.JJJJ angeben',
    );
    expect(fields['body.empfaengerdaten.emailBestaetigung']).toBe('E-Mail-Adresse stimmt nicht überein');
    expect(fields['body.empfaengerdaten.adresse.strasse']).toBe('Straße ist ein Pflichtfeld');
    expect(fields['body.empfaengerdaten.adresse.plz']).toBe('PLZ ist nicht gültig');
    expect((await get(`empfaenger/${r.Token}`)).json().DatenBestaetigt).toBe(false);
  });

  it('refuses an under-age recipient and tracking without or with another recipient’s token', async () => {
    const young = await track(t, 'telko', r, { geburtsdatum: '01.01.2015' });
    expect(young.statusCode).toBe(400);
    expect(young.body).toContain('mindestens 18 Jahre');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: api('tracking/abschliessen'),
      payload: {
        empfehlungsnummer: r.nr,
        empfaengernummer: r.Empfaengernummer,
        empfaengerdaten: trackingData(),
      },
      remoteAddress: nextClientIp(),
    });
    expect(anonymous.statusCode).toBe(401);
    const second = await recipientFor(t, 'telko', link);
    const crossed = await track(t, 'telko', { ...second, Empfaengernummer: r.Empfaengernummer });
    expect(crossed.statusCode).toBe(401);
  });

  it('confirms the data, keeps advertising consent from the newsletter array, and hashes identities', async () => {
    const res = await track(t, 'telko', r);
    expectAnswer(res, 200).toEqual({ Abgeschlossen: true });
    const [row] = await t.database.query<{
      advertising_consent: boolean;
      birth_date: string;
      email_identity: string;
      personal: { adresse: { ort: string } };
    }>(
      'select advertising_consent, birth_date::text, email_identity, personal from recipients where empfaengernummer = $1',
      [r.Empfaengernummer],
    );
    expect(row).toMatchObject({ advertising_consent: true, birth_date: '1990-08-12' });
    expect(row!.personal.adresse.ort).toBe('Köln');
    expect(row!.email_identity).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the terms consent once, as proof with time, text version and origin', async () => {
    const missing = await send('PUT', 'empfaenger/zustimmung', { AgbText: 'AGB v1' }, r.Token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Die Zustimmung ist erforderlich, um fortzufahren.');
    const first = await consentTo('AGB v1');
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    const again = await consentTo('AGB v2');
    expect(again.json().Zeitpunkt).toBe(first.json().Zeitpunkt);
    const [row] = await t.database.query<{
      consent_proof: { text: string; textVersion: string; ip: string };
    }>('select consent_proof from recipients where empfaengernummer = $1', [r.Empfaengernummer]);
    expect(row!.consent_proof).toMatchObject({ text: 'AGB v1' });
    expect(row!.consent_proof.textVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(row!.consent_proof.ip).toMatch(/^10\./);
  });

  it('checks the IBAN, stores it encrypted and shows only its last four characters', async () => {
    const bad = await sendBankData({ Kontoinhaber: 'Erika M', Iban: 'DE89 3704 0044 0532 0130 01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0]).toEqual({ path: 'body.Iban', message: 'IBAN ist nicht gültig' });
    const badEn = await sendBankData({ Kontoinhaber: 'Erika M', Iban: 'x' }, 'en');
    expect(badEn.json().details.fields[0].message).toBe('IBAN is not valid');

    const ok = await sendBankData({ Kontoinhaber: 'Erika Mustermann', Iban: 'de89 3704 0044 0532 0130 00' });
    expectAnswer(ok, 200).toEqual({
      Kontoinhaber: 'Erika Mustermann',
      IbanMaskiert: 'DE•• •••• •••• •••• ••30 00',
      Bic: 'COBADEFFXXX',
    });
    const [row] = await t.database.query<{ iban_encrypted: string; iban_identity: string }>(
      'select iban_encrypted, iban_identity from recipients where empfaengernummer = $1',
      [r.Empfaengernummer],
    );
    expect(row!.iban_encrypted).not.toContain('3704');
    expect(row!.iban_identity).toMatch(/^[0-9a-f]{64}$/);
    expect((await get(`empfaenger/${r.Token}`)).json()).toMatchObject({
      DatenBestaetigt: true,
      AgbZugestimmt: true,
      BankdatenHinterlegt: true,
    });
  });

  it('accepts German IBANs only where the tenant says so (fyrst)', async () => {
    const { Empfehlungslink } = await confirmedReferral(t, 'fyrst', {
      referrer: 'firma@example.org',
      recipient: 'gruender@example.org',
      split: 50,
    });
    const fr = await recipientFor(t, 'fyrst', Empfehlungslink);
    expect(
      (
        await track(t, 'fyrst', fr, {
          email: 'gruender@example.org',
          emailBestaetigung: 'gruender@example.org',
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fyrst/empfaenger/bankdaten',
      headers: { authorization: `Bearer ${fr.Token}` },
      payload: { Kontoinhaber: 'Gründer GmbH', Iban: 'AT61 1904 3002 3457 3201' },
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].message).toBe('Bitte geben Sie eine deutsche IBAN (DE…) an.');
  });

  it('tells the order status and the recipient’s reward part', async () => {
    const order = await get('empfaenger/auftrag', r.Token);
    expectAnswer(order, 200).toMatchObject({ Empfehlungsnummer: r.nr, Status: 'Ok', Auftragsdatum: null });
    const reward = await get(`empfaenger/${r.Empfaengernummer}/praemie`, r.Token);
    expect(reward.statusCode).toBe(200);
    expect(reward.json().Cent).toBeGreaterThan(0);
    expect(reward.json().Status).toBeNull();
    const foreign = await get('empfaenger/0000000001/praemie'.replace('0000000001', '1000000001'), r.Token);
    expect(foreign.statusCode).toBe(401);
  });

  it('sends the recipient on to the partner’s order page carrying referral and recipient', async () => {
    const res = await get(
      `empfehlung/${r.nr}/produkt/produktlink?channel=Whatsapp&empfaengernummer=${r.Empfaengernummer}`,
    );
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().Produktlink);
    expect(url.origin).toBe('https://shop.telko.example');
    expect(url.searchParams.get('empfehlung')).toBe(String(r.nr));
    expect(url.searchParams.get('empfaenger')).toBe(r.Empfaengernummer);
    const clicks = await t.database.query<{ n: number }>(
      "select count(*)::int as n from referral_clicks where empfaengernummer = $1 and channel = 'Whatsapp'",
      [r.Empfaengernummer],
    );
    expect(clicks[0]!.n).toBe(0);
    const stranger = await get(`empfehlung/${r.nr}/produkt/produktlink?empfaengernummer=1234567890`);
    expect(stranger.statusCode).toBe(404);
  });

  it('shows the public facts by number without names', async () => {
    const res = await get(`empfehlen/${r.nr}`);
    expectAnswer(res, 200).not.toHaveProperty('EmpfehlerName');
    expect(res.json().Status).toBe('Ok');
  });

  it('says "expired" after 60 days and "no longer possible" for a cancelled referral, in both languages', async () => {
    const { nr, k } = linkParts(link);
    t.clock.advance(61 * 86_400_000);
    const expired = await get(`empfehlen/${nr}/${k}`);
    expectAnswer(expired, 410).toMatchObject({
      code: 'recipients.expired',
      message: 'Ihre Empfehlung ist leider abgelaufen.',
    });
    expect((await get(`empfehlen/any/${nr}/${k}`)).json().Status).toBe('Abgelaufen');
    expect((await send('POST', `empfaenger/create/${nr}?k=${k}`, {})).statusCode).toBe(410);
    t.clock.advance(-61 * 86_400_000);

    await t.database.query("update referrals set status = 'Storniert' where empfehlungsnummer = $1", [nr]);
    const blocked = await get(`empfehlen/${nr}/${k}`, undefined, 'en');
    expect(blocked.statusCode).toBe(410);
    expect(blocked.json().code).toBe('recipients.blocked');
    expect(blocked.json().message).toContain('no longer possible');
    const de = await get(`empfehlen/${nr}/${k}`);
    expect(de.json().message).toContain('Diese Empfehlung ist leider nicht mehr möglich');
    await t.database.query("update referrals set status = 'Ok' where empfehlungsnummer = $1", [nr]);
  });
});
