import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { create, createBody, lastMail, tokenFrom } from './referrals.test-helpers.ts';

const HERBSTAKTION = 1;
/** The test reads amounts the way the mail writes them, with a plain space. */
const plain = (text: string | undefined) => text?.replaceAll('\u00a0', ' ');

// Issue 17: what a referrer's share step and the portal-sent mail promise — the friend's own share
// by the chosen split (or no amount), and the campaign bonus the referrer agreed to.
describe.each(databaseKinds())('what a recommendation promises on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Within fyrst's "Herbstaktion" (1 September to 31 December 2026).
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  async function shareStep(
    tenant: string,
    people: { referrer: string; recipient: string; split: number; product?: number; campaigns?: number[] },
  ) {
    const body = createBody({
      ...people,
      campaigns: (people.campaigns ?? []).map((AktionsId) => ({ AktionsId, abgehakt: true })),
    });
    const created = await create(t, tenant, body);
    expect(created.statusCode, created.body).toBe(202);
    const token = tokenFrom((await lastMail(t, 'referral.optin', people.referrer))!.text_body);
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/Empfehlen/bestaetigen`,
      payload: { Token: token },
    });
    return share.json() as {
      SendeToken: string;
      EmpfehlerPraemieCent: number;
      EmpfaengerPraemieCent: number;
    };
  }

  async function recipientMail(tenant: string, sendToken: string, to: string, lang = 'de') {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/Empfehlen/senden`,
      headers: { 'accept-language': lang },
      payload: { SendeToken: sendToken, EmpfaengerEinverstanden: true },
    });
    expect(sent.statusCode).toBe(200);
    return plain((await lastMail(t, 'referral.recipient', to))?.text_body);
  }

  it.each([
    // fyrst: 50 €, the recipient's part capped at 50 €; "Herbstaktion" ticked (+25 € for the referrer)
    ['fyrst', 100, 'no amount', { EmpfehlerPraemieCent: 7500, EmpfaengerPraemieCent: 0 }],
    ['fyrst', 50, '25 €', { EmpfehlerPraemieCent: 5000, EmpfaengerPraemieCent: 2500 }],
    ['fyrst', 0, '50 €', { EmpfehlerPraemieCent: 2500, EmpfaengerPraemieCent: 5000 }],
  ] as const)(
    '%s, the referrer keeps %i of 100: the mail promises %s',
    async (tenant, split, promised, parts) => {
      const who = `${tenant}-${split}`;
      const share = await shareStep(tenant, {
        referrer: `werber-${who}@example.org`,
        recipient: `freund-${who}@example.org`,
        split,
        campaigns: [HERBSTAKTION],
      });
      expect(share).toMatchObject(parts);
      const mail = await recipientMail(tenant, share.SendeToken, `freund-${who}@example.org`);
      if (promised === 'no amount') {
        expect(mail).not.toContain('€');
        expect(mail).not.toContain('bekommst du');
      } else expect(mail).toContain(`Über meinen Link bekommst du ${promised}:`);
    },
  );

  it('telko 50:50 of a 70 € reward promises the friend 35 €, not 70 €', async () => {
    const products = (await t.app.inject({ url: '/api/v1/telko/produkt' })).json() as {
      Id: number;
      AnzeigeName: string;
      Praemien: { WertCent: number }[];
    }[];
    const seventy = products.find((p) => p.Praemien.length === 1 && p.Praemien[0]!.WertCent === 7000);
    expect(seventy).toBeDefined();
    const people = { referrer: 'werber-telko@example.org', recipient: 'freund-telko@example.org', split: 50 };
    const share = await shareStep('telko', { ...people, product: seventy!.Id });
    expect(share.EmpfaengerPraemieCent).toBe(3500);
    const mail = await recipientMail('telko', share.SendeToken, people.recipient);
    expect(mail).toContain('Über meinen Link bekommst du 35 €:');
    expect(mail).not.toContain('70 €');
    // The product recommended, by its name in the catalogue (issue 30).
    expect(mail).toContain(`Empfohlenes Produkt: ${seventy!.AnzeigeName}\n`);
  });

  it('without ticking "Herbstaktion" there is no recommendation, so no bonus goes unpromised', async () => {
    const res = await create(
      t,
      'fyrst',
      createBody({ referrer: 'ohne@example.org', recipient: 'x@example.org' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      {
        path: `body.Empfehlung.Aktionen.${HERBSTAKTION}`,
        message: 'Die Zustimmung ist erforderlich, um fortzufahren.',
      },
    ]);
  });

  it('names the product in the request’s language: share step, landing, personal area (issue 17)', async () => {
    const referrer = 'werber-en@example.org';
    const body = createBody({ referrer, recipient: 'friend-en@example.org', split: 50, product: 1 });
    expect((await create(t, 'telko', body)).statusCode).toBe(202);
    const token = tokenFrom((await lastMail(t, 'referral.optin', referrer))!.text_body);
    const share = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/telko/Empfehlen/bestaetigen',
        headers: { 'accept-language': 'en' },
        payload: { Token: token },
      })
    ).json() as {
      ProduktName: string;
      Empfehlungsnummer: number;
      Empfehlungslink: string;
      SendeToken: string;
    };
    expect(share.ProduktName).toBe('Home M');
    // The portal's mail to the friend names it too, in English, and says all else in English (issue 30).
    const mail = await recipientMail('telko', share.SendeToken, 'friend-en@example.org', 'en');
    expect(mail).toContain('Recommended product: Home M\n');
    expect(mail).toContain('You are receiving this e-mail because');
    expect(mail).not.toContain('Sie erhalten');
    const k = new URL(share.Empfehlungslink).searchParams.get('k');
    const landing = async (lang: string) =>
      (
        await t.app.inject({
          url: `/api/v1/telko/empfehlen/${share.Empfehlungsnummer}/${k}`,
          headers: { 'accept-language': lang },
        })
      ).json().ProduktName;
    expect(await landing('en')).toBe('Home M');
    expect(await landing('de')).toBe('Zuhause M');
  });
});
