import type { Language } from '../errors/error-codes.ts';

/** The password rules of spec §5, in the order the form lists them. */
export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be made to run long. */
export const PASSWORD_MAX_LENGTH = 128;

const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  length: (p) => p.length >= PASSWORD_MIN_LENGTH,
  lowercase: (p) => /\p{Ll}/u.test(p),
  uppercase: (p) => /\p{Lu}/u.test(p),
  digit: (p) => /\d/.test(p),
};

/** The rules a password does not meet yet, in the form's order; empty when it is good. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !CHECKS[rule](password));
}

export const PASSWORD_RULE_TEXTS: Record<Language, Record<PasswordRule, string>> = {
  de: {
    length: `mindestens ${PASSWORD_MIN_LENGTH} Zeichen`,
    lowercase: 'mindestens ein Kleinbuchstabe',
    uppercase: 'mindestens ein Großbuchstabe',
    digit: 'mindestens eine Ziffer',
  },
  en: {
    length: `at least ${PASSWORD_MIN_LENGTH} characters`,
    lowercase: 'at least one lowercase letter',
    uppercase: 'at least one uppercase letter',
    digit: 'at least one digit',
  },
};

/** One message naming every unmet rule: "Das Passwort braucht noch: mindestens eine Ziffer." */
export function passwordMessage(unmet: readonly PasswordRule[], lang: Language): string {
  const list = unmet.map((rule) => PASSWORD_RULE_TEXTS[lang][rule]).join(', ');
  return lang === 'en' ? `The password still needs: ${list}.` : `Das Passwort braucht noch: ${list}.`;
}
