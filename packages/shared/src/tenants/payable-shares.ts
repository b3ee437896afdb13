import type { Language } from '../errors/error-codes.ts';

/**
 * Every share a tenant's configuration promises must be payable (issue 27, finding 8; decision
 * 036). A recipient's share is paid by transfer to the account given at the order (with
 * ModuleStoringBankdata) or through the pickup link mailed when it is ready (without), so the bank
 * data module alone never leaves a share unpaid. What can: a default split that gives the contact
 * a part (RecommenderDefaultShare below 100) while the cap allows the contact nothing
 * (MaxEmpfaengerPraemieCent 0) — every referral would promise the contact a share nobody pays.
 */
export interface ShareRules {
  RecommenderDefaultShare: number;
  MaxEmpfaengerPraemieCent: number;
}

const TEXTS = {
  de: 'Der voreingestellte Anteil verspricht der empfohlenen Person einen Teil der Prämie, ihr Höchstbetrag ist aber 0 €: Bitte einen Höchstbetrag für die empfohlene Person angeben oder den Anteil des Empfehlers auf 100 setzen.',
  en: 'The default share promises the recommended person part of the reward, but their maximum is €0: please enter a maximum for the recommended person or set the referrer’s share to 100.',
} as const;

/** The Rules fields a contradiction concerns (both get the message: either may be the one to change). */
export function unpayableShareFields(rules: ShareRules): (keyof ShareRules)[] {
  return rules.RecommenderDefaultShare < 100 && rules.MaxEmpfaengerPraemieCent === 0
    ? ['RecommenderDefaultShare', 'MaxEmpfaengerPraemieCent']
    : [];
}

export const unpayableShareMessage = (lang: Language) => TEXTS[lang];
