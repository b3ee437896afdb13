import { ERRORS, isErrorCode, type Language } from '@kwk/shared/errors/error-codes';

/** The user-facing text for an error code (spec §8); unknown codes read as a technical error. */
export function errorText(code: string | undefined, language: Language): string {
  return isErrorCode(code) ? ERRORS[code][language] : ERRORS['common.technical'][language];
}
