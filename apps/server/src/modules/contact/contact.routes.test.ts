import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

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
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Gesendet: true });
    expect(await mailsTo('support@fyrst.example')).toEqual([
      { kind: 'contact.support', subject: 'Kontaktformular: Prämie fehlt', reply_to: 'anna@example.org' },
    ]);
    expect(await mailsTo('anna@example.org')).toEqual([
      { kind: 'contact.copy', subject: expect.stringContaining('Prämie fehlt'), reply_to: null },
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
});
