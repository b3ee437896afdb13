import { describe, expect, it } from 'vitest';
import { type LandingAction, landingAction } from './landing-action.ts';

const recipient = (over: Partial<Parameters<typeof landingAction>[0] & object> = {}) => ({
  DatenBestaetigt: false,
  AgbZugestimmt: false,
  BankdatenHinterlegt: false,
  EmpfaengerPraemieCent: 3500,
  ...over,
});

describe('landingAction: a reopened link shows where the recipient stands (issue 17)', () => {
  it.each<[string, ReturnType<typeof recipient> | null, boolean, LandingAction]>([
    ['no recipient in this browser', null, true, 'start'],
    ['data not confirmed yet', recipient(), true, 'start'],
    ['data confirmed, terms open', recipient({ DatenBestaetigt: true }), true, 'consent'],
    [
      'terms agreed, bank data owed',
      recipient({ DatenBestaetigt: true, AgbZugestimmt: true }),
      true,
      'bankData',
    ],
    [
      'all done',
      recipient({ DatenBestaetigt: true, AgbZugestimmt: true, BankdatenHinterlegt: true }),
      true,
      'done',
    ],
    [
      'done without a share: no bank data asked',
      recipient({ DatenBestaetigt: true, AgbZugestimmt: true, EmpfaengerPraemieCent: 0 }),
      true,
      'done',
    ],
    [
      'done where the tenant keeps no bank data',
      recipient({ DatenBestaetigt: true, AgbZugestimmt: true }),
      false,
      'done',
    ],
  ])('%s → %s', (_name, progress, storesBankData, expected) => {
    expect(landingAction(progress, storesBankData)).toBe(expected);
  });
});
