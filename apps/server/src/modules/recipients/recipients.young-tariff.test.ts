import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';
import { recipientFor, track } from './recipients.test-helpers.ts';

/** spec §9 "Young tariffs are for people under 28": the recipient's birth date decides, at the field. */
describe('Young tariffs only for recipients under 28', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  const recipientOf = async (product: number, name: string) => {
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: `${name}-referrer@example.org`,
      recipient: `${name}@example.org`,
      product,
    });
    return recipientFor(t, 'telko', Empfehlungslink);
  };
  const data = (name: string, geburtsdatum: string) => ({
    email: `${name}@example.org`,
    emailBestaetigung: `${name}@example.org`,
    geburtsdatum,
  });

  it('refuses a recipient turning 28 today at the birth date field, and takes one a day younger', async () => {
    // Product 3, "Zuhause M Young", is the seed's Young tariff.
    const recipient = await recipientOf(3, 'young');
    const refused = await track(t, 'telko', recipient, data('young', '22.11.1998'));
    expectAnswer(refused, 400).toMatchObject({ code: 'common.validation' });
    expect(refused.json().details.fields).toEqual([
      {
        path: 'body.empfaengerdaten.geburtsdatum',
        message: 'Geburtsdatum: Young-Tarife gelten nur für Personen unter 28 Jahren.',
      },
    ]);

    const english = await t.app.inject({
      ...{ method: 'POST' as const, url: '/api/v1/telko/tracking/abschliessen/' },
      headers: { authorization: `Bearer ${recipient.Token}`, 'accept-language': 'en' },
      payload: {
        empfehlungsnummer: recipient.nr,
        empfaengernummer: recipient.Empfaengernummer,
        empfaengerdaten: {
          ...data('young', '01.01.1970'),
          anrede: 'Frau',
          vorname: 'Erika',
          name: 'Muster',
          adresse: { strasse: 'Heidestraße', hausnummer: '17', plz: '51147', ort: 'Köln' },
        },
      },
    });
    expect(english.json().details.fields[0].message).toBe(
      'Date of birth: Young plans are only for people under 28.',
    );

    const accepted = await track(t, 'telko', recipient, data('young', '23.11.1998'));
    expect(accepted.statusCode).toBe(200);
  });

  it('leaves other tariffs to any adult', async () => {
    const recipient = await recipientOf(1, 'older');
    expect((await track(t, 'telko', recipient, data('older', '12.08.1960'))).statusCode).toBe(200);
  });
});
