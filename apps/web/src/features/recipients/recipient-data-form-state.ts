import type { ANREDEN } from '@kwk/shared/recipients/recipient.schemas';

type Anrede = (typeof ANREDEN)[number];

/**
 * The salutations in the order offered; the shared list itself lives next to zod, which this
 * screen loads only on submit. The type below fails to compile if the two lists drift apart.
 */
export const SALUTATIONS = ['Frau', 'Herr', 'Divers'] as const satisfies readonly Anrede[];
const allSalutations: Exclude<Anrede, (typeof SALUTATIONS)[number]> extends never ? true : never = true;
void allSalutations;

/** What the recipient types on /empfaengerdaten (spec §3 "Tracking completion body"). */
export interface RecipientDataForm {
  anrede: '' | Anrede;
  vorname: string;
  name: string;
  geburtsdatum: string;
  email: string;
  emailBestaetigung: string;
  telefon: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  /** Advertising consent: the first entry of the body's newsletter array (spec §5). */
  werbung: boolean;
}

/** The e-mail the recommendation went to is prefilled while the server still keeps it. */
export function initialRecipientData(email: string | null): RecipientDataForm {
  return {
    anrede: '',
    vorname: '',
    name: '',
    geburtsdatum: '',
    email: email ?? '',
    emailBestaetigung: '',
    telefon: '',
    strasse: '',
    hausnummer: '',
    plz: '',
    ort: '',
    werbung: false,
  };
}

/**
 * Form → the body of `POST tracking/abschliessen`, unvalidated: an unchosen salutation stays
 * undefined so the shared trackingBodySchema reports it, an empty phone number is left out.
 */
export function toTrackingBody(
  form: RecipientDataForm,
  ids: { empfehlungsnummer: number; empfaengernummer: string },
) {
  return {
    empfehlungsnummer: ids.empfehlungsnummer,
    empfaengernummer: ids.empfaengernummer,
    empfaengerdaten: {
      anrede: form.anrede || undefined,
      vorname: form.vorname,
      name: form.name,
      geburtsdatum: form.geburtsdatum,
      email: form.email,
      emailBestaetigung: form.emailBestaetigung,
      telefon: form.telefon.trim() || undefined,
      newsletter: [form.werbung],
      adresse: { strasse: form.strasse, hausnummer: form.hausnummer, plz: form.plz, ort: form.ort },
    },
  };
}

/**
 * The shared schema compares the e-mail confirmation in an object refinement, which zod skips
 * while a field has a blocking issue (no salutation chosen); the form says it with the other
 * errors anyway, so nobody has to fix the form twice.
 */
export function withConfirmationError(
  errors: Record<string, string>,
  form: Pick<RecipientDataForm, 'email' | 'emailBestaetigung'>,
  message: string,
): Record<string, string> {
  const key = 'empfaengerdaten.emailBestaetigung';
  const differs = form.email.trim().toLowerCase() !== form.emailBestaetigung.trim().toLowerCase();
  return differs && !(key in errors) ? { ...errors, [key]: message } : errors;
}
