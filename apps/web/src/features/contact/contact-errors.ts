import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';

export type ContactField = 'Email' | 'Betreff' | 'Nachricht';
export type FieldErrors = Partial<Record<ContactField, string>>;

const FIELDS: readonly string[] = ['Email', 'Betreff', 'Nachricht'];
const EN_LABELS: Record<ContactField, string> = { Email: 'E-mail', Betreff: 'Subject', Nachricht: 'Message' };

export interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  maximum?: unknown;
}

/**
 * Client-side errors from the shared contactBodySchema. Its messages are the German dictionary of
 * spec §5; for English the same rule is worded from the English dictionary. First error per field.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[], language: Language): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!FIELDS.includes(field)) continue;
    const key = field as ContactField;
    if (errors[key]) continue;
    errors[key] = language === 'de' ? issue.message : englishMessage(key, issue);
  }
  return errors;
}

function englishMessage(field: ContactField, issue: Issue): string {
  const en = VALIDATION_MESSAGES.en;
  if (issue.code === 'too_big') return en.tooLong(Number(issue.maximum));
  if (field === 'Email') return en.email;
  return en.requiredField(EN_LABELS[field]);
}

/** Server field errors (`details.fields`, already in the request's language), keyed by field. */
export function fieldErrorsFromApi(fields: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of fields) {
    const field = path.split('.').at(-1) ?? '';
    if (FIELDS.includes(field) && !errors[field as ContactField]) errors[field as ContactField] = message;
  }
  return errors;
}
