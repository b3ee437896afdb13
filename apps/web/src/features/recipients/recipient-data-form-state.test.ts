import { trackingBodySchema } from '@kwk/shared/recipients/recipient.schemas';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../../lib/field-errors.ts';
import {
  initialRecipientData,
  type RecipientDataForm,
  toTrackingBody,
  withConfirmationError,
} from './recipient-data-form-state.ts';

const ids = { empfehlungsnummer: 12345678, empfaengernummer: '0123456789' };
const valid: RecipientDataForm = {
  ...initialRecipientData('bea@example.org'),
  anrede: 'Frau',
  vorname: 'Bea',
  name: 'Berg',
  geburtsdatum: '24.12.1990',
  emailBestaetigung: 'bea@example.org',
  strasse: 'Hauptstraße',
  hausnummer: '1a',
  plz: '10115',
  ort: 'Berlin',
};
const validate = (form: RecipientDataForm, lang: 'de' | 'en' = 'de') => {
  const result = trackingBodySchema(lang, '2025-01-01').safeParse(toTrackingBody(form, ids));
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe('toTrackingBody', () => {
  it('prefills the e-mail the recommendation went to', () => {
    expect(initialRecipientData('bea@example.org').email).toBe('bea@example.org');
    expect(initialRecipientData(null).email).toBe('');
  });

  it('builds the body of spec §3, newsletter[0] as advertising consent, no empty phone', () => {
    expect(toTrackingBody({ ...valid, werbung: true }, ids)).toEqual({
      ...ids,
      empfaengerdaten: {
        anrede: 'Frau',
        vorname: 'Bea',
        name: 'Berg',
        geburtsdatum: '24.12.1990',
        email: 'bea@example.org',
        emailBestaetigung: 'bea@example.org',
        telefon: undefined,
        newsletter: [true],
        adresse: { strasse: 'Hauptstraße', hausnummer: '1a', plz: '10115', ort: 'Berlin' },
      },
    });
    expect(validate(valid)).toEqual({});
  });
});

describe('validation with the shared trackingBodySchema', () => {
  it.each([
    {
      name: 'no salutation',
      form: { ...valid, anrede: '' as const },
      errors: { 'empfaengerdaten.anrede': 'Anrede ist ein Pflichtfeld' },
    },
    {
      name: 'birth date not DD.MM.YYYY',
      form: { ...valid, geburtsdatum: '1990-12-24' },
      errors: { 'empfaengerdaten.geburtsdatum': 'Geburtsdatum bitte im Format TT.MM.JJJJ angeben' },
    },
    {
      name: 'e-mail confirmation differs',
      form: { ...valid, emailBestaetigung: 'bea@example.com' },
      errors: { 'empfaengerdaten.emailBestaetigung': 'E-Mail-Adresse stimmt nicht überein' },
    },
    {
      name: 'postcode of four digits',
      form: { ...valid, plz: '1011' },
      errors: { 'empfaengerdaten.adresse.plz': 'PLZ ist nicht gültig' },
    },
  ])('$name', ({ form, errors }) => {
    expect(validate(form)).toEqual(errors);
  });

  it('words the messages in English too', () => {
    expect(validate({ ...valid, geburtsdatum: '24/12/1990' }, 'en')).toEqual({
      'empfaengerdaten.geburtsdatum': 'Date of birth: please use the format DD.MM.YYYY',
    });
  });
});

describe('withConfirmationError', () => {
  const message = 'E-Mail-Adresse stimmt nicht überein';
  it.each([
    { confirmation: '', errors: {}, expected: { 'empfaengerdaten.emailBestaetigung': message } },
    { confirmation: ' BEA@example.org ', errors: {}, expected: {} },
    {
      confirmation: 'x@example.org',
      errors: { 'empfaengerdaten.vorname': 'v' },
      expected: { 'empfaengerdaten.vorname': 'v', 'empfaengerdaten.emailBestaetigung': message },
    },
    {
      confirmation: 'x@example.org',
      errors: { 'empfaengerdaten.emailBestaetigung': 'schon da' },
      expected: { 'empfaengerdaten.emailBestaetigung': 'schon da' },
    },
  ] as { confirmation: string; errors: Record<string, string>; expected: Record<string, string> }[])(
    '$confirmation',
    ({ confirmation, errors, expected }) => {
      expect(
        withConfirmationError(errors, { email: 'bea@example.org', emailBestaetigung: confirmation }, message),
      ).toEqual(expected);
    },
  );

  it('reports the mismatch the schema holds back while the salutation is missing', () => {
    const form = { ...valid, anrede: '' as const, emailBestaetigung: 'bea@example.com' };
    expect(validate(form)).toEqual({ 'empfaengerdaten.anrede': 'Anrede ist ein Pflichtfeld' });
    expect(withConfirmationError(validate(form), form, message)).toEqual({
      'empfaengerdaten.anrede': 'Anrede ist ein Pflichtfeld',
      'empfaengerdaten.emailBestaetigung': message,
    });
  });
});
