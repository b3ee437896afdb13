import type { EnrolmentState, TotpOffer } from '@kwk/shared/operator/operator-enrolment.schemas';
import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { passkeysSupported, registerPasskey } from '../../lib/console-passkeys.ts';
import { setConsoleSession } from '../../lib/console-session.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { Section } from '../../ui/form-section.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PublicPage } from '../../ui/public-page.tsx';
import { OneTimeCodeField } from '../../ui/second-factor.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { displayDateTime } from './date-time.ts';
import './operators.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

const TEXTS = {
  de: {
    title: 'Betriebskonsole – Zugang einrichten',
    heading: 'Zugang einrichten',
    loading: 'Der Einrichtungslink wird geprüft …',
    welcome: 'Willkommen',
    validUntil: 'Dieser Link gilt einmal, bis',
    choose:
      'Richten Sie einen Passkey ein, eine Authenticator-App oder beides. Ein Passwort gibt es für die Betriebskonsole nicht.',
    passkey: 'Passkey',
    passkeyIntro:
      'Ein Passkey auf diesem Gerät oder ein Sicherheitsschlüssel; die Anmeldung braucht dann keinen Code.',
    passkeyLabel: 'Name des Passkeys (optional)',
    passkeyLabelHint: 'Zum Beispiel „Laptop“ oder „Sicherheitsschlüssel“.',
    passkeyButton: 'Passkey einrichten',
    passkeyUnsupported:
      'Dieser Browser unterstützt keine Passkeys. Bitte richten Sie die Authenticator-App ein.',
    passkeyCount: 'Eingerichtete Passkeys:',
    passkeyDone: 'Der Passkey ist eingerichtet.',
    totp: 'Authenticator-App',
    totpIntro: 'Eine App, die sechsstellige Codes erzeugt (zum Beispiel auf Ihrem Telefon).',
    totpStart: 'Authenticator-App einrichten',
    totpUri: 'Adresse für die App (otpauth)',
    totpSecret: 'Schlüssel zur Eingabe von Hand',
    totpCode: 'Erster Code aus der App',
    totpConfirm: 'Code bestätigen',
    totpDone: 'Die Authenticator-App ist eingerichtet.',
    finish: 'Einrichtung abschließen und anmelden',
    finishHint: 'Richten Sie zuerst einen Passkey oder die Authenticator-App ein.',
  },
  en: {
    title: 'Operator console – set up access',
    heading: 'Set up access',
    loading: 'Checking the enrolment link …',
    welcome: 'Welcome',
    validUntil: 'This link works once, until',
    choose: 'Set up a passkey, an authenticator app, or both. The operator console has no passwords.',
    passkey: 'Passkey',
    passkeyIntro: 'A passkey on this device or a security key; signing in then needs no code.',
    passkeyLabel: 'Name of the passkey (optional)',
    passkeyLabelHint: 'For example “Laptop” or “Security key”.',
    passkeyButton: 'Set up a passkey',
    passkeyUnsupported: 'This browser does not support passkeys. Please set up the authenticator app.',
    passkeyCount: 'Passkeys set up:',
    passkeyDone: 'The passkey is set up.',
    totp: 'Authenticator app',
    totpIntro: 'An app that makes six-digit codes (on your phone, for example).',
    totpStart: 'Set up the authenticator app',
    totpUri: 'Address for the app (otpauth)',
    totpSecret: 'Key to type in by hand',
    totpCode: 'First code from the app',
    totpConfirm: 'Confirm the code',
    totpDone: 'The authenticator app is set up.',
    finish: 'Finish and sign in',
    finishHint: 'Please set up a passkey or the authenticator app first.',
  },
};

/**
 * The one-time enrolment link's page (`/einrichtung/<token>`): the new operator registers a
 * passkey and/or sets up an authenticator app (the secret counts once a first code matches it),
 * then finishes, which uses the link up and signs them in.
 */
