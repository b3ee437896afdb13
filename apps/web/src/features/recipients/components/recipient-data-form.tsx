import type { Language } from '@kwk/shared/errors/error-codes';
import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../lib/field-errors.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { completeTracking } from '../api/complete-tracking.ts';
import {
  type RecipientDataForm as FormState,
  initialRecipientData,
  SALUTATIONS,
  toTrackingBody,
  withConfirmationError,
} from '../recipient-data-form-state.ts';

interface Props {
  recipient: Recipient;
  token: string;
  brandName: string;
  lang: Language;
  onDone: () => void;
  /** The server no longer knows the token (recipients.unauthorized). */
  onLost: () => void;
}

type TextKey = Exclude<keyof FormState, 'anrede' | 'werbung'>;

/**
 * The recipient confirms their data (spec §2, body of spec §3): validated with the shared
 * trackingBodySchema, loaded on submit; errors at the field, focus to the first invalid one.
 */
export function RecipientDataForm({ recipient, token, brandName, lang, onDone, onLost }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<FormState>(() => initialRecipientData(recipient.Email));
  const { errors, formRef, show: showErrors, clear: clearErrors } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const set =
    <K extends keyof FormState>(field: K) =>
    (value: FormState[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const key = (field: string) =>
    ['strasse', 'hausnummer', 'plz', 'ort'].includes(field)
      ? `empfaengerdaten.adresse.${field}`
      : `empfaengerdaten.${field}`;

  const field = (
    name: TextKey,
    options: { autoComplete?: string; type?: 'text' | 'email' | 'tel'; maxLength: number; hint?: string },
  ) => (
    <TextField
      label={t(`recipient.data.${name}`)}
      name={name}
      value={values[name]}
      onChange={set(name)}
      error={errors[key(name)]}
      required={name !== 'telefon'}
      inputMode={name === 'plz' ? 'numeric' : undefined}
      {...options}
    />
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { trackingBodySchema, RECIPIENT_FIELD_NAMES } = await import(
      '@kwk/shared/recipients/recipient.schemas'
    );
    const parsed = trackingBodySchema(lang).safeParse(
      toTrackingBody(values, {
        empfehlungsnummer: recipient.Empfehlungsnummer,
        empfaengernummer: recipient.Empfaengernummer,
      }),
    );
    if (!parsed.success) {
      const mismatch = VALIDATION_MESSAGES[lang].confirmMismatch(RECIPIENT_FIELD_NAMES[lang].email);
      showErrors(withConfirmationError(fieldErrorsFromIssues(parsed.error.issues), values, mismatch));
      return;
    }
    clearErrors();
    setSending(true);
    try {
      await completeTracking(token, parsed.data);
      onDone();
    } catch (error) {
      setSending(false);
      const failure = error instanceof ApiRequestError ? error : undefined;
      if (failure?.code === 'recipients.unauthorized') return onLost();
      if (failure && failure.fields.length > 0) {
        showErrors(fieldErrorsFromApi(failure.fields));
      }
      setFormError(errorText(failure?.code, lang));
      if (!failure?.fields.length) errorRef.current?.focus();
    }
  }

  const anredeKey = 'empfaengerdaten.anrede';
  const anredeInvalid = errors[anredeKey]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-anrede-error` }
    : {};

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit}>
      <p ref={errorRef} tabIndex={-1} className="form__error" role="alert">
        {formError}
      </p>
      <p>{t('recipient.data.requiredNote')}</p>
      <fieldset className="form__group">
        <legend>{t('recipient.data.person')}</legend>
        <fieldset className="form__group radio-group recipient-anrede">
          <legend>{t('recipient.data.anrede')}</legend>
          <div className="recipient-anrede__options">
            {SALUTATIONS.map((anrede) => (
              <div className="checkbox" key={anrede}>
                <input
                  id={`${id}-anrede-${anrede}`}
                  type="radio"
                  name="anrede"
                  value={anrede}
                  required
                  checked={values.anrede === anrede}
                  onChange={() => set('anrede')(anrede)}
                  {...anredeInvalid}
                />
                <label htmlFor={`${id}-anrede-${anrede}`}>{t(`recipient.data.anreden.${anrede}`)}</label>
              </div>
            ))}
          </div>
          {errors[anredeKey] && (
            <p id={`${id}-anrede-error`} className="field__error">
              {errors[anredeKey]}
            </p>
          )}
        </fieldset>
        {field('vorname', { autoComplete: 'given-name', maxLength: 100 })}
        {field('name', { autoComplete: 'family-name', maxLength: 100 })}
        {field('geburtsdatum', {
          autoComplete: 'bday',
          maxLength: 10,
          hint: t('recipient.data.geburtsdatumHint'),
        })}
        {field('email', { autoComplete: 'email', type: 'email', maxLength: 254 })}
        {field('emailBestaetigung', { autoComplete: 'email', type: 'email', maxLength: 254 })}
        {field('telefon', { autoComplete: 'tel', type: 'tel', maxLength: 30 })}
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('recipient.data.address')}</legend>
        {field('strasse', { autoComplete: 'address-line1', maxLength: 100 })}
        {field('hausnummer', { maxLength: 10 })}
        {field('plz', { autoComplete: 'postal-code', maxLength: 5 })}
        {field('ort', { autoComplete: 'address-level2', maxLength: 100 })}
      </fieldset>
      <Checkbox
        id={`${id}-werbung`}
        name="werbeeinwilligung"
        label={t('recipient.data.werbung', { client: brandName })}
        checked={values.werbung}
        onChange={set('werbung')}
      />
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {t('recipient.data.submit')}
        </button>
      </div>
      <p role="status" className="form__status">
        {sending ? t('recipient.data.sending') : ''}
      </p>
    </form>
  );
}
