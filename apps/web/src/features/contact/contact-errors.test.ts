import { contactBodySchema } from '@kwk/shared/contact/contact.schemas';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from './contact-errors.ts';

const issuesOf = (body: unknown) => contactBodySchema.safeParse(body).error?.issues ?? [];
const valid = { Email: 'a@b.de', Betreff: 'Hallo', Nachricht: 'Text', KopieAnAbsender: false };

describe('fieldErrorsFromIssues', () => {
  it.each([
    { name: 'valid body', body: valid, lang: 'de' as const, expected: {} },
    {
      name: 'bad e-mail de',
      body: { ...valid, Email: 'x' },
      lang: 'de' as const,
      expected: { Email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    },
    {
      name: 'bad e-mail en',
      body: { ...valid, Email: 'x' },
      lang: 'en' as const,
      expected: { Email: 'Please enter a valid e-mail address.' },
    },
    {
      name: 'empty subject de',
      body: { ...valid, Betreff: ' ' },
      lang: 'de' as const,
      expected: { Betreff: 'Betreff ist ein Pflichtfeld' },
    },
    {
      name: 'empty message en',
      body: { ...valid, Nachricht: '' },
      lang: 'en' as const,
      expected: { Nachricht: 'Message is required' },
    },
    {
      name: 'too long en',
      body: { ...valid, Betreff: 'x'.repeat(201) },
      lang: 'en' as const,
      expected: { Betreff: 'Please enter at most 200 characters.' },
    },
  ])('$name', ({ body, lang, expected }) => {
    expect(fieldErrorsFromIssues(issuesOf(body), lang)).toEqual(expected);
  });
});

describe('fieldErrorsFromApi', () => {
  it.each([
    { fields: [], expected: {} },
    { fields: [{ path: 'Email', message: 'E-Mail falsch' }], expected: { Email: 'E-Mail falsch' } },
    {
      fields: [
        { path: 'body.Betreff', message: 'fehlt' },
        { path: 'Betreff', message: 'zweite' },
      ],
      expected: { Betreff: 'fehlt' },
    },
    { fields: [{ path: 'Unbekannt', message: 'x' }], expected: {} },
  ])('$fields', ({ fields, expected }) => {
    expect(fieldErrorsFromApi(fields)).toEqual(expected);
  });
});
