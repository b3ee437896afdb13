import { type ContactBody, type ContactTopic, contactBodySchema } from '@kwk/shared/contact/contact.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { failureText } from '../../../lib/error-text.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { LazyCaptchaField } from '../../../ui/lazy-captcha-field.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { getCaptchaRequired } from '../api/get-captcha-required.ts';
import { sendContact } from '../api/send-contact.ts';
import { type FieldErrors, fieldErrorsFromApi, fieldErrorsFromIssues } from '../contact-errors.ts';

// Only pages that need a captcha pay for the widget.

const EMPTY: ContactBody = {
  Email: '',
  Betreff: '',
  Nachricht: '',
  KopieAnAbsender: false,
  Anliegen: 'Frage',
};

/** Contact form of spec §2; validates with the shared schema, shows server field errors at the field. */
export function ContactForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const lang = currentLanguage();
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useRef<string | undefined>(undefined);
  // A payload is accepted once: after every answer from the server the widget starts afresh.
  const [captchaRound, setCaptchaRound] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let active = true;
    getCaptchaRequired().then(
      (required) => active && setCaptchaRequired(required),
      // If the check fails, the server still enforces the captcha and answers captcha.required.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const onPayload = useCallback((payload: string | undefined) => {
    captcha.current = payload;
  }, []);

  const set = (field: keyof ContactBody) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [field]: value }));
  const field = bindFields(values, set, errors);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = contactBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, lang));
      return;
    }
    setErrors({});
    setStatus('sending');
    const payload = captcha.current;
    captcha.current = undefined;
    try {
      await sendContact(parsed.data, payload);
      // A complaint about a reward became a goodwill case: its own thank-you page says so (issue 14).
      if (parsed.data.Anliegen === 'Praemienreklamation') {
        navigate(getHref('KulanzDanke'));
        return;
      }
      setStatus('sent');
      setValues(EMPTY);
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiRequestError) {
        if (error.code === 'captcha.required') setCaptchaRequired(true);
        setErrors(fieldErrorsFromApi(error.fields));
      }
      setFormError(failureText(error, lang));
      errorRef.current?.focus();
    } finally {
      if (payload) setCaptchaRound((round) => round + 1);
    }
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={submit}
      aria-describedby={formError ? `${id}-form-error` : undefined}
    >
      <p id={`${id}-form-error`} ref={errorRef} tabIndex={-1} className="form__error" role="alert">
        {formError}
      </p>
      <TextField
        label={t('contact.email')}
        name="Email"
        type="email"
        autoComplete="email"
        required
        {...field('Email')}
      />
      <RadioGroup<ContactTopic>
        legend={t('contact.topic')}
        name="Anliegen"
        options={[
          { value: 'Frage', label: t('contact.topics.Frage') },
          { value: 'Praemienreklamation', label: t('contact.topics.Praemienreklamation') },
        ]}
        value={values.Anliegen}
        onChange={(value) => setValues((v) => ({ ...v, Anliegen: value }))}
      />
      <TextField label={t('contact.subject')} name="Betreff" required maxLength={200} {...field('Betreff')} />
      <TextField
        label={t('contact.message')}
        name="Nachricht"
        multiline
        required
        maxLength={5000}
        {...field('Nachricht')}
      />
      <Checkbox
        id={`${id}-copy`}
        name="KopieAnAbsender"
        label={t('contact.copy')}
        checked={values.KopieAnAbsender}
        onChange={set('KopieAnAbsender')}
      />
      {captchaRequired && (
        <LazyCaptchaField
          round={captchaRound}
          language={lang}
          label={t('contact.captcha')}
          onPayload={onPayload}
        />
      )}
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? t('contact.sending') : t('contact.submit')}
      </button>
      <p role="status" className="form__status">
        {status === 'sent' ? t('contact.sent') : ''}
      </p>
    </form>
  );
}
