import type { FieldErrors } from '../../../lib/field-errors.ts';

/** A rule module's field errors in the shape useRequestForm().invalid takes. */
export function asIssues(errors: FieldErrors): { path: string[]; message: string }[] {
  return Object.entries(errors).map(([key, message]) => ({ path: key.split('.'), message }));
}