export function EnrolmentPage() {
  const t = useTexts(TEXTS);
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const base = `einrichtung/${encodeURIComponent(token)}`;
  const { data: state, error: loadError, reload } = useConsoleQuery<EnrolmentState>(base);
  const mutation = useConsoleMutation();
  const { busy, error, run } = mutation;
  // The two fields and the last step's message; each step runs on the page's one mutation.
  const form = useConsoleForm({ label: '', code: '' }, { mutation });
  const { values, set, done, setDone } = form;
  const [offer, setOffer] = useState<TotpOffer>();
  const finishButton = useRef<HTMLButtonElement>(null);
  // After a step is done its controls are gone: the keyboard goes on at the finish button.
  useEffect(() => {
    if (done) finishButton.current?.focus();
  }, [done]);

  const act = (work: () => Promise<void>) => {
    setDone('');
    return run(work);
  };
  const addPasskey = () =>
    act(async () => {
      await registerPasskey(`${base}/passkey/optionen`, `${base}/passkey`, values.label.trim());
      set('label')('');
      await reload();
      setDone(t.passkeyDone);
    });
  const startTotp = () =>
    act(async () => setOffer(await consoleFetch<TotpOffer>(`${base}/totp/angebot`, { method: 'POST' })));
  const confirmTotp = (event: FormEvent) => {
    event.preventDefault();
    return act(async () => {
      await consoleFetch(`${base}/totp`, { method: 'POST', body: { Code: values.code } }).catch((failure) => {
        set('code')('');
        throw failure;
      });
      setOffer(undefined);
      set('code')('');
      await reload();
      setDone(t.totpDone);
    });
  };
  const finish = () =>
    act(async () => {
      const session = await consoleFetch<OperatorSession>(`${base}/abschliessen`, { method: 'POST' });
      setConsoleSession(session);
      navigate('/', { replace: true });
    });

  const fields = fieldMessages(error);
  const ready = !!state && (state.Passkeys > 0 || state.Totp);

  return (
    <PublicPage title={t.title}>
      <h1>{t.heading}</h1>
      {loadError ? (
        <p role="alert" className="c-notice c-notice-error">
          {consoleErrorText(loadError)}
        </p>
      ) : !state ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <p>
            {t.welcome}, {state.Name} ({state.Email}). {t.validUntil} {displayDateTime(state.ExpiresAt)}.
          </p>
          <p>{t.choose}</p>
          <Notice kind="success">{done || null}</Notice>
          <Notice kind="error">
            {error && !fields.Code && !fields.Label ? consoleErrorText(error) : null}
          </Notice>

          <Section id="enrol-passkey" heading={t.passkey} intro={t.passkeyIntro}>
            {state.Passkeys > 0 && (
              <p>
                {t.passkeyCount} {state.Passkeys}
              </p>
            )}
            {passkeysSupported() ? (
              <>
                <Field
                  label={t.passkeyLabel}
                  hint={t.passkeyLabelHint}
                  value={values.label}
                  onChange={set('label')}
                  maxLength={60}
                  error={fields.Label}
                />
                <button type="button" className="c-button" disabled={busy} onClick={addPasskey}>
                  {t.passkeyButton}
                </button>
              </>
            ) : (
              <p>{t.passkeyUnsupported}</p>
            )}
          </Section>

          <Section id="enrol-totp" heading={t.totp} intro={t.totpIntro}>
            {state.Totp ? (
              <p>{t.totpDone}</p>
            ) : offer ? (
              <form onSubmit={confirmTotp} noValidate>
                <dl className="c-secret">
                  <dt>{t.totpUri}</dt>
                  <dd>
                    <code>{offer.Uri}</code>
                  </dd>
                  <dt>{t.totpSecret}</dt>
                  <dd>
                    <code data-testid="totp-secret">{offer.Secret}</code>
                  </dd>
                </dl>
                <OneTimeCodeField
                  label={t.totpCode}
                  autoFocus
                  value={values.code}
                  onChange={set('code')}
                  error={fields.Code}
                />
                <SubmitButton busy={busy}>{t.totpConfirm}</SubmitButton>
              </form>
            ) : (
              <button
                type="button"
                className="c-button c-button-secondary"
                disabled={busy}
                onClick={startTotp}
              >
                {t.totpStart}
              </button>
            )}
          </Section>

          <div className="c-actions">
            <button
              ref={finishButton}
              type="button"
              className="c-button"
              disabled={busy || !ready}
              aria-describedby={ready ? undefined : 'enrol-finish-hint'}
              onClick={finish}
            >
              {t.finish}
            </button>
          </div>
          {!ready && (
            <p id="enrol-finish-hint" className="c-hint">
              {t.finishHint}
            </p>
          )}
        </>
      )}
    </PublicPage>
  );
}
