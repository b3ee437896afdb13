import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { nextRecipientStep } from './recipient-steps.ts';

/**
 * What the landing offers a visitor (issue 17): a newcomer, or a recipient whose data is still
 * open, confirms their data; one who stopped later goes on from there; one who finished sees that
 * they did and where their order stands — never "Jetzt Daten bestätigen" again.
 */
export type LandingAction = 'start' | 'consent' | 'bankData' | 'done';

type Progress = Pick<
  Recipient,
  'DatenBestaetigt' | 'AgbZugestimmt' | 'BankdatenHinterlegt' | 'EmpfaengerPraemieCent'
>;

/** `progress`: the recipient this browser is for the referral (its cookie), or null for none. */
export function landingAction(progress: Progress | null, storesBankData: boolean): LandingAction {
  if (!progress) return 'start';
  switch (nextRecipientStep(progress, storesBankData)) {
    case 'EmpfaengerDaten':
      return 'start';
    case 'AGBDatenschutzZustimmung':
      return 'consent';
    case 'EmpfaengerBankdaten':
      return 'bankData';
    case 'EmpfaengerBestaetigung':
      return 'done';
  }
}
