import type { INVITATION_KINDS, InvitationBody } from '@kwk/shared/agency/agency-admin.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { FieldErrors } from '../../../lib/field-errors.ts';

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

/** The field labels the §5 messages name ("Vorname ist ein Pflichtfeld"). */
export type InvitationLabels = Record<keyof InvitationFormValues, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks the mask can make before sending (spec §5 wording): required fields, the address's
 * shape, and the employee number that only employees need. Everything else — a duplicate address,
 * lengths — the server answers at the field.
 */
export function checkInvitation(
  values: InvitationFormValues,
  lang: Language,
  labels: InvitationLabels,
): { body: InvitationBody } | { errors: FieldErrors } {
  const messages = VALIDATION_MESSAGES[lang];
  const errors: FieldErrors = {};
  const trimmed = {
    Vorname: values.Vorname.trim(),
    Nachname: values.Nachname.trim(),
    Email: values.Email.trim(),
    Mitarbeiternummer: values.Mitarbeiternummer.trim(),
  };
  if (!trimmed.Vorname) errors.Vorname = messages.requiredField(labels.Vorname);
  if (!trimmed.Nachname) errors.Nachname = messages.requiredField(labels.Nachname);
  if (!trimmed.Email) errors.Email = messages.requiredField(labels.Email);
  else if (!EMAIL.test(trimmed.Email)) errors.Email = messages.email;
  if (!values.Art) errors.Art = messages.requiredField(labels.Art);
  if (values.Art === 'Mitarbeiter' && !trimmed.Mitarbeiternummer)
    errors.Mitarbeiternummer = messages.requiredField(labels.Mitarbeiternummer);
  if (Object.keys(errors).length > 0 || !values.Art) return { errors };
  return {
    body: {
      Vorname: trimmed.Vorname,
      Nachname: trimmed.Nachname,
      Email: trimmed.Email,
      Art: values.Art,
      Mitarbeiternummer: values.Art === 'Mitarbeiter' ? trimmed.Mitarbeiternummer : null,
    },
  };
}
