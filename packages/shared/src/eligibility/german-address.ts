import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/**
 * The referrer's postal address, where a tenant collects it (`Rules.EmpfehlerAdresse`): spec §1
 * admits only people living in Germany, so the country is DE and the postcode five digits.
 */
export interface ReferrerAddress {
  Strasse: string;
  Hausnummer: string;
  Plz: string;
  Ort: string;
  /** ISO 3166-1 alpha-2; only DE is accepted. */
  Land: string;
}

export type AddressProblem = 'country' | 'postcode';

/** What makes an address non-German, in field order; empty for a German one. Pure, tested by table. */
export function germanAddressProblems(address: Pick<ReferrerAddress, 'Plz' | 'Land'>): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (address.Land.trim().toUpperCase() !== 'DE') problems.push('country');
  if (!/^\d{5}$/.test(address.Plz.trim())) problems.push('postcode');
  return problems;
}

export const ADDRESS_MESSAGES = {
  de: {
    country: 'Die Teilnahme ist nur mit Wohnsitz in Deutschland möglich.',
    postcode: 'Bitte geben Sie eine fünfstellige deutsche Postleitzahl an.',
  },
  en: {
    country: 'Only people living in Germany can take part.',
    postcode: 'Please enter a five-digit German postcode.',
  },
} as const satisfies Record<Language, Record<AddressProblem, string>>;

const FIELD_NAMES = {
  de: { Strasse: 'Straße', Hausnummer: 'Hausnummer', Plz: 'PLZ', Ort: 'Ort', Land: 'Land' },
  en: { Strasse: 'Street', Hausnummer: 'House number', Plz: 'Postcode', Ort: 'City', Land: 'Country' },
} as const;

/** The address as a body field; each problem is reported at its own field. */
export function referrerAddressSchema(lang: Language = 'de') {
  const m = VALIDATION_MESSAGES[lang];
  const f = FIELD_NAMES[lang];
  const text = (field: keyof typeof f, max: number) =>
    z
      .string({ error: m.requiredField(f[field]) })
      .trim()
      .min(1, { error: m.requiredField(f[field]) })
      .max(max, { error: m.tooLong(max) });
  return z
    .object({
      Strasse: text('Strasse', 100),
      Hausnummer: text('Hausnummer', 20),
      Plz: text('Plz', 10),
      Ort: text('Ort', 100),
      Land: text('Land', 2).default('DE'),
    })
    .superRefine((address, ctx) => {
      for (const problem of germanAddressProblems(address))
        ctx.addIssue({
          code: 'custom',
          path: [problem === 'country' ? 'Land' : 'Plz'],
          message: ADDRESS_MESSAGES[lang][problem],
        });
    })
    .transform((a) => ({ ...a, Land: a.Land.toUpperCase() }));
}
