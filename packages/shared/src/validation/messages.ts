import type { Language } from '../errors/error-codes.ts';

/** The validation dictionary of spec §5, German word for word, with English equivalents. */
export const VALIDATION_MESSAGES = {
  de: {
    required: 'Dies ist ein Pflichtfeld.',
    requiredField: (field: string) => `${field} ist ein Pflichtfeld`,
    consent: 'Die Zustimmung ist erforderlich, um fortzufahren.',
    invalidField: (field: string) => `${field} ist nicht gültig`,
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    sameEmail: 'Die E-Mail-Adresse darf nicht dieselbe, wie die der Empfehlung sein.',
    confirmMismatch: (field: string) => `${field} stimmt nicht überein`,
    tooLong: (max: number) => `Bitte höchstens ${max} Zeichen eingeben.`,
    dateFormat: (field: string) => `${field} bitte im Format TT.MM.JJJJ angeben`,
    minAge: 'Sie müssen mindestens 18 Jahre alt sein.',
    youngTariff: 'Young-Tarife gelten nur für Personen unter 28 Jahren.',
    germanIbanOnly: 'Bitte geben Sie eine deutsche IBAN (DE…) an.',
    unfitCharacter: 'Enthält ein unzulässiges Zeichen.',
  },
  en: {
    required: 'This field is required.',
    requiredField: (field: string) => `${field} is required`,
    consent: 'Your consent is required to continue.',
    invalidField: (field: string) => `${field} is not valid`,
    email: 'Please enter a valid e-mail address.',
    sameEmail: 'The e-mail address must not be the same as the recommendation’s.',
    confirmMismatch: (field: string) => `${field} does not match`,
    tooLong: (max: number) => `Please enter at most ${max} characters.`,
    dateFormat: (field: string) => `${field}: please use the format DD.MM.YYYY`,
    minAge: 'You must be at least 18 years old.',
    youngTariff: 'Young plans are only for people under 28.',
    germanIbanOnly: 'Please enter a German IBAN (DE…).',
    unfitCharacter: 'Contains a character that is not allowed.',
  },
} as const satisfies Record<Language, unknown>;

export type ValidationMessages = (typeof VALIDATION_MESSAGES)[Language];

/** spec §5: an accepted terms value is true, 'yes' or a number above 0. */
export function isAccepted(value: unknown): boolean {
  if (value === true || value === 'yes') return true;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value) > 0;
  }
  return false;
}
