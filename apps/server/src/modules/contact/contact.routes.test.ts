import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { nextClientIp } from '../referrals/referrals.test-helpers.ts';

describe.each(databaseKinds())('contact form on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date());
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) =>
    t.database.query<{ kind: string; subject: string; reply_to: string | null }>(
      'select kind, subject, reply_to from outbox where to_address = $1 order by kind',
      [address],
    );

  /** The form as a browser sends it, each from its own client address (the per-IP limit is not tested here). */
  const send = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/fyrst/kontakt?captcha=${encodeURIComponent(await solvedCaptcha(t.app, 'fyrst'))}`,
      payload: { KopieAnAbsender: true, ...body },
      remoteAddress: nextClientIp(),
    });
  const mailsOf = (address: string) =>
    t.database.query<{ kind: string; subject: string; text_body: string; reply_to: string | null }>(
      'select kind, subject, text_body, reply_to from outbox where lower(to_address) = lower($1) order by created_at, id',
      [address],
    );

  it("puts the message to the tenant's support address, and a copy to the sender when asked, into the outbox", async () => {
    const captcha = await solvedCaptcha(t.app, 'fyrst');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fyrst/kontakt?captcha=${encodeURIComponent(captcha)}`,
      payload: {
        Email: 'anna@example.org',
        Betreff: 'Prämie fehlt',
        Nachricht: 'Hallo',
        KopieAnAbsender: true,
      },
    });
    expectAnswer(res, 200).toEqual({ Gesendet: true });
    expect(await mailsTo('support@fyrst.example')).toEqual([
      { kind: 'contact.support', subject: 'Kontaktformular: Prämie fehlt', reply_to: 'anna@example.org' },
    ]);
    expect(await mailsTo('anna@example.org')).toEqual([
      { kind: 'contact.copy', subject: 'Ihre Nachricht an FYRST', reply_to: null },
    ]);
  });

  it('answers missing fields with the German messages at each field, and writes nothing', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from outbox');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fyrst/kontakt?captcha=x',
      payload: { Email: 'nope', Betreff: '  ', Nachricht: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'body.Email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      { path: 'body.Betreff', message: 'Betreff ist ein Pflichtfeld' },
      { path: 'body.Nachricht', message: 'Nachricht ist ein Pflichtfeld' },
    ]);
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(after).toEqual(before);
  });

  it('answers in English when the request asks for English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fyrst/kontakt',
      headers: { 'accept-language': 'en' },
      payload: { Email: 'anna@example.org', Betreff: '', Nachricht: 'x' },
    });
    expect(res.json().details.fields).toEqual([{ path: 'body.Betreff', message: 'Betreff is required' }]);
  });

  it('sends the sender a fixed receipt that carries none of what was written (no mail relay)', async () => {
    const victim = 'relay.target@example.org';
    const spam = { Betreff: 'You won 1000 EUR', Nachricht: 'Claim it now at https://evil.example/claim' };
    expect((await send({ Email: victim, ...spam })).statusCode).toBe(200);
    const [receipt, ...more] = await mailsOf(victim);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'contact.copy', reply_to: null });
    for (const written of [spam.Betreff, spam.Nachricht, 'evil.example', 'You won'])
      expect(`${receipt!.subject}\n${receipt!.text_body}`).not.toContain(written);
    expect(receipt!.text_body).toContain('Vielen Dank für Ihre Nachricht');
    // The operator still gets the whole message.
    const [support] = await t.database.query<{ text_body: string }>(
      "select text_body from outbox where kind = 'contact.support' and reply_to = $1",
      [victim],
    );
    expect(support!.text_body).toContain(spam.Nachricht);
  });

  it('sends at most three receipts to one address a day, however it is written; the messages still reach support', async () => {
    // One mailbox in four spellings (gmail ignores case, dots and +tags).
    const spellings = [
      'many.copies@gmail.com',
      'Many.Copies@GMAIL.com',
      'manycopies+kwk@gmail.com',
      'm.a.n.y.copies@googlemail.com',
    ];
    for (const [i, Email] of spellings.entries())
      expect((await send({ Email, Betreff: `Frage ${i}`, Nachricht: 'Hallo' })).statusCode).toBe(200);
    const count = async (kind: string) =>
      (
        await t.database.query<{ n: number }>(
          "select count(*)::int as n from outbox where kind = $1 and lower(coalesce(reply_to, to_address)) like '%copies%'",
          [kind],
        )
      )[0]!.n;
    expect(await count('contact.copy')).toBe(3);
    expect(await count('contact.support')).toBe(4);
    // No address in the clear where the receipts are counted.
    expect(JSON.stringify(await t.database.query('select * from contact_receipt_counts'))).not.toMatch(
      /copies/i,
    );

    // The next day the address may have a receipt again.
    t.clock.advance(24 * 60 * 60_000);
    expect((await send({ Email: spellings[0], Betreff: 'Frage 5', Nachricht: 'Hallo' })).statusCode).toBe(
      200,
    );
    expect(await count('contact.copy')).toBe(4);
  });
});
