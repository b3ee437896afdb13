import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { getHref } from '@kwk/shared/routes/route-table';

/** The recipient's screens in order (spec §2): data, terms, bank data (only with a share), confirmation. */
export type RecipientStep =
  | 'EmpfaengerDaten'
  | 'AGBDatenschutzZustimmung'
  | 'EmpfaengerBankdaten'
  | 'EmpfaengerBestaetigung';

type Progress = Pick<
  Recipient,
  'DatenBestaetigt' | 'AgbZugestimmt' | 'BankdatenHinterlegt' | 'EmpfaengerPraemieCent'
>;

/**
 * Bank data is asked for only when the recommender left the recipient a part of the reward and
 * the tenant keeps bank data at all (Modules.ModuleStoringBankdata).
 */
export function needsBankData(recipient: Progress, storesBankData: boolean): boolean {
  return storesBankData && recipient.EmpfaengerPraemieCent > 0 && !recipient.BankdatenHinterlegt;
}

/** The first step still open, so a returning recipient continues where they left off. */
export function nextRecipientStep(recipient: Progress, storesBankData: boolean): RecipientStep {
  if (!recipient.DatenBestaetigt) return 'EmpfaengerDaten';
  if (!recipient.AgbZugestimmt) return 'AGBDatenschutzZustimmung';
  return stepAfterConsent(recipient, storesBankData);
}

export function stepAfterConsent(recipient: Progress, storesBankData: boolean): RecipientStep {
  return needsBankData(recipient, storesBankData) ? 'EmpfaengerBankdaten' : 'EmpfaengerBestaetigung';
}

/** The data screen names the referral in its path, the later ones in `?nr=`. */
export function recipientStepHref(step: RecipientStep, empfehlungsnummer: number): string {
  if (step === 'EmpfaengerDaten') return getHref(step, { empfehlungsnummer });
  return `${getHref(step)}?nr=${empfehlungsnummer}`;
}
