import { describe, expect, it } from 'vitest';
import { checkInvitation, EMPTY_INVITATION, type InvitationFormValues } from './invitation-form.ts';

const labels = {
  Vorname: 'Vorname',
  Nachname: 'Nachname',
  Email: 'E-Mail',
  Art: 'Art',
  Mitarbeiternummer: 'Mitarbeiternummer',
};
const filled: InvitationFormValues = {
  Vorname: ' Jana ',
  Nachname: 'Berg',
  Email: 'jana.berg@example.org ',
  Art: 'Mitarbeiter',
  Mitarbeiternummer: ' B-2001 ',
};

describe('checkInvitation', () => {
  it('names every missing field with the §5 text', () => {
    expect(checkInvitation(EMPTY_INVITATION, 'de', labels)).toEqual({
      errors: {
        Vorname: 'Vorname ist ein Pflichtfeld',
        Nachname: 'Nachname ist ein Pflichtfeld',
        Email: 'E-Mail ist ein Pflichtfeld',
        Art: 'Art ist ein Pflichtfeld',
      },
    });
  });

  it('asks employees for their number, recommenders not', () => {
    const employee = { ...filled, Mitarbeiternummer: '  ' };
    expect(checkInvitation(employee, 'en', { ...labels, Mitarbeiternummer: 'Employee number' })).toEqual({
      errors: { Mitarbeiternummer: 'Employee number is required' },
    });
    expect(checkInvitation({ ...employee, Art: 'Empfehler' }, 'de', labels)).toEqual({
      body: {
        Vorname: 'Jana',
        Nachname: 'Berg',
        Email: 'jana.berg@example.org',
        Art: 'Empfehler',
        Mitarbeiternummer: null,
      },
    });
  });

  it('refuses an address without a domain', () => {
    expect(checkInvitation({ ...filled, Email: 'jana@' }, 'de', labels)).toEqual({
      errors: { Email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
  });

  it('sends the trimmed values with the number for employees', () => {
    expect(checkInvitation(filled, 'de', labels)).toEqual({
      body: {
        Vorname: 'Jana',
        Nachname: 'Berg',
        Email: 'jana.berg@example.org',
        Art: 'Mitarbeiter',
        Mitarbeiternummer: 'B-2001',
      },
    });
  });
});
