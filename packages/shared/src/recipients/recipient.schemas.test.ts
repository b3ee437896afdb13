import { describe, expect, it } from 'vitest';
import { trackingBodySchema } from './recipient.schemas.ts';

const body = (geburtsdatum: string) => ({
  empfehlungsnummer: 12345678,
  empfaengernummer: '1234567890',
  empfaengerdaten: {
    anrede: 'Frau',
    vorname: 'Erika',
    name: 'Muster',
    geburtsdatum,
    email: 'erika@example.org',
    adresse: { strasse: 'Heidestraße', hausnummer: '17', plz: '51147', ort: 'Köln' },
  },
});

describe('trackingBodySchema: the day of the age rule', () => {
  it('asks a `today` function at each parse, so one schema serves every day', () => {
    let today = '2026-11-22';
    const schema = trackingBodySchema('de', () => today);
    expect(schema.safeParse(body('23.11.2008')).success).toBe(false);
    today = '2026-11-23';
    expect(schema.safeParse(body('23.11.2008')).success).toBe(true);
  });

  it('keeps a fixed day given as a string', () => {
    const schema = trackingBodySchema('de', '2026-11-22');
    expect(schema.safeParse(body('22.11.2008')).success).toBe(true);
    expect(schema.safeParse(body('23.11.2008')).success).toBe(false);
  });
});
