import { describe, expect, it } from 'vitest';
import { needsBankData, nextRecipientStep, recipientStepHref, stepAfterConsent } from './recipient-steps.ts';

const fresh = {
  DatenBestaetigt: false,
  AgbZugestimmt: false,
  BankdatenHinterlegt: false,
  EmpfaengerPraemieCent: 0,
};

describe('nextRecipientStep', () => {
  it.each([
    { name: 'new recipient', recipient: fresh, step: 'EmpfaengerDaten' },
    {
      name: 'data confirmed',
      recipient: { ...fresh, DatenBestaetigt: true },
      step: 'AGBDatenschutzZustimmung',
    },
    {
      name: 'consented, no share',
      recipient: { ...fresh, DatenBestaetigt: true, AgbZugestimmt: true },
      step: 'EmpfaengerBestaetigung',
    },
    {
      name: 'consented, share without bank data',
      recipient: { ...fresh, DatenBestaetigt: true, AgbZugestimmt: true, EmpfaengerPraemieCent: 3500 },
      step: 'EmpfaengerBankdaten',
    },
    {
      name: 'consented, share with bank data',
      recipient: {
        DatenBestaetigt: true,
        AgbZugestimmt: true,
        EmpfaengerPraemieCent: 3500,
        BankdatenHinterlegt: true,
      },
      step: 'EmpfaengerBestaetigung',
    },
  ] as const)('$name → $step', ({ recipient, step }) => {
    expect(nextRecipientStep(recipient, true)).toBe(step);
  });

  it('skips the bank data where the tenant keeps none (ModuleStoringBankdata off)', () => {
    const shared = {
      DatenBestaetigt: true,
      AgbZugestimmt: true,
      BankdatenHinterlegt: false,
      EmpfaengerPraemieCent: 3500,
    };
    expect(nextRecipientStep(shared, false)).toBe('EmpfaengerBestaetigung');
    expect(needsBankData(shared, false)).toBe(false);
  });
});

describe('after the consent', () => {
  it.each([
    { cent: 0, stored: false, bank: false, step: 'EmpfaengerBestaetigung' },
    { cent: 1, stored: false, bank: true, step: 'EmpfaengerBankdaten' },
    { cent: 3500, stored: true, bank: false, step: 'EmpfaengerBestaetigung' },
  ])('share $cent, stored $stored → $step', ({ cent, stored, bank, step }) => {
    const recipient = { ...fresh, EmpfaengerPraemieCent: cent, BankdatenHinterlegt: stored };
    expect(needsBankData(recipient, true)).toBe(bank);
    expect(stepAfterConsent(recipient, true)).toBe(step);
  });
});

describe('recipientStepHref', () => {
  it.each([
    { step: 'EmpfaengerDaten', href: '/empfaengerdaten/12345678' },
    { step: 'AGBDatenschutzZustimmung', href: '/empfaenger/zustimmung?nr=12345678' },
    { step: 'EmpfaengerBankdaten', href: '/bankdaten?nr=12345678' },
    { step: 'EmpfaengerBestaetigung', href: '/empfaengerbestaetigung?nr=12345678' },
  ] as const)('$step → $href', ({ step, href }) => {
    expect(recipientStepHref(step, 12345678)).toBe(href);
  });
});
