import { ERRORS, isErrorCode, type Language } from '@kwk/shared/errors/error-codes';
import { ApiRequestError } from './api-client.ts';

/** The user-facing text for an error code (spec §8); unknown codes read as a technical error. */
export function errorText(code: string | undefined, language: Language): string {
  return isErrorCode(code) ? ERRORS[code][language] : ERRORS['common.technical'][language];
}

/** The user-facing text for a caught failure: the API's code, or a technical error for anything else. */
export function failureText(failure: unknown, language: Language): string {
  return errorText(failure instanceof ApiRequestError ? failure.code : undefined, language);
}
