import { describe, expect, it } from 'vitest';
import { checkInvitation, EMPTY_INVITATION, type InvitationFormValues } from './invitation-form.ts';

const filled: InvitationFormValues = {
  Vorname: ' Jana ',
  Nachname: 'Berg',
  Email: 'jana.berg@example.org ',
  Art: 'Mitarbeiter',
  Mitarbeiternummer: ' B-2001 ',
};

describe('checkInvitation', () => {
  it('names every missing field with the §5 text', () => {
    expect(checkInvitation(EMPTY_INVITATION, 'de')).toEqual({
      errors: {
        Vorname: 'Vorname ist ein Pflichtfeld',
        Nachname: 'Nachname ist ein Pflichtfeld',
        Email: 'E-Mail-Adresse ist ein Pflichtfeld',
        Art: 'Art ist ein Pflichtfeld',
      },
    });
  });

  it('asks employees for their number, recommenders not', () => {
    const employee = { ...filled, Mitarbeiternummer: '  ' };
    expect(checkInvitation(employee, 'en')).toEqual({
      errors: { Mitarbeiternummer: 'Employee number is required' },
    });
    expect(checkInvitation({ ...employee, Art: 'Empfehler', Mitarbeiternummer: 'B-9' }, 'de')).toEqual({
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
    expect(checkInvitation({ ...filled, Email: 'jana@' }, 'de')).toEqual({
      errors: { Email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
  });

  it('sends the trimmed values with the number for employees', () => {
    expect(checkInvitation(filled, 'de')).toEqual({
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
