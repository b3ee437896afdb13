import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { LazyCaptchaField } from '../../../ui/lazy-captcha-field.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { getInvitationCaptchaRequired, sendInvitation } from './api/invitations.ts';
import { asIssues } from './as-issues.ts';
import {
  checkInvitation,
  EMPTY_INVITATION,
  type InvitationFormValues,
  type InvitationKind,
} from './invitation-form.ts';

/**
 * The invitation mask (spec §2, §7 `PUT Einladung`): asks the server first whether a captcha is
 * needed (PUT without body), then sends the invitation with the solved captcha in the query.
 */
export function InviteAgentForm({ token, kinds }: { token: string; kinds: readonly InvitationKind[] }) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  const form = useRequestForm();
  const [values, setValues] = useState<InvitationFormValues>(EMPTY_INVITATION);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useRef<string | undefined>(undefined);
  // A payload is accepted once: after every answer the widget starts afresh.
  const [captchaRound, setCaptchaRound] = useState(0);

  useEffect(() => {
    let active = true;
    getInvitationCaptchaRequired(token).then(
      (required) => active && setCaptchaRequired(required),
      // The server still enforces it and answers captcha.required.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [token]);

  const onPayload = useCallback((payload: string | undefined) => {
    captcha.current = payload;
  }, []);

  const set =
    <K extends keyof InvitationFormValues>(field: K) =>
    (value: InvitationFormValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      form.filled(field, value);
    };
  const field = bindFields(values, set, form.errors);

  const labels = {
    Vorname: t('invite.firstName'),
    Nachname: t('invite.lastName'),
    Email: t('invite.email'),
    Art: t('invite.kind'),
    Mitarbeiternummer: t('invite.employeeNumber'),
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const checked = checkInvitation(values, lang);
    if ('errors' in checked) return form.invalid(asIssues(checked.errors));
    form.start();
    const payload = captcha.current;
    captcha.current = undefined;
    try {
      const sent = await sendInvitation(token, checked.body, payload);
      form.done();
      setValues(EMPTY_INVITATION);
      setSentTo(sent.Email);
    } catch (error) {
      const code = apiFailure(error)?.code;
      if (code === 'captcha.required') setCaptchaRequired(true);
      form.fail(error, errorText(code, lang));
    } finally {
      if (payload) setCaptchaRound((round) => round + 1);
    }
  }

  return (
    <FormWithAlert form={form} onSubmit={submit}>
      {/* The invited person's names: no autofill, which would offer the inviting owner's own. */}
      {(['Vorname', 'Nachname'] as const).map((name) => (
        <TextField
          key={name}
          label={labels[name]}
          name={name}
          autoComplete="off"
          required
          maxLength={100}
          {...field(name)}
        />
      ))}
      <TextField
        label={labels.Email}
        name="Email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={254}
        {...field('Email')}
      />
      <RadioGroup
        legend={labels.Art}
        name="Art"
        options={kinds.map((kind) => ({ value: kind, label: t(`invite.kinds.${kind}`) }))}
        value={values.Art}
        onChange={set('Art')}
        error={form.errors.Art}
      />
      {values.Art === 'Mitarbeiter' && (
        <TextField
          label={labels.Mitarbeiternummer}
          hint={t('invite.employeeNumberHint')}
          name="Mitarbeiternummer"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={50}
          {...field('Mitarbeiternummer')}
        />
      )}
      {captchaRequired && (
        <LazyCaptchaField
          round={captchaRound}
          language={lang}
          label={t('invite.captcha')}
          onPayload={onPayload}
        />
      )}
      <SubmitButton label={form.sending ? t('invite.sending') : t('invite.submit')} sending={form.sending} />
      <p role="status" className="form__status">
        {sentTo ? t('invite.sent', { email: sentTo }) : ''}
      </p>
    </FormWithAlert>
  );
}
