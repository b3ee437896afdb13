import { ERRORS, type Language } from './error-codes.ts';
import { OPERATOR_ACCOUNTS_ERRORS } from './operator-accounts.errors.ts';
import { OPERATOR_AUTH_ERRORS } from './operator-auth.errors.ts';
import { OPERATOR_CASES_ERRORS } from './operator-cases.errors.ts';
import { OPERATOR_CATALOGUE_ERRORS } from './operator-catalogue.errors.ts';
import { OPERATOR_CONSENT_ERRORS } from './operator-consent.errors.ts';
import { OPERATOR_CONTENT_ERRORS } from './operator-content.errors.ts';
import { OPERATOR_FIGURES_ERRORS } from './operator-figures.errors.ts';
import { OPERATOR_FRAUD_ERRORS } from './operator-fraud.errors.ts';
import { OPERATOR_MONEY_ERRORS } from './operator-money.errors.ts';
import { OPERATOR_OPERATIONS_ERRORS } from './operator-operations.errors.ts';
import { OPERATOR_PAYOUTS_ERRORS } from './operator-payouts.errors.ts';
import { OPERATOR_SUPPORT_ERRORS } from './operator-support.errors.ts';
import { OPERATOR_TAX_ERRORS } from './operator-tax.errors.ts';
import { OPERATOR_TENANTS_ERRORS } from './operator-tenants.errors.ts';
import { OPERATOR_VOUCHERS_ERRORS } from './operator-vouchers.errors.ts';
import { OPERATOR_WEBHOOKS_ERRORS } from './operator-webhooks.errors.ts';

/**
 * The operator console's error codes (issue 14). Kept apart from ERRORS so the referrer's pages do
 * not carry the console's texts; the server knows both (ANY_ERRORS), the console SPA both too.
 * Each part of the console brings its own `operator-*.errors.ts`, spread here.
 */
export const CONSOLE_ERRORS = {
  ...OPERATOR_AUTH_ERRORS,
  ...OPERATOR_FIGURES_ERRORS,
  ...OPERATOR_OPERATIONS_ERRORS,
  ...OPERATOR_WEBHOOKS_ERRORS,
  ...OPERATOR_CASES_ERRORS,
  ...OPERATOR_ACCOUNTS_ERRORS,
  ...OPERATOR_SUPPORT_ERRORS,
  ...OPERATOR_TENANTS_ERRORS,
  ...OPERATOR_CATALOGUE_ERRORS,
  ...OPERATOR_PAYOUTS_ERRORS,
  ...OPERATOR_VOUCHERS_ERRORS,
  ...OPERATOR_CONTENT_ERRORS,
  ...OPERATOR_TAX_ERRORS,
  ...OPERATOR_FRAUD_ERRORS,
  ...OPERATOR_CONSENT_ERRORS,
  ...OPERATOR_MONEY_ERRORS,
} as const satisfies Record<string, { status: number; de: string; en: string }>;

export type ConsoleErrorCode = keyof typeof CONSOLE_ERRORS;

/** Every code the server may send: the portal's and the console's. */
export const ANY_ERRORS = { ...ERRORS, ...CONSOLE_ERRORS };
export type AnyErrorCode = keyof typeof ANY_ERRORS;

export function anyErrorMessage(code: AnyErrorCode, lang: Language = 'de'): string {
  return ANY_ERRORS[code][lang];
}

export function isAnyErrorCode(value: unknown): value is AnyErrorCode {
  return typeof value === 'string' && Object.hasOwn(ANY_ERRORS, value);
}
