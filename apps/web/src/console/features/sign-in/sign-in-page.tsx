import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { setConsoleLang, useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { answerWithPasskey, PasskeyCancelled, passkeysSupported } from '../../lib/console-passkeys.ts';
import { setConsoleSession, useConsoleSession } from '../../lib/console-session.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';

const TEXTS = {
  de: {
    title: 'Betriebskonsole – Anmeldung',
    heading: 'Anmelden',
    passkey: 'Mit Passkey',
    passkeyIntro: 'Melden Sie sich mit dem Passkey auf diesem Gerät oder Ihrem Sicherheitsschlüssel an.',
    passkeyButton: 'Passkey verwenden',
    passkeyBusy: 'Passkey wird geprüft …',
    expired: 'Ihre Sitzung ist nach 15 Minuten ohne Aktivität abgelaufen. Bitte melden Sie sich erneut an.',
    totp: 'Mit Code aus der Authenticator-App',
    email: 'E-Mail-Adresse',
    code: 'Sechsstelliger Code',
    codeHint: 'Der aktuelle Code aus Ihrer Authenticator-App.',
    submit: 'Anmelden',
    busy: 'Anmeldung läuft …',
    language: 'English',
    languageLabel: 'Switch to English',
  },
  en: {
    title: 'Operator console – sign in',
    heading: 'Sign in',
    passkey: 'With a passkey',
    passkeyIntro: 'Sign in with the passkey on this device or your security key.',
    passkeyButton: 'Use a passkey',
    passkeyBusy: 'Checking the passkey …',
    expired: 'Your session ended after 15 minutes without activity. Please sign in again.',
    totp: 'With a code from the authenticator app',
    email: 'E-mail address',
    code: 'Six-digit code',
    codeHint: 'The current code from your authenticator app.',
    submit: 'Sign in',
    busy: 'Signing in …',
    language: 'Deutsch',
    languageLabel: 'Auf Deutsch wechseln',
  },
};

/**
 * Sign-in: a passkey (usernameless: the authenticator offers the operator's own passkey, no e-mail
 * needed), or e-mail and the authenticator app's code.
 */
export function SignInPage() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<unknown>();
  const heading = useRef<HTMLHeadingElement>(null);
  const next = params.get('weiter')?.startsWith('/') ? (params.get('weiter') as string) : '/';

  useEffect(() => {
    document.title = t.title;
    document.documentElement.lang = lang;
  }, [t.title, lang]);

  if (session) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const signedIn = await consoleFetch<OperatorSession>('anmeldung/totp', {
        method: 'POST',
        body: { Email: email, Code: code },
      });
      setConsoleSession(signedIn);
      navigate(next, { replace: true });
    } catch (failure) {
      setError(failure);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);

  const withPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyError(undefined);
    try {
      const signedIn = await answerWithPasskey<OperatorSession>(
        'anmeldung/passkey/optionen',
        'anmeldung/passkey',
      );
      setConsoleSession(signedIn);
      navigate(next, { replace: true });
    } catch (failure) {
      if (!(failure instanceof PasskeyCancelled)) setPasskeyError(failure);
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <main className="c-signin">
      <div className="c-actions c-actions-end">
        <button
          type="button"
          className="c-link"
          lang={lang === 'de' ? 'en' : 'de'}
          aria-label={t.languageLabel}
          onClick={() => setConsoleLang(lang === 'de' ? 'en' : 'de')}
        >
          {t.language}
        </button>
      </div>
      <h1 ref={heading}>{t.heading}</h1>
      {params.get('abgelaufen') && <p className="c-notice c-notice-error">{t.expired}</p>}
      {passkeysSupported() && (
        <section aria-labelledby="passkey-heading">
          <h2 id="passkey-heading">{t.passkey}</h2>
          <p>{t.passkeyIntro}</p>
          <Notice kind="error">{passkeyError ? consoleErrorText(passkeyError) : null}</Notice>
          <button type="button" className="c-button" disabled={passkeyBusy} onClick={withPasskey}>
            {passkeyBusy ? t.passkeyBusy : t.passkeyButton}
          </button>
        </section>
      )}
      <form onSubmit={submit} noValidate aria-labelledby="totp-heading">
        <h2 id="totp-heading">{t.totp}</h2>
        <Field
          label={t.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={fields.Email}
          required
        />
        <Field
          label={t.code}
          hint={t.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          error={fields.Code}
          required
        />
        <Notice kind="error">
          {error && !fields.Email && !fields.Code ? consoleErrorText(error) : null}
        </Notice>
        <button type="submit" className="c-button" disabled={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
    </main>
  );
}
