import {
  type INVITATION_KINDS,
  type InvitationForm,
  invitationFormSchema,
} from '@kwk/shared/agency/agency-admin.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { type FieldErrors, fieldErrorsFromIssues } from '../../../lib/field-errors.ts';

export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** What the invitation mask holds while it is being filled in (Art stays unchosen until clicked). */
export interface InvitationFormValues {
  Vorname: string;
  Nachname: string;
  Email: string;
  Art: InvitationKind | null;
  Mitarbeiternummer: string;
}

export const EMPTY_INVITATION: InvitationFormValues = {
  Vorname: '',
  Nachname: '',
  Email: '',
  Art: null,
  Mitarbeiternummer: '',
};

/**
 * The mask's input checked with the schema the server checks it with (spec §5 texts in `lang`), so
 * the messages at the fields are the same before and after sending. A number typed for an
 * employee and then switched to recommender is not sent.
 */
export function checkInvitation(
  values: InvitationFormValues,
  lang: Language,
): { body: InvitationForm } | { errors: FieldErrors } {
  const parsed = invitationFormSchema(lang).safeParse({
    ...values,
    Art: values.Art ?? undefined,
    Mitarbeiternummer: values.Art === 'Mitarbeiter' ? values.Mitarbeiternummer : null,
  });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrorsFromIssues(parsed.error.issues) };
}
