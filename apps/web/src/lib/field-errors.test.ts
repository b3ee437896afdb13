import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from './field-errors.ts';

describe('fieldErrorsFromIssues', () => {
  it('keys by the joined path, first message wins', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['empfaengerdaten', 'adresse', 'plz'], message: 'a' },
        { path: ['empfaengerdaten', 'adresse', 'plz'], message: 'b' },
        { path: ['Iban'], message: 'c' },
      ]),
    ).toEqual({ 'empfaengerdaten.adresse.plz': 'a', Iban: 'c' });
  });
});

describe('fieldErrorsFromApi', () => {
  it('maps server field paths to the client keys, first message wins', () => {
    expect(
      fieldErrorsFromApi([
        { path: 'body.Empfehler.Vorname', message: 'a' },
        { path: 'body.Empfehler.Vorname', message: 'b' },
        { path: 'Empfaenger.Email', message: 'c' },
        { path: 'body.empfaengerdaten.email', message: 'd' },
      ]),
    ).toEqual({ 'Empfehler.Vorname': 'a', 'Empfaenger.Email': 'c', 'empfaengerdaten.email': 'd' });
  });
});
